"""model registry and training runs (issue 5)

``models``: every registered model folder (metrics, parent, command, data snapshot); ``model_events``: the
append-only audit of registrations, promotions (with any override reason) and rollbacks. The shipped default
model is registered and promoted by :mod:`thunder_deid_desktop.jobs.registry` on first use, not here (its
folder depends on where the application is installed).

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-30
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "models",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("name", sa.String(length=255), nullable=False),
        sa.Column("path", sa.Text(), nullable=False),
        sa.Column("parent_id", sa.String(length=64), nullable=True),
        sa.Column("command", sa.JSON(), nullable=False),
        sa.Column("data_snapshot", sa.Text(), nullable=True),
        sa.Column("data_sha256", sa.String(length=64), nullable=True),
        sa.Column("target", sa.String(length=20), nullable=False),
        sa.Column("metrics", sa.JSON(), nullable=False),
        sa.Column("binary_f1", sa.Float(), nullable=True),
        sa.Column("entity_leak", sa.Float(), nullable=True),
        sa.Column("validation_sha256", sa.String(length=64), nullable=True),
        sa.Column("manifest_sha256", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_table(
        "model_events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("model_id", sa.String(length=64), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=True),
        sa.Column("timestamp", sa.DateTime(timezone=True), nullable=False),
        sa.Column("action", sa.String(length=20), nullable=False),
        sa.Column("override_reason", sa.Text(), nullable=True),
        sa.Column("params", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(["model_id"], ["models.id"]),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_model_events_model", "model_events", ["model_id", "id"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_model_events_model", table_name="model_events")
    op.drop_table("model_events")
    op.drop_table("models")
