from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.facebook_rating import FacebookRating, check_facebook_rating
from ..models.gmb_rating import GmbRating, check_gmb_rating
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.review_reply import ReviewReply
    from ..models.reviewer import Reviewer


T = TypeVar("T", bound="Review")


@_attrs_define
class Review:
    """One review in its network's form (legacy DOCS, REV, FR B.6): `rating` is `positive` or
    `negative` on Facebook and `ONE`...`FIVE` on Google Business Profile; GBP reviews also
    carry `updated`, and `reviewReply` once answered.

        Example:
            {'created': '2026-11-20T09:12:00Z', 'id': 'AbFvOqmZ1cW9x2yT7uLpQ3', 'rating': 'FIVE', 'review': 'Best sourdough
                in town.', 'reviewer': {'name': 'Jane Doe'}, 'updated': '2026-11-20T09:12:00Z'}

    """

    id: str
    """ A review's id on its network (made by the network). """
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    rating: FacebookRating | GmbRating
    review: str
    """ The review's text (may be empty). """
    reviewer: Reviewer
    updated: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    review_reply: ReviewReply | Unset = UNSET
    """ The profile's reply to the review (GBP `reviewReply`, legacy DOCS; on Facebook inferred in the same form).
    """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        from social_publishing_sandbox.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        rating: str
        if isinstance(self.rating, str):
            rating = self.rating
        else:
            rating = self.rating

        review = self.review

        reviewer = self.reviewer.to_dict()

        updated: str | Unset = UNSET
        if not isinstance(self.updated, Unset):
            from social_publishing_sandbox.types import datetime_to_wire

            updated = datetime_to_wire(self.updated)

        review_reply: dict[str, Any] | Unset = UNSET
        if not isinstance(self.review_reply, Unset):
            review_reply = self.review_reply.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "created": created,
                "rating": rating,
                "review": review,
                "reviewer": reviewer,
            }
        )
        if updated is not UNSET:
            field_dict["updated"] = updated
        if review_reply is not UNSET:
            field_dict["reviewReply"] = review_reply

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.review_reply import ReviewReply
        from ..models.reviewer import Reviewer

        d = dict(src_dict)
        id = d.pop("id")

        created = datetime.datetime.fromisoformat(d.pop("created"))

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

        review = d.pop("review")

        reviewer = Reviewer.from_dict(d.pop("reviewer"))

        _updated = d.pop("updated", UNSET)
        updated: datetime.datetime | Unset
        if isinstance(_updated, Unset):
            updated = UNSET
        else:
            updated = datetime.datetime.fromisoformat(_updated)

        _review_reply = d.pop("reviewReply", UNSET)
        review_reply: ReviewReply | Unset
        if isinstance(_review_reply, Unset):
            review_reply = UNSET
        else:
            review_reply = ReviewReply.from_dict(_review_reply)

        review = cls(
            id=id,
            created=created,
            rating=rating,
            review=review,
            reviewer=reviewer,
            updated=updated,
            review_reply=review_reply,
        )

        review.additional_properties = d
        return review

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
