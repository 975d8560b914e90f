from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.review_action_result_action import (
    ReviewActionResultAction,
    check_review_action_result_action,
)
from ..models.review_network import ReviewNetwork, check_review_network
from ..types import UNSET, Unset

T = TypeVar("T", bound="ReviewActionResult")


@_attrs_define
class ReviewActionResult:
    """What was done on the network (FR B.6 for the reply; the delete form is inferred)."""

    action: ReviewActionResultAction
    status: Literal["success"]
    id: str
    """ A review's id on its network (made by the network). """
    platform: ReviewNetwork
    """ The networks with reviews (Facebook Page recommendations, Google Business Profile reviews). """
    reply: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action: str = self.action

        status = self.status

        id = self.id

        platform: str = self.platform

        reply = self.reply

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "status": status,
                "id": id,
                "platform": platform,
            }
        )
        if reply is not UNSET:
            field_dict["reply"] = reply

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = check_review_action_result_action(d.pop("action"))

        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        id = d.pop("id")

        platform = check_review_network(d.pop("platform"))

        reply = d.pop("reply", UNSET)

        review_action_result = cls(
            action=action,
            status=status,
            id=id,
            platform=platform,
            reply=reply,
        )

        review_action_result.additional_properties = d
        return review_action_result

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
