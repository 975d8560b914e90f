from social_publishing_client.models.message_reaction import MessageReaction

__all__ = ["MessageReaction"]
