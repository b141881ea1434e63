"""Replacement lists (issue 5, item 1): the mentions that training puts in place of placeholders, curated by
annotators in the store.

* :mod:`.validation` — what a list refuses (placeholders, empty, too long …) and warns about (person names);
* :mod:`.seed` — the shipped lists loaded into the store once;
* :mod:`.service` — :class:`ReplacementLists`: browse, search, add, edit, delete, import, audit;
* :mod:`.files` — CSV and ``entity_mentions.json``-shaped JSON files;
* :mod:`.coverage` — labels short of mentions, most used first.

For training: :func:`export_json` writes the store's lists in the shape of ``entity_mentions.json``.
"""

from __future__ import annotations

from pathlib import Path

from thunder_deid_desktop.lists.files import write_json
from thunder_deid_desktop.lists.service import (
    EDITOR_ROLES,
    ImportReport,
    ListValidationError,
    Mention,
    ReplacementLists,
)
from thunder_deid_desktop.store import Store


def export_json(store: Store, path: str | Path) -> int:
    """Write the store's active replacement lists to ``path`` as ``{fine label: [mention, ...]}`` — the shape of
    the release's ``entity_mentions.json``, which ``training.corpus.load_lists`` reads — and return the number of
    mentions written.

    Labels are canonical fine labels (already normalized), sorted; mentions are cleaned, unique within a label
    and in the order they were added (the seed's order first). The shipped lists are loaded into the store first
    if they never were, so a fresh store exports the shipped lists.

    Raises:
        OSError: ``path`` cannot be written.
    """
    lists = ReplacementLists(store).as_dict()
    write_json(lists, path)
    return sum(len(v) for v in lists.values())


__all__ = [
    "EDITOR_ROLES",
    "ImportReport",
    "ListValidationError",
    "Mention",
    "ReplacementLists",
    "export_json",
]
