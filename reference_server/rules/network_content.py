"""What a sandbox network holds, as stored: a comment's row, a message, a review and a post made
outside the service, each built as its generated model (`CommentReplyItem`, `Message`,
`Review`, `OutsidePostRecord`), with the identifiers in the networks' forms.

The rules of each kind (`comments.py`, `messages.py`, `reviews.py`, `network_history.py`) and
the linked accounts' content (`seeded_content.py`) both build them here; this module imports no
other rules module, so the rules that read an account's content can call `seeded_content`
while it stores rows of the same shapes.
"""

from __future__ import annotations

import hashlib
import secrets
import string
from datetime import UTC, datetime
from typing import Any

from pydantic import MISSING, BaseModel, ConfigDict, TypeAdapter
from pydantic.alias_generators import to_camel
from social_publishing_models import (
    CommentAuthor,
    CommentReplyItem,
    Message,
    Review,
    Reviewer,
    ReviewerProfile,
    SenderDetails,
)
from social_publishing_models.common import Platform
from social_publishing_models.messages import MessagePlatform
from social_publishing_models.reviews import FacebookRating, GmbRating

from spec_model import enum_values, parse_timestamp
from spec_model.error_codes import ErrorCode
from spec_model.networks import Network

from ..errors import ApiError
from ..networks.comments import author_id, social_comment_id
from ..networks.seeded_account import GMB_STARS
from ..service import model_data
from ..store import ProfileRow
from ..store.comments import CommentRow
from ..store.messages import ConversationRow

#: The network of a stored comment, of a stored message, and a review's rating.
COMMENT_PLATFORM: TypeAdapter[Platform] = TypeAdapter(Platform)
MESSAGE_PLATFORM: TypeAdapter[MessagePlatform] = TypeAdapter(MessagePlatform)
RATING: TypeAdapter[FacebookRating | GmbRating] = TypeAdapter(FacebookRating | GmbRating)
_REVIEW_ID_ALPHABET = string.ascii_letters + string.digits


# -- comments -------------------------------------------------------------------------------------


def comment_row(
    profile: ProfileRow,
    post_id: str,
    platform: str,
    social_post_id: str,
    text: str,
    username: str,
    created: int,
    *,
    comment_id: str | None,
    parent: CommentRow | None = None,
    like_count: int = 0,
    hidden: bool = False,
    social_id: str | None = None,
) -> CommentRow:
    """A new comment on one network (a reply when ``parent`` is given); its Social Comment ID
    `social_id` when given (a seeded account's), else a new one."""
    if social_id is None:
        social_id = social_comment_id(platform, social_post_id)
    comment = CommentReplyItem(
        comment=text,
        comment_id=social_id,
        parent_comment_id=MISSING if parent is None else parent.social_id,
        created=datetime.fromtimestamp(created, UTC),
        from_=CommentAuthor(id=author_id(platform, username), username=username),
        username=username,
        hidden=hidden,
        like_count=like_count,
        platform=COMMENT_PLATFORM.validate_python(platform),
        post_id=social_post_id,
    )
    return CommentRow(
        platform=platform,
        social_id=social_id,
        profile_id=profile.id,
        post_id=post_id,
        social_post_id=social_post_id,
        comment_id=comment_id,
        thread_id=None if parent is None else (parent.thread_id or parent.social_id),
        parent_id=None if parent is None else parent.social_id,
        created=created,
        body=model_data(comment),
    )


# -- messages (identifiers in the sandbox networks' forms, inferred) ------------------------------


def _digits(seed: str, count: int) -> str:
    digest = hashlib.sha256(seed.encode()).hexdigest()
    return str(int(digest, 16))[:count].rjust(count, "1")


def account_id(profile: ProfileRow, platform: str) -> str:
    """The acting profile's own id on ``platform`` (stable)."""
    return _digits(f"account:{profile.ref_id}:{platform}", 17)


def conversation_id_for(profile: ProfileRow, platform: str, correspondent: str) -> str:
    """The conversation of the profile and ``correspondent`` on ``platform`` (stable)."""
    if platform == Network.FACEBOOK:
        return "t_" + _digits(f"conv:{profile.ref_id}:{correspondent}", 16)
    if platform == Network.TWITTER:
        return f"{correspondent}-{account_id(profile, platform)}"
    tail = hashlib.sha256(f"conv:{profile.ref_id}:{correspondent}".encode()).hexdigest()[:20]
    return "aWdfZAG" + tail


