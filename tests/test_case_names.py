"""``deid.case_names`` and ``thunder-deid deidentify --case``: names shared by the judgments of one case.

The texts are pieces of a new-user trial's case (a karaoke bar, 2026-12-06): the first judgment introduces the
nicknames, the appeal writes them alone. A detector is injected for the command; a real Mecab-ko reads the words.
"""

from __future__ import annotations

import re

from thunder_deid_desktop import cli
from thunder_deid_desktop.commands import deidentify
from thunder_deid_desktop.deid.case_names import case_recurrence_spans, case_strings
from thunder_deid_desktop.spans import Span, make_span

FIRST = (
    "피고인 석진만(별명 '불곰')은 황금마차노래연습장을 운영하였다. 보도방 운영자 구본철(별명 '꼬마')은 접대부를 "
    "보냈다. 피고인 석진만은 구본철에게 연락하였고, 피해자 정다온은 다쳤다. 정다온의 부모가 왔다. 유아풀은 얕았다."
)
APPEAL = (
    '운전기사는 "불곰 사장님이 카니발 옆에 와서 말했다"고 진술하였다. 그는 꼬마 둘이 놀던 곳을 지나 '
    '꼬마 사장한테 전화를 돌렸다. 증인은 "다온이가 줄 밑으로 들어갔다"고 하였다. 유아풀과 성인풀이 있었다. '
    "불곰에게 말하였다."
)


def _spans(text: str, strings: dict[str, tuple[str, str]]) -> list[Span]:
    out = []
    for s, (label, source) in strings.items():
        for m in re.finditer(re.escape(s), text):
            out.append(make_span(text, m.start(), m.end(), label, source=source))
    return sorted(out, key=lambda sp: sp.start)


FIRST_SPANS = {
    "석진만": ("내국인이름", "model"),
    "구본철": ("내국인이름", "model"),
    "정다온": ("내국인이름", "model"),
    "불곰": ("닉네임", "rule"),
    "꼬마": ("닉네임", "rule"),
}


def test_the_names_of_one_judgment_are_found_in_another() -> None:
    first = _spans(FIRST, FIRST_SPANS)
    # the model read "유아풀" as a name once in the appeal, where it is written twice
    appeal = [make_span(APPEAL, APPEAL.index("유아풀"), APPEAL.index("유아풀") + 3, "내국인이름")]
    shared = case_strings([(FIRST, first), (APPEAL, appeal)])
    assert {"불곰", "꼬마", "석진만", "구본철", "다온"} <= set(shared)
    assert "유아풀" not in shared  # a span at 1 of its 3 occurrences in the case
    found = case_recurrence_spans(APPEAL, appeal, shared)
    got = [(APPEAL[sp.start : sp.end], sp.label) for sp in found]
    assert ("불곰", "닉네임") in got and got.count(("불곰", "닉네임")) == 2  # before a title, with a particle
    assert ("다온", "내국인이름") in got  # the given name with the familiar 이 and a particle
    # "꼬마" is a word too: before a title only, not "꼬마 둘이"
    kids = [sp.start for sp in found if sp.text == "꼬마"]
    assert kids == [APPEAL.index("꼬마 사장")], kids
    assert all(
        not (sp.start < b and a < sp.end) for sp in found for a, b in [(s.start, s.end) for s in appeal]
    )


def test_a_name_the_model_read_once_is_not_shared() -> None:
    text = "증인 조회수는 출석하였다. 게시글의 조회수가 많았다. 조회수 통계"
    spans = [make_span(text, 3, 6, "내국인이름")]  # once, of three occurrences
    assert case_strings([(text, spans)]) == {}


def test_deidentify_case_shares_the_names_of_its_judgments(tmp_path, monkeypatch, capsys) -> None:
    folder = tmp_path / "case"
    folder.mkdir()
    (folder / "1_first.txt").write_text(FIRST, encoding="utf-8")
    (folder / "2_appeal.txt").write_text(APPEAL, encoding="utf-8")

    def detect(text: str) -> list[Span]:
        return _spans(text, FIRST_SPANS) if "별명" in text else []

    monkeypatch.setattr(deidentify, "DETECTOR_FACTORY", lambda model_dir, device: detect)
    alone = tmp_path / "alone"
    assert cli.main(["deidentify", str(folder), "-o", str(alone)]) == 0
    assert "불곰 사장님" in (alone / "2_appeal.txt").read_text(encoding="utf-8")
    together = tmp_path / "together"
    assert cli.main(["deidentify", str(folder), "-o", str(together), "--case"]) == 0
    appeal = (together / "2_appeal.txt").read_text(encoding="utf-8")
    assert "불곰" not in appeal and "다온" not in appeal, appeal
    assert "꼬마 둘이" in appeal, appeal
    first = (together / "1_first.txt").read_text(encoding="utf-8")
    assert "불곰" not in first and "석진만" not in first, first
