from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LatLng")


@_attrs_define
class LatLng:
    """A latitude/longitude pair in degrees, WGS84 (DOCS update-user).

    Example:
        {'latitude': 40.7128, 'longitude': -74.006}

    """

    latitude: float
    longitude: float

    def to_dict(self) -> dict[str, Any]:
        latitude = self.latitude

        longitude = self.longitude

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "latitude": latitude,
                "longitude": longitude,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        latitude = d.pop("latitude")

        longitude = d.pop("longitude")

        lat_lng = cls(
            latitude=latitude,
            longitude=longitude,
        )

        return lat_lng
