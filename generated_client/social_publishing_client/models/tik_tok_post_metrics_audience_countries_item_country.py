from typing import Literal

TikTokPostMetricsAudienceCountriesItemCountry = Literal["AU", "CA", "DE", "GB", "US"]

TIK_TOK_POST_METRICS_AUDIENCE_COUNTRIES_ITEM_COUNTRY_VALUES: set[
    TikTokPostMetricsAudienceCountriesItemCountry
] = {
    "AU",
    "CA",
    "DE",
    "GB",
    "US",
}


def check_tik_tok_post_metrics_audience_countries_item_country(
    value: str,
) -> TikTokPostMetricsAudienceCountriesItemCountry:
    if value in TIK_TOK_POST_METRICS_AUDIENCE_COUNTRIES_ITEM_COUNTRY_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {TIK_TOK_POST_METRICS_AUDIENCE_COUNTRIES_ITEM_COUNTRY_VALUES!r}"
    )
