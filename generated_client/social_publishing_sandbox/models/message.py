from social_publishing_client.models.message import Message

__all__ = ["Message"]
