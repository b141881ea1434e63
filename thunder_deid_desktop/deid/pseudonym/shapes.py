"""The shape of an original a pseudonym imitates: its script (Hangul, a Latin-letter name, an ASCII ID) and
:func:`reshape`, a new string with the same letters, digits and punctuation in the same places."""

from __future__ import annotations

import random
import re

#: one Hangul syllable
HANGUL = re.compile(r"[가-힣]")
#: a Latin-letter person's name: words of letters (with . ' -), each starting with a capital ("John Smith",
#: "SANTOS Maria", "O'Brien"); a lowercase word ("john") or one with digits or "_" is an ID, not a name
LATIN_NAME = re.compile(r"[A-Z][A-Za-z.'\-]*(?: [A-Z][A-Za-z.'\-]*)*")
#: an ID written in ASCII (아이디, 계정): letters, digits, "_", "." and "-", after an optional "@"
ASCII_ID = re.compile(r"[@＠]?[A-Za-z0-9_.\-]+")


def reshape(value: str, rng: random.Random) -> str:
    """``value`` with every ASCII letter replaced by a random letter of the same case, every other letter
    (Hangul, …) by a random lowercase ASCII letter and every ASCII digit by a random digit (the first of a run
    of two or more by 1-9); any other character ("_", ".", "-", "%") stays: "hds88" -> "kqm41", "hds_1988" ->
    "xpa_5203"."""
    out: list[str] = []
    for i, c in enumerate(value):
        if "a" <= c <= "z":
            out.append(rng.choice("abcdefghijklmnopqrstuvwxyz"))
        elif "A" <= c <= "Z":
            out.append(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
        elif c.isascii() and c.isdigit():
            lead = (i == 0 or not value[i - 1].isdigit()) and i + 1 < len(value) and value[i + 1].isdigit()
            out.append(str(rng.randint(1, 9) if lead else rng.randint(0, 9)))
        elif c.isalpha():
            out.append(rng.choice("abcdefghijklmnopqrstuvwxyz"))
        else:
            out.append(c)
    return "".join(out)
