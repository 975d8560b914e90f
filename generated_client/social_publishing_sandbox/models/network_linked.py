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

from ..models.account_kind import AccountKind, check_account_kind
from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

T = TypeVar("T", bound="NetworkLinked")


@_attrs_define
class NetworkLinked:
    """The linked network."""

    status: Literal["success"]
    platform: Platform
    """ Lower-case name of a supported social network (`twitter` is X). """
    display_name: str
    can_manage: bool
    ref_id: str
    """ The acting profile's refId. """
    account: AccountKind | Unset = UNSET
    """ What the network's account holds made outside the service: `generated` (the default
    for a new link) a deterministic past growing with the clock (`x-seeded-account` of
    `link_network`), `empty` nothing, `exact` what `seed_network_content` gave it.
     """
    account_anchor: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        platform: str = self.platform

        display_name = self.display_name

        can_manage = self.can_manage

        ref_id = self.ref_id

        account: str | Unset = UNSET
        if not isinstance(self.account, Unset):
            account = self.account

        account_anchor: str | Unset = UNSET
        if not isinstance(self.account_anchor, Unset):
            from social_publishing_sandbox.types import datetime_to_wire

            account_anchor = datetime_to_wire(self.account_anchor)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "platform": platform,
                "displayName": display_name,
                "canManage": can_manage,
                "refId": ref_id,
            }
        )
        if account is not UNSET:
            field_dict["account"] = account
        if account_anchor is not UNSET:
            field_dict["accountAnchor"] = account_anchor

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        platform = check_platform(d.pop("platform"))

        display_name = d.pop("displayName")

        can_manage = d.pop("canManage")

        ref_id = d.pop("refId")

        _account = d.pop("account", UNSET)
        account: AccountKind | Unset
        if isinstance(_account, Unset):
            account = UNSET
        else:
            account = check_account_kind(_account)

        _account_anchor = d.pop("accountAnchor", UNSET)
        account_anchor: datetime.datetime | Unset
        if isinstance(_account_anchor, Unset):
            account_anchor = UNSET
        else:
            account_anchor = datetime.datetime.fromisoformat(_account_anchor)

        network_linked = cls(
            status=status,
            platform=platform,
            display_name=display_name,
            can_manage=can_manage,
            ref_id=ref_id,
            account=account,
            account_anchor=account_anchor,
        )

        network_linked.additional_properties = d
        return network_linked

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
