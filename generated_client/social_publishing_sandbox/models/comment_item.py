from social_publishing_client.models.comment_item import CommentItem

__all__ = ["CommentItem"]
