from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.review_action_result import ReviewActionResult


T = TypeVar("T", bound="ReviewActionAnswer")


@_attrs_define
class ReviewActionAnswer:
    """Answer of `reply_review` and `delete_review_reply`: the result under the network's name
    (FR B.6); `status` at the top is inferred (every other answer carries it).

    """

    status: Literal["success"]
    facebook: ReviewActionResult | Unset = UNSET
    """ What was done on the network (FR B.6 for the reply; the delete form is inferred). """
    gmb: ReviewActionResult | Unset = UNSET
    """ What was done on the network (FR B.6 for the reply; the delete form is inferred). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        facebook: dict[str, Any] | Unset = UNSET
        if not isinstance(self.facebook, Unset):
            facebook = self.facebook.to_dict()

        gmb: dict[str, Any] | Unset = UNSET
        if not isinstance(self.gmb, Unset):
            gmb = self.gmb.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
            }
        )
        if facebook is not UNSET:
            field_dict["facebook"] = facebook
        if gmb is not UNSET:
            field_dict["gmb"] = gmb

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.review_action_result import ReviewActionResult

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        _facebook = d.pop("facebook", UNSET)
        facebook: ReviewActionResult | Unset
        if isinstance(_facebook, Unset):
            facebook = UNSET
        else:
            facebook = ReviewActionResult.from_dict(_facebook)

        _gmb = d.pop("gmb", UNSET)
        gmb: ReviewActionResult | Unset
        if isinstance(_gmb, Unset):
            gmb = UNSET
        else:
            gmb = ReviewActionResult.from_dict(_gmb)

        review_action_answer = cls(
            status=status,
            facebook=facebook,
            gmb=gmb,
        )

        review_action_answer.additional_properties = d
        return review_action_answer

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
