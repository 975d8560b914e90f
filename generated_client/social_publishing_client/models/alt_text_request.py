from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AltTextRequest")


@_attrs_define
class AltTextRequest:
    """Body of `generate_alt_text` (SDK)."""

    url: str
    """ The image: an address of the media library (`upload_media`) or any public address
    (fetched).
     """
    keywords: list[str] | Unset = UNSET
    lang: str | Unset = UNSET
    """ An ISO 639-1 language code, optionally with an ISO 3166 region (inferred form). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        keywords: list[str] | Unset = UNSET
        if not isinstance(self.keywords, Unset):
            keywords = self.keywords

        lang = self.lang

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "url": url,
            }
        )
        if keywords is not UNSET:
            field_dict["keywords"] = keywords
        if lang is not UNSET:
            field_dict["lang"] = lang

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        keywords = cast(list[str], d.pop("keywords", UNSET))

        lang = d.pop("lang", UNSET)

        alt_text_request = cls(
            url=url,
            keywords=keywords,
            lang=lang,
        )

        alt_text_request.additional_properties = d
        return alt_text_request

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
