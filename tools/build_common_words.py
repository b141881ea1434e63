"""Build ``resources/common_words.txt``: Hangul words that occur in many published judgments.

Published judgments (precedent_kr corpus, law.go.kr) are already de-identified, so a word found in at least
``--min-df`` of them is vocabulary of judgments ("항소이유", "공소외인", "당심"), not a party's name. A "word" is the
start of a run of Hangul syllables (an 어절 without its punctuation), 2 to 8 syllables long, so that the stem of
an inflected or particle-bearing word counts too ("합의서를" gives "합의서"; "권고형의" gives "권고", "권고형").
The analyzer drops a person-name span whose whole text is such a word. The default share, 1 %, is the measured
choice: 0.2 % also caught "양형기준상" and "양도대금" in the bundled judgment, but took two-syllable names ("박찬",
"김의") off the validation split (entity leak 5.15 % -> 5.29 %, 2026-11-30). Usage:
``python tools/build_common_words.py [--min-df 0.01]``.
Judges' names can be frequent too; they are shown by name under the court rule anyway.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--min-df", type=float, default=0.01, help="share of judgments a word must occur in")
    ap.add_argument("--out", default=str(ROOT / "resources" / "common_words.txt"))
    args = ap.parse_args()
    from training.corpus import corpus_texts

    df: Counter[str] = Counter()
    n = 0
    run = re.compile(r"[가-힣]{2,}")
    for text in corpus_texts():
        n += 1
        df.update({w[:k] for w in run.findall(text) for k in range(2, min(len(w), 8) + 1)})
    keep = sorted(w for w, c in df.items() if c >= args.min_df * n)
    header = (
        f"# Hangul words and word starts (2-8 syllables) in >= {args.min_df:.1%} of {n} published judgments"
        " (precedent_kr corpus, law.go.kr);\n"
        "# built by tools/build_common_words.py. A person-name span equal to one of them is dropped.\n"
    )
    Path(args.out).write_text(header + "\n".join(keep) + "\n", encoding="utf-8")
    print(f"{len(keep)} words from {n} judgments -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
