from social_publishing_client.models.comment_author import CommentAuthor

__all__ = ["CommentAuthor"]
