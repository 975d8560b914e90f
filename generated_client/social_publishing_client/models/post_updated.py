from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.post_record import PostRecord


T = TypeVar("T", bound="PostUpdated")


@_attrs_define
class PostUpdated:
    """Response of `update_post` (inferred; the public pages show only `status`)."""

    status: Literal["success"]
    id: str
    """ Post ID, made by the service (`x-identifier-kinds`). """
    post: PostRecord
    """ A stored post, as `get_post` and history return it (DOCS apis/history/get-history and
    get-history-id). Deleted posts keep their record with status `deleted`.
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        id = self.id

        post = self.post.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "id": id,
                "post": post,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.post_record import PostRecord

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        id = d.pop("id")

        post = PostRecord.from_dict(d.pop("post"))

        post_updated = cls(
            status=status,
            id=id,
            post=post,
        )

        post_updated.additional_properties = d
        return post_updated

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
