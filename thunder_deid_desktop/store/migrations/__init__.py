"""Alembic migration scripts of the review store, applied by :func:`thunder_deid_desktop.store.migrate`."""
