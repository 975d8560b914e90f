from social_publishing_client.models.comment_reply_item import CommentReplyItem

__all__ = ["CommentReplyItem"]