def new_message(
    conversation: ConversationRow,
    profile: ProfileRow,
    *,
    received: bool,
    message_id: str,
    created: int,
    text: str | None,
    media: list[str] | None,
    auto_response: bool = False,
) -> Message:
    """A message of `conversation`, as `get_messages` lists it."""
    own = account_id(profile, conversation.platform)
    other = conversation.correspondent_id
    details = SenderDetails(id=other, name=conversation.correspondent_name or other)
    return Message(
        id=message_id,
        created=datetime.fromtimestamp(created, UTC),
        action="received" if received else "sent",
        message=MISSING if text is None else text,
        media_urls=list(media) if media else MISSING,
        conversation_id=conversation.conversation_id,
        recipient_id=own if received else other,
        sender_id=other if received else own,
        sender_details=details
        if conversation.platform == Network.TWITTER and received
        else MISSING,
        platform=MESSAGE_PLATFORM.validate_python(conversation.platform),
        auto_response=True if auto_response else MISSING,
    )


def message_body(
    conversation: ConversationRow,
    profile: ProfileRow,
    *,
    received: bool,
    message_id: str,
    created: int,
    text: str | None,
    media: list[str] | None,
    auto_response: bool = False,
) -> dict[str, Any]:
    """`new_message` as stored (its JSON data)."""
    message = new_message(
        conversation,
        profile,
        received=received,
        message_id=message_id,
        created=created,
        text=text,
        media=media,
        auto_response=auto_response,
    )
    body: dict[str, Any] = model_data(message)
    return body


# -- reviews --------------------------------------------------------------------------------------


def new_review_id(platform: str) -> str:
    """A new review id in the network's form."""
    if platform == Network.FACEBOOK:  # a Page's open graph story id: <page id>_<story id>
        return f"{secrets.randbelow(10**15):015d}_{secrets.randbelow(10**16):016d}"
    return "".join(secrets.choice(_REVIEW_ID_ALPHABET) for _ in range(22))


def check_rating(platform: str, rating: str) -> None:
    """invalid_request unless `rating` has the network's form: ONE..FIVE on gmb, else
    positive/negative (the body schemas allow both forms on every network)."""
    if (platform == Network.GMB) != (rating in GMB_STARS):
        form = "ONE to FIVE" if platform == Network.GMB else "positive or negative"
        raise ApiError(ErrorCode.INVALID_REQUEST, f"A {platform} rating is {form}.")


def review_body(
    platform: str,
    when: str,
    rating: str,
    text: str,
    reviewer_name: str,
    reviewer_id: str,
    review_id: str | None = None,
) -> dict[str, Any]:
    """A review as stored (a `Review`'s data), with the id `review_id` (a new one when None):
    on Facebook the reviewer has an id and a Graph picture, elsewhere only a name and the
    review an `updated` time (`when`)."""
    created = parse_timestamp(when)
    facebook = platform == Network.FACEBOOK
    picture = ReviewerProfile(
        url=f"https://graph.facebook.com/{reviewer_id}/picture",
        height=50,
        width=50,
        is_silhouette=True,
    )
    review = Review(
        id=new_review_id(platform) if review_id is None else review_id,
        created=created,
        updated=MISSING if facebook else created,
        rating=RATING.validate_python(rating),
        review=text,
        reviewer=Reviewer(name=reviewer_name, id=reviewer_id, profile=picture)
        if facebook
        else Reviewer(name=reviewer_name),
    )
    body: dict[str, Any] = model_data(review)
    return body


# -- posts made outside the service ---------------------------------------------------------------


#: The `dataType` of a post and of a story (`NetworkPostInjection`, the history's filter).
POSTS, STORIES = enum_values.DataTypeParameter.POSTS, enum_values.DataTypeParameter.STORIES


class OutsidePostRecord(BaseModel):
    """The stored body of a post made outside the service (`network_posts`; the control's
    `add_network_post` and a generated account's past write it): its text, address, whether
    the Page made it, whether it is a story (`dataType`) and its media."""

    model_config = ConfigDict(alias_generator=to_camel, validate_by_name=True)

    post: str
    post_url: str
    by_page: bool = True
    data_type: str = POSTS
    media_urls: list[str] | MISSING = MISSING
