from social_publishing_client.models.network_post_metrics import NetworkPostMetrics

__all__ = ["NetworkPostMetrics"]
