"""model registry and training runs (issue 5)

Placeholder revision reserved while the issue is built; its helper fills upgrade() / downgrade().

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-30
"""

import sqlalchemy as sa  # noqa: F401
from alembic import op  # noqa: F401

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
