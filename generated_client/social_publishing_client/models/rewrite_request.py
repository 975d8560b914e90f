from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RewriteRequest")


@_attrs_define
class RewriteRequest:
    """Body of `generate_rewrite` (SDK)."""

    post: str
    """ The post to rewrite. """
    hashtags: bool | Unset = False
    """ Add hashtags to each rewrite (default inferred). """
    emojis: bool | Unset = False
    """ Add an emoji to each rewrite. """
    twitter: bool | Unset = False
    """ Keep each rewrite within X's text limit. """
    rewrites: int | Unset = 5
    """ How many rewrites (the maximum is the number of sandbox openers, inferred). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        post = self.post

        hashtags = self.hashtags

        emojis = self.emojis

        twitter = self.twitter

        rewrites = self.rewrites

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "post": post,
            }
        )
        if hashtags is not UNSET:
            field_dict["hashtags"] = hashtags
        if emojis is not UNSET:
            field_dict["emojis"] = emojis
        if twitter is not UNSET:
            field_dict["twitter"] = twitter
        if rewrites is not UNSET:
            field_dict["rewrites"] = rewrites

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        post = d.pop("post")

        hashtags = d.pop("hashtags", UNSET)

        emojis = d.pop("emojis", UNSET)

        twitter = d.pop("twitter", UNSET)

        rewrites = d.pop("rewrites", UNSET)

        rewrite_request = cls(
            post=post,
            hashtags=hashtags,
            emojis=emojis,
            twitter=twitter,
            rewrites=rewrites,
        )

        rewrite_request.additional_properties = d
        return rewrite_request

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
