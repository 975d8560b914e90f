from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bulk_post_item_status import (
    BulkPostItemStatus,
    check_bulk_post_item_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.post_error import PostError


T = TypeVar("T", bound="BulkPostItem")


@_attrs_define
class BulkPostItem:
    """One scheduled post of a `bulk_post` answer, in the order of the CSV rows (DOCS example:
    `status`, `scheduleDate`, `id`, `post`). `status` and `errors` are those `create_post`
    answers for the row's post: `error` with an `errors` entry (code 156) for each of the row's
    networks not linked to the profile while the post stays scheduled on the others (inferred:
    the DOCS example shows only `scheduled` posts).

        Example:
            {'status': 'scheduled', 'scheduleDate': '2027-07-08T12:30:00Z', 'id': 'X3uTExuEJhyM3u8wCRsA', 'post': 'A great
                post'}

    """

    status: BulkPostItemStatus
    schedule_date: datetime.datetime
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    id: str
    """ Post ID, made by the service (`x-identifier-kinds`). """
    post: str
    """ Text of the post (the row's `post` cell). """
    errors: list[PostError] | Unset = UNSET
    """ The row's networks that are not linked (absent when there are none). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

        from social_publishing_client.types import datetime_to_wire

        schedule_date = datetime_to_wire(self.schedule_date)

        id = self.id

        post = self.post

        errors: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = []
            for errors_item_data in self.errors:
                errors_item = errors_item_data.to_dict()
                errors.append(errors_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "scheduleDate": schedule_date,
                "id": id,
                "post": post,
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.post_error import PostError

        d = dict(src_dict)
        status = check_bulk_post_item_status(d.pop("status"))

        schedule_date = datetime.datetime.fromisoformat(d.pop("scheduleDate"))

        id = d.pop("id")

        post = d.pop("post")

        _errors = d.pop("errors", UNSET)
        errors: list[PostError] | Unset = UNSET
        if _errors is not UNSET:
            errors = []
            for errors_item_data in _errors:
                errors_item = PostError.from_dict(errors_item_data)

                errors.append(errors_item)

        bulk_post_item = cls(
            status=status,
            schedule_date=schedule_date,
            id=id,
            post=post,
            errors=errors,
        )

        bulk_post_item.additional_properties = d
        return bulk_post_item

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
