from social_publishing_client.models.network_post_liked_by_item import (
    NetworkPostLikedByItem,
)

__all__ = ["NetworkPostLikedByItem"]
