from social_publishing_client.models.history_post_id_result import HistoryPostIdResult

__all__ = ["HistoryPostIdResult"]
