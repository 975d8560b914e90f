from social_publishing_client.models.social_event import SocialEvent

__all__ = ["SocialEvent"]
