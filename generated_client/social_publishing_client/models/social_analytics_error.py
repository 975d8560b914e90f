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

from ..models.platform import Platform, check_platform

T = TypeVar("T", bound="SocialAnalyticsError")


@_attrs_define
class SocialAnalyticsError:
    """A network that answered no analytics (an `errors` entry), e.g. not linked (156)."""

    action: Literal["analytics"]
    status: Literal["error"]
    code: int
    message: str
    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        status = self.status

        code = self.code

        message = self.message

        platform: str = self.platform

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "status": status,
                "code": code,
                "message": message,
                "platform": platform,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["analytics"], d.pop("action"))
        if action != "analytics":
            raise ValueError(f"action must match const 'analytics', got '{action}'")

        status = cast(Literal["error"], d.pop("status"))
        if status != "error":
            raise ValueError(f"status must match const 'error', got '{status}'")

        code = d.pop("code")

        message = d.pop("message")

        platform = check_platform(d.pop("platform"))

        social_analytics_error = cls(
            action=action,
            status=status,
            code=code,
            message=message,
            platform=platform,
        )

        social_analytics_error.additional_properties = d
        return social_analytics_error

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
