from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DeliverySettingsChange")


@_attrs_define
class DeliverySettingsChange:
    """The settings to change (at least one)."""

    retry_scale: float | Unset = UNSET
    """ Factor the retry delays are multiplied by (0 retries at once). """
    receiver_timeout_seconds: float | Unset = UNSET
    """ Seconds a receiver has to answer an attempt from now on. """
    ca_pem: str | Unset = UNSET
    """ A CA certificate (PEM) deliveries trust from now on. """

    def to_dict(self) -> dict[str, Any]:
        retry_scale = self.retry_scale

        receiver_timeout_seconds = self.receiver_timeout_seconds

        ca_pem = self.ca_pem

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if retry_scale is not UNSET:
            field_dict["retryScale"] = retry_scale
        if receiver_timeout_seconds is not UNSET:
            field_dict["receiverTimeoutSeconds"] = receiver_timeout_seconds
        if ca_pem is not UNSET:
            field_dict["caPem"] = ca_pem

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        retry_scale = d.pop("retryScale", UNSET)

        receiver_timeout_seconds = d.pop("receiverTimeoutSeconds", UNSET)

        ca_pem = d.pop("caPem", UNSET)

        delivery_settings_change = cls(
            retry_scale=retry_scale,
            receiver_timeout_seconds=receiver_timeout_seconds,
            ca_pem=ca_pem,
        )

        return delivery_settings_change
