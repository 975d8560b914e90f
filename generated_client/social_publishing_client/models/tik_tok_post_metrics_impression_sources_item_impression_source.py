from typing import Literal

TikTokPostMetricsImpressionSourcesItemImpressionSource = Literal[
    "Follow", "For You", "Hashtag", "Personal Profile", "Search", "Sound"
]

TIK_TOK_POST_METRICS_IMPRESSION_SOURCES_ITEM_IMPRESSION_SOURCE_VALUES: set[
    TikTokPostMetricsImpressionSourcesItemImpressionSource
] = {
    "Follow",
    "For You",
    "Hashtag",
    "Personal Profile",
    "Search",
    "Sound",
}


def check_tik_tok_post_metrics_impression_sources_item_impression_source(
    value: str,
) -> TikTokPostMetricsImpressionSourcesItemImpressionSource:
    if value in TIK_TOK_POST_METRICS_IMPRESSION_SOURCES_ITEM_IMPRESSION_SOURCE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TIK_TOK_POST_METRICS_IMPRESSION_SOURCES_ITEM_IMPRESSION_SOURCE_VALUES!r}"
    )
