from social_publishing_client.models.network_post_viewer import NetworkPostViewer

__all__ = ["NetworkPostViewer"]
