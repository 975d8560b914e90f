from social_publishing_client.models.review import Review

__all__ = ["Review"]
