"""The sandbox's own targeting tables for Facebook ads (not Meta's data): a few interests, the
regions of a few countries and some of their cities, with fixed ids, so the targeting lookups
answer the same lists on every run and `boost_post` has ids to take."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Interest:
    id: int
    name: str
    path: tuple[str, ...]
    audience_size: int


@dataclass(frozen=True)
class Region:
    id: str
    name: str
    country_code: str


@dataclass(frozen=True)
class City:
    id: str
    name: str
    region_id: str
    country_code: str


_HOBBIES = ("Hobbies and activities",)
_FOOD = (*_HOBBIES, "Food and drink")
_SPORT = ("Fitness and wellness",)

INTERESTS = (
    Interest(6003000000001, "Baking", (*_FOOD, "Baking"), 310_000_000),
    Interest(6003000000002, "Bread", (*_FOOD, "Bread"), 96_000_000),
    Interest(6003000000003, "Coffee", (*_FOOD, "Coffee"), 420_000_000),
    Interest(6003000000004, "Cooking", (*_FOOD, "Cooking"), 690_000_000),
    Interest(6003000000005, "Cycling", (*_SPORT, "Cycling"), 210_000_000),
    Interest(6003000000006, "Gardening", (*_HOBBIES, "Gardening"), 250_000_000),
    Interest(6003000000007, "Hiking", (*_SPORT, "Hiking"), 180_000_000),
    Interest(6003000000008, "Movies", ("Entertainment", "Movies"), 900_000_000),
    Interest(6003000000009, "Music", ("Entertainment", "Music"), 1_100_000_000),
    Interest(6003000000010, "Pastry", (*_FOOD, "Baking", "Pastry"), 41_000_000),
    Interest(6003000000011, "Photography", (*_HOBBIES, "Photography"), 330_000_000),
    Interest(6003000000012, "Running", (*_SPORT, "Running"), 160_000_000),
    Interest(6003000000013, "Travel", (*_HOBBIES, "Travel"), 880_000_000),
    Interest(
        6003000000015,
        "Rhythm and blues music",
        ("Entertainment", "Music", "Rhythm and blues music"),
        240_000_000,
    ),
    Interest(6003000000014, "Yoga", (*_SPORT, "Yoga"), 230_000_000),
)

REGIONS = (
    Region("3847", "California", "US"),
    Region("3875", "New York", "US"),
    Region("3886", "Texas", "US"),
    Region("3890", "Washington", "US"),
    Region("1107", "England", "GB"),
    Region("1108", "Scotland", "GB"),
    Region("1109", "Wales", "GB"),
    Region("1608", "Bavaria", "DE"),
    Region("1609", "Berlin", "DE"),
    Region("1871", "Ile-de-France", "FR"),
)

CITIES = (
    City("2420379", "Los Angeles", "3847", "US"),
    City("2421836", "San Francisco", "3847", "US"),
    City("2490299", "New York", "3875", "US"),
    City("2464497", "Buffalo", "3875", "US"),
    City("2703980", "Manhattan", "3875", "US"),
    City("2512331", "Austin", "3886", "US"),
    City("2517455", "Seattle", "3890", "US"),
    City("298365", "London", "1107", "GB"),
    City("298380", "Manchester", "1107", "GB"),
    City("299546", "Edinburgh", "1108", "GB"),
    City("296845", "Cardiff", "1109", "GB"),
    City("546538", "Munich", "1608", "DE"),
    City("546545", "Berlin", "1609", "DE"),
    City("799178", "Paris", "1871", "FR"),
)


def interests_matching(term: str) -> list[Interest]:
    """The interests whose name contains ``term`` (case-insensitive), by name."""
    wanted = term.casefold()
    return sorted((i for i in INTERESTS if wanted in i.name.casefold()), key=lambda i: i.name)


def _named(name: str, term: str | None) -> bool:
    return term is None or term.casefold() in name.casefold()


def regions_of(country_code: str | None, search: str | None = None) -> list[Region]:
    """The regions of ``country_code`` (every country when None) whose name contains
    ``search`` (case-insensitive; any when None), by name."""
    found = (
        r for r in REGIONS if country_code in (None, r.country_code) and _named(r.name, search)
    )
    return sorted(found, key=lambda r: r.name)


def cities_of(
    country_code: str | None, region_id: str | None, search: str | None = None
) -> list[City]:
    """The cities matching every filter given (None: not filtered), by name."""
    found = (
        c
        for c in CITIES
        if country_code in (None, c.country_code)
        and region_id in (None, c.region_id)
        and _named(c.name, search)
    )
    return sorted(found, key=lambda c: c.name)
