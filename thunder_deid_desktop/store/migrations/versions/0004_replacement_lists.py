"""replacement lists in the store (issue 5): replacement_mentions and their append-only replacement_events

One row per mention (fine label, text, active flag, source, who added / changed it and when); every change is an
event with ``before`` / ``after`` like the review decisions. The shipped lists are loaded into these tables on
first use by :mod:`thunder_deid_desktop.lists.service`, not by this migration.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-30
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "replacement_mentions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("label", sa.String(length=100), nullable=False),
        sa.Column("text", sa.String(length=200), nullable=False),
        sa.Column("active", sa.Boolean(), nullable=False),
        sa.Column("source", sa.String(length=10), nullable=False),
        sa.Column("created_by", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_by", sa.Integer(), nullable=True),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["created_by"], ["users.id"]),
        sa.ForeignKeyConstraint(["updated_by"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_replacement_mentions_label", "replacement_mentions", ["label", "text"], unique=False)
    op.create_table(
        "replacement_events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("mention_id", sa.Integer(), nullable=True),
        sa.Column("user_id", sa.Integer(), nullable=True),
        sa.Column("timestamp", sa.DateTime(timezone=True), nullable=False),
        sa.Column("action", sa.String(length=10), nullable=False),
        sa.Column("before", sa.JSON(), nullable=False),
        sa.Column("after", sa.JSON(), nullable=False),
        sa.Column("params", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(["mention_id"], ["replacement_mentions.id"]),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_replacement_events_mention", "replacement_events", ["mention_id", "id"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_replacement_events_mention", table_name="replacement_events")
    op.drop_table("replacement_events")
    op.drop_index("ix_replacement_mentions_label", table_name="replacement_mentions")
    op.drop_table("replacement_mentions")
