from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LinkRequest")


@_attrs_define
class LinkRequest:
    """Body of `create_link` and of the legacy `shorten_link`/`short_link`: the address to
    shorten and the UTM parameters added to it when the short link is followed
    (LIVE).

    """

    url: str
    """ The address the short link leads to (`http` or `https`). """
    utm_id: str | Unset = UNSET
    """ A UTM parameter's value: appended as `utm_id`, `utm_source`, `utm_medium`,
    `utm_campaign`, `utm_term`, `utm_content` (the field name in snake case) to the address
    when the short link is followed (inferred: the sources name only the fields).
     """
    utm_source: str | Unset = UNSET
    """ A UTM parameter's value: appended as `utm_id`, `utm_source`, `utm_medium`,
    `utm_campaign`, `utm_term`, `utm_content` (the field name in snake case) to the address
    when the short link is followed (inferred: the sources name only the fields).
     """
    utm_medium: str | Unset = UNSET
    """ A UTM parameter's value: appended as `utm_id`, `utm_source`, `utm_medium`,
    `utm_campaign`, `utm_term`, `utm_content` (the field name in snake case) to the address
    when the short link is followed (inferred: the sources name only the fields).
     """
    utm_campaign: str | Unset = UNSET
    """ A UTM parameter's value: appended as `utm_id`, `utm_source`, `utm_medium`,
    `utm_campaign`, `utm_term`, `utm_content` (the field name in snake case) to the address
    when the short link is followed (inferred: the sources name only the fields).
     """
    utm_term: str | Unset = UNSET
    """ A UTM parameter's value: appended as `utm_id`, `utm_source`, `utm_medium`,
    `utm_campaign`, `utm_term`, `utm_content` (the field name in snake case) to the address
    when the short link is followed (inferred: the sources name only the fields).
     """
    utm_content: str | Unset = UNSET
    """ A UTM parameter's value: appended as `utm_id`, `utm_source`, `utm_medium`,
    `utm_campaign`, `utm_term`, `utm_content` (the field name in snake case) to the address
    when the short link is followed (inferred: the sources name only the fields).
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        utm_id = self.utm_id

        utm_source = self.utm_source

        utm_medium = self.utm_medium

        utm_campaign = self.utm_campaign

        utm_term = self.utm_term

        utm_content = self.utm_content

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "url": url,
            }
        )
        if utm_id is not UNSET:
            field_dict["utmId"] = utm_id
        if utm_source is not UNSET:
            field_dict["utmSource"] = utm_source
        if utm_medium is not UNSET:
            field_dict["utmMedium"] = utm_medium
        if utm_campaign is not UNSET:
            field_dict["utmCampaign"] = utm_campaign
        if utm_term is not UNSET:
            field_dict["utmTerm"] = utm_term
        if utm_content is not UNSET:
            field_dict["utmContent"] = utm_content

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        utm_id = d.pop("utmId", UNSET)

        utm_source = d.pop("utmSource", UNSET)

        utm_medium = d.pop("utmMedium", UNSET)

        utm_campaign = d.pop("utmCampaign", UNSET)

        utm_term = d.pop("utmTerm", UNSET)

        utm_content = d.pop("utmContent", UNSET)

        link_request = cls(
            url=url,
            utm_id=utm_id,
            utm_source=utm_source,
            utm_medium=utm_medium,
            utm_campaign=utm_campaign,
            utm_term=utm_term,
            utm_content=utm_content,
        )

        link_request.additional_properties = d
        return link_request

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
