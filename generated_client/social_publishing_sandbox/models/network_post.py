from social_publishing_client.models.network_post import NetworkPost

__all__ = ["NetworkPost"]
