from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bulk_post_result_status import (
    BulkPostResultStatus,
    check_bulk_post_result_status,
)

if TYPE_CHECKING:
    from ..models.bulk_post_item import BulkPostItem


T = TypeVar("T", bound="BulkPostResult")


@_attrs_define
class BulkPostResult:
    """Response of `bulk_post` (DOCS apis/post/bulk-post example): one entry per CSV row. The
    DOCS example shows `scheduleDate` in an older form (`4/6/21 12:50`); this spec answers the
    row's timestamp in its canonical form `YYYY-MM-DDThh:mm:ssZ`, the form the CSV must use
    (inferred). `status` is `success` when every post is scheduled on all its networks, else
    `error` (inferred, as `create_post`'s `status`).

    """

    status: BulkPostResultStatus
    posts: list[BulkPostItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

        posts = []
        for posts_item_data in self.posts:
            posts_item = posts_item_data.to_dict()
            posts.append(posts_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "posts": posts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.bulk_post_item import BulkPostItem

        d = dict(src_dict)
        status = check_bulk_post_result_status(d.pop("status"))

        posts = []
        _posts = d.pop("posts")
        for posts_item_data in _posts:
            posts_item = BulkPostItem.from_dict(posts_item_data)

            posts.append(posts_item)

        bulk_post_result = cls(
            status=status,
            posts=posts,
        )

        bulk_post_result.additional_properties = d
        return bulk_post_result

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
