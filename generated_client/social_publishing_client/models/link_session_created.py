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

T = TypeVar("T", bound="LinkSessionCreated")


@_attrs_define
class LinkSessionCreated:
    """Answer of `create_link_session` (FR)."""

    status: Literal["success"]
    session_id: str
    """ The session's id (its form is this spec's choice (inferred)). """
    url: str
    """ The linking page with the session's token (`x-jwt` of `generate_jwt`). """
    expires_at: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    email_sent: bool
    """ Whether the address was emailed (always false on the reference server). """
    title: str
    """ Title of the User Profile the session is for. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        session_id = self.session_id

        url = self.url

        from social_publishing_client.types import datetime_to_wire

        expires_at = datetime_to_wire(self.expires_at)

        email_sent = self.email_sent

        title = self.title

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "sessionId": session_id,
                "url": url,
                "expiresAt": expires_at,
                "emailSent": email_sent,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        session_id = d.pop("sessionId")

        url = d.pop("url")

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        email_sent = d.pop("emailSent")

        title = d.pop("title")

        link_session_created = cls(
            status=status,
            session_id=session_id,
            url=url,
            expires_at=expires_at,
            email_sent=email_sent,
            title=title,
        )

        link_session_created.additional_properties = d
        return link_session_created

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
