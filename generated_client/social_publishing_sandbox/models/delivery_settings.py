from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DeliverySettings")


@_attrs_define
class DeliverySettings:
    """The webhook delivery settings."""

    retry_scale: float
    """ Factor the retry delays of `x-webhook-delivery` are multiplied by. """
    ca_pems: list[str]
    """ Extra CA certificates (PEM) deliveries trust. """
    receiver_timeout_seconds: float | Unset = UNSET
    """ Seconds a receiver has to answer an attempt (`receiverTimeoutSeconds` of
    `x-webhook-delivery` unless changed).
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        retry_scale = self.retry_scale

        ca_pems = self.ca_pems

        receiver_timeout_seconds = self.receiver_timeout_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "retryScale": retry_scale,
                "caPems": ca_pems,
            }
        )
        if receiver_timeout_seconds is not UNSET:
            field_dict["receiverTimeoutSeconds"] = receiver_timeout_seconds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        retry_scale = d.pop("retryScale")

        ca_pems = cast(list[str], d.pop("caPems"))

        receiver_timeout_seconds = d.pop("receiverTimeoutSeconds", UNSET)

        delivery_settings = cls(
            retry_scale=retry_scale,
            ca_pems=ca_pems,
            receiver_timeout_seconds=receiver_timeout_seconds,
        )

        delivery_settings.additional_properties = d
        return delivery_settings

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
