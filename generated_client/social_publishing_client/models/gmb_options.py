from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.gmb_options_call_to_action import GmbOptionsCallToAction


T = TypeVar("T", bound="GmbOptions")


@_attrs_define
class GmbOptions:
    """Options for `gmb` (Google Business Profile) (DOCS apis/post/social-networks/google)."""

    is_photo_video: bool | Unset = UNSET
    call_to_action: GmbOptionsCallToAction | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        is_photo_video = self.is_photo_video

        call_to_action: dict[str, Any] | Unset = UNSET
        if not isinstance(self.call_to_action, Unset):
            call_to_action = self.call_to_action.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if is_photo_video is not UNSET:
            field_dict["isPhotoVideo"] = is_photo_video
        if call_to_action is not UNSET:
            field_dict["callToAction"] = call_to_action

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.gmb_options_call_to_action import GmbOptionsCallToAction

        d = dict(src_dict)
        is_photo_video = d.pop("isPhotoVideo", UNSET)

        _call_to_action = d.pop("callToAction", UNSET)
        call_to_action: GmbOptionsCallToAction | Unset
        if isinstance(_call_to_action, Unset):
            call_to_action = UNSET
        else:
            call_to_action = GmbOptionsCallToAction.from_dict(_call_to_action)

        gmb_options = cls(
            is_photo_video=is_photo_video,
            call_to_action=call_to_action,
        )

        gmb_options.additional_properties = d
        return gmb_options

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
