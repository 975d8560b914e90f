"""Hashtag rules (Max Pack): add hashtags to a text, recommend hashtags for a keyword (data the
pages say comes from TikTok; no linked account needed), check a hashtag against the banned
list, and look up an Instagram hashtag (needs a linked Instagram account), all by the fixed
sandbox rules of the spec's `x-max-pack.hashtags` and the operations' descriptions (no AI, no
network contacted). The request of `auto_hashtags` is read as the generated
`AutoHashtagsRequest` (`Call.body_as`), that of its legacy alias `auto_hashtags_legacy` as
`AutoHashtagsLegacyRequest` (`maxHashtags` read as `max` when `max` is not sent); query
parameters are read as the operation's generated parameters model (`Call.params_as`) and
answers built as the generated models."""

from __future__ import annotations

import hashlib
import re
from datetime import timedelta

from pydantic import MISSING
from social_publishing_models import (
    AutoHashtags,
    AutoHashtagsLegacyRequest,
    AutoHashtagsRequest,
    BannedHashtag,
    Hashtag,
    HashtagMedia,
    HashtagRecommendation,
    HashtagRecommendations,
    HashtagSearch,
)
from social_publishing_models.parameters import (
    CheckBannedHashtagParameters,
    RecommendHashtagsParameters,
    SearchHashtagParameters,
)

from spec_model import MaxPackRules
from spec_model.error_codes import ErrorCode
from spec_model.networks import Network
from spec_model.operation_facts import required
from spec_model.operation_ids import OperationId

from ..errors import ApiError
from ..service import Call, Service
from .posts import linked_platforms
from .validate import WORD, rules

#: The network `search_hashtag` asks (SDK: Instagram).
SEARCH_NETWORK = Network.INSTAGRAM
#: The prefix of the sandbox's Instagram hashtag IDs, and how many digits follow it.
HASHTAG_ID_PREFIX = "17843"
HASHTAG_ID_DIGITS = 12
#: The legacy page's alias of `auto_hashtags` (`POST /auto-hashtag`, `maxHashtags`).
LEGACY_AUTO_OPERATION = OperationId.AUTO_HASHTAGS_LEGACY


def chosen_words(text: str, max_pack: MaxPackRules, most: int) -> list[re.Match[str]]:
    """The first place of each candidate word, the `most` longest (ties: the earlier)."""
    seen: set[str] = set()
    candidates: list[re.Match[str]] = []
    for found in WORD.finditer(text):
        word = found.group().casefold()
        if found.start() > 0 and text[found.start() - 1] == "#":
            continue
        if len(found.group()) < max_pack.hashtag_min_word_length or word in seen:
            continue
        if word in max_pack.hashtag_stop_words:
            continue
        seen.add(word)
        candidates.append(found)
    candidates.sort(key=lambda m: (-len(m.group()), m.start()))
    return candidates[:most]


async def auto_hashtags(service: Service, call: Call) -> AutoHashtags:
    most = None
    if call.operation is not None and call.operation.operation_id == LEGACY_AUTO_OPERATION:
        legacy = call.body_as(AutoHashtagsLegacyRequest)
        # Was `max` sent (its default applies otherwise)? Then the body set every field that a
        # request of only the text and `max` sets.
        text_and_max = AutoHashtagsRequest.model_construct(post=legacy.post, max=legacy.max)
        max_sent = text_and_max.model_fields_set <= legacy.model_fields_set
        if not max_sent and legacy.max_hashtags is not MISSING:
            most = legacy.max_hashtags
        request: AutoHashtagsRequest = legacy
    else:
        request = call.body_as(AutoHashtagsRequest)
    text = request.post
    chosen = chosen_words(text, rules(service), most or request.max or 2)
    if not chosen:
        return AutoHashtags(post=text)
    if request.position != "auto":  # at the end
        tags = " ".join("#" + m.group().lower() for m in chosen)
        return AutoHashtags(post=f"{text} {tags}")
    out = text
    for found in sorted(chosen, key=lambda m: m.start(), reverse=True):
        out = out[: found.start()] + "#" + out[found.start() :]
    return AutoHashtags(post=out)


def view_count(name: str) -> int:
    """The sandbox's views of a hashtag: the first 8 hex digits of SHA-256 of its name."""
    return int(hashlib.sha256(name.encode("utf-8")).hexdigest()[:8], 16)


async def recommend_hashtags(service: Service, call: Call) -> HashtagRecommendations:
    sent = call.params_as(RecommendHashtagsParameters).keyword
    keyword = "".join(WORD.findall(sent.lower()))
    if not keyword:  # nothing to build a hashtag from
        return HashtagRecommendations(keyword=sent, recommendations=[])
    names = [keyword + suffix for suffix in rules(service).recommend_suffixes]
    found = sorted(((view_count(n), n) for n in names), key=lambda v: (-v[0], v[1]))
    recommended = [HashtagRecommendation(name=n, view_count=c) for c, n in found]
    return HashtagRecommendations(keyword=sent, recommendations=recommended)


async def check_banned_hashtag(service: Service, call: Call) -> BannedHashtag:
    hashtag = call.params_as(CheckBannedHashtagParameters).hashtag.removeprefix("#").lower()
    banned = hashtag in rules(service).banned_hashtags
    return BannedHashtag(hashtag=hashtag, banned=banned)


async def search_hashtag(service: Service, call: Call) -> HashtagSearch:
    if SEARCH_NETWORK not in linked_platforms(service, call.profile.id):
        raise ApiError(
            ErrorCode.PLATFORM_NOT_LINKED,
            f"Hashtag search needs a linked {SEARCH_NETWORK} account.",
        )
    # The keyword's schema pattern guarantees an ASCII letter or digit: the name is never empty.
    query = call.params_as(SearchHashtagParameters)
    name = "".join(WORD.findall(query.keyword.lower()))
    digest = int(hashlib.sha256(name.encode("utf-8")).hexdigest(), 16)
    number = str(digest % 10**HASHTAG_ID_DIGITS).zfill(HASHTAG_ID_DIGITS)
    facts = required(service.spec.operation_facts.hashtag_search, "x-hashtag-search")
    search_type = query.search_type
    now = service.now()
    results = []
    for i in range(facts.results):
        h = hashlib.sha256(f"{name}:{search_type}:{i}".encode()).hexdigest()
        media_id = "17" + str(int(h, 16) % 10**15).zfill(15)
        posted = now - timedelta(hours=i + 1)
        results.append(
            HashtagMedia(
                caption=f"#{name} {facts.words[i % len(facts.words)]}",
                comments_count=int(h[:4], 16),
                id=media_id,
                like_count=int(h[4:10], 16),
                media_type="IMAGE",
                media_url=f"https://scontent.cdninstagram.com/v/{media_id}.jpg",
                permalink=f"https://www.instagram.com/p/{h[10:21]}/",
                timestamp=posted.strftime("%Y-%m-%dT%H:%M:%S+0000"),
            )
        )
    hashtag = Hashtag(id=HASHTAG_ID_PREFIX + number, name=name)
    return HashtagSearch(hashtag=hashtag, search_results=results)
