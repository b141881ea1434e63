"""Residual check: nothing that was meant to disappear may remain in the rendered text.

Two checks (issue 3, item 4):

1. **Strings**: for every replaced mention, its removed part (the name without a kept descriptor, the address
   below 시·군·구) and the other spellings of the same entity found by grouping (with/without spaces) are
   searched in the output; every occurrence is a ``residual`` warning with its output position (real leaks:
   none is merged or filtered, except an occurrence inside a placeholder the renderer wrote).  This also
   catches recurrences that the detector missed (an unaccepted "홍길동" elsewhere in the text).  An occurrence
   glued to further digits on a side where the string is a digit is another number ("202" in "2020"), not
   reported.
   Not searched: strings shorter than ``min_length`` code points (default 2: one syllable or letter occurs
   everywhere), a functional descriptor the policy keeps ("건설", "커피숍": "B건설" keeps it on purpose) and
   a string that is itself a placeholder or mask ("△△", "공소외 2": how the published text arrived).
   Not reported either: an occurrence that is only a piece of a longer text the policy keeps on purpose
   (:func:`kept_ranges`), another word than the one removed: the core "강남" of the station "강남역" (written
   "A역") inside

   * a kept mention ("서울 강남구" accepted as an address down to 시·군·구, a judge's name, a law firm), or
   * a 시·도 or 시·군·구 word of an address, which the policy keeps (its ``주소`` rule is ``address``): a word
     of the kept part of an address mention of the document, wherever it is written ("강남구에서"), or a word
     that :func:`~thunder_deid_desktop.deid.render.split_address` keeps after a 시·도 name ("서울 강남구").

   The string itself standing alone, with a particle or another ending ("강남", "강남에서", "강남역"), is
   reported, and so is a kept text or word equal to the string (a judge written like a party's name). A
   string of one or two Hangul syllables inside another word is not (:func:`_inside_another_word`: "하나" of
   하나은행 in "주장하나"), nor is a number of one or two digits ("17" of "17층").
   An occurrence of a string that is an ordinary word (:func:`ordinary_word_mention`: a whole replaced mention
   that is judgment vocabulary or a noun of the dictionary, and no plausible name; a number of four digits or
   fewer; a pronoun or a city left of a name whose descriptor was kept) gets the code ``residual-word`` instead: the word was most likely replaced where it should not have been (the model
   reading "국제결혼" or "웹서버" as a name), not left where it should have gone. Every helper of the new-user
   trials of 2026-12-06 said the warnings were mostly such words; the code lets a reviewer read the
   ``residual`` warnings, the likely leaks, first.
2. **Detector**: ``detect(rendering.text)`` is run (the real Analyzer in the CLI).  On a de-identified text
   it re-fires mostly on what is meant to be there, so a finding is a ``detected`` warning only when it has
   *content* (:func:`meaningful_hits`):

   * the parts of the finding inside a placeholder are ignored: the renderer's replacements, omission texts
     ("(주소 1 생략)", "계좌번호 1 생략"), role placeholders ("피고인 1", "공소외 2", "소외인"), ○/＊ masks
     and capital-letter codes ("A", "BF") — the last three are how published (law.go.kr) texts arrive;
   * what remains is split into words; a word counts only if it has at least ``min_length`` letters or
     digits after a trailing particle (조사) is cut, is not judgment vocabulary (``resources/common_words.txt``,
     the analyzer's list) nor a functional descriptor of the policy ("조합", "아파트"), and is not a bare
     number of fewer than 5 digits (dates, article and exhibit numbers: phone, account and registration
     numbers are longer);
   * findings the policy keeps as written (a court, a law firm, a judge or lawyer in context, or a label
     whose rule is ``keep``) and findings inside a kept mention are ignored;
   * findings with the same text are reported once (first position; the message gives the count), and a
     finding at a place already reported by check 1 is not repeated.

Warnings carry positions and entity ids, never the text itself, so they can be logged.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from thunder_deid_desktop.analysis.roles import ROLE_ALTERNATION
from thunder_deid_desktop.deid.policy import Policy, PolicyError, load_policy
from thunder_deid_desktop.deid.render import (
    SIDO_SHORT,
    DeidWarning,
    Rendering,
    _in_keep_context,
    _keep_text,
    split_address,
)
from thunder_deid_desktop.spans import Span

#: Placeholders already in a text or written by a policy: omission texts, role + number, masks, letter codes.
PLACEHOLDER = re.compile(
    r"\(?[가-힣A-Za-z·]+(?:[ ]?[0-9]+)?[ ]?생략\)?"
    rf"|(?:{ROLE_ALTERNATION})[ ]?[0-9]+(?![0-9])"
    r"|소외인|공소외인"
    r"|[○◯●□■△▲▽◇◆☆★◎※＊*]+"
    r"|(?<![A-Za-z])[A-Z]{1,2}(?![A-Za-z])"
)
#: Particles cut from the end of a word before it is judged (longest first).
_PARTICLES = tuple(
    sorted(
        "은 는 이 가 을 를 의 에 와 과 로 으로 에서 에게 께 도 만 나 이나 이며 며 부터 까지 처럼 보다 와의 과의 "
        "에는 에서는 으로는 로는 에게는 이다 였다 이었다 라는 이라는 인 적".split(),
        key=len,
        reverse=True,
    )
)
_WORD = re.compile(r"[가-힣A-Za-z0-9]+(?:[-.][0-9]+)*")  # "010-1234-5678" is one word
#: A 시·도 name that opens an address in running text: short ("서울"), 특별시/광역시/특별자치시·도, or one of
#: the nine provinces ("경기도", "충청남도"). Stricter than ``split_address``'s reading of any word of three
#: syllables or more ending in 도, so that a name such as "김영도" opens no address.
_SIDO_ANCHOR = re.compile(
    rf"(?<![가-힣])(?:{'|'.join(sorted(SIDO_SHORT, key=len, reverse=True))}"
    r"|[가-힣]+(?:특별시|광역시|특별자치시|특별자치도)"
    r"|(?:경기|강원|충청[남북]|전라[남북]|경상[남북]|제주)도)(?=[ \t])"
)
#: Code points read after a 시·도 name for the rest of its kept part (at most three words: ample).
_ADDRESS_WINDOW = 120
_NUMBER = re.compile(r"[0-9]+(?:[-.][0-9]+)*")


#: the end of a public body's name, which the court keeps ("대구지방법원", "부천지원", "부천소사경찰서")
_PUBLIC_BODY_END = re.compile(
    r"(?:법원|지원|검찰청|지청|경찰서|소방서|세무서|교도소|구치소|시청|구청|군청|도청|교육청|군수|구청장|도지사|교육감)$"
)


def _public_place(out: str, start: int, end: int) -> bool:
    """Whether the occurrence ``out[start:end]`` of a secret is a place name the court keeps on purpose: a 시·도
    as a word ("대구" of "대구 중구", not of "대구은행"), a 시·군·구 written with its unit ("부천" of "부천시 원미구")
    or the start of a public body's name ("대구지방법원", "부천지원에서"). The secret came from a replaced name
    that holds the place's name ("대구은행", "부천역"): a new-user trial (2026-12-03) counted 13 such warnings
    among 21."""
    from thunder_deid_desktop.analysis.analyzer import is_province
    from thunder_deid_desktop.analysis.particles import hangul_word_end, particle_tail_start

    if start > 0 and "가" <= out[start - 1] <= "힣":
        return False  # inside a longer word
    word = out[start : hangul_word_end(out, start)]
    word = word[: particle_tail_start(word)] or word  # the word it starts, its particles cut
    if end > start + len(word):
        return False  # more than one word ("부산광역시 해운대구 우동"): not one place name
    if is_province(word):  # "대구", "대구광역시"; not "대구은행" left as written
        return True
    if len(word) == end - start + 1 and word[-1] in "시군구":
        return True
    return len(word) > end - start and _PUBLIC_BODY_END.search(word) is not None


def _inside_another_word(out: str, start: int, end: int, descriptors: set[str]) -> bool:
    """Whether the occurrence ``out[start:end]`` of a secret of one or two Hangul syllables is a piece of another
    word: a Hangul syllable right before it ("하나" of 하나은행 in "주장하나"), or after it more than particles
    and a descriptor the policy keeps ("부산" of 부산은행 in "법무법인 부산종합"; "부산은행" and "부산에서" are
    reported). Two new-user trials (2026-12-03) counted four such false warnings. Longer secrets are always
    reported."""
    from thunder_deid_desktop.analysis.particles import hangul_word_end, particle_tail_start

    secret = out[start:end]
    if len(secret) > 2 or not all("가" <= c <= "힣" for c in secret):
        return False
    if start > 0 and "가" <= out[start - 1] <= "힣":
        return True
    rest = out[end : hangul_word_end(out, end)]
    if not rest or particle_tail_start(rest) == 0:
        return False
    return not any(rest.startswith(d) and particle_tail_start(rest[len(d) :]) == 0 for d in descriptors)


def ordinary_word_mention(mention: str, secret: str, label: str) -> bool:
    """Whether a replaced mention is an ordinary word rather than a name: nothing of it was kept (``secret`` is
    the whole ``mention``, so no descriptor such as the 식당 of "나리식당", whose "나리" is a real name's part),
    it is judgment vocabulary (:func:`~thunder_deid_desktop.analysis.analyzer.not_list_names`), a general noun
    of the Mecab-ko dictionary or a compound of such nouns without affixes ("국제결혼"; not "라발스", a made-up
    business name of the validation split that Mecab reads as a noun and a suffix), and, for a person's label,
    it has three or more syllables and is no Korean full name (a two-syllable given name such as "하늘" or
    "한결" is also a word, and a leak of it is a real one).

    So is a number of four digits or fewer (a year or a building's number replaced once is written in dates and
    case numbers: new-user trials of 2026-12-07 saw "2023" and "512" of "2023고합512" reported as likely leaks),
    and a mention other than a person's whose removed part, its descriptor kept, is a pronoun, a numeral, a
    determiner, an adverb or a city's stem (:func:`_function_word`: "우리" of "우리은행"; a person called "한결"
    is a person).

    Args:
        mention: the accepted span's text; secret: what of it was removed; label: its fine label.
    """
    from thunder_deid_desktop.analysis.analyzer import NAME_LABELS, not_list_names
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, is_general_noun

    word = mention.strip()
    if word != secret.strip() and label not in NAME_LABELS and _function_word(secret.strip()):
        return True  # "우리" of 우리은행: its other occurrences are the pronoun
    # "2023" replaced once, then found in every date and case number; "512" of 512동 in 2023고합512
    if secret.strip().isdigit() and len(secret.strip()) <= 4:
        return True
    if not word or word != secret.strip() or not all("가" <= c <= "힣" for c in word):
        return False
    if label in NAME_LABELS and (len(word) < 3 or looks_like_korean_full_name(word)):
        return False
    return word in not_list_names() or is_general_noun(word) or is_dictionary_compound(word, affixes=False)


def _function_word(word: str) -> bool:
    """Whether Mecab-ko reads ``word`` as one pronoun, numeral, determiner or adverb ("우리", "하나", "그"), or it is
    the stem of a city or county the court keeps ("천안" of 천안역): what remains of a name whose descriptor was kept
    ("우리은행" -> "A은행") and is written elsewhere as that word is no leak (new-user trials of 2026-12-07 saw
    "우리 두부는" and "천안에서" reported as original strings left)."""
    from thunder_deid_desktop.analysis.addresses import CITY_STEMS
    from thunder_deid_desktop.analysis.tokenizer import morphemes

    if word in CITY_STEMS:
        return True
    parsed = morphemes(word) if word and all("가" <= c <= "힣" for c in word) else []
    return len(parsed) == 1 and parsed[0][2] == word and parsed[0][3] in ("NP", "NR", "MM", "MAG", "MAJ")


def _variants(s: str) -> set[str]:
    compact = re.sub(r"\s+", "", s)
    return {s.strip(), compact}


def residual_check(
    original_text: str,
    rendering: Rendering,
    accepted_spans: Sequence[Span],
    detect: Callable[[str], list[Span]] | None = None,
    min_length: int = 2,
    policy: Policy | None = None,
) -> list[DeidWarning]:
    """Warnings for original strings left in ``rendering.text`` and for what ``detect`` still finds there.

    Args:
        original_text: the text that was rendered.
        rendering: the result of :func:`~thunder_deid_desktop.deid.render.render`.
        accepted_spans: the spans that were accepted (mentions dropped as overlaps are checked too).
        detect: optional detector, text -> spans.
        min_length: shortest string searched, and fewest letters/digits a finding must keep (code points).
        policy: the policy rendered with, for what it keeps as written; default: the policy named in
            ``rendering.policy`` when it is a shipped one.

    Returns:
        Warnings sorted by output position; empty when the output is clean.
    """
    if policy is None:
        try:
            policy = load_policy(rendering.policy) if rendering.policy else None
        except PolicyError:
            policy = None
    kept_words = set(policy.descriptors) if policy is not None else set()

    def searched(s: str) -> bool:  # a descriptor the policy keeps, or a mask/placeholder, is no secret
        # nor a number of one or two digits ("17" of "17층" -> "X층" is in every date: a new-user trial,
        # 2026-12-03, saw it reported at "2025. 1. 17.")
        short_number = s.isdigit() and len(s) < 3
        return (
            len(s) >= min_length and s not in kept_words and not PLACEHOLDER.fullmatch(s) and not short_number
        )

    warnings: list[DeidWarning] = []
    by_pos = {(m.span.start, m.span.end): m for m in rendering.mentions}
    entity_of = {(m.start, m.end): e for e in rendering.entities for m in e.mentions}
    secrets: dict[str, str | None] = {}
    ordinary: dict[str, bool] = {}  # a secret is an ordinary word only when every mention it came from is one

    def add(s: str, eid: str | None, mention: Span, secret: str) -> None:
        if searched(s):
            secrets.setdefault(s, eid)
            word = ordinary_word_mention(mention.text, secret, mention.label)
            ordinary[s] = ordinary.get(s, True) and word

    for span in accepted_spans:
        rm = by_pos.get((span.start, span.end))
        ent = entity_of.get((span.start, span.end))
        if ent is not None and ent.kept:
            continue
        if rm is not None and rm.replacement is None:
            continue
        secret = rm.secret if rm is not None else span.text
        for s in _variants(secret):
            add(s, ent.id if ent else None, span, secret)
    if ent_list := rendering.entities:
        for ent in ent_list:
            if ent.kept:
                continue
            for m in ent.mentions:
                rm = by_pos.get((m.start, m.end))
                if rm is not None and rm.replacement is not None:
                    for s in _variants(rm.secret):
                        add(s, ent.id, m, rm.secret)
    out = rendering.text
    written = [(r.start, r.end) for r in rendering.replacements]
    kept = kept_ranges(rendering, policy)
    seen: set[tuple[int, int]] = set()
    for s, eid in sorted(secrets.items(), key=lambda kv: (-len(kv[0]), kv[0])):
        start = out.find(s)
        while start >= 0:
            key = (start, start + len(s))
            inside = any(a <= key[0] and key[1] <= b for a, b in [*seen, *written])
            # a piece of a longer text kept on purpose ("강남" of "강남역" inside the kept "강남구") is another word
            in_kept = any(a <= key[0] and key[1] <= b and b - a > len(s) for a, b in kept)
            if (
                not inside
                and not in_kept
                and not _part_of_longer_number(out, s, *key)
                and not _public_place(out, *key)
                and not _inside_another_word(out, *key, kept_words)
            ):
                seen.add(key)
                if ordinary.get(s):
                    code = "residual-word"
                    message = (
                        f"an ordinary word replaced as {eid or 'a span'} remains in the output: "
                        "check whether replacing it was needed"
                    )
                else:
                    code, message = (
                        "residual",
                        f"an original string of {eid or 'a span'} remains in the output",
                    )
                warnings.append(DeidWarning(code, message, key[0], key[1], eid))
            start = out.find(s, start + 1)
    if detect is not None:
        for sp, count in meaningful_hits(rendering, detect(out), policy, min_length):
            if any(a <= sp.start and sp.end <= b for a, b in seen):
                continue  # already a residual warning
            if _public_place(out, sp.start, sp.end):
                continue  # "수영" of "수영경찰서": a body the court keeps, whatever the detector calls it
            more = f" ({count} occurrences of the same text)" if count > 1 else ""
            warnings.append(
                DeidWarning("detected", f"the detector still finds a {sp.label} span{more}", sp.start, sp.end)
            )
    warnings.sort(key=lambda w: (w.start if w.start is not None else -1, w.code))
    return warnings


def kept_ranges(rendering: Rendering, policy: Policy | None = None) -> list[tuple[int, int]]:
    """The places of ``rendering.text`` that hold text the policy keeps on purpose (check 1 does not report a
    string found strictly inside one of them; see the module docstring).

    Args:
        rendering: the result of :func:`~thunder_deid_desktop.deid.render.render`.
        policy: the policy rendered with; the address words are only kept ranges when its ``주소`` rule is
            ``address`` (시·도 and 시·군·구 stay). ``None``: kept mentions only.

    Returns:
        ``(start, end)`` output offsets (code points of ``rendering.text``, end exclusive), unsorted, possibly
        overlapping: every kept mention (``replacement`` ``None``), with surrounding blanks left out, and every
        single 시·도 / 시·군·구 word of an address (a word is a run of Hangul syllables; a particle after it is
        not part of it).
    """
    out = rendering.text
    ranges: list[tuple[int, int]] = []
    for m in rendering.mentions:
        if m.replacement is None and m.end > m.start:
            lead = len(out[m.start : m.end]) - len(out[m.start : m.end].lstrip())
            trail = len(out[m.start : m.end]) - len(out[m.start : m.end].rstrip())
            ranges.append((m.start + lead, m.end - trail))
    if policy is None or policy.rule_for("주소").action != "address":
        return ranges
    # words of the kept part of the document's address mentions, wherever they are written
    words: set[str] = set()
    for m in rendering.mentions:
        sp = m.span
        if policy.rule_for(sp.label, sp.tier3, sp.tier2, sp.tier1).action == "address":
            words.update(w for w in split_address(sp.text)[0].split() if len(w) >= 2)
    if words:
        alternation = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
        for found in re.finditer(rf"(?<![가-힣])(?:{alternation})", out):
            ranges.append(found.span())
    # addresses in running text: the words split_address keeps after a 시·도 name ("서울 강남구 테헤란로")
    for anchor in _SIDO_ANCHOR.finditer(out):
        window = out[anchor.start() : anchor.start() + _ADDRESS_WINDOW].split("\n", 1)[0]
        if len(window) == _ADDRESS_WINDOW:  # no word cut in two at the window's end
            window = window[: window.rfind(" ") + 1] or window
        prefix, _below = split_address(window)
        for word in re.finditer(r"\S+", prefix):
            ranges.append((anchor.start() + word.start(), anchor.start() + word.end()))
    return ranges


def _part_of_longer_number(out: str, secret: str, start: int, end: int) -> bool:
    """True when a found ``secret`` that begins or ends with a digit continues into other digits on that side: the
    unit number "202" inside the year "2020" is another number, not a residue."""
    return (secret[0].isdigit() and start > 0 and out[start - 1].isdigit()) or (
        secret[-1].isdigit() and end < len(out) and out[end].isdigit()
    )


def _content_words(text: str, policy: Policy | None, min_length: int) -> list[str]:
    """The words of ``text`` (a detector finding with the placeholders blanked) that may still be personal
    information: not judgment vocabulary, a functional descriptor of ``policy``, a title or a person word written
    after a letter ("R 기관장", "'M 반장'", "P 여사": helpers of a new-user trial, 2026-12-07, called such findings
    noise), a 시·군·구 the court keeps ("고성군 C"), or a number of fewer than five digits."""
    from thunder_deid_desktop.analysis.addresses import is_known_district
    from thunder_deid_desktop.analysis.analyzer import common_words, is_province, title_words

    vocab = common_words()
    titles = title_words()
    descriptors = set(policy.descriptors) if policy is not None else set()
    out = []
    for m in _WORD.finditer(text):
        word = m.group(0)
        stem = word
        for p in _PARTICLES:
            if len(word) > len(p) and word.endswith(p):
                stem = word[: -len(p)]
                break
        if len(stem) < min_length or word in vocab or stem in vocab or stem in descriptors:
            continue
        if stem in titles or is_known_district(stem) or is_province(stem):
            continue
        if _NUMBER.fullmatch(stem) and sum(c.isdigit() for c in stem) < 5:
            continue
        out.append(word)
    return out


def meaningful_hits(
    rendering: Rendering, hits: Sequence[Span], policy: Policy | None = None, min_length: int = 2
) -> list[tuple[Span, int]]:
    """The detector findings on ``rendering.text`` worth a reviewer's look (see the module docstring, check 2).

    Args:
        rendering: the rendering the detector ran on.
        hits: spans found in ``rendering.text`` (output offsets).
        policy: for the categories kept as written; ``None`` skips that filter.
        min_length: fewest letters/digits a content word must have.

    Returns:
        ``(first finding, number of findings with the same text)`` in order of first position.
    """
    out = rendering.text
    masked = bytearray(len(out))
    for r in rendering.replacements:
        masked[r.start : r.end] = b"\x01" * (r.end - r.start)
    for m in PLACEHOLDER.finditer(out):
        masked[m.start() : m.end()] = b"\x01" * (m.end() - m.start())
    kept = [(m.start, m.end) for m in rendering.mentions if m.replacement is None]
    first: dict[str, Span] = {}
    count: dict[str, int] = {}
    for sp in sorted(hits, key=lambda s: s.start):
        if any(a <= sp.start and sp.end <= b for a, b in kept):
            continue
        rule = policy.rule_for(sp.label, sp.tier3, sp.tier2, sp.tier1) if policy is not None else None
        if policy is not None and (
            rule.action == "keep"
            or _keep_text(sp, policy)
            or _in_keep_context(out, sp, policy)
            # an address down to 시·군·구 only, which the policy keeps ("부산광역시 해운대구": a new-user trial)
            or (rule.action == "address" and not split_address(sp.text)[1].strip())
        ):
            continue
        residue = "".join(
            ch if not masked[i] else " " for i, ch in enumerate(out[sp.start : sp.end], sp.start)
        )
        if not _content_words(residue, policy, min_length):
            continue
        key = sp.text.strip()
        count[key] = count.get(key, 0) + 1
        first.setdefault(key, sp)
    return [(sp, count[key]) for key, sp in first.items()]
