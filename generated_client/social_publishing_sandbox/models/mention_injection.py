from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mention_type import MentionType, check_mention_type
from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="MentionInjection")


@_attrs_define
class MentionInjection:
    """A mention of the acting profile's linked account on a network."""

    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    username: str
    """ The mentioning account's user name. """
    text: str
    type: MentionType | Unset = UNSET
    """ Where the profile was mentioned (inferred). """

    def to_dict(self) -> dict[str, Any]:
        platform: str = self.platform

        username = self.username

        text = self.text

        type_: str | Unset = UNSET
        if not isinstance(self.type, Unset):
            type_ = self.type

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "platform": platform,
                "username": username,
                "text": text,
            }
        )
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        platform = check_platform(d.pop("platform"))

        username = d.pop("username")

        text = d.pop("text")

        _type_ = d.pop("type", UNSET)
        type_: MentionType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = check_mention_type(_type_)

        mention_injection = cls(
            platform=platform,
            username=username,
            text=text,
            type=type_,
        )

        return mention_injection
