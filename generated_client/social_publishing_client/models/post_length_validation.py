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
    from ..models.post_length_result import PostLengthResult


T = TypeVar("T", bound="PostLengthValidation")


@_attrs_define
class PostLengthValidation:
    """Answer of `validate_post_length`."""

    status: Literal["success"]
    length: int
    """ Characters of the text (Unicode code points). """
    results: list[PostLengthResult]
    """ One entry per network asked for, in the order of `x-max-pack.textLimits`. """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        length = self.length

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "length": length,
                "results": results,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.post_length_result import PostLengthResult

        d = dict(src_dict)
        status = cast(Literal["success"], d.pop("status"))
        if status != "success":
            raise ValueError(f"status must match const 'success', got '{status}'")

        length = d.pop("length")

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = PostLengthResult.from_dict(results_item_data)

            results.append(results_item)

        post_length_validation = cls(
            status=status,
            length=length,
            results=results,
        )

        post_length_validation.additional_properties = d
        return post_length_validation

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
