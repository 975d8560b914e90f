from social_publishing_client.models.post_error import PostError

__all__ = ["PostError"]
