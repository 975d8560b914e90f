from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.email import Email


T = TypeVar("T", bound="LinkSessionRequest")


@_attrs_define
class LinkSessionRequest:
    """Body of `create_link_session`. DOCS create-link-session shows `{"expiresIn": 60}` with the
    User Profile in the `Profile-Key` header (canonical); `profileKey` in the body (an
    inferred form, kept for existing clients) is also accepted; the other fields are `JwtRequest`'s (inferred).

    """

    profile_key: str | Unset = UNSET
    """ The Profile Key of the User Profile the linking page is for. """
    expires_in: int | Unset = UNSET
    """ Minutes the session and its address live; default `x-link-session.lifetimeMinutes`. """
    domain: str | Unset = UNSET
    """ The account's white-label domain; added to the page address as `domain`. """
    redirect: str | Unset = UNSET
    """ Where the page sends the user when done (kept in the token). """
    allowed_social: list[Platform] | Unset = UNSET
    """ The networks the page offers (all when absent). """
    logout: bool | Unset = UNSET
    """ Log out any session of the page first (kept in the token). """
    email: Email | Unset = UNSET
    """ Send the page address by email. The reference server sends no mail
    (`emailSent: false`); the shape beyond `to` is not published (inferred).
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        profile_key = self.profile_key

        expires_in = self.expires_in

        domain = self.domain

        redirect = self.redirect

        allowed_social: list[str] | Unset = UNSET
        if not isinstance(self.allowed_social, Unset):
            allowed_social = []
            for componentsschemasallowed_social_item_data in self.allowed_social:
                componentsschemasallowed_social_item: str = (
                    componentsschemasallowed_social_item_data
                )
                allowed_social.append(componentsschemasallowed_social_item)

        logout = self.logout

        email: dict[str, Any] | Unset = UNSET
        if not isinstance(self.email, Unset):
            email = self.email.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if profile_key is not UNSET:
            field_dict["profileKey"] = profile_key
        if expires_in is not UNSET:
            field_dict["expiresIn"] = expires_in
        if domain is not UNSET:
            field_dict["domain"] = domain
        if redirect is not UNSET:
            field_dict["redirect"] = redirect
        if allowed_social is not UNSET:
            field_dict["allowedSocial"] = allowed_social
        if logout is not UNSET:
            field_dict["logout"] = logout
        if email is not UNSET:
            field_dict["email"] = email

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.email import Email

        d = dict(src_dict)
        profile_key = d.pop("profileKey", UNSET)

        expires_in = d.pop("expiresIn", UNSET)

        domain = d.pop("domain", UNSET)

        redirect = d.pop("redirect", UNSET)

        _allowed_social = d.pop("allowedSocial", UNSET)
        allowed_social: list[Platform] | Unset = UNSET
        if _allowed_social is not UNSET:
            allowed_social = []
            for componentsschemasallowed_social_item_data in _allowed_social:
                componentsschemasallowed_social_item = check_platform(
                    componentsschemasallowed_social_item_data
                )

                allowed_social.append(componentsschemasallowed_social_item)

        logout = d.pop("logout", UNSET)

        _email = d.pop("email", UNSET)
        email: Email | Unset
        if isinstance(_email, Unset):
            email = UNSET
        else:
            email = Email.from_dict(_email)

        link_session_request = cls(
            profile_key=profile_key,
            expires_in=expires_in,
            domain=domain,
            redirect=redirect,
            allowed_social=allowed_social,
            logout=logout,
            email=email,
        )

        link_session_request.additional_properties = d
        return link_session_request

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
