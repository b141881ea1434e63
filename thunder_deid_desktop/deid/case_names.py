"""Names shared by the judgments of one case, for ``thunder-deid deidentify --case`` (issue 3, item 4).

Each document is analysed alone, so a person introduced in one judgment of a case ("보도방 운영자 구본철(별명
'꼬마')") and written only by the nickname in another ("꼬마 사장한테 전화를 돌리는") keeps the nickname there:
new-user trials of 2026-12-05 and 2026-12-06 left such names in the appeal or the civil judgment of a case whose
first judgment had them ("불곰 사장님이", "\"다온이가 줄 밑으로\"", "대니 씨도"). With ``--case`` the batch command
treats its inputs as the judgments of one case: the names, nicknames and ids accepted in any of them
(:func:`case_strings`) are searched in all (:func:`case_recurrence_spans`). Measured on the 96 judgments of the
24 new-user trials of 2026-12-06's night (U, V, W; README) at e5119c2: planted strings left 58 -> 47 of 4,823, kept
strings lost 250 -> 252 of 4,099 ("부총판", a trade term the model read as a name in one judgment, shared to two).

Only strings that :mod:`.recurrences` would search within one document are shared, with stricter gates, as the
other document never marked them: not judgment vocabulary (``common_words``, ``judgment_terms``) nor a role word;
a string that is a general noun of Mecab-ko ("꼬마", "나래") only with particles after it or a title, 씨/님 or the
vocative (never bare: "꼬마 둘이"); a string no rule found must be a span twice at least and at more than half of
its occurrences in the case (a rule reads its context). Offsets are Python ``str`` code points.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence

from thunder_deid_desktop.analysis.analyzer import NAME_LABELS, common_words, judgment_terms
from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
from thunder_deid_desktop.analysis.particles import ends_with_vowel, tail_after
from thunder_deid_desktop.analysis.roles import JOB_TITLES, is_role_mention
from thunder_deid_desktop.spans import Span

#: the labels whose strings are shared: persons, nicknames and accounts
SHARED_LABELS: frozenset[str] = NAME_LABELS | {"닉네임", "아이디"}
_HANGUL = re.compile(r"[가-힣]")
_LATIN = re.compile(r"[A-Za-z]")
#: how one calls a person after the name: 씨, 님, a title, a kin word, the vocative ("불곰 사장님이", "꼬마야")
_CALLED_AFTER = re.compile(
    r"[ ]?(?:씨|님|"
    + "|".join(sorted(JOB_TITLES, key=len, reverse=True))
    + r"|형|누나|언니|오빠|아저씨|이모|삼촌)"
    r"|[아야](?![가-힣])"
)


def case_strings(documents: Iterable[tuple[str, Sequence[Span]]]) -> dict[str, Span]:
    """The shared strings of the accepted spans of the judgments of one case: each string of a label of
    :data:`SHARED_LABELS` with two Hangul syllables or more or three Latin letters or more, no digit but in an id,
    not judgment vocabulary nor a role word (a Korean name the model read: shaped like a full name), that a rule
    found or that one document holds at least twice as a span; mapped to its best-scored span (its label is
    given to the new spans). A string no rule found must be a span at more than half of its occurrences in the
    case's texts ("유아풀" read as a name at 5 of its 11: a new-user trial of a pension's pool, 2026-12-06), and no
    compound of the Mecab-ko dictionary of four syllables or more ("수석부지회장", a union's office). ``documents``
    are (text, accepted spans) pairs."""
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound

    documents = list(documents)
    best: dict[str, Span] = {}
    counts: Counter[str] = Counter()
    ruled: set[str] = set()
    for _, spans in documents:
        for sp in spans:
            s = sp.text.strip()
            if sp.label not in SHARED_LABELS or s != sp.text:
                continue
            if not (len(_HANGUL.findall(s)) >= 2 or len(_LATIN.findall(s)) >= 3):
                continue
            if any(c.isdigit() for c in s) and sp.label != "아이디":
                continue
            if s in common_words() or s in judgment_terms() or is_role_mention(s):
                continue
            # a Korean person's name the model read must look like one ("박사후연구원" read as a name in one
            # judgment of a trial's case, 2026-12-06, would have been lettered in the others)
            if sp.label == "내국인이름" and sp.source != "rule" and not looks_like_korean_full_name(s):
                continue
            if len(s) >= 4 and _HANGUL.search(s) and is_dictionary_compound(s):
                continue
            counts[s] += 1
            if sp.source == "rule":
                ruled.add(s)  # a rule read the words around it
            if s not in best or sp.score > best[s].score:
                best[s] = sp
    occurrences = Counter({s: sum(text.count(s) for text, _ in documents) for s in best if s not in ruled})
    shared = {
        s: sp for s, sp in best.items() if s in ruled or (counts[s] >= 2 and counts[s] * 2 > occurrences[s])
    }
    # the given names of the case's Korean full names, one person's each ("다온" of 정다온: "\"다온이가 줄 밑으로"
    # in the appeal, a new-user trial of a pension's pool, 2026-12-06), searched with particles or a call only
    owners: dict[str, set[str]] = {}
    for full in shared:
        if shared[full].label == "내국인이름" and len(full) == 3 and _HANGUL.fullmatch(full[0]):
            owners.setdefault(full[1:], set()).add(full)
    for given, fulls in owners.items():
        if (
            len(fulls) == 1
            and given not in shared
            and given not in common_words()
            and given not in judgment_terms()
        ):
            if not is_role_mention(given):
                shared[given] = shared[next(iter(fulls))].with_(meta={GIVEN_NAME: True})
    return shared


#: the mark of a shared given name in its span's ``meta``: searched with particles or a call only
GIVEN_NAME = "case_given_name"


def case_recurrence_spans(text: str, spans: Sequence[Span], shared: dict[str, Span]) -> list[Span]:
    """The occurrences in ``text`` of the case's shared strings (:func:`case_strings`) that no span of ``spans``
    covers, as words of their own: no letter or digit right before; after them nothing, a character that is no
    letter or digit, particles only (:func:`~thunder_deid_desktop.analysis.particles.tail_after`), or how one calls
    a person (:data:`_CALLED_AFTER`). A general noun of Mecab-ko needs particles or a call after it. New spans
    with the shared span's label, score 0.7, source ``"propagation"``; sorted, none overlapping each other."""
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    taken = [(sp.start, sp.end) for sp in spans]
    out: list[Span] = []
    for s_text in sorted(shared, key=len, reverse=True):
        src = shared[s_text]
        general = bool(_HANGUL.search(s_text)) and is_general_noun(s_text)
        given = bool(src.meta.get(GIVEN_NAME))
        for m in re.finditer(re.escape(s_text), text):
            s, e = m.span()
            if s > 0 and (text[s - 1].isalnum() or text[s - 1] == "_"):
                continue
            if any(a < e and s < b for a, b in taken):
                continue
            after = text[e : e + 1]
            called = _CALLED_AFTER.match(text, e) is not None
            particles = after != "" and "가" <= after <= "힣" and tail_after(text, e, 6) == 0
            # (or the familiar 이 of a given name, then particles: "다온이가")
            familiar = after == "이" and not ends_with_vowel(s_text[-1]) and tail_after(text, e + 1, 6) == 0
            if after and (after.isalnum() or after == "_") and not (particles or called or familiar):
                continue
            if (general or given) and not (particles or called or familiar):
                continue
            out.append(Span(s, e, s_text, src.label, 0.7, "propagation"))
            taken.append((s, e))
    return sorted(out, key=lambda sp: sp.start)
