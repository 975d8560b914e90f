from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_result_status import PostResultStatus, check_post_result_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.post_error import PostError
    from ..models.post_id_result import PostIdResult


T = TypeVar("T", bound="CopyPostResult")


@_attrs_define
class CopyPostResult:
    """Response of `copy_post` (DOCS apis/post/copy-post example): the new post's result, as
    `create_post` answers it, with the original's Post ID and text. HTTP 400 with this body when
    every network failed (as `create_post`).

    """

    status: PostResultStatus
    """ Outcome of a post request as a whole: `success` when every network published, `error`
    when one or more failed (DOCS errors-ayrshare: "if all social network posting were
    successful the status field will be success, else error"), `scheduled` when it waits for
    its `scheduleDate`, `awaiting approval` when it waits for approval.
     """
    id: str
    """ Post ID, made by the service (`x-identifier-kinds`). """
    post_ids: list[PostIdResult]
    """ One result per network that published (empty while scheduled). """
    errors: list[PostError]
    copied_from: str
    """ Post ID, made by the service (`x-identifier-kinds`). """
    original_post: str
    """ Text of the copied post. """
    ref_id: str | Unset = UNSET
    """ Reference ID of the profile that posted. """
    post: str | Unset = UNSET
    schedule_date: datetime.datetime | Unset = UNSET
    """ UTC time, exactly `YYYY-MM-DDThh:mm:ssZ`. """
    idempotency_key: str | Unset = UNSET
    """ The request's `idempotencyKey`, when it had one. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

        id = self.id

        post_ids = []
        for post_ids_item_data in self.post_ids:
            post_ids_item = post_ids_item_data.to_dict()
            post_ids.append(post_ids_item)

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)

        copied_from = self.copied_from

        original_post = self.original_post

        ref_id = self.ref_id

        post = self.post

        schedule_date: str | Unset = UNSET
        if not isinstance(self.schedule_date, Unset):
            from social_publishing_client.types import datetime_to_wire

            schedule_date = datetime_to_wire(self.schedule_date)

        idempotency_key = self.idempotency_key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "id": id,
                "postIds": post_ids,
                "errors": errors,
                "copiedFrom": copied_from,
                "originalPost": original_post,
            }
        )
        if ref_id is not UNSET:
            field_dict["refId"] = ref_id
        if post is not UNSET:
            field_dict["post"] = post
        if schedule_date is not UNSET:
            field_dict["scheduleDate"] = schedule_date
        if idempotency_key is not UNSET:
            field_dict["idempotencyKey"] = idempotency_key

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.post_error import PostError
        from ..models.post_id_result import PostIdResult

        d = dict(src_dict)
        status = check_post_result_status(d.pop("status"))

        id = d.pop("id")

        post_ids = []
        _post_ids = d.pop("postIds")
        for post_ids_item_data in _post_ids:
            post_ids_item = PostIdResult.from_dict(post_ids_item_data)

            post_ids.append(post_ids_item)

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = PostError.from_dict(errors_item_data)

            errors.append(errors_item)

        copied_from = d.pop("copiedFrom")

        original_post = d.pop("originalPost")

        ref_id = d.pop("refId", UNSET)

        post = d.pop("post", UNSET)

        _schedule_date = d.pop("scheduleDate", UNSET)
        schedule_date: datetime.datetime | Unset
        if isinstance(_schedule_date, Unset):
            schedule_date = UNSET
        else:
            schedule_date = datetime.datetime.fromisoformat(_schedule_date)

        idempotency_key = d.pop("idempotencyKey", UNSET)

        copy_post_result = cls(
            status=status,
            id=id,
            post_ids=post_ids,
            errors=errors,
            copied_from=copied_from,
            original_post=original_post,
            ref_id=ref_id,
            post=post,
            schedule_date=schedule_date,
            idempotency_key=idempotency_key,
        )

        copy_post_result.additional_properties = d
        return copy_post_result

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
