from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.reviewer_profile import ReviewerProfile


T = TypeVar("T", bound="Reviewer")


@_attrs_define
class Reviewer:
    name: str
    id: str | Unset = UNSET
    """ The reviewer's id on the network (Facebook). """
    profile: ReviewerProfile | Unset = UNSET
    """ The reviewer's picture (legacy DOCS lists height, isSilhouette, url, width on Facebook). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        id = self.id

        profile: dict[str, Any] | Unset = UNSET
        if not isinstance(self.profile, Unset):
            profile = self.profile.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reviewer_profile import ReviewerProfile

        d = dict(src_dict)
        name = d.pop("name")

        id = d.pop("id", UNSET)

        _profile = d.pop("profile", UNSET)
        profile: ReviewerProfile | Unset
        if isinstance(_profile, Unset):
            profile = UNSET
        else:
            profile = ReviewerProfile.from_dict(_profile)

        reviewer = cls(
            name=name,
            id=id,
            profile=profile,
        )

        reviewer.additional_properties = d
        return reviewer

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
