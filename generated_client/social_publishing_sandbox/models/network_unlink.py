from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.platform import Platform, check_platform

T = TypeVar("T", bound="NetworkUnlink")


@_attrs_define
class NetworkUnlink:
    """A network to unlink from the acting profile."""

    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """

    def to_dict(self) -> dict[str, Any]:
        platform: str = self.platform

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "platform": platform,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        platform = check_platform(d.pop("platform"))

        network_unlink = cls(
            platform=platform,
        )

        return network_unlink
