from social_publishing_client.models.sender_details import SenderDetails

__all__ = ["SenderDetails"]
