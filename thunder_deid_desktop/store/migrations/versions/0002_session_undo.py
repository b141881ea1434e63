"""session-wide undo: decisions.undo_scope and an index on (user_id, id)

Existing decisions keep ``undo_scope`` NULL: they were recorded when each document had its own undo stack,
and :class:`thunder_deid_desktop.review.history.UndoHistory` replays them under that rule before merging the
per-document stacks into one session-wide stack per user. No event is rewritten (the log stays
append-only); decisions written from this revision on carry ``"user"``.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("decisions", schema=None) as batch_op:
        batch_op.add_column(sa.Column("undo_scope", sa.String(length=10), nullable=True))
        batch_op.create_index("ix_decisions_user", ["user_id", "id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("decisions", schema=None) as batch_op:
        batch_op.drop_index("ix_decisions_user")
        batch_op.drop_column("undo_scope")
