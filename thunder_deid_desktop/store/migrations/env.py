"""Alembic environment: runs on the connection handed over in ``config.attributes["connection"]``.

The store opens it programmatically (:func:`thunder_deid_desktop.store.db.migrate`); for ``alembic revision
--autogenerate`` during development, pass ``-x url=sqlite:///path`` to run on a URL instead.
"""

from alembic import context
from sqlalchemy import create_engine

from thunder_deid_desktop.store.models import Base

config = context.config
target_metadata = Base.metadata


def run_migrations_online() -> None:
    """Run the migrations on the given connection (or on ``-x url=...``)."""
    connection = config.attributes.get("connection")
    if connection is None:
        url = context.get_x_argument(as_dictionary=True).get("url")
        with create_engine(url).begin() as conn:
            context.configure(connection=conn, target_metadata=target_metadata, render_as_batch=True)
            with context.begin_transaction():
                context.run_migrations()
        return
    context.configure(connection=connection, target_metadata=target_metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


run_migrations_online()
