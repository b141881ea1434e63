"""Gold JSON lines from published judgments: their law.go.kr placeholders filled with generated values.

Published judgments (``../shared/data/precedent_kr/samples``) are full-length real texts whose personal information
law.go.kr already replaced: "피고인 1", "공소외 2", "소외 3", "(주소 1 생략)", "(지번 생략)", "(차량번호 1 생략)",
"○○병원". This tool writes them back as an original would read, with generated values (faker's ``ko_KR`` names,
seeded; road addresses, lot numbers and plates of the project's own shapes), and records every filled value as a
gold span. ``thunder-deid eval`` then measures what the analyzer leaves of them on whole judgments of every field
(civil, administrative, family, tax, patent), which the annotated excerpts (criminal facts only) cannot show.

What is filled, and the gold label each gets:

- a numbered role ("피고인 1", "원고 2", "피해자 3", …): the role word and a name ("피고인 김민수"); "공소외 2" and
  "소외 3" become the bare name, as an original writes them. One name per role and number in a document.
  Label 내국인이름. A number followed by a unit or a percent ("원고 60%", "피고 3명", "사건본인 1인당") is no placeholder;
  "소외 1 회사", "공소외 3 주식회사" and "공소외 1 학교법인" are a company (one name for each number): a generated company name without its legal form ("넥스트바이오 회사"), label 기업명;
- "(주소 N 생략)": a road name and a building number ("테헤란로 123"), label 구아래주소;
- "(지번 N 생략)": a lot number ("123-4"), label 구아래주소;
- "(차량번호 N 생략)": a plate ("12가3456"), label 차량번호;
- a run of two or more mask signs (○ △ □ ◇ ◎ ☆) glued before a business's descriptor (``MASK``: "○○병원",
  "△△건설"): a two-syllable name from a small list, one per mask in a document, label 기업명 (approximate: the
  label accuracy that eval reports on this set means little; recall and the entity leak do). Masks before other
  words ("○○동", "○○당") are places, parties and bodies, and stay, as does a run glued after another sign's.

A name filled where the publisher glued its placeholder to the word before ("2010고단224호공소외 1", "○○○○○장로회
△△교회") gets a space before it, as an original writes it.

A particle written after a placeholder is the one its number or mask called for ("소외 1로"): it is chosen
again for the filled value ("노동현으로"; :func:`thunder_deid_desktop.deid.josa.particle_fix`).

Not filled: single mask signs, "(이하 생략)", dates, case numbers, and names the publisher left as written
(judges, prosecutors, lawyers), which are no gold spans. The texts stay otherwise as published.

Usage: ``python tools/fill_published.py [--samples DIR] [--seed 7] -o OUT.jsonl`` then
``thunder-deid eval OUT.jsonl``. Offsets in the output are code points of each line's ``text``.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from pathlib import Path

#: a role word and its number, as law.go.kr numbers parties and other persons; not a number with a unit after it
#: nor an amount ("원고 1,000만 원"), though a list's comma may follow it ("공소외 6, 공소외 7")
PERSON = re.compile(
    r"(?P<role>피고인|공소외|소외|피해자|원고|피고|신청인|피신청인|청구인|사건본인|참가인)[ ]?(?P<n>[0-9]{1,2})"
    r"(?![0-9.%]|,[0-9]|[ ]?(?:년|월|일|회(?!사)|원|명|개|세|분|시|층|호|%|인당))"
)
ADDRESS = re.compile(r"\((?:이하 )?주소 ?[0-9]* ?생략\)")
LOT = re.compile(r"\(지번 ?[0-9]* ?생략\)")
PLATE = re.compile(r"\(차량번호 ?[0-9]* ?생략\)")
#: a mask glued before a business's descriptor ("○○병원", "△△식당", "□□건설"): masks before other words are
#: places, parties or bodies ("○○동", "○○당", "○○시"), which a generated business name does not imitate
MASK = re.compile(
    # the whole run, however long ("○○○○○○○○아파트" was cut to "○○우림아파트": a held-out set of seed 84,
    # 2026-12-05); not a run glued after another sign's ("○○○○○△△△△교회", a masked body and its church)
    r"(?<![○△□◇◎☆])([○△□◇◎☆])\1+(?=병원|의원|치과|한의원|약국|식당|주점|마트|상사|산업|건설|공업|물산|무역|유통|전자|회사|"
    r"학원|교회|모텔|호텔|아파트|빌라|빌딩|노래|카페|부동산|정비|상회|슈퍼|편의점)"
)
#: roles that an original writes before the name ("피고인 김민수"); 공소외/소외 are the publisher's words
_WRITTEN_ROLES = frozenset(
    {"피고인", "피해자", "원고", "피고", "신청인", "피신청인", "청구인", "사건본인", "참가인"}
)
_MASK_NAMES = ("한빛", "새롬", "푸른솔", "대성", "동방", "미래로", "태광", "우림", "해오름", "청솔")
_ROAD_ENDS = ("대로", "로", "길")
#: what follows a numbered placeholder that stands for a company ("소외 1 회사", "공소외 3 주식회사(이하 '공소외 3
#: 회사'라 한다)": one company, one generated name, whichever of the two is written)
_COMPANY_AFTER = (
    " 회사",
    " 주식회사",
    "주식회사",
    " 유한회사",
    " (주)",
    "(주)",
    " 학교법인",
    " 재단법인",
    " 사단법인",
    " 의료법인",
    # a foreign company ("공소외 1 외국법인 등과 … 용역계약": a held-out set of seed 75 filled it as a person's name)
    " 외국법인",
)
#: the legal form faker writes before a company's name: "소외 1 회사" names the company without it
_LEGAL_FORM = re.compile(r"^(?:\(주\)|\(유\)|주식회사|유한회사)[ ]*")
#: mask signs, as :data:`MASK` reads them
_MASK_SIGNS = frozenset("○△□◇◎☆")


def _company_name(fake) -> str:
    """A generated company's name without its legal form, of three characters or more: faker's short names are
    words ("모두", "국민", "우리"), which an original judgment would not write bare before 회사 ("모두 회사가 B로
    하여금": a held-out set of seed 84, 2026-12-05, counted it as a leak)."""
    while True:
        name = _LEGAL_FORM.sub("", fake.company())
        if len(name) >= 3:
            return name


def _glued_before(text: str, start: int) -> bool:
    """Whether the character before ``start`` is Hangul, a digit or a mask sign: the publisher glued its
    placeholder to the word before ("2010고단224호공소외 1, 2", "○○○○○장소외 8 목사", "○○○○○장로회△△교회"),
    where an original writes a space."""
    ch = text[start - 1 : start]
    return bool(ch) and ("가" <= ch <= "힣" or ch.isdigit() or ch in _MASK_SIGNS)


def _glued_cell_after(text: str, end: int) -> bool:
    """Whether the Hangul glued after a role's number at ``end`` is a word of its own, not particles ("피고
    3국토계획법" of a flattened table, where 3 numbers the next row; "원고 1은", "소외 2에게" are placeholders).
    Particles per :func:`thunder_deid_desktop.analysis.particles.particle_tail_start`."""
    from thunder_deid_desktop.analysis.particles import hangul_word_end, particle_tail_start

    word = text[end : hangul_word_end(text, end)]
    return bool(word) and not word.startswith("회사") and particle_tail_start(word) != 0


def fill(text: str, rng: random.Random, fake) -> tuple[str, list[dict]]:
    """``(filled text, gold spans)`` for one published judgment; each span is ``{"start", "end", "label"}`` in
    code points of the filled text. ``fake`` is a ``faker.Faker("ko_KR")`` instance (seeded by the caller)."""
    from thunder_deid_desktop.deid.josa import particle_fix

    found = []
    for rx, kind in (
        (PERSON, "person"),
        (ADDRESS, "address"),
        (LOT, "lot"),
        (PLATE, "plate"),
        (MASK, "mask"),
    ):
        found += [(m.start(), m.end(), kind, m) for m in rx.finditer(text)]
    found.sort(key=lambda f: f[0])
    names: dict[tuple[str, str], str] = {}
    masks: dict[str, str] = {}
    pieces: list[str] = []
    spans: list[dict] = []
    pos = out_len = 0
    for start, end, kind, m in found:
        if start < pos:
            continue
        if kind == "person" and _glued_cell_after(text, end):
            continue  # "피고 3국토계획법 제88조": a table's row number before the next cell, no placeholder
        pieces.append(text[pos:start])
        out_len += start - pos
        lead, label = "", "내국인이름"
        if (kind == "mask" or (kind == "person" and m.group("role") in ("공소외", "소외"))) and _glued_before(
            text, start
        ):
            pieces.append(" ")
            out_len += 1
        if kind == "person":
            role = m.group("role")
            if text.startswith(_COMPANY_AFTER, end):
                key = ("회사", m.group("n"))
                if key not in names:
                    names[key] = _company_name(fake)
                value = names[key]
                label = "기업명"
            else:
                key = ("소외" if role in ("공소외", "소외") else role, m.group("n"))
                value = names.setdefault(key, fake.name())
            lead = role + " " if role in _WRITTEN_ROLES else ""
        elif kind == "address":
            road = fake.street_name()
            road = road if road.endswith(_ROAD_ENDS) else road + rng.choice(_ROAD_ENDS)
            value, label = f"{road} {rng.randint(1, 300)}", "구아래주소"
        elif kind == "lot":
            value, label = f"{rng.randint(1, 999)}-{rng.randint(1, 40)}", "구아래주소"
        elif kind == "plate":
            value, label = (
                f"{rng.randint(10, 99)}{rng.choice('가나다라마거너더러머')}{rng.randint(1000, 9999)}",
                "차량번호",
            )
        else:
            value, label = masks.setdefault(m.group(), rng.choice(_MASK_NAMES)), "기업명"
        pieces.append(lead + value)
        spans.append({"start": out_len + len(lead), "end": out_len + len(lead) + len(value), "label": label})
        out_len += len(lead) + len(value)
        pos = end
        if kind in ("person", "mask"):
            # the particle written after the number ("소외 1로", read 일로) as the filled name needs it ("노동현으로",
            # not "노동현로", which reads as a road: a held-out set of seed 76, 2026-12-05)
            fix = particle_fix(value, text[end : end + 40])
            if fix is not None and fix[0] == 0:
                pieces.append(fix[2])
                out_len += len(fix[2])
                pos = end + fix[1]
    pieces.append(text[pos:])
    return "".join(pieces), spans


def main(argv: list[str] | None = None) -> int:
    """Write one gold JSON line per sample (``id``, ``text``, ``spans``); returns the exit status."""
    import faker

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--samples", type=Path, default=Path("../shared/data/precedent_kr/samples"))
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("-o", "--output", type=Path, required=True)
    args = ap.parse_args(argv)
    files = sorted(args.samples.glob("*.txt"))
    if not files:
        print(f"no .txt samples in {args.samples}", file=sys.stderr)
        return 2
    fake = faker.Faker("ko_KR")
    fake.seed_instance(args.seed)
    rng = random.Random(args.seed)
    n = 0
    with args.output.open("w", encoding="utf-8") as out:
        for f in files:
            text, spans = fill(f.read_text(encoding="utf-8"), rng, fake)
            out.write(json.dumps({"id": f.stem, "text": text, "spans": spans}, ensure_ascii=False) + "\n")
            n += len(spans)
    print(f"{len(files)} documents, {n} gold spans -> {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
