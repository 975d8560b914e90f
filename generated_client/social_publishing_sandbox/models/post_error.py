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
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostError")


@_attrs_define
class PostError:
    """Why a request failed on one network, or as a whole (DOCS errors-ayrshare: the `errors`
    array holds one entry per network that had an error, `{action, status, code, message,
    platform}`).

    """

    action: str
    """ The kind of request the error belongs to (`post`, `delete`, ...). """
    status: Literal["error"]
    code: int
    """ A code of `x-error-catalogue`. """
    message: str
    platform: Platform | Unset = UNSET
    """ Lower-case name of a supported social network (`twitter` is X). """
    post: str | Unset = UNSET
    """ The text of the post, on `post` errors. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        status = self.status

        code = self.code

        message = self.message

        platform: str | Unset = UNSET
        if not isinstance(self.platform, Unset):
            platform = self.platform

        post = self.post

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "status": status,
                "code": code,
                "message": message,
            }
        )
        if platform is not UNSET:
            field_dict["platform"] = platform
        if post is not UNSET:
            field_dict["post"] = post

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = d.pop("action")

        status = cast(Literal["error"], d.pop("status"))
        if status != "error":
            raise ValueError(f"status must match const 'error', got '{status}'")

        code = d.pop("code")

        message = d.pop("message")

        _platform = d.pop("platform", UNSET)
        platform: Platform | Unset
        if isinstance(_platform, Unset):
            platform = UNSET
        else:
            platform = check_platform(_platform)

        post = d.pop("post", UNSET)

        post_error = cls(
            action=action,
            status=status,
            code=code,
            message=message,
            platform=platform,
            post=post,
        )

        post_error.additional_properties = d
        return post_error

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
