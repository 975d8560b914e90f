from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lat_lng import LatLng
    from ..models.location_profile import LocationProfile
    from ..models.phone_numbers import PhoneNumbers


T = TypeVar("T", bound="GbpLocation")


@_attrs_define
class GbpLocation:
    """The Google Business Profile location as it stands (DOCS example starts with `name`; the
    other fields are those of the request, inferred).

        Example:
            {'name': 'locations/4815162342108', 'title': 'Acme Coffee'}

    """

    name: str
    """ Google's identifier of the location. """
    title: str
    website_url: str | Unset = UNSET
    phone_numbers: PhoneNumbers | Unset = UNSET
    """ The phone numbers customers can reach the business at (DOCS update-user). """
    ad_phone: str | Unset = UNSET
    store_code: str | Unset = UNSET
    labels: list[str] | Unset = UNSET
    latlng: LatLng | Unset = UNSET
    """ A latitude/longitude pair in degrees, WGS84 (DOCS update-user). """
    profile: LocationProfile | Unset = UNSET
    """ The location's description in the business's own voice (DOCS update-user). """
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        title = self.title

        website_url = self.website_url

        phone_numbers: dict[str, Any] | Unset = UNSET
        if not isinstance(self.phone_numbers, Unset):
            phone_numbers = self.phone_numbers.to_dict()

        ad_phone = self.ad_phone

        store_code = self.store_code

        labels: list[str] | Unset = UNSET
        if not isinstance(self.labels, Unset):
            labels = self.labels

        latlng: dict[str, Any] | Unset = UNSET
        if not isinstance(self.latlng, Unset):
            latlng = self.latlng.to_dict()

        profile: dict[str, Any] | Unset = UNSET
        if not isinstance(self.profile, Unset):
            profile = self.profile.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "title": title,
            }
        )
        if website_url is not UNSET:
            field_dict["websiteUrl"] = website_url
        if phone_numbers is not UNSET:
            field_dict["phoneNumbers"] = phone_numbers
        if ad_phone is not UNSET:
            field_dict["adPhone"] = ad_phone
        if store_code is not UNSET:
            field_dict["storeCode"] = store_code
        if labels is not UNSET:
            field_dict["labels"] = labels
        if latlng is not UNSET:
            field_dict["latlng"] = latlng
        if profile is not UNSET:
            field_dict["profile"] = profile

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lat_lng import LatLng
        from ..models.location_profile import LocationProfile
        from ..models.phone_numbers import PhoneNumbers

        d = dict(src_dict)
        name = d.pop("name")

        title = d.pop("title")

        website_url = d.pop("websiteUrl", UNSET)

        _phone_numbers = d.pop("phoneNumbers", UNSET)
        phone_numbers: PhoneNumbers | Unset
        if isinstance(_phone_numbers, Unset):
            phone_numbers = UNSET
        else:
            phone_numbers = PhoneNumbers.from_dict(_phone_numbers)

        ad_phone = d.pop("adPhone", UNSET)

        store_code = d.pop("storeCode", UNSET)

        labels = cast(list[str], d.pop("labels", UNSET))

        _latlng = d.pop("latlng", UNSET)
        latlng: LatLng | Unset
        if isinstance(_latlng, Unset):
            latlng = UNSET
        else:
            latlng = LatLng.from_dict(_latlng)

        _profile = d.pop("profile", UNSET)
        profile: LocationProfile | Unset
        if isinstance(_profile, Unset):
            profile = UNSET
        else:
            profile = LocationProfile.from_dict(_profile)

        gbp_location = cls(
            name=name,
            title=title,
            website_url=website_url,
            phone_numbers=phone_numbers,
            ad_phone=ad_phone,
            store_code=store_code,
            labels=labels,
            latlng=latlng,
            profile=profile,
        )

        gbp_location.additional_properties = d
        return gbp_location

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
