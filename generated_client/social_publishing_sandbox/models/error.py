from social_publishing_client.models.error import Error

__all__ = ["Error"]
