from social_publishing_client.models.generic_event import GenericEvent

__all__ = ["GenericEvent"]
