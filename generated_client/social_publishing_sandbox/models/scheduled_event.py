from social_publishing_client.models.scheduled_event import ScheduledEvent

__all__ = ["ScheduledEvent"]
