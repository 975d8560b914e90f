from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.image_resize_request_mode import (
    ImageResizeRequestMode,
    check_image_resize_request_mode,
)
from ..models.platform import Platform, check_platform
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.image_dimensions import ImageDimensions


T = TypeVar("T", bound="ImageResizeRequest")


@_attrs_define
class ImageResizeRequest:
    """Body of `resize_image` (SDK). The image is `mediaUrl` (LIVE) or `imageUrl`
    (SDK README); the target is `platform` or `dimensions` (needed without a platform).

    """

    media_url: str | Unset = UNSET
    """ An `http` or `https` address of a media file. """
    image_url: str | Unset = UNSET
    """ An `http` or `https` address of a media file. """
    platform: Platform | Unset = UNSET
    """ Lower-case name of a supported social network (`twitter` is X). """
    dimensions: ImageDimensions | Unset = UNSET
    """ A target size in pixels (limits inferred). """
    mode: ImageResizeRequestMode | Unset = "crop"
    """ How the image fills the target (inferred values; default `crop`). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        media_url = self.media_url

        image_url = self.image_url

        platform: str | Unset = UNSET
        if not isinstance(self.platform, Unset):
            platform = self.platform

        dimensions: dict[str, Any] | Unset = UNSET
        if not isinstance(self.dimensions, Unset):
            dimensions = self.dimensions.to_dict()

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if media_url is not UNSET:
            field_dict["mediaUrl"] = media_url
        if image_url is not UNSET:
            field_dict["imageUrl"] = image_url
        if platform is not UNSET:
            field_dict["platform"] = platform
        if dimensions is not UNSET:
            field_dict["dimensions"] = dimensions
        if mode is not UNSET:
            field_dict["mode"] = mode

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.image_dimensions import ImageDimensions

        d = dict(src_dict)
        media_url = d.pop("mediaUrl", UNSET)

        image_url = d.pop("imageUrl", UNSET)

        _platform = d.pop("platform", UNSET)
        platform: Platform | Unset
        if isinstance(_platform, Unset):
            platform = UNSET
        else:
            platform = check_platform(_platform)

        _dimensions = d.pop("dimensions", UNSET)
        dimensions: ImageDimensions | Unset
        if isinstance(_dimensions, Unset):
            dimensions = UNSET
        else:
            dimensions = ImageDimensions.from_dict(_dimensions)

        _mode = d.pop("mode", UNSET)
        mode: ImageResizeRequestMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = check_image_resize_request_mode(_mode)

        image_resize_request = cls(
            media_url=media_url,
            image_url=image_url,
            platform=platform,
            dimensions=dimensions,
            mode=mode,
        )

        image_resize_request.additional_properties = d
        return image_resize_request

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
