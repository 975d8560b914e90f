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

T = TypeVar("T", bound="GeneratedPost")


@_attrs_define
class GeneratedPost:
    """Answer of `generate_post` (SDK: `{status, post}`; DOCS
    https://docs.ayrshare.com/rest-api/endpoints/generate adds the token counters `usage` and
    `totalMonthlyUsage`).

    """

    status: Literal["success"]
    post: str
    usage: int
    """ The tokens this call used (the page: "Tokens used for this call"). Sandbox: the
    words (runs of letters and digits) of the request's text and of the answer's `post`.
     """
    total_monthly_usage: int
    """ The tokens the profile's generate_post calls used this calendar month (UTC, on the
    service clock), this call included (the page: "Total tokens used for the month").
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        post = self.post

        usage = self.usage

        total_monthly_usage = self.total_monthly_usage

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "post": post,
                "usage": usage,
                "totalMonthlyUsage": total_monthly_usage,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        post = d.pop("post")

        usage = d.pop("usage")

        total_monthly_usage = d.pop("totalMonthlyUsage")

        generated_post = cls(
            status=status,
            post=post,
            usage=usage,
            total_monthly_usage=total_monthly_usage,
        )

        generated_post.additional_properties = d
        return generated_post

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
