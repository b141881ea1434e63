"""The one contract between components: a labelled character span of a document's text.

Offsets are Python ``str`` code points into ``Document.text``, end exclusive, and
``text[span.start:span.end] == span.text`` always (design card, "Contracts").
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import Literal

Source = Literal["model", "rule", "propagation", "user"]


@dataclass(frozen=True, slots=True)
class Span:
    """A predicted or accepted PII span.

    Attributes:
        start: first code point (inclusive).
        end: last code point (exclusive); ``end > start``.
        text: the covered text, ``document_text[start:end]``.
        label: fine label (one of the taxonomy's fine labels, e.g. ``"내국인이름"``).
        score: confidence in [0, 1]; rules give their fixed confidence.
        source: ``"model"``, ``"rule"``, ``"propagation"`` (a recurrence of a detected string) or ``"user"``.
        tier3, tier2, tier1: taxonomy nodes of ``label`` (filled by :func:`with_tiers`); tier1 is
            ``"direct"`` or ``"quasi"``.
    """

    start: int
    end: int
    text: str
    label: str
    score: float = 1.0
    source: Source = "model"
    tier3: str = ""
    tier2: str = ""
    tier1: str = ""
    meta: dict = field(default_factory=dict, compare=False, hash=False)

    def __post_init__(self) -> None:
        if not (0 <= self.start < self.end):
            raise ValueError(f"bad span offsets {self.start}..{self.end}")
        if len(self.text) != self.end - self.start:
            raise ValueError("span text length does not match its offsets")

    @property
    def length(self) -> int:
        """Number of code points covered."""
        return self.end - self.start

    def overlaps(self, other: Span) -> bool:
        """True when the two half-open intervals share at least one code point."""
        return self.start < other.end and other.start < self.end

    def to_json(self) -> dict:
        """The CLI's JSON shape: start, end, text, label, tier3, tier2, tier1, score, source."""
        d = asdict(self)
        d.pop("meta")
        d["score"] = round(float(self.score), 4)
        return {
            k: d[k] for k in ("start", "end", "text", "label", "tier3", "tier2", "tier1", "score", "source")
        }

    def with_(self, **changes) -> Span:
        """A copy with ``changes`` applied (dataclasses.replace)."""
        return replace(self, **changes)


def make_span(
    text: str, start: int, end: int, label: str, score: float = 1.0, source: Source = "model"
) -> Span:
    """Build a :class:`Span` over ``text[start:end]``.

    Raises:
        ValueError: offsets outside ``text`` or empty.
    """
    if end > len(text):
        raise ValueError(f"span end {end} beyond text length {len(text)}")
    return Span(start, end, text[start:end], label, score, source)


#: blanks other than the space that court documents use inside lines: the ideographic space U+3000 of letter-spaced
#: headers ("검　　　사　문태식(기소)", as word processors export them: 40 of the 5,000 published judgments of the
#: corpus hold one)
_OTHER_BLANKS = str.maketrans({"\u3000": " "})


def read_blanks(text: str) -> str:
    """``text`` with each ideographic space (U+3000) read as a space, one code point for one, so that offsets are
    unchanged: the rules' patterns write blanks as spaces (a new-user trial of a gym's fraud, 2026-12-06, saw
    the prosecutors of "검　　　사　문태식(기소), 강수정(공판)" lettered, which "검    사" keeps)."""
    return text.translate(_OTHER_BLANKS) if "\u3000" in text else text


def own_texts(text: str, read: str, spans: list[Span]) -> list[Span]:
    """``spans`` found on ``read`` (:func:`read_blanks` of ``text``) with their texts taken from ``text``."""
    if read is text:
        return spans
    return [
        sp if text[sp.start : sp.end] == sp.text else sp.with_(text=text[sp.start : sp.end]) for sp in spans
    ]
