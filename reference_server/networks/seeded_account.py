"""What a sandbox network account holds besides the posts published through the service: its
own history of posts, comments under them, direct-message conversations and reviews, as a pure
function of the profile's refId, the network, the account's anchor (when it was first linked)
and a time range, so the same link always holds the same content and tests can predict it.

Every item has an index in its kind and draws its values from its own seeded stream (`Draw`:
SHA-512 blocks of `<refId>:<network>:<anchor>:<kind>:<index>`), so any item can be computed
alone: the server materializes only the items whose time fell into the range since it last looked
(`items_between`), never the whole history. The numbers (how many items before the link, how
often one arrives after it, the most that arrive) are `x-seeded-account` of the control's
`link_network` (`SeededFacts`); which kinds a network holds is read from the API's spec by the
caller (`SeededNetworks`). No internet, no wall clock.
"""

from __future__ import annotations

import hashlib
import string
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import adapter

DAY = 86400
_ALPHABET = string.ascii_letters + string.digits

_OPENERS = (
    "Fresh from the oven:",
    "This week at the shop:",
    "Behind the scenes:",
    "Customer favourite:",
    "New on the menu:",
    "Weekend plans:",
    "Thank you all:",
    "A little update:",
)
_TOPICS = (
    "our sourdough loaves are back",
    "we tried a new cinnamon roll recipe",
    "the team's morning coffee ritual",
    "a look at how we shape croissants",
    "gluten-free brownies every Friday",
    "we are open late on Saturday",
    "meet our newest baker",
    "ten years of baking together",
)
_TAGS = ("#bakery", "#sourdough", "#smallbusiness", "#coffee", "#baking", "#local")
_COMMENTS = (
    "Looks delicious!",
    "Can't wait to try this.",
    "Are you open on Sunday?",
    "Best bakery in town.",
    "Do you ship?",
    "Love this!",
    "What time do you open?",
    "My kids loved it.",
)
_FIRST = ("Jane", "Omar", "Lena", "Ravi", "Mia", "Tom", "Aiko", "Carlos", "Nora", "Sam")
_LAST = ("Doe", "Haddad", "Berg", "Patel", "Rossi", "Baker", "Sato", "Lopez", "Kim", "Reed")
_RECEIVED = (
    "Hi! Do you take custom cake orders?",
    "Is the shop open tomorrow?",
    "Thanks for the quick delivery!",
    "Can I pick up my order at 5?",
    "Do you have vegan options?",
    "Loved the bread, thank you!",
)
_SENT = (
    "Hi! Yes, we do. What date do you have in mind?",
    "We open at 7 tomorrow.",
    "Thank you, enjoy!",
    "Of course, see you at 5.",
    "Yes, ask for our vegan loaf.",
)
_REVIEWS = (
    "Great bread and friendly staff.",
    "The croissants are the best I have had.",
    "A bit pricey but worth it.",
    "Coffee was cold this time.",
    "Lovely little place, will come back.",
    "",
)
_REPLIES = ("Thank you so much!", "Thanks for your feedback, we'll do better.")
#: A Google Business Profile rating and its stars (the spec's GmbRating); `rules.reviews`
#: reads it from here, the lower layer, which the rules import.
GMB_STARS = {"ONE": 1, "TWO": 2, "THREE": 3, "FOUR": 4, "FIVE": 5}
#: Rating weights (of GMB_STARS' ONE..FIVE, in order): mostly good, as real accounts.
_GMB_WEIGHTS = (1, 1, 2, 5, 11)


