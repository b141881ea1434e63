"""tamper-evident audit: hash chain over decisions (issue 9)

Placeholder revision reserved while the issue is built; its helper fills upgrade() / downgrade().

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-30
"""

import sqlalchemy as sa  # noqa: F401
from alembic import op  # noqa: F401

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
