"""Text that a publisher has already de-identified, and the analyzer step that keeps it out of the spans.

Judgments published on law.go.kr are already de-identified: names are masked with symbols ("◇◇동 아파트",
"△△개발", "○○"), and other identifiers are replaced by an omission text in brackets ("(상호명 생략)커피숍",
"(주소 생략)").  The model, trained on placeholder-filled excerpts, reads some of these as fresh PII and the
renderer would then replace a mask with a letter ("◇◇동(상호명 생략)커피숍" → "◇◇F(G 생략)H").
:func:`drop_masked_spans` removes, from model and propagation spans:

* a span overlapping an omission text ``(<words>[ <number>] 생략)`` — the omission is already the replacement;
* a span that starts right after an omission text: the descriptor of the masked name ("커피숍" in
  "(상호명 생략)커피숍"), which is not personal information on its own;
* a span that holds or directly follows mask symbols and, once they are taken out, keeps fewer than two
  letters or digits ("◇◇동", "○○", the "동" of "◇◇동"), or only a functional descriptor with at most two
  syllables before it ("△△개발", "□□종합건설": the name is masked, the descriptor is kept by the court rules);
* a span that holds mask symbols and no digit besides them ("☆☆☆응용과학", "Conservatorium △△△", "북아현 ○"):
  the publisher masked the entity, and what is left is its descriptor or the words around it. A number next to a
  mask stays a span ("○○동 101호": the unit number is not masked). On the 60 published judgments of
  precedent_kr this took 2,733 spans to 2,664, with no change on the validation split (2026-12-01).

Textbook pseudonyms (갑남을녀, 甲男乙女: "갑남", "을녀", "병녀") are such masks too, where a document uses two or
more of them: a published judgment wrote "병녀는 갑남의 친생추정을 받는" and the model marked 40 of these (2026-12-02).
One alone is left to the model ("정남" is also a given name).

Rule spans (checksum-validated numbers) are never dropped: a masked name next to a real account number still
leaves the number to be found.  Offsets are Python ``str`` code points.
"""

from __future__ import annotations

import re

from thunder_deid_desktop.spans import Span

#: The mask symbols of published judgments (대법원 판결서 비실명처리 practice: ○, △, □, ◇, ☆ …; the corpus also
#: masks places with ♡ and ◁: "♡♡시", "◁◁시")
MASK_SIGNS = "○◯●□■△▲▽◇◆☆★◎※＊♡◁▷"
#: One run of mask symbols as published.
MASK = re.compile(f"[{MASK_SIGNS}]+")
#: An omission text: "(상호명 생략)", "(주소 1 생략)", "(계좌번호 생략)".
OMISSION = re.compile(r"\([가-힣A-Za-z·]+(?:[ ]?[0-9]+)?[ ]?생략\)")
#: A textbook pseudonym (갑남을녀): a cyclic sign (갑을병정) and 남 or 녀, not inside a longer Hangul word.
STOCK_PSEUDONYM = re.compile(r"(?<![가-힣])[갑을병정][남녀](?=[^가-힣]|$|[은는이가을를의과와도만에])")
_ALNUM = re.compile(r"[0-9A-Za-z가-힣]")
_DIGIT = re.compile(r"[0-9]")


def drop_masked_spans(spans: list[Span], text: str, descriptors: tuple[str, ...] = ()) -> list[Span]:
    """``spans`` without the model/propagation spans that only restate already de-identified text (see module
    docstring); order is preserved, rule spans are kept. ``descriptors``: functional descriptors ("건설",
    "아파트"; the analyzer passes the court policy's list)."""
    omissions = [(m.start(), m.end()) for m in OMISSION.finditer(text)]
    stock = [(m.start(), m.end()) for m in STOCK_PSEUDONYM.finditer(text)]
    if len({text[a:b] for a, b in stock}) >= 2:  # "갑남과 을녀": the document uses the textbook pseudonyms
        omissions += stock
    ends = {b for _, b in omissions}
    out: list[Span] = []
    for sp in spans:
        if sp.source in ("model", "propagation"):
            if sp.start in ends or any(a < sp.end and sp.start < b for a, b in omissions):
                continue
            inside = MASK.search(sp.text)
            masked = inside or (sp.start > 0 and MASK.match(text, sp.start - 1))
            rest = "".join(_ALNUM.findall(MASK.sub("", sp.text)))
            if masked and (
                len(rest) < 2
                or any(rest.endswith(d) and len(rest) - len(d) <= 2 for d in descriptors)
                or (inside and not _DIGIT.search(rest))
            ):
                continue
        out.append(sp)
    return out
