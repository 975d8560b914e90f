from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_validation_status import (
    PostValidationStatus,
    check_post_validation_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.post_validation_error import PostValidationError


T = TypeVar("T", bound="PostValidation")


@_attrs_define
class PostValidation:
    """Answer of `validate_post`; nothing is posted or stored. HTTP 200 when the post is valid,
    HTTP 400 with this body (`valid: false`, one `errors` entry per network and reason) when
    not, as `create_post` answers a post that failed on every network.

        Example:
            {'status': 'error', 'valid': False, 'errors': [{'action': 'validate', 'status': 'error', 'code': 710, 'message':
                'The text has 300 characters; twitter allows 280.', 'platform': 'twitter', 'length': 300, 'maxLength': 280}]}

    """

    status: PostValidationStatus
    """ `success` when the post is valid, else `error` (with `errors`). """
    valid: bool
    """ Whether `create_post` would accept the post on every network. """
    errors: list[PostValidationError]
    """ One entry per network and reason the post would fail (empty when valid). """
    message: str | Unset = UNSET
    """ On a valid post, the page's note (DOCS apis/validate/validate-post answers
    `{status: success, message}`): exactly `x-validate.validMessage` of `validate_post`.
     """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

        valid = self.valid

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)

        message = self.message

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "valid": valid,
                "errors": errors,
            }
        )
        if message is not UNSET:
            field_dict["message"] = message

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.post_validation_error import PostValidationError

        d = dict(src_dict)
        status = check_post_validation_status(d.pop("status"))

        valid = d.pop("valid")

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = PostValidationError.from_dict(errors_item_data)

            errors.append(errors_item)

        message = d.pop("message", UNSET)

        post_validation = cls(
            status=status,
            valid=valid,
            errors=errors,
            message=message,
        )

        post_validation.additional_properties = d
        return post_validation

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
