from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RedditOptions")


@_attrs_define
class RedditOptions:
    """Options for `reddit` (DOCS apis/post/social-networks/reddit): the network needs a
    `title` and a `subreddit` to post to.

    """

    title: str | Unset = UNSET
    subreddit: str | Unset = UNSET
    """ The subreddit name without `r/`. """
    link: str | Unset = UNSET
    flair_id: str | Unset = UNSET
    flair_text: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        title = self.title

        subreddit = self.subreddit

        link = self.link

        flair_id = self.flair_id

        flair_text = self.flair_text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if title is not UNSET:
            field_dict["title"] = title
        if subreddit is not UNSET:
            field_dict["subreddit"] = subreddit
        if link is not UNSET:
            field_dict["link"] = link
        if flair_id is not UNSET:
            field_dict["flairId"] = flair_id
        if flair_text is not UNSET:
            field_dict["flairText"] = flair_text

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        title = d.pop("title", UNSET)

        subreddit = d.pop("subreddit", UNSET)

        link = d.pop("link", UNSET)

        flair_id = d.pop("flairId", UNSET)

        flair_text = d.pop("flairText", UNSET)

        reddit_options = cls(
            title=title,
            subreddit=subreddit,
            link=link,
            flair_id=flair_id,
            flair_text=flair_text,
        )

        reddit_options.additional_properties = d
        return reddit_options

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
