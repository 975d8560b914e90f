from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.network_link_account import NetworkLinkAccount, check_network_link_account
from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="NetworkLink")


@_attrs_define
class NetworkLink:
    """A network to link to the acting profile."""

    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    display_name: str | Unset = UNSET
    """ The account's name on the network (default `<profile title> on <platform>`); no
    control characters (a NUL or a line break is refused, not stored).
     """
    can_manage: bool | Unset = True
    """ Whether the linked account may manage the channel (YouTube watermarks). """
    account: NetworkLinkAccount | Unset = UNSET
    """ The account the network holds (`AccountKind`): `generated` (default for a new
    link) or `empty`. See `link_network`.
     """

    def to_dict(self) -> dict[str, Any]:
        platform: str = self.platform

        display_name = self.display_name

        can_manage = self.can_manage

        account: str | Unset = UNSET
        if not isinstance(self.account, Unset):
            account = self.account

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "platform": platform,
            }
        )
        if display_name is not UNSET:
            field_dict["displayName"] = display_name
        if can_manage is not UNSET:
            field_dict["canManage"] = can_manage
        if account is not UNSET:
            field_dict["account"] = account

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        platform = check_platform(d.pop("platform"))

        display_name = d.pop("displayName", UNSET)

        can_manage = d.pop("canManage", UNSET)

        _account = d.pop("account", UNSET)
        account: NetworkLinkAccount | Unset
        if isinstance(_account, Unset):
            account = UNSET
        else:
            account = check_network_link_account(_account)

        network_link = cls(
            platform=platform,
            display_name=display_name,
            can_manage=can_manage,
            account=account,
        )

        return network_link
