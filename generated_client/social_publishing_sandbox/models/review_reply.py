from social_publishing_client.models.review_reply import ReviewReply

__all__ = ["ReviewReply"]
