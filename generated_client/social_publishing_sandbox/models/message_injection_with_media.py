from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.message_platform import MessagePlatform, check_message_platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="MessageInjectionWithMedia")


@_attrs_define
class MessageInjectionWithMedia:
    platform: MessagePlatform
    """ A network of the messages interface (MCP `MESSAGE_PLATFORMS`). """
    sender_id: str
    """ A correspondent's or the account's id on the network (a page-scoped id on Facebook, an
    Instagram-scoped id on Instagram, a user id on X). Letters and digits: the request
    example of DOCS apis/messages/send-message sends `recipientId: "283j839222"` (the ids
    the networks issue are numeric; the sandbox makes numeric ones).
     """
    media_urls: list[str]
    sender_name: str | Unset = UNSET
    """ The correspondent's name (X answers it in `senderDetails`). """
    message: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        platform: str = self.platform

        sender_id = self.sender_id

        media_urls = self.media_urls

        sender_name = self.sender_name

        message = self.message

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "platform": platform,
                "senderId": sender_id,
                "mediaUrls": media_urls,
            }
        )
        if sender_name is not UNSET:
            field_dict["senderName"] = sender_name
        if message is not UNSET:
            field_dict["message"] = message

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        platform = check_message_platform(d.pop("platform"))

        sender_id = d.pop("senderId")

        media_urls = cast(list[str], d.pop("mediaUrls"))

        sender_name = d.pop("senderName", UNSET)

        message = d.pop("message", UNSET)

        message_injection_with_media = cls(
            platform=platform,
            sender_id=sender_id,
            media_urls=media_urls,
            sender_name=sender_name,
            message=message,
        )

        message_injection_with_media.additional_properties = d
        return message_injection_with_media

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
