"""The service rules, one module per area; `HANDLERS` maps each operationId to its rule.

`HANDLERS` and `PUBLIC_HANDLERS` (and `sandbox.HANDLERS` for sandbox.yaml) must match the
spec's operations one to one, and every operationId in `RULE_OPERATIONS` must exist:
`reference_server.handler_table` checks this before the server listens.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from pydantic import BaseModel
from starlette.responses import Response

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
    media_extras,
    mentions,
    message_events,
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
    user_extras,
    validate,
    watermark,
)

# A rule answers with the generated model of its operation's response (so an answer the spec
# does not allow cannot be built), or with JSON it already holds as text (webhook history), or
# with an `Answer` carrying another status. Deprecated aliases (`x-alias-of`) use the rule of
# their operation.
Handler = Callable[[Service, Call], Awaitable[BaseModel | RawJson | Answer]]

HANDLERS: dict[str, Handler] = {
    "upload_media": media.upload_media,
    "list_media": media.list_media,
    "register_webhook": hooks.register_webhook,
    "list_webhooks": hooks.list_webhooks,
    "unregister_webhook": hooks.unregister_webhook,
    "get_webhook_history": history.get_webhook_history,
    "set_youtube_watermark": watermark.set_youtube_watermark,
    "remove_youtube_watermark": watermark.remove_youtube_watermark,
    "create_post": posts.create_post,
    "get_post": posts.get_post,
    "delete_post": post_changes.delete_post,
    "update_post": post_changes.update_post,
    "retry_post": post_changes.retry_post,
    "get_post_history": post_history.get_post_history,
    "get_post_history_entry": network_history.get_post_history_entry,
    "create_profile": profiles.create_profile,
    "list_profiles": profiles.list_profiles,
    "delete_profile": profiles.delete_profile,
    "update_profile": profiles.update_profile,
    "set_auto_schedule": auto_schedule.set_auto_schedule,
    "list_auto_schedules": auto_schedule.list_auto_schedules,
    "delete_auto_schedule": auto_schedule.delete_auto_schedule,
    "get_user": user.get_user,
    "get_post_analytics": analytics.get_post_analytics,
    "get_social_analytics": analytics.get_social_analytics,
    "validate_post": validate.validate_post,
    "validate_post_length": validate.validate_post_length,
    "validate_json": validate.validate_json,
    "validate_moderation": validate.validate_moderation,
    "auto_hashtags": hashtags.auto_hashtags,
    "recommend_hashtags": hashtags.recommend_hashtags,
    "check_banned_hashtag": hashtags.check_banned_hashtag,
    "generate_post": generate.generate_post,
    "generate_rewrite": generate.generate_rewrite,
    "generate_transcription": generate.generate_transcription,
    "generate_translate": generate.generate_translate,
    "generate_alt_text": generate.generate_alt_text,
    "generate_sentiment": generate.generate_sentiment,
    "get_brand_by_user": brand.get_brand_by_user,
    "post_comment": comments.post_comment,
    "get_comments": comments.get_comments,
    "reply_comment": comments.reply_comment,
    "delete_comments": comments.delete_comments,
    "verify_media_exists": media_extras.verify_media_exists,
    "get_media_meta": media_extras.get_media_meta,
    "resize_image": media_extras.resize_image,
    "get_media_upload_url": media_extras.get_media_upload_url,
    "unlink_social": social_accounts.unlink_social,
    "create_link": links.create_link,
    "get_link_analytics": links.get_link_analytics,
    "list_link_analytics": links.list_link_analytics,
    "shorten_link": links.shorten_link,
    "short_link": links.shorten_link,
    "generate_jwt": profile_tokens.generate_jwt,
    "get_messages": messages.get_messages,
    "send_message": messages.send_message,
    "update_conversation": messages.update_conversation,
    "get_auto_response": messages.get_auto_response,
    "set_auto_response": messages.set_auto_response,
    "list_ad_accounts": ads.list_ad_accounts,
    "add_feed": feeds.add_feed,
    "get_feeds": feeds.get_feeds,
    "update_feed": feeds.update_feed,
    "delete_feed": feeds.delete_feed,
    "list_reviews": reviews.list_reviews,
    "get_review": reviews.get_review,
    "reply_review": reviews.reply_review,
    "delete_review_reply": reviews.delete_review_reply,
    "search_hashtag": hashtags.search_hashtag,
    "create_link_session": profile_tokens.create_link_session,
    "analytics_links": links.analytics_links,
    "analytics_links_short": links.analytics_links_short,
    "boost_post": ads.boost_post,
    "list_ads": ads.list_ads,
    "update_ad": ads.update_ad,
    "get_ad_spend_history": ads.get_ad_spend_history,
    "list_ad_interests": ads.list_ad_interests,
    "list_ad_regions": ads.list_ad_regions,
    "list_ad_cities": ads.list_ad_cities,
    "list_ad_dsa_recommendations": ads.list_ad_dsa_recommendations,
    "get_user_batch": user_extras.get_user_batch,
    "get_pinterest_boards": user_extras.get_pinterest_boards,
    "update_network_account": user_extras.update_network_account,
    "get_user_lookups": user_extras.get_user_lookups,
    "copy_post": post_changes.copy_post,
    "bulk_post": bulk_posts.bulk_post,
}

#: Operations that take no API key (`security: []`), by operationId: their rules check the
#: request's own credential and answer the response themselves.
PUBLIC_HANDLERS: dict[str, Callable[[Service, PublicCall], Awaitable[Response]]] = {
    "open_linking_page": profile_tokens.page,
}

#: Operations (besides their own) whose facts the rules read by operationId, e.g. the
#: `x-jwt` of generate_jwt or the webhook deliveries whose `x-networks` the events follow;
#: "module.CONSTANT" -> operationId (a rename in the spec is a rename here).
RULE_OPERATIONS: dict[str, str] = {
    "ads.BOOST_OPERATION": ads.BOOST_OPERATION,
    "ads.CITIES_OPERATION": ads.CITIES_OPERATION,
    "ads.HISTORY_OPERATION": ads.HISTORY_OPERATION,
    "bulk_posts.OPERATION": bulk_posts.OPERATION,
    "bulk_posts.ROW_OPERATION": bulk_posts.ROW_OPERATION,
    "comments.COMMENTS_DELIVERY": comments.COMMENTS_DELIVERY,
    "feeds.ADD_OPERATION": feeds.ADD_OPERATION,
    "hashtags.SEARCH_OPERATION": hashtags.SEARCH_OPERATION,
    "hashtags.LEGACY_AUTO_OPERATION": hashtags.LEGACY_AUTO_OPERATION,
    "links.FACTS_OPERATION": links.FACTS_OPERATION,
    "links.LEGACY_ANALYTICS_OPERATION": links.LEGACY_ANALYTICS_OPERATION,
    "media_extras.RESIZE_OPERATION": media_extras.RESIZE_OPERATION,
    "media_extras.UPLOAD_URL_OPERATION": media_extras.UPLOAD_URL_OPERATION,
    "mentions.MENTIONS_DELIVERY": mentions.MENTIONS_DELIVERY,
    "message_events.MESSAGES_DELIVERY": message_events.MESSAGES_DELIVERY,
    "messages.READ_OPERATION": messages.READ_OPERATION,
    "messages.SEND_OPERATION": messages.SEND_OPERATION,
    "profile_tokens.FACTS_OPERATION": profile_tokens.FACTS_OPERATION,
    "profile_tokens.SESSION_OPERATION": profile_tokens.SESSION_OPERATION,
    "validate.VALIDATE_OPERATION": validate.VALIDATE_OPERATION,
    "validate.JSON_OPERATION": validate.JSON_OPERATION,
}
