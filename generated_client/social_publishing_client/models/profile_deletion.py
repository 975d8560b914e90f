from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ProfileDeletion")


@_attrs_define
class ProfileDeletion:
    """Body of `delete_profile`. The profile to delete is named by `profileKey`, `title` (DOCS
    apis/profiles/delete-profile: "must be present if profileKey is not passed",
    case-sensitive) or `refId` (this service's own form); without any of them, by the
    `Profile-Key` header. When several are sent, the `Profile-Key` header among them, they
    must name the same profile (inferred; a Profile Key never deletes another profile).

    """

    profile_key: str | Unset = UNSET
    """ The Profile Key of the profile to delete. """
    title: str | Unset = UNSET
    """ The exact title (case-sensitive) of the profile to delete. """
    ref_id: str | Unset = UNSET
    """ The refId of the profile to delete (this service's own form). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        profile_key = self.profile_key

        title = self.title

        ref_id = self.ref_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if profile_key is not UNSET:
            field_dict["profileKey"] = profile_key
        if title is not UNSET:
            field_dict["title"] = title
        if ref_id is not UNSET:
            field_dict["refId"] = ref_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        profile_key = d.pop("profileKey", UNSET)

        title = d.pop("title", UNSET)

        ref_id = d.pop("refId", UNSET)

        profile_deletion = cls(
            profile_key=profile_key,
            title=title,
            ref_id=ref_id,
        )

        profile_deletion.additional_properties = d
        return profile_deletion

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
