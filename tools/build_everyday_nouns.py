"""Build ``resources/everyday_nouns.txt``: two-syllable general nouns that published judgments write as words.

Mecab-ko-dic tags many given names as general nouns (NNG): "수아", "은비", "영호", "민정", "경숙" read exactly as
"가을", "하늘" or "보람" do. A given name written bare ("어머님, 수아 좀 설득해 주세요") was therefore read as the
word and left (a new-user trial of stalking judgments, 2026-12-05, left "수아" three times beside 채수아). What
separates the two is use: published judgments (precedent_kr corpus, law.go.kr, already de-identified) write "가을",
"하늘", "보람", "나라" as words and never "수아" or "은비". This list holds the two-syllable words that Mecab-ko
reads as one general noun and that stand as a word (alone, or with a case particle after them) in at least
``--min-docs`` judgments, without the names published judgments leave unmasked (judges', prosecutors' and
lawyers': :func:`build_common_words.unmasked_names`).

Measured 2026-12-05 on the 5,000 judgments: 10,414 such nouns in at least one judgment, 7,313 in two, 5,981 in
three; at two, "가을", "하늘", "보람", "나라", "사랑", "여름", "미래", "다운", "겨울" are in and none of "수아",
"은비", "영호", "옥자", "재근", "민정", "민호", "경숙", "하은", "서연", "지민", "예린", "도윤".

Usage: ``python tools/build_everyday_nouns.py [--min-docs 2]``.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

#: a two-syllable word standing alone or with one case particle after it
_WORD = re.compile(
    r"(?<![가-힣])([가-힣]{2})(?=[^가-힣]|$|(?:은|는|이|가|을|를|의|에|도|와|과|로|으로|에서|에게)(?![가-힣]))"
)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--min-docs", type=int, default=2, help="judgments a noun must stand as a word in")
    ap.add_argument("--out", default=str(ROOT / "resources" / "everyday_nouns.txt"))
    args = ap.parse_args()
    from build_common_words import unmasked_names

    from thunder_deid_desktop.analysis.tokenizer import is_general_noun
    from thunder_deid_desktop.lists.validation import common_surnames
    from training.corpus import corpus_texts

    surnames = common_surnames()
    df: Counter[str] = Counter()
    names: set[str] = set()
    n = 0
    for text in corpus_texts():
        n += 1
        df.update({m.group(1) for m in _WORD.finditer(text)})
        names.update(unmasked_names(text, surnames, is_general_noun))
    keep = sorted(w for w, c in df.items() if c >= args.min_docs and w not in names and is_general_noun(w))
    header = (
        f"# two-syllable general nouns of Mecab-ko written as a word in >= {args.min_docs} of {n} published"
        " judgments\n# (precedent_kr corpus, law.go.kr); built by tools/build_everyday_nouns.py. A given name written"
        " bare is read\n# as the word only when it is one of them (analysis/analyzer.py, reads_as_word).\n"
    )
    Path(args.out).write_text(header + "\n".join(keep) + "\n", encoding="utf-8")
    print(f"{len(keep)} nouns from {n} judgments -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
