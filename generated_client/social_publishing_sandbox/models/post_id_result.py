from social_publishing_client.models.post_id_result import PostIdResult

__all__ = ["PostIdResult"]
