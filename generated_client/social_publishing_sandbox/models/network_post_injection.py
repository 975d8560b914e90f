from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.history_network import HistoryNetwork, check_history_network
from ..models.network_post_injection_data_type import (
    NetworkPostInjectionDataType,
    check_network_post_injection_data_type,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="NetworkPostInjection")


@_attrs_define
class NetworkPostInjection:
    """A post made outside the service on the acting profile's linked account."""

    platform: HistoryNetwork
    """ A network whose own posts `GET /history/{platform}` reads (MCP: no
    gmb, reddit or telegram).
     """
    post: str
    """ The post's text. """
    by_page: bool | Unset = True
    """ Facebook only; false for a visitor's post on the Page (else ignored). """
    data_type: NetworkPostInjectionDataType | Unset = "posts"
    """ Facebook and Instagram only; `stories` for a story (else ignored). """
    created: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """

    def to_dict(self) -> dict[str, Any]:
        platform: str = self.platform

        post = self.post

        by_page = self.by_page

        data_type: str | Unset = UNSET
        if not isinstance(self.data_type, Unset):
            data_type = self.data_type

        created: str | Unset = UNSET
        if not isinstance(self.created, Unset):
            from social_publishing_sandbox.types import datetime_to_wire

            created = datetime_to_wire(self.created)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "platform": platform,
                "post": post,
            }
        )
        if by_page is not UNSET:
            field_dict["byPage"] = by_page
        if data_type is not UNSET:
            field_dict["dataType"] = data_type
        if created is not UNSET:
            field_dict["created"] = created

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        platform = check_history_network(d.pop("platform"))

        post = d.pop("post")

        by_page = d.pop("byPage", UNSET)

        _data_type = d.pop("dataType", UNSET)
        data_type: NetworkPostInjectionDataType | Unset
        if isinstance(_data_type, Unset):
            data_type = UNSET
        else:
            data_type = check_network_post_injection_data_type(_data_type)

        _created = d.pop("created", UNSET)
        created: datetime.datetime | Unset
        if isinstance(_created, Unset):
            created = UNSET
        else:
            created = datetime.datetime.fromisoformat(_created)

        network_post_injection = cls(
            platform=platform,
            post=post,
            by_page=by_page,
            data_type=data_type,
            created=created,
        )

        return network_post_injection