@dataclass(frozen=True)
class SeededFacts:
    """`x-seeded-account` of `link_network` in sandbox.yaml."""

    posts_before_link: int
    days_before_link: int
    post_every_seconds: int
    comments_per_post: int
    comment_within_seconds: int
    conversations: int
    messages_per_conversation: int
    message_days_before_link: int
    message_every_seconds: int
    reviews_before_link: int
    review_every_seconds: int
    max_after_link: int

    @classmethod
    def from_spec(cls, raw: Mapping[str, Any]) -> SeededFacts:
        return cls(
            posts_before_link=int(raw["postsBeforeLink"]),
            days_before_link=int(raw["daysBeforeLink"]),
            post_every_seconds=int(raw["postEverySeconds"]),
            comments_per_post=int(raw["commentsPerPost"]),
            comment_within_seconds=int(raw["commentWithinSeconds"]),
            conversations=int(raw["conversations"]),
            messages_per_conversation=int(raw["messagesPerConversation"]),
            message_days_before_link=int(raw["messageDaysBeforeLink"]),
            message_every_seconds=int(raw["messageEverySeconds"]),
            reviews_before_link=int(raw["reviewsBeforeLink"]),
            review_every_seconds=int(raw["reviewEverySeconds"]),
            max_after_link=int(raw["maxAfterLink"]),
        )

    @property
    def history_seconds(self) -> int:
        return self.days_before_link * DAY


@dataclass(frozen=True)
class SeededNetworks:
    """Which networks hold which kinds (read from the API's spec by the caller)."""

    history: frozenset[str]
    comments: frozenset[str]
    messages: frozenset[str]
    reviews: frozenset[str]
    stories: frozenset[str] = frozenset({"facebook", "instagram"})


@dataclass(frozen=True)
class SeededPost:
    index: int
    id: str
    post_url: str
    created: int
    text: str
    media_urls: list[str]
    by_page: bool
    story: bool


@dataclass(frozen=True)
class SeededComment:
    post: SeededPost
    index: int
    social_id: str
    created: int
    text: str
    username: str
    like_count: int


@dataclass(frozen=True)
class SeededMessage:
    index: int
    id: str
    created: int
    correspondent_id: str
    correspondent_name: str
    received: bool
    text: str


@dataclass(frozen=True)
class SeededReview:
    index: int
    id: str
    created: int
    rating: str
    text: str
    reviewer_name: str
    reviewer_id: str
    reply: str | None
    reply_created: int | None


@dataclass(frozen=True)
class SeededItems:
    """The items of one account whose time lies in a range."""

    posts: list[SeededPost] = field(default_factory=list)
    comments: list[SeededComment] = field(default_factory=list)
    messages: list[SeededMessage] = field(default_factory=list)
    reviews: list[SeededReview] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.posts or self.comments or self.messages or self.reviews)


class Draw:
    """A deterministic stream of draws from one seed: the SHA-512 digests of `seed:0`,
    `seed:1`, ... read 8 bytes per number (the modulo bias is below 2**-40 for the ranges used
    here). Much cheaper to start than `random.Random`, which matters for a year of items."""

    def __init__(self, seed: str) -> None:
        self._seed = seed.encode()
        self._pool = b""
        self._blocks = 0

    def _take(self, count: int) -> bytes:
        while len(self._pool) < count:
            self._pool += hashlib.sha512(self._seed + b":%d" % self._blocks).digest()
            self._blocks += 1
        taken, self._pool = self._pool[:count], self._pool[count:]
        return taken

    def randrange(self, n: int) -> int:
        """A number in [0, n)."""
        return int.from_bytes(self._take(8), "big") % max(n, 1)

    def token(self, count: int) -> str:
        """`count` letters and digits (one byte each)."""
        return "".join([_ALPHABET[b % len(_ALPHABET)] for b in self._take(count)])

    def choice(self, options: Sequence[str]) -> str:
        return options[self.randrange(len(options))]

    def weighted(self, options: Sequence[str], weights: Sequence[int]) -> str:
        point = self.randrange(sum(weights))
        for option, weight in zip(options, weights, strict=True):
            if point < weight:
                return option
            point -= weight
        return options[-1]


def _digits(rng: Draw, count: int) -> str:
    return str(10 ** (count - 1) + rng.randrange(9 * 10 ** (count - 1)))


def _person(rng: Draw) -> str:
    return f"{rng.choice(_FIRST)} {rng.choice(_LAST)}"


