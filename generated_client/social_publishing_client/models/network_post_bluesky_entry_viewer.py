from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="NetworkPostBlueskyEntryViewer")


@_attrs_define
class NetworkPostBlueskyEntryViewer:
    """The reading account's relation to the post."""

    thread_muted: bool
    embedding_disabled: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        thread_muted = self.thread_muted

        embedding_disabled = self.embedding_disabled

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "threadMuted": thread_muted,
                "embeddingDisabled": embedding_disabled,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        thread_muted = d.pop("threadMuted")

        embedding_disabled = d.pop("embeddingDisabled")

        network_post_bluesky_entry_viewer = cls(
            thread_muted=thread_muted,
            embedding_disabled=embedding_disabled,
        )

        network_post_bluesky_entry_viewer.additional_properties = d
        return network_post_bluesky_entry_viewer

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
