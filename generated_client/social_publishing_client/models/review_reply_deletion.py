from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform

T = TypeVar("T", bound="ReviewReplyDeletion")


@_attrs_define
class ReviewReplyDeletion:
    """Body of `delete_review_reply` (SDK-PY `deleteReviewReply` sends DELETE with a JSON body; FR from delete-review-
    reply.md).

        Example:
            {'platform': 'gmb', 'reviewId': 'AbFvOqmZ1cW9x2yT7uLpQ3'}

    """

    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    review_id: str
    """ A review's id on its network (made by the network). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        platform: str = self.platform

        review_id = self.review_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "platform": platform,
                "reviewId": review_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        platform = check_platform(d.pop("platform"))

        review_id = d.pop("reviewId")

        review_reply_deletion = cls(
            platform=platform,
            review_id=review_id,
        )

        review_reply_deletion.additional_properties = d
        return review_reply_deletion

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
