from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.generic_event import GenericEvent
    from ..models.scheduled_event import ScheduledEvent
    from ..models.social_event import SocialEvent


T = TypeVar("T", bound="HistorySeed")


@_attrs_define
class HistorySeed:
    """Webhook history entries to store."""

    entries: list[GenericEvent | ScheduledEvent | SocialEvent]
    """ Each entry is checked against the event schema of its `action`. """

    def to_dict(self) -> dict[str, Any]:
        from ..models.scheduled_event import ScheduledEvent
        from ..models.social_event import SocialEvent

        entries = []
        for entries_item_data in self.entries:
            entries_item: dict[str, Any]
            if isinstance(entries_item_data, SocialEvent) or isinstance(
                entries_item_data, ScheduledEvent
            ):
                entries_item = entries_item_data.to_dict()
            else:
                entries_item = entries_item_data.to_dict()

            entries.append(entries_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entries": entries,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.generic_event import GenericEvent
        from ..models.scheduled_event import ScheduledEvent
        from ..models.social_event import SocialEvent

        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:

            def _parse_entries_item(
                data: object,
            ) -> GenericEvent | ScheduledEvent | SocialEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    entries_item_type_0 = SocialEvent.from_dict(data)

                    return entries_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    entries_item_type_1 = ScheduledEvent.from_dict(data)

                    return entries_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                entries_item_type_2 = GenericEvent.from_dict(data)

                return entries_item_type_2

            entries_item = _parse_entries_item(entries_item_data)

            entries.append(entries_item)

        history_seed = cls(
            entries=entries,
        )

        return history_seed
