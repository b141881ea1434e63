"""Build ``resources/common_words.txt`` and ``resources/judgment_terms.txt``: Hangul words of published judgments.

Published judgments (precedent_kr corpus, law.go.kr) are already de-identified, so a word found in many of them is
vocabulary of judgments, not a party's name.

``common_words.txt``: words in at least ``--min-df`` of the judgments ("항소이유", "공소외인", "당심"). A "word" is
the start of a run of Hangul syllables (an 어절 without its punctuation), 2 to 8 syllables long, so that the stem of
an inflected or particle-bearing word counts too ("합의서를" gives "합의서"; "권고형의" gives "권고", "권고형").
The analyzer drops a person-name span whose whole text is such a word, and uses the list in several rules. The
default share, 1 %, is the measured choice: 0.2 % also caught "양형기준상" and "양도대금" in the bundled judgment,
but took two-syllable names ("박찬", "김의") off the validation split (entity leak 5.15 % -> 5.29 %, 2026-11-30).
Names that published judgments leave unmasked (judges, prosecutors, lawyers: :func:`unmasked_names`) are left out of
both lists since 2026-12-01: "이상훈" or "김소영" is a justice's name in dozens of judgments, and a party with the
same name must still be found.

``judgment_terms.txt``: word starts of 3 to 5 syllables in at least ``--terms-min-docs`` judgments (5 of 5,000 by
default: the terms of one field, "신청지", "고속국도", "유권자"), without the unmasked names and without words
Mecab-ko tags as a person's name (NNP 인명). The analyzer
drops a person-name model span of 3 to 5 syllables whose whole text is such a term. Measured 2026-12-01: no
change on the validation split at 5 documents, 198 fewer spans on the 60 published judgments of precedent_kr; at
3 documents a real name ("김승주") was dropped and the entity leak rose 4.75 % -> 4.89 %.

``name_like_terms.txt``: the other side of that filter: 3-syllable names as the free-name rule reads them
(:func:`dictionary_name`: Mecab-ko's person name after a surname, with only particles after it) in at least
``--name-like-min-docs`` judgments (3 by default), again without the unmasked names: "이유로", "유인하",
"유효성", "양도일", "신규성", "강서구", "마사지" (2026-12-04: 351 of them; at 2 judgments 638, the added ones
mostly prosecutors' and witnesses' names). :func:`.free_names.particle_name_spans`, which takes a dictionary
name with a particle anywhere in a judgment, skips them; at 3 documents the list holds a few real names too (public figures such as "노무현", and
common ones such as "김성현"), which only that rule then leaves to the model and the other rules.

Usage: ``python tools/build_common_words.py [--min-df 0.01] [--terms-min-docs 5] [--name-like-min-docs 3]``.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

#: a name that published judgments leave unmasked: after a judge's, a prosecutor's or a lawyer's title, at the end
#: of a line or before a comma, a bracket or "외" (the signature lines, "소송대리인 변호사 김우찬 외 1인")
UNMASKED_NAME = re.compile(
    r"(?:판사|대법관|재판장|주심|재판관|변호사|검사)[ \t]+([가-힣]{2,4})(?=[ \t]*(?:$|[,)(]|외[ \t]))",
    re.MULTILINE,
)
#: a signature line of several judges: "대법관 노태악(재판장) 서경환 신숙희(주심) 노경필", "판사 김철수 이영희"
SIGNATURE_LINE = re.compile(
    r"^[ \t]*(?:재판장[ \t]+)?(?:대법관|판사|재판관)((?:[ \t]+[가-힣]{2,4}(?:\((?:재판장|주심)\))?)+)[ \t]*$",
    re.MULTILINE,
)


def unmasked_names(text: str, surnames: frozenset[str], general_noun) -> set[str]:
    """Names that ``text`` (a published judgment) leaves unmasked: judges', prosecutors' and lawyers' names of
    :data:`UNMASKED_NAME` and :data:`SIGNATURE_LINE`, kept when they have 2-3 syllables starting with a common
    surname (or 4 starting with a two-syllable one) and are not a general noun (``general_noun``: "신청")."""
    found = set(UNMASKED_NAME.findall(text))
    for line in SIGNATURE_LINE.findall(text):
        found.update(re.findall(r"[가-힣]{2,4}", re.sub(r"\((?:재판장|주심)\)", " ", line)))
    return {
        w for w in found if ((len(w) <= 3 and w[:1] in surnames) or w[:2] in surnames) and not general_noun(w)
    }


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument(
        "--min-df", type=float, default=0.01, help="share of judgments a common word must occur in"
    )
    ap.add_argument(
        "--terms-min-docs", type=int, default=5, help="judgments a 3-5 syllable term must occur in"
    )
    ap.add_argument(
        "--name-like-min-docs",
        type=int,
        default=3,
        help="judgments a 3-syllable word Mecab-ko reads as a name must occur in",
    )
    ap.add_argument("--out", default=str(ROOT / "resources" / "common_words.txt"))
    ap.add_argument("--terms-out", default=str(ROOT / "resources" / "judgment_terms.txt"))
    ap.add_argument("--name-like-out", default=str(ROOT / "resources" / "name_like_terms.txt"))
    args = ap.parse_args()
    import mecab

    from thunder_deid_desktop.analysis.tokenizer import is_general_noun
    from thunder_deid_desktop.lists.validation import common_surnames
    from training.corpus import corpus_texts

    surnames = common_surnames()  # a name starts with one ("검사 결과," is no name)
    df: Counter[str] = Counter()
    name_df: Counter[str] = (
        Counter()
    )  # judgments where a word reads as a dictionary name (name_like_terms.txt)
    names: set[str] = set()
    n = 0
    run = re.compile(r"[가-힣]{2,}")
    for text in corpus_texts():
        n += 1
        words = set(run.findall(text))
        df.update({w[:k] for w in words for k in range(2, min(len(w), 8) + 1)})
        name_df.update({name for w in words if (name := dictionary_name(w))})
        names.update(unmasked_names(text, surnames, is_general_noun))
    keep = sorted(w for w, c in df.items() if c >= args.min_df * n and w not in names)
    header = (
        f"# Hangul words and word starts (2-8 syllables) in >= {args.min_df:.1%} of {n} published judgments"
        " (precedent_kr corpus, law.go.kr);\n"
        "# built by tools/build_common_words.py. A person-name span equal to one of them is dropped.\n"
    )
    Path(args.out).write_text(header + "\n".join(keep) + "\n", encoding="utf-8")
    print(f"{len(keep)} words from {n} judgments -> {args.out}")

    tagger = mecab.MeCab()  # python-mecab-ko's public parser: its features name the semantic class
    terms = sorted(
        w
        for w, c in df.items()
        if 3 <= len(w) <= 5 and c >= args.terms_min_docs and w not in names and not is_person_name(tagger, w)
    )
    header = (
        f"# Hangul word starts (3-5 syllables) in >= {args.terms_min_docs} of {n} published judgments"
        " (precedent_kr corpus, law.go.kr),\n"
        "# without names written after a judge's or lawyer's title and without Mecab-ko person names;\n"
        "# built by tools/build_common_words.py. A person-name model span equal to one of them is dropped.\n"
    )
    Path(args.terms_out).write_text(header + "\n".join(terms) + "\n", encoding="utf-8")
    print(f"{len(terms)} terms -> {args.terms_out} ({len(names)} unmasked names left out)")

    name_like = sorted(w for w, c in name_df.items() if c >= args.name_like_min_docs and w not in names)
    header = (
        f"# Hangul word starts of 3 syllables in >= {args.name_like_min_docs} of {n} published judgments"
        " (precedent_kr corpus, law.go.kr)\n"
        "# that Mecab-ko reads as a person's name and that start with a common surname, without names written after\n"
        "# a judge's or lawyer's title; built by tools/build_common_words.py. The rule that takes a dictionary name\n"
        "# with a particle anywhere in a judgment (analysis/free_names.py) skips them.\n"
    )
    Path(args.name_like_out).write_text(header + "\n".join(name_like) + "\n", encoding="utf-8")
    print(f"{len(name_like)} name-like terms -> {args.name_like_out}")
    return 0


@cache
def dictionary_name(word: str) -> str | None:
    """The 3-syllable name that starts ``word`` as :func:`.free_names.particle_name_spans` reads it (Mecab-ko's
    person name, a surname of :data:`.names.SURNAMES` first, only particles after it: "유인하" of "유인하는"), or
    ``None``; the 3-syllable start alone read as one name counts too ("이유로" of "이유로서")."""
    from thunder_deid_desktop.analysis.names import SURNAMES
    from thunder_deid_desktop.analysis.tokenizer import person_name_end

    if len(word) < 3 or word[0] not in SURNAMES:
        return None
    if person_name_end(word) == 3 or (len(word) > 3 and person_name_end(word[:3]) == 3):
        return word[:3]
    return None


def is_person_name(tagger, word: str) -> bool:
    """Whether mecab-ko-dic reads ``word`` as one morpheme of the semantic class 인명 (a person's name);
    ``tagger`` is a ``mecab.MeCab()``."""
    morphemes = tagger.parse(word)
    return len(morphemes) == 1 and morphemes[0].surface == word and morphemes[0].feature.semantic == "인명"


if __name__ == "__main__":
    sys.exit(main())
