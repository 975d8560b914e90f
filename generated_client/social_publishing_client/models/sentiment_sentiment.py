from typing import Literal

SentimentSentiment = Literal["negative", "neutral", "positive"]

SENTIMENT_SENTIMENT_VALUES: set[SentimentSentiment] = {
    "negative",
    "neutral",
    "positive",
}


def check_sentiment_sentiment(value: str) -> SentimentSentiment:
    if value in SENTIMENT_SENTIMENT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SENTIMENT_SENTIMENT_VALUES!r}")
