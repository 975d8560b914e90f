from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RedditSocialMetrics")


@_attrs_define
class RedditSocialMetrics:
    """Reddit account analytics (inferred: Reddit's own account fields). Networks add fields over time; clients ignore
    names
    they do not know.
    The other fields are those of the network's answer in the example of DOCS
    apis/analytics/social (https://www.ayrshare.com/docs/apis/analytics/social.md); shown only
    there, they are optional.

    """

    name: str
    link_karma: int
    comment_karma: int
    total_karma: int
    id: str | Unset = UNSET
    created: str | Unset = UNSET
    icon: str | Unset = UNSET
    is_gold: bool | Unset = UNSET
    is_mod: bool | Unset = UNSET
    awardee_karma: int | Unset = UNSET
    awarder_karma: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        link_karma = self.link_karma

        comment_karma = self.comment_karma

        total_karma = self.total_karma

        id = self.id

        created = self.created

        icon = self.icon

        is_gold = self.is_gold

        is_mod = self.is_mod

        awardee_karma = self.awardee_karma

        awarder_karma = self.awarder_karma

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "linkKarma": link_karma,
                "commentKarma": comment_karma,
                "totalKarma": total_karma,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if created is not UNSET:
            field_dict["created"] = created
        if icon is not UNSET:
            field_dict["icon"] = icon
        if is_gold is not UNSET:
            field_dict["isGold"] = is_gold
        if is_mod is not UNSET:
            field_dict["isMod"] = is_mod
        if awardee_karma is not UNSET:
            field_dict["awardeeKarma"] = awardee_karma
        if awarder_karma is not UNSET:
            field_dict["awarderKarma"] = awarder_karma

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        link_karma = d.pop("linkKarma")

        comment_karma = d.pop("commentKarma")

        total_karma = d.pop("totalKarma")

        id = d.pop("id", UNSET)

        created = d.pop("created", UNSET)

        icon = d.pop("icon", UNSET)

        is_gold = d.pop("isGold", UNSET)

        is_mod = d.pop("isMod", UNSET)

        awardee_karma = d.pop("awardeeKarma", UNSET)

        awarder_karma = d.pop("awarderKarma", UNSET)

        reddit_social_metrics = cls(
            name=name,
            link_karma=link_karma,
            comment_karma=comment_karma,
            total_karma=total_karma,
            id=id,
            created=created,
            icon=icon,
            is_gold=is_gold,
            is_mod=is_mod,
            awardee_karma=awardee_karma,
            awarder_karma=awarder_karma,
        )

        reddit_social_metrics.additional_properties = d
        return reddit_social_metrics

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
