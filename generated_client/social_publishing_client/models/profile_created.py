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

T = TypeVar("T", bound="ProfileCreated")


@_attrs_define
class ProfileCreated:
    """Response of `create_profile`; the only response that carries the Profile Key. Source:
    DOCS apis/profiles/create-profile.

    """

    status: Literal["success"]
    title: str
    ref_id: str
    """ Reference ID of the profile. """
    profile_key: str
    """ The Profile Key; send it in `Profile-Key` to act for this profile. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        title = self.title

        ref_id = self.ref_id

        profile_key = self.profile_key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "title": title,
                "refId": ref_id,
                "profileKey": profile_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        title = d.pop("title")

        ref_id = d.pop("refId")

        profile_key = d.pop("profileKey")

        profile_created = cls(
            status=status,
            title=title,
            ref_id=ref_id,
            profile_key=profile_key,
        )

        profile_created.additional_properties = d
        return profile_created

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
