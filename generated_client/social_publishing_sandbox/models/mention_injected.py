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

from ..models.mention_type import MentionType, check_mention_type
from ..models.platform import Platform, check_platform

T = TypeVar("T", bound="MentionInjected")


@_attrs_define
class MentionInjected:
    """The mention made."""

    status: Literal["success"]
    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    mention_id: str
    type: MentionType
    """ Where the profile was mentioned (inferred). """
    text: str
    username: str
    post_url: str
    created: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        platform: str = self.platform

        mention_id = self.mention_id

        type_: str = self.type

        text = self.text

        username = self.username

        post_url = self.post_url

        from social_publishing_sandbox.types import datetime_to_wire

        created = datetime_to_wire(self.created)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "platform": platform,
                "mentionId": mention_id,
                "type": type_,
                "text": text,
                "username": username,
                "postUrl": post_url,
                "created": created,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        platform = check_platform(d.pop("platform"))

        mention_id = d.pop("mentionId")

        type_ = check_mention_type(d.pop("type"))

        text = d.pop("text")

        username = d.pop("username")

        post_url = d.pop("postUrl")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        mention_injected = cls(
            status=status,
            platform=platform,
            mention_id=mention_id,
            type=type_,
            text=text,
            username=username,
            post_url=post_url,
            created=created,
        )

        mention_injected.additional_properties = d
        return mention_injected

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
