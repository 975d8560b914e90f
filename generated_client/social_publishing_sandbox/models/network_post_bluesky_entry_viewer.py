from social_publishing_client.models.network_post_bluesky_entry_viewer import (
    NetworkPostBlueskyEntryViewer,
)

__all__ = ["NetworkPostBlueskyEntryViewer"]
