from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_result_status import PostResultStatus, check_post_result_status

if TYPE_CHECKING:
    from ..models.profile_post_result import ProfilePostResult


T = TypeVar("T", bound="ProfilePostResults")


@_attrs_define
class ProfilePostResults:
    """Response of `create_post` sent with a Profile-Key (DOCS apis/profiles "Post to a User
    Profile"; FR "Success with Profile Key"): the results wrapped in `posts`, with an overall
    `status` (`success` when every post succeeded, else `error`).

    """

    status: PostResultStatus
    """ Outcome of a post request as a whole: `success` when every network published, `error`
    when one or more failed (DOCS errors-ayrshare: "if all social network posting were
    successful the status field will be success, else error"), `scheduled` when it waits for
    its `scheduleDate`, `awaiting approval` when it waits for approval.
     """
    posts: list[ProfilePostResult]
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
        from ..models.profile_post_result import ProfilePostResult

        d = dict(src_dict)
        status = check_post_result_status(d.pop("status"))

        posts = []
        _posts = d.pop("posts")
        for posts_item_data in _posts:
            posts_item = ProfilePostResult.from_dict(posts_item_data)

            posts.append(posts_item)

        profile_post_results = cls(
            status=status,
            posts=posts,
        )

        profile_post_results.additional_properties = d
        return profile_post_results

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
