"""The service rules, one module per area; `HANDLERS` maps each operationId to its rule.

`HANDLERS` and `PUBLIC_HANDLERS` (and `sandbox.HANDLERS` for sandbox.yaml) must match the
spec's operations one to one: `reference_server.handler_table` checks this before the server
listens. The rules name operations by the generated `OperationId` enum (spec_model), so a
renamed or removed operation fails mypy wherever a rule names it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from pydantic import BaseModel
from starlette.responses import Response

from spec_model.operation_ids import OperationId

from ..service import Answer, Call, PublicCall, RawJson, Service
from . import (
    ads,
    analytics,
    auto_schedule,
    brand,
    bulk_posts,
    comments,
    feeds,
    generate,
    hashtags,
    history,
    hooks,
    links,
    media,
    media_tools,
    messages,
    network_history,
    post_changes,
    post_history,
    posts,
    profile_tokens,
    profiles,
    reviews,
    social_accounts,
    user,
    user_accounts,
    validate,
    watermark,
)

# A rule answers with the generated model of its operation's response (so an answer the spec
# does not allow cannot be built), or with JSON it already holds as text (webhook history), or
# with an `Answer` carrying another status. Deprecated aliases (`x-alias-of`) use the rule of
# their operation.
Handler = Callable[[Service, Call], Awaitable[BaseModel | RawJson | Answer]]

HANDLERS: dict[OperationId, Handler] = {
    OperationId.UPLOAD_MEDIA: media.upload_media,
    OperationId.LIST_MEDIA: media.list_media,
    OperationId.REGISTER_WEBHOOK: hooks.register_webhook,
    OperationId.LIST_WEBHOOKS: hooks.list_webhooks,
    OperationId.UNREGISTER_WEBHOOK: hooks.unregister_webhook,
    OperationId.GET_WEBHOOK_HISTORY: history.get_webhook_history,
    OperationId.SET_YOUTUBE_WATERMARK: watermark.set_youtube_watermark,
    OperationId.REMOVE_YOUTUBE_WATERMARK: watermark.remove_youtube_watermark,
    OperationId.CREATE_POST: posts.create_post,
    OperationId.GET_POST: posts.get_post,
    OperationId.DELETE_POST: post_changes.delete_post,
    OperationId.UPDATE_POST: post_changes.update_post,
    OperationId.RETRY_POST: post_changes.retry_post,
    OperationId.GET_POST_HISTORY: post_history.get_post_history,
    OperationId.GET_POST_HISTORY_ENTRY: network_history.get_post_history_entry,
    OperationId.CREATE_PROFILE: profiles.create_profile,
    OperationId.LIST_PROFILES: profiles.list_profiles,
    OperationId.DELETE_PROFILE: profiles.delete_profile,
    OperationId.UPDATE_PROFILE: profiles.update_profile,
    OperationId.SET_AUTO_SCHEDULE: auto_schedule.set_auto_schedule,
    OperationId.LIST_AUTO_SCHEDULES: auto_schedule.list_auto_schedules,
    OperationId.DELETE_AUTO_SCHEDULE: auto_schedule.delete_auto_schedule,
    OperationId.GET_USER: user.get_user,
    OperationId.GET_POST_ANALYTICS: analytics.get_post_analytics,
    OperationId.GET_SOCIAL_ANALYTICS: analytics.get_social_analytics,
    OperationId.VALIDATE_POST: validate.validate_post,
    OperationId.VALIDATE_POST_LENGTH: validate.validate_post_length,
    OperationId.VALIDATE_JSON: validate.validate_json,
    OperationId.VALIDATE_MODERATION: validate.validate_moderation,
    OperationId.AUTO_HASHTAGS: hashtags.auto_hashtags,
    OperationId.RECOMMEND_HASHTAGS: hashtags.recommend_hashtags,
    OperationId.CHECK_BANNED_HASHTAG: hashtags.check_banned_hashtag,
    OperationId.GENERATE_POST: generate.generate_post,
    OperationId.GENERATE_REWRITE: generate.generate_rewrite,
    OperationId.GENERATE_TRANSCRIPTION: generate.generate_transcription,
    OperationId.GENERATE_TRANSLATE: generate.generate_translate,
    OperationId.GENERATE_ALT_TEXT: generate.generate_alt_text,
    OperationId.GENERATE_SENTIMENT: generate.generate_sentiment,
    OperationId.GET_BRAND_BY_USER: brand.get_brand_by_user,
    OperationId.POST_COMMENT: comments.post_comment,
    OperationId.GET_COMMENTS: comments.get_comments,
    OperationId.REPLY_COMMENT: comments.reply_comment,
    OperationId.DELETE_COMMENTS: comments.delete_comments,
    OperationId.VERIFY_MEDIA_EXISTS: media_tools.verify_media_exists,
    OperationId.GET_MEDIA_META: media_tools.get_media_meta,
    OperationId.RESIZE_IMAGE: media_tools.resize_image,
    OperationId.GET_MEDIA_UPLOAD_URL: media_tools.get_media_upload_url,
    OperationId.UNLINK_SOCIAL: social_accounts.unlink_social,
    OperationId.CREATE_LINK: links.create_link,
    OperationId.GET_LINK_ANALYTICS: links.get_link_analytics,
    OperationId.LIST_LINK_ANALYTICS: links.list_link_analytics,
    OperationId.SHORTEN_LINK: links.shorten_link,
    OperationId.SHORT_LINK: links.shorten_link,
    OperationId.GENERATE_JWT: profile_tokens.generate_jwt,
    OperationId.GET_MESSAGES: messages.get_messages,
    OperationId.SEND_MESSAGE: messages.send_message,
    OperationId.UPDATE_CONVERSATION: messages.update_conversation,
    OperationId.GET_AUTO_RESPONSE: messages.get_auto_response,
    OperationId.SET_AUTO_RESPONSE: messages.set_auto_response,
    OperationId.LIST_AD_ACCOUNTS: ads.list_ad_accounts,
    OperationId.ADD_FEED: feeds.add_feed,
    OperationId.GET_FEEDS: feeds.get_feeds,
    OperationId.UPDATE_FEED: feeds.update_feed,
    OperationId.DELETE_FEED: feeds.delete_feed,
    OperationId.LIST_REVIEWS: reviews.list_reviews,
    OperationId.GET_REVIEW: reviews.get_review,
    OperationId.REPLY_REVIEW: reviews.reply_review,
    OperationId.DELETE_REVIEW_REPLY: reviews.delete_review_reply,
    OperationId.SEARCH_HASHTAG: hashtags.search_hashtag,
    OperationId.CREATE_LINK_SESSION: profile_tokens.create_link_session,
    OperationId.ANALYTICS_LINKS: links.analytics_links,
    OperationId.ANALYTICS_LINKS_SHORT: links.analytics_links_short,
    OperationId.BOOST_POST: ads.boost_post,
    OperationId.LIST_ADS: ads.list_ads,
    OperationId.UPDATE_AD: ads.update_ad,
    OperationId.GET_AD_SPEND_HISTORY: ads.get_ad_spend_history,
    OperationId.LIST_AD_INTERESTS: ads.list_ad_interests,
    OperationId.LIST_AD_REGIONS: ads.list_ad_regions,
    OperationId.LIST_AD_CITIES: ads.list_ad_cities,
    OperationId.LIST_AD_DSA_RECOMMENDATIONS: ads.list_ad_dsa_recommendations,
    OperationId.GET_USER_BATCH: user_accounts.get_user_batch,
    OperationId.GET_PINTEREST_BOARDS: user_accounts.get_pinterest_boards,
    OperationId.UPDATE_NETWORK_ACCOUNT: user_accounts.update_network_account,
    OperationId.GET_USER_LOOKUPS: user_accounts.get_user_lookups,
    OperationId.COPY_POST: post_changes.copy_post,
    OperationId.BULK_POST: bulk_posts.bulk_post,
}

#: Operations that take no API key (`security: []`), by operationId: their rules check the
#: request's own credential and answer the response themselves.
PUBLIC_HANDLERS: dict[OperationId, Callable[[Service, PublicCall], Awaitable[Response]]] = {
    OperationId.OPEN_LINKING_PAGE: profile_tokens.page,
}