@dataclass(frozen=True)
class SeededAccount:
    """The generated account of `ref_id` on `platform`, first linked at `anchor`."""

    ref_id: str
    platform: str
    anchor: int
    facts: SeededFacts
    networks: SeededNetworks

    @property
    def start(self) -> int:
        """When the account's first item may lie (`daysBeforeLink` days before the link)."""
        return self.anchor - self.facts.history_seconds

    def _rng(self, kind: str, index: int) -> Draw:
        return Draw(f"{self.ref_id}:{self.platform}:{self.anchor}:{kind}:{index}")

    # -- when each item lies ---------------------------------------------------------------------

    def _span(self, kind: str) -> int:
        """How long before the link the kind's first items lie."""
        if kind == "message":
            return self.facts.message_days_before_link * DAY
        return self.facts.history_seconds

    def _time(self, kind: str, index: int, before: int, every: int) -> int:
        """Item `index` of a kind with `before` items spread over its span before the link (the
        first at the span's first second, each other at a point of its slot drawn by its
        PRNG), then one per `every` seconds after it (at a drawn point of its period)."""
        rng = self._rng(f"{kind}-time", index)
        if index < before:  # the first at the window's first second, the others drawn
            slot = self._span(kind) // max(before, 1)
            drawn = rng.randrange(max(slot, 1)) if index else 0
            return self.anchor - self._span(kind) + index * slot + drawn
        return self.anchor + (index - before) * every + rng.randrange(max(every, 1))

    def _indices(self, kind: str, before: int, every: int, lo: int, hi: int) -> Iterator[int]:
        """The indices of the items of a kind whose time t has lo < t <= hi (in order)."""
        if hi <= lo:
            return
        if lo < self.anchor:
            for index in range(before):
                if lo < self._time(kind, index, before, every) <= hi:
                    yield index
        first = max(0, (lo - self.anchor) // every) if lo >= self.anchor else 0
        last = min(self.facts.max_after_link, (hi - self.anchor) // every + 1)
        for k in range(first, last):
            index = before + k
            if lo < self._time(kind, index, before, every) <= hi:
                yield index

    # -- the items -------------------------------------------------------------------------

    def post(self, index: int) -> SeededPost:
        facts = self.facts
        created = self._time("post", index, facts.posts_before_link, facts.post_every_seconds)
        rng = self._rng("post", index)
        published = adapter(self.platform).publish(
            f"seeded:{self.ref_id}:{self.anchor}:{index}", [], False
        )
        text = f"{rng.choice(_OPENERS)} {rng.choice(_TOPICS)}. {rng.choice(_TAGS)}"
        media = []
        if rng.randrange(3) == 0:
            seed = f"{self.ref_id}:{self.platform}:{self.anchor}:{index}"
            digest = hashlib.sha256(seed.encode()).hexdigest()
            media = [f"https://sandbox.invalid/media/{self.platform}/{digest[:16]}.jpg"]
        by_page = self.platform != "facebook" or rng.randrange(6) != 0
        story = self.platform in self.networks.stories and by_page and rng.randrange(8) == 0
        return SeededPost(
            index,
            str(published["id"]),
            str(published["postUrl"]),
            created,
            text,
            media,
            by_page,
            story,
        )

    def comments_of(self, post: SeededPost) -> list[SeededComment]:
        if self.platform not in self.networks.comments or post.story:
            return []
        rng = self._rng("comments", post.index)
        found = []
        for n in range(rng.randrange(self.facts.comments_per_post + 1)):
            one = self._rng(f"comment-{post.index}", n)
            social_id = self._comment_id_of(one, post)
            found.append(
                SeededComment(
                    post,
                    n,
                    social_id,
                    post.created
                    + 60
                    + one.randrange(max(self.facts.comment_within_seconds - 60, 1)),
                    one.choice(_COMMENTS),
                    f"{one.choice(_FIRST).lower()}.{one.choice(_LAST).lower()}{one.randrange(100)}",
                    one.randrange(25),
                )
            )
        return sorted(found, key=lambda c: (c.created, c.index))

    def comment_id(self, post: SeededPost, key: str, number: int) -> str:
        """A Social Comment ID of the network under `post`, drawn from `key` and `number`."""
        return self._comment_id_of(self._rng(f"comment-{key}", number), post)

    def message_id(self, key: str, number: int) -> str:
        """A message id of the network, drawn from `key` and `number`."""
        return self._message_id_of(self._rng(f"message-{key}", number))

    def _message_id_of(self, rng: Draw) -> str:
        if self.platform == "twitter":
            return _digits(rng, 19)
        if self.platform == "facebook":
            return "m_" + rng.token(24)
        return "aWdfZAG" + rng.token(24)

    def _comment_id_of(self, rng: Draw, post: SeededPost) -> str:
        if self.platform == "facebook":
            return f"{post.id.split('_')[0]}_{_digits(rng, 19)}"
        if self.platform == "reddit":
            return f"t1_{rng.token(8).lower()}"
        if self.platform == "youtube":
            return f"Ug{rng.token(24)}"
        if self.platform == "bluesky":
            return f"at://did:plc:{rng.token(10).lower()}/app.bsky.feed.post/{rng.token(13)}"
        if self.platform == "linkedin":
            return _digits(rng, 19)
        return _digits(rng, 18)

    def correspondent(self, conversation: int) -> tuple[str, str]:
        """(id, name) of the correspondent of conversation number `conversation`."""
        rng = self._rng("correspondent", conversation)
        return _digits(rng, 17), _person(rng)

    def message(self, index: int) -> SeededMessage:
        facts = self.facts
        before = facts.conversations * facts.messages_per_conversation
        created = self._time("message", index, before, facts.message_every_seconds)
        rng = self._rng("message", index)
        if index < before:  # each conversation: the correspondent writes, the account answers
            conversation = index % facts.conversations
            received = (index // facts.conversations) % 2 == 0
        else:  # after the link: the correspondents write in turn
            conversation = (index - before) % facts.conversations
            received = True
        correspondent, name = self.correspondent(conversation)
        message_id = self._message_id_of(rng)
        text = rng.choice(_RECEIVED if received else _SENT)
        return SeededMessage(index, message_id, created, correspondent, name, received, text)

    def review(self, index: int) -> SeededReview:
        facts = self.facts
        created = self._time("review", index, facts.reviews_before_link, facts.review_every_seconds)
        rng = self._rng("review", index)
        if self.platform == "gmb":
            rating = rng.weighted(tuple(GMB_STARS), _GMB_WEIGHTS)
            review_id = rng.token(22)
        else:
            rating = "positive" if rng.randrange(5) else "negative"
            review_id = f"{_digits(rng, 15)}_{_digits(rng, 16)}"
        replied = index < facts.reviews_before_link and index % 3 == 0
        good = rating in ("positive", "FOUR", "FIVE")
        reply = (_REPLIES[0] if good else _REPLIES[1]) if replied else None
        return SeededReview(
            index,
            review_id,
            created,
            rating,
            rng.choice(_REVIEWS),
            _person(rng),
            _digits(rng, 16),
            reply,
            None if reply is None else min(created + 3600 + rng.randrange(DAY), self.anchor),
        )

    # -- ranges ------------------------------------------------------------------------------

    def posts_between(self, lo: int, hi: int) -> list[SeededPost]:
        if self.platform not in self.networks.history:
            return []
        f = self.facts
        return [
            self.post(i)
            for i in self._indices("post", f.posts_before_link, f.post_every_seconds, lo, hi)
        ]

    def items_between(self, lo: int, hi: int) -> SeededItems:
        """Every item whose time t has lo < t <= hi (a comment by its own time, whatever its
        post's), each kind oldest first."""
        f = self.facts
        commented = self.posts_between(lo - f.comment_within_seconds - 60, hi)
        items = SeededItems(posts=[p for p in commented if p.created > lo])
        if self.platform in self.networks.comments:
            for post in commented:
                items.comments.extend(c for c in self.comments_of(post) if lo < c.created <= hi)
        if self.platform in self.networks.messages:
            before = f.conversations * f.messages_per_conversation
            indices = self._indices("message", before, f.message_every_seconds, lo, hi)
            items.messages.extend(self.message(i) for i in indices)
        if self.platform in self.networks.reviews:
            indices = self._indices("review", f.reviews_before_link, f.review_every_seconds, lo, hi)
            items.reviews.extend(self.review(i) for i in indices)
        items.messages.sort(key=lambda m: (m.created, m.index))
        return items


__all__ = [
    "SeededAccount",
    "SeededComment",
    "SeededFacts",
    "SeededItems",
    "SeededMessage",
    "SeededNetworks",
    "SeededPost",
    "SeededReview",
]
