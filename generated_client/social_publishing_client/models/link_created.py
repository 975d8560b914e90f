from __future__ import annotations

import datetime
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

from ..types import UNSET, Unset

T = TypeVar("T", bound="LinkCreated")


@_attrs_define
class LinkCreated:
    """Answer of `create_link` (LIVE; DOCS
    https://docs.ayrshare.com/rest-api/endpoints/links, whose answer echoes `utmSource`): each
    UTM field the request sent is echoed with its value; those not sent are left out.

    """

    status: Literal["success"]
    id: str
    """ Identifier of a short link (7 letters and digits; own form). """
    short_url: str
    """ The short link: on the service `https://ayrs.io/<id>` (LIVE); on the reference server
    its base URL followed by `x-short-link-path` of `create_link`.
     """
    original_url: str
    """ The address as sent (without the UTM parameters). """
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
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
        status = self.status

        id = self.id

        short_url = self.short_url

        original_url = self.original_url

        from social_publishing_client.types import datetime_to_wire

        created = datetime_to_wire(self.created)

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
                "status": status,
                "id": id,
                "shortUrl": short_url,
                "originalUrl": original_url,
                "created": created,
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
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        id = d.pop("id")

        short_url = d.pop("shortUrl")

        original_url = d.pop("originalUrl")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        utm_id = d.pop("utmId", UNSET)

        utm_source = d.pop("utmSource", UNSET)

        utm_medium = d.pop("utmMedium", UNSET)

        utm_campaign = d.pop("utmCampaign", UNSET)

        utm_term = d.pop("utmTerm", UNSET)

        utm_content = d.pop("utmContent", UNSET)

        link_created = cls(
            status=status,
            id=id,
            short_url=short_url,
            original_url=original_url,
            created=created,
            utm_id=utm_id,
            utm_source=utm_source,
            utm_medium=utm_medium,
            utm_campaign=utm_campaign,
            utm_term=utm_term,
            utm_content=utm_content,
        )

        link_created.additional_properties = d
        return link_created

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
