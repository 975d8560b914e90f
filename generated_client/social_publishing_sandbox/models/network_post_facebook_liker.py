from social_publishing_client.models.network_post_facebook_liker import (
    NetworkPostFacebookLiker,
)

__all__ = ["NetworkPostFacebookLiker"]
