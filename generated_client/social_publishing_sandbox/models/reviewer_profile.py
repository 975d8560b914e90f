from social_publishing_client.models.reviewer_profile import ReviewerProfile

__all__ = ["ReviewerProfile"]
