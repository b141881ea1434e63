"""The review store: SQLAlchemy 2 models, engine/session handling and Alembic migrations (issue 4, item 3).

Usage::

    from thunder_deid_desktop.store import open_store
    store = open_store("review.sqlite3")      # or None (user data folder) or a SQLAlchemy URL
    with store.write() as session:            # one short transaction
        ...
"""

from thunder_deid_desktop.store import audit as _audit  # noqa: F401,E402  (registers the hash-chain hook)
from thunder_deid_desktop.store.db import Store, default_db_path, migrate, open_store, to_url
from thunder_deid_desktop.store.models import ROLES, Base, Decision, Document, EntityRow, SpanRow, User

__all__ = [
    "ROLES",
    "Base",
    "Decision",
    "Document",
    "EntityRow",
    "SpanRow",
    "Store",
    "User",
    "default_db_path",
    "migrate",
    "open_store",
    "to_url",
]
