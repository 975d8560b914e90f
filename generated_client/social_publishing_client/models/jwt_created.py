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

T = TypeVar("T", bound="JwtCreated")


@_attrs_define
class JwtCreated:
    """Answer of `generate_jwt` (SDK)."""

    status: Literal["success"]
    title: str
    """ Title of the User Profile the token is for. """
    token: str
    """ The signed token (a JWT). """
    url: str
    """ The linking page (`open_linking_page`) with the token (`x-jwt` of `generate_jwt`). """
    email_sent: bool
    """ Whether the address was emailed (always false on the reference server). """
    expires_in: int
    """ Minutes the token stays valid. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        title = self.title

        token = self.token

        url = self.url

        email_sent = self.email_sent

        expires_in = self.expires_in

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "title": title,
                "token": token,
                "url": url,
                "emailSent": email_sent,
                "expiresIn": expires_in,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        title = d.pop("title")

        token = d.pop("token")

        url = d.pop("url")

        email_sent = d.pop("emailSent")

        expires_in = d.pop("expiresIn")

        jwt_created = cls(
            status=status,
            title=title,
            token=token,
            url=url,
            email_sent=email_sent,
            expires_in=expires_in,
        )

        jwt_created.additional_properties = d
        return jwt_created

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
