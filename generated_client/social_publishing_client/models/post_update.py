from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.you_tube_options import YouTubeOptions


T = TypeVar("T", bound="PostUpdate")


@_attrs_define
class PostUpdate:
    """Body of `update_post` (DOCS apis/post/update-post; SDK-PY `updatePost`): the post `id`
    and what to change. `scheduleDate` moves a post that is still pending or awaiting
    approval; `approved: true` releases a post awaiting approval; `notes` replaces the notes.

    """

    id: str
    """ Post ID, made by the service (`x-identifier-kinds`). """
    schedule_date: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    approved: bool | Unset = UNSET
    notes: str | Unset = UNSET
    youtube_options: YouTubeOptions | Unset = UNSET
    """ Options for `youtube` (DOCS apis/post/social-networks/youtube). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        schedule_date: str | Unset = UNSET
        if not isinstance(self.schedule_date, Unset):
            from social_publishing_client.types import datetime_to_wire

            schedule_date = datetime_to_wire(self.schedule_date)

        approved = self.approved

        notes = self.notes

        youtube_options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.youtube_options, Unset):
            youtube_options = self.youtube_options.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
            }
        )
        if schedule_date is not UNSET:
            field_dict["scheduleDate"] = schedule_date
        if approved is not UNSET:
            field_dict["approved"] = approved
        if notes is not UNSET:
            field_dict["notes"] = notes
        if youtube_options is not UNSET:
            field_dict["youTubeOptions"] = youtube_options

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.you_tube_options import YouTubeOptions

        d = dict(src_dict)
        id = d.pop("id")

        _schedule_date = d.pop("scheduleDate", UNSET)
        schedule_date: datetime.datetime | Unset
        if isinstance(_schedule_date, Unset):
            schedule_date = UNSET
        else:
            schedule_date = datetime.datetime.fromisoformat(_schedule_date)

        approved = d.pop("approved", UNSET)

        notes = d.pop("notes", UNSET)

        _youtube_options = d.pop("youTubeOptions", UNSET)
        youtube_options: YouTubeOptions | Unset
        if isinstance(_youtube_options, Unset):
            youtube_options = UNSET
        else:
            youtube_options = YouTubeOptions.from_dict(_youtube_options)

        post_update = cls(
            id=id,
            schedule_date=schedule_date,
            approved=approved,
            notes=notes,
            youtube_options=youtube_options,
        )

        post_update.additional_properties = d
        return post_update

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
