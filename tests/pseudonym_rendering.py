"""Rendering helpers shared by the pseudonym tests (test_pseudonym_realism, test_pseudonym_pools)."""

from __future__ import annotations

import re

from thunder_deid_desktop.deid import load_policy, render
from thunder_deid_desktop.deid.render import Rendering
from thunder_deid_desktop.spans import make_span
from thunder_deid_desktop.taxonomy import get_taxonomy

POLICY = load_policy("pseudonym")


def render_all(text: str, items: list[tuple[str, str]]) -> Rendering:
    """The pseudonym rendering of ``text`` with every occurrence of each (surface, label) as a span."""
    spans = []
    for surface, label in items:
        for m in re.finditer(re.escape(surface), text):
            spans.append(get_taxonomy().annotate(make_span(text, m.start(), m.end(), label)))
    return render(text, spans, POLICY)


def replacement_of(rendering: Rendering, surface: str) -> str:
    """The replacement the rendering gave the mention whose original text is ``surface``."""
    return next(m.replacement for m in rendering.mentions if m.span.text == surface)
