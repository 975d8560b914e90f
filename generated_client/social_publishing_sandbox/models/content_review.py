from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.facebook_rating import FacebookRating, check_facebook_rating
from ..models.gmb_rating import GmbRating, check_gmb_rating
from ..types import UNSET, Unset

T = TypeVar("T", bound="ContentReview")


@_attrs_define
class ContentReview:
    """A review of the account, optionally with the owner's reply."""

    rating: FacebookRating | GmbRating
    """ The rating in the network's form (as `ReviewInjection`). """
    reviewer_name: str
    review: str | Unset = ""
    created: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    reply: str | Unset = UNSET
    """ The owner's reply (replied at `created`). """

    def to_dict(self) -> dict[str, Any]:
        rating: str
        if isinstance(self.rating, str):
            rating = self.rating
        else:
            rating = self.rating

        reviewer_name = self.reviewer_name

        review = self.review

        created: str | Unset = UNSET
        if not isinstance(self.created, Unset):
            from social_publishing_sandbox.types import datetime_to_wire

            created = datetime_to_wire(self.created)

        reply = self.reply

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rating": rating,
                "reviewerName": reviewer_name,
            }
        )
        if review is not UNSET:
            field_dict["review"] = review
        if created is not UNSET:
            field_dict["created"] = created
        if reply is not UNSET:
            field_dict["reply"] = reply

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_rating(data: object) -> FacebookRating | GmbRating:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rating_type_0 = check_facebook_rating(data)

                return rating_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            rating_type_1 = check_gmb_rating(data)

            return rating_type_1

        rating = _parse_rating(d.pop("rating"))

        reviewer_name = d.pop("reviewerName")

        review = d.pop("review", UNSET)

        _created = d.pop("created", UNSET)
        created: datetime.datetime | Unset
        if isinstance(_created, Unset):
            created = UNSET
        else:
            created = datetime.datetime.fromisoformat(_created)

        reply = d.pop("reply", UNSET)

        content_review = cls(
            rating=rating,
            reviewer_name=reviewer_name,
            review=review,
            created=created,
            reply=reply,
        )

        return content_review
