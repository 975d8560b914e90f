from social_publishing_client.models.reviewer import Reviewer

__all__ = ["Reviewer"]
