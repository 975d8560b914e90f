"""Publishing the posts that are due: every scheduled post whose `scheduleDate` the service
clock has reached, each claimed in its own write transaction (`posts.publish_scheduled`), so
a post is published once however many processes look. The scheduler calls it on each tick; the
sandbox clock's change calls it at once."""

from __future__ import annotations

from ..service import Service
from .posts import publish_scheduled

#: Due posts read per query.
BATCH = 100


def publish_due(service: Service) -> int:
    """Publish every post due by the service clock now; return how many this call published."""
    done = 0
    while True:
        due = service.store.posts.due_post_ids(service.now_unix(), BATCH)
        done += sum(1 for p in due if publish_scheduled(service, p) is not None)
        if len(due) < BATCH:
            return done
