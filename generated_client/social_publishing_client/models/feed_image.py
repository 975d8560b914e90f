from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="FeedImage")


@_attrs_define
class FeedImage:
    """The feed's own image (RSS `<image>`, Atom `<logo>`), as the legacy DOCS example lists it (height and width as
    strings there).

    """

    url: str | Unset = UNSET
    title: str | Unset = UNSET
    link: str | Unset = UNSET
    height: str | Unset = UNSET
    width: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        title = self.title

        link = self.link

        height = self.height

        width = self.width

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if url is not UNSET:
            field_dict["url"] = url
        if title is not UNSET:
            field_dict["title"] = title
        if link is not UNSET:
            field_dict["link"] = link
        if height is not UNSET:
            field_dict["height"] = height
        if width is not UNSET:
            field_dict["width"] = width

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url", UNSET)

        title = d.pop("title", UNSET)

        link = d.pop("link", UNSET)

        height = d.pop("height", UNSET)

        width = d.pop("width", UNSET)

        feed_image = cls(
            url=url,
            title=title,
            link=link,
            height=height,
            width=width,
        )

        feed_image.additional_properties = d
        return feed_image

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
