"""Which functional descriptors belong inside a span, per label, as the annotated data writes them.

A name and its descriptor ("제주" + "은행") are annotated two ways in the Thunder-DeID data: when the judgment
wrote the descriptor after the placeholder ("B은행") it is outside the span; when the placeholder stood for the
whole name ("B", filled with "제주은행") it is inside. The two look the same once filled, so the model can only
learn the more frequent one, and for a label where they are about equally frequent ("은행": 49 % inside) every
other name leaks its descriptor. Extending a span over the descriptor costs the descriptor's characters in
precision when the annotation leaves it out, and saves a leaked entity when it puts it in: worth doing for the
labels where "inside" is at least as frequent. This module measures that share on filled training documents;
the training command's final step offers the resulting table to the post-processing grid
(``extend_descriptors: by_label``) and the analyzer reads the chosen table from ``analyzer.json``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from training.dataset import Filled


def descriptor_counts(
    docs: Iterable[Filled], descriptors: Sequence[str]
) -> tuple[Counter[tuple[str, str]], Counter[tuple[str, str]]]:
    """Count, per ``(label, descriptor)``, the gold spans that end with the descriptor (after a non-empty name)
    and those that are directly followed by it in the text.

    ``descriptors`` should be longest first: the first one that matches a span is the one counted.
    Returns ``(inside, outside)``.
    """
    inside: Counter[tuple[str, str]] = Counter()
    outside: Counter[tuple[str, str]] = Counter()
    for doc in docs:
        for start, end, label in doc.spans:
            mention = doc.text[start:end]
            for d in descriptors:
                if len(mention) > len(d) and mention.endswith(d):
                    inside[(label, d)] += 1
                    break
                if doc.text.startswith(d, end):
                    outside[(label, d)] += 1
                    break
    return inside, outside


def descriptor_table(
    docs: Iterable[Filled],
    descriptors: Sequence[str],
    min_share: float = 0.45,
    min_count: int = 10,
) -> dict[str, list[str]]:
    """``{label: [descriptor, ...]}``: the descriptors a span of that label is extended over.

    A pair qualifies when it was seen at least ``min_count`` times and the share of spans that hold the descriptor
    is at least ``min_share``. Labels and their descriptors are sorted (a stable ``analyzer.json``).
    """
    inside, outside = descriptor_counts(docs, descriptors)
    table: dict[str, list[str]] = {}
    for key in sorted(set(inside) | set(outside)):
        n = inside[key] + outside[key]
        if n >= min_count and inside[key] / n >= min_share:
            table.setdefault(key[0], []).append(key[1])
    return table
