from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.jwt_request_email import JwtRequestEmail


T = TypeVar("T", bound="JwtRequest")


@_attrs_define
class JwtRequest:
    """Body of `generate_jwt` (SDK: `{profileKey, domain?, redirect?,
    allowedSocial?, expiresIn?, logout?, verify?, email?}`; deprecated but working).

    """

    profile_key: str
    """ The Profile Key of the User Profile the linking page is for. """
    domain: str | Unset = UNSET
    """ The account's white-label domain; added to the page address as `domain`. """
    redirect: str | Unset = UNSET
    """ Where the page sends the user when done (kept in the token). """
    allowed_social: list[Platform] | Unset = UNSET
    """ The networks the page offers (all when absent). """
    expires_in: int | Unset = 5
    """ Minutes the token stays valid (inferred range and default). """
    logout: bool | Unset = UNSET
    """ Log out any session of the page first (kept in the token). """
    verify: bool | Unset = UNSET
    """ Kept in the token (the sources do not say more). """
    email: JwtRequestEmail | Unset = UNSET
    """ Send the page address by email. The reference server sends no mail
    (`emailSent: false`); the shape beyond `to` is not published (inferred).
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        profile_key = self.profile_key

        domain = self.domain

        redirect = self.redirect

        allowed_social: list[str] | Unset = UNSET
        if not isinstance(self.allowed_social, Unset):
            allowed_social = []
            for allowed_social_item_data in self.allowed_social:
                allowed_social_item: str = allowed_social_item_data
                allowed_social.append(allowed_social_item)

        expires_in = self.expires_in

        logout = self.logout

        verify = self.verify

        email: dict[str, Any] | Unset = UNSET
        if not isinstance(self.email, Unset):
            email = self.email.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "profileKey": profile_key,
            }
        )
        if domain is not UNSET:
            field_dict["domain"] = domain
        if redirect is not UNSET:
            field_dict["redirect"] = redirect
        if allowed_social is not UNSET:
            field_dict["allowedSocial"] = allowed_social
        if expires_in is not UNSET:
            field_dict["expiresIn"] = expires_in
        if logout is not UNSET:
            field_dict["logout"] = logout
        if verify is not UNSET:
            field_dict["verify"] = verify
        if email is not UNSET:
            field_dict["email"] = email

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.jwt_request_email import JwtRequestEmail

        d = dict(src_dict)
        profile_key = d.pop("profileKey")

        domain = d.pop("domain", UNSET)

        redirect = d.pop("redirect", UNSET)

        _allowed_social = d.pop("allowedSocial", UNSET)
        allowed_social: list[Platform] | Unset = UNSET
        if _allowed_social is not UNSET:
            allowed_social = []
            for allowed_social_item_data in _allowed_social:
                allowed_social_item = check_platform(allowed_social_item_data)

                allowed_social.append(allowed_social_item)

        expires_in = d.pop("expiresIn", UNSET)

        logout = d.pop("logout", UNSET)

        verify = d.pop("verify", UNSET)

        _email = d.pop("email", UNSET)
        email: JwtRequestEmail | Unset
        if isinstance(_email, Unset):
            email = UNSET
        else:
            email = JwtRequestEmail.from_dict(_email)

        jwt_request = cls(
            profile_key=profile_key,
            domain=domain,
            redirect=redirect,
            allowed_social=allowed_social,
            expires_in=expires_in,
            logout=logout,
            verify=verify,
            email=email,
        )

        jwt_request.additional_properties = d
        return jwt_request

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
