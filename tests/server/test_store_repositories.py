"""The store's repositories over one real SQLite file: a step of the caller's transaction
refuses to run outside one, and the areas' steps inside one `store.transaction()` commit or
roll back together."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest

from reference_server.store import NoTransactionError, Store
from reference_server.store.links import LinkRow


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = Store(tmp_path / "service.sqlite3")
    try:
        yield opened
    finally:
        opened.close()


def _profile_id(store: Store) -> int:
    made = store.profiles.create_profile("ref-1", "Repo test", "key-1", 1_795_370_400_000)
    assert made is not None
    return made.id


def test_a_transaction_step_refuses_to_run_outside_a_transaction(store: Store) -> None:
    profile_id = _profile_id(store)
    link = LinkRow("Ab12Cd3", profile_id, "https://example.com/a", [], 1_795_370_400)
    with pytest.raises(NoTransactionError, match="LinkRecords"):
        store.short_links.add(link)
    with store.transaction():
        assert store.short_links.count_of_profile(profile_id) == 0  # nothing was written
        assert store.short_links.add(link)
    with store.transaction():
        assert store.short_links.count_of_profile(profile_id) == 1


def test_steps_of_several_areas_roll_back_together(store: Store) -> None:
    profile_id = _profile_id(store)
    ids = (f"Seed{n:03d}" for n in itertools.count())
    with pytest.raises(RuntimeError, match="after both steps"), store.transaction():
        assert store.short_links.seed(profile_id, 3, 10, 1_795_370_400, lambda: next(ids)) == 3
        assert store.profiles.seed_profiles(2, 10, 1_795_370_400_000) == 3
        raise RuntimeError("after both steps")
    assert store.profiles.count_user_profiles() == 1  # the seeded profiles are gone
    with store.transaction():
        assert store.short_links.count_of_profile(profile_id) == 0
        assert store.short_links.seed(profile_id, 3, 10, 1_795_370_400, lambda: next(ids)) == 3
        assert store.profiles.seed_profiles(2, 10, 1_795_370_400_000) == 3
    with store.transaction():
        assert store.short_links.count_of_profile(profile_id) == 3
        assert store.profiles.remove_seeded_profiles() == (2, 1)
