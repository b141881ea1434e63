"""tamper-evident audit: hash chain over decisions (issue 9)

Adds ``decisions.prev_hash`` and ``decisions.hash`` and chains every existing decision in id order with the
rule of :mod:`thunder_deid_desktop.store.audit` (SHA-256 over the canonical JSON of the decision's fields and
the previous hash). Decisions written from this revision on are chained when they are inserted. Downgrade
drops the two columns (the chain is lost).

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-30
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("decisions", schema=None) as batch_op:
        batch_op.add_column(sa.Column("prev_hash", sa.String(length=64), nullable=True))
        batch_op.add_column(sa.Column("hash", sa.String(length=64), nullable=True))

    from thunder_deid_desktop.store.audit import chain_rows

    conn = op.get_bind()
    ids = [r[0] for r in conn.execute(sa.text("SELECT id FROM decisions ORDER BY id"))]
    for k in range(0, len(ids), 1000):  # in id order, a slice at a time
        chain_rows(conn, ids[k : k + 1000])


def downgrade() -> None:
    with op.batch_alter_table("decisions", schema=None) as batch_op:
        batch_op.drop_column("hash")
        batch_op.drop_column("prev_hash")
