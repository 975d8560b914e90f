from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReviewerProfile")


@_attrs_define
class ReviewerProfile:
    """The reviewer's picture (legacy DOCS lists height, isSilhouette, url, width on Facebook)."""

    url: str | Unset = UNSET
    height: int | Unset = UNSET
    width: int | Unset = UNSET
    is_silhouette: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        height = self.height

        width = self.width

        is_silhouette = self.is_silhouette

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if url is not UNSET:
            field_dict["url"] = url
        if height is not UNSET:
            field_dict["height"] = height
        if width is not UNSET:
            field_dict["width"] = width
        if is_silhouette is not UNSET:
            field_dict["isSilhouette"] = is_silhouette

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url", UNSET)

        height = d.pop("height", UNSET)

        width = d.pop("width", UNSET)

        is_silhouette = d.pop("isSilhouette", UNSET)

        reviewer_profile = cls(
            url=url,
            height=height,
            width=width,
            is_silhouette=is_silhouette,
        )

        reviewer_profile.additional_properties = d
        return reviewer_profile

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
