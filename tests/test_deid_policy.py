"""Policies as data: bundled files load, lookup order, letter codes, validation of hand-written files."""

from __future__ import annotations

import itertools
import re

import pytest

from thunder_deid_desktop.deid.policy import PolicyError, Rule, available_policies, load_policy


def test_bundled_policies_load():
    assert {"court", "lawgokr", "pseudonym"} <= set(available_policies())
    for name in ("court", "lawgokr", "pseudonym"):
        p = load_policy(name)
        assert p.name == name
        assert p.rules


def test_lookup_order_label_then_tiers_then_default():
    p = load_policy("court")
    assert p.rule_for("계좌번호").text == "(계좌번호 {n} 생략)"
    assert p.rule_for("휴대폰번호").counter == "전화번호"
    # an unlisted label falls back to its tier-3, then tier-2 category
    assert p.rule_for("금괴일련번호", tier3="고유번호", tier2="사건관련숫자정보").text == "({label} {n} 생략)"
    assert p.rule_for("몽골인이름", tier3="외국인이름", tier2="인명").action == "letter"
    assert p.rule_for("어딘가", tier3="", tier2="없는분류", tier1="quasi") == p.default
    assert p.default == Rule("letter")


def test_letters_skip_doubles_and_words():
    p = load_policy("court")
    codes = list(itertools.islice(p.letters(), 200))
    assert codes[:26] == [chr(c) for c in range(ord("A"), ord("Z") + 1)]
    assert codes[26:29] == ["AB", "AC", "AD"]
    two = codes[26:]
    for banned in ("AA", "BB", "AI", "IT", "TV", "PC", "OK", "ID", "CD", "DJ", "UN", "EU", "NO", "ON"):
        assert banned not in codes
    assert all(len(c) == 2 and c[0] != c[1] for c in two)
    assert len(set(codes)) == len(codes)


def test_custom_policy_file_without_code(tmp_path):
    f = tmp_path / "clerk.yaml"
    f.write_text(
        "name: clerk\ndefault: {action: mask, text: '***'}\nrules:\n  인명: letter\n"
        "  계좌번호: {action: numbered, text: '[계좌 {n}]'}\n",
        encoding="utf-8",
    )
    p = load_policy(str(f))
    assert p.name == "clerk"
    assert p.rule_for("내국인이름", tier2="인명").action == "letter"
    assert p.rule_for("식당").text == "***"


@pytest.mark.parametrize(
    ("body", "fragment"),
    [
        ("rules: {인명: {action: shred}}", "action must be one of"),
        (
            "rules: {인명: {text: '***'}}",
            "rules.인명: action missing",
        ),  # said "got None" (a new-user trial)
        ("rules: {계좌번호: {action: numbered, text: '계좌'}}", "needs {n}"),
        ("rules: {계좌번호: {action: numbered}}", "needs a text template"),
        ("rules: {인명: {action: letter, colour: red}}", "unknown keys"),
        ("keep_text: ['(']", "bad keep_text pattern"),
        ("flavour: x", "unknown keys"),
        ("- a list", "must hold a mapping"),
        ("rules: {계좌번호: {action: numbered, text: '{n} {who}'}}", "bad template"),
        # a new-user trial (2026-12-02): these crashed with a traceback or were silently accepted
        ("seed: abc", "seed must be a whole number"),
        ("seed: [1]", "seed must be a whole number"),
        ("letters: [A, B]", "letters must be a mapping"),
        ("letters: {skip: null}", "letters.skip must be a list"),
        ("letters: {skip: AIX}", "letters.skip must be a list"),
        ("letters: {skip: [NO]}", "letters.skip must be a list"),  # YAML reads a bare NO as false
        ("rules: {내국인이름: {action: pseudonym, pool: nosuchpool}}", "pool must be one of"),
        ("rules: {휴대폰번호: {action: numbered, text: '({n})', counter: [a]}}", "counter must be"),
        (
            "rules: {인명: {action: letter, keep_descriptor: 'false'}}",
            "keep_descriptor must be true or false",
        ),
        ("rules: {내국인 이름: keep}", "rules.내국인 이름: not a fine label"),
        ("single_role_unnumbered: 'yes'", "single_role_unnumbered must be true or false"),
        ("rules:\n  내국인이름: letter\n  식당: letter\n  내국인이름: keep\n", "written twice"),
    ],
)
def test_invalid_policy_files_are_refused(tmp_path, body, fragment):
    f = tmp_path / "bad.yaml"
    f.write_text(body, encoding="utf-8")
    with pytest.raises(PolicyError, match=fragment):
        load_policy(f)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        # a new-user trial: a binary file given as a policy said only "cannot read policy: ReaderError"
        (
            b"abc\x00\x01def",
            "cannot read {f}: not a YAML text file (binary data: a NUL byte at line 1, column 4)",
        ),
        (
            b"name: x\n\x07bad: 1\n",
            "cannot read {f}: not a YAML text file (control character U+0007 at line 2, column 1)",
        ),
        (
            b"\xff\xfen\x00a\x00",
            "cannot read {f}: not a YAML text file (UTF-16 text): save it as UTF-8",
        ),
        (
            "# 정책\nname: 법원\n".encode("cp949"),
            "cannot read {f}: not UTF-8 text (it looks like CP949/EUC-KR; byte 0xC1 at line 1, column 3): "
            "save it as UTF-8",
        ),
        (
            b"a: 1\n\xff\xff\xff",
            "cannot read {f}: not a YAML text file (byte 0xFF at line 2, column 1 is not UTF-8 text)",
        ),
        (
            b"rules: {a: [1, 2\n",
            "cannot read {f}: YAML error at line 2, column 1: expected ',' or ']', but got '<stream end>' "
            "(while parsing a flow sequence started at line 1, column 12)",
        ),
        (
            b"a: 1\n b: 2\n",
            "cannot read {f}: YAML error at line 2, column 3: mapping values are not allowed here",
        ),
        (b"", "{f}: the policy file is empty: it needs settings such as 'default: letter'"),
        (
            b"  \n# only a comment\n",
            "{f}: the policy file is empty: it needs settings such as 'default: letter'",
        ),
        (
            b"- a\n- b\n",
            "{f}: the file must hold a mapping of settings (lines such as 'default: letter'), not a list",
        ),
        (
            b"letter\n",
            "{f}: the file must hold a mapping of settings (lines such as 'default: letter'), not the single value "
            "'letter'",
        ),
    ],
)
def test_unreadable_policy_files_give_one_precise_line(tmp_path, content, message):
    f = tmp_path / "some.bin"
    f.write_bytes(content)
    with pytest.raises(PolicyError) as exc:
        load_policy(f)
    assert str(exc.value) == message.format(f=f)


def test_a_policy_file_with_a_byte_order_mark_loads(tmp_path):
    f = tmp_path / "bom.yaml"
    f.write_bytes(b"\xef\xbb\xbfname: bom\ndefault: keep\n")
    assert load_policy(f).default.action == "keep"


def test_missing_policy_file(tmp_path):
    with pytest.raises(PolicyError) as exc:
        load_policy(tmp_path / "gone.yaml")
    assert str(exc.value) == f"cannot read {tmp_path / 'gone.yaml'}: file not found"


def test_unknown_policy_name():
    with pytest.raises(PolicyError, match="no policy named"):
        load_policy("nonexistent")


def test_a_policy_file_added_to_the_user_folder_is_selected_by_name(tmp_path, monkeypatch):
    from thunder_deid_desktop.deid.policy import user_policy_dir

    folder = tmp_path / "policies"
    folder.mkdir()
    monkeypatch.setenv("THUNDER_DEID_POLICIES", str(folder))
    assert user_policy_dir() == folder
    (folder / "clerk.yml").write_text("name: clerk\ndefault: {action: mask, text: '■■'}\n", encoding="utf-8")
    (folder / "court.yaml").write_text("name: court\ndefault: {action: keep}\n", encoding="utf-8")
    assert {"clerk", "court", "lawgokr", "pseudonym"} <= set(available_policies())
    clerk = load_policy("clerk")
    assert clerk.name == "clerk" and clerk.rule_for("내국인이름").text == "■■"
    assert load_policy("court").rule_for("내국인이름").action == "letter"  # the bundled court is not shadowed
    with pytest.raises(PolicyError, match="available: clerk, court"):
        load_policy("nope")
    # a file whose name: differs from its file name is refused when chosen by name (a new-user trial)
    (folder / "unknownkey.yaml").write_text("name: unk\ndefault: {action: keep}\n", encoding="utf-8")
    with pytest.raises(PolicyError, match="name 'unk' differs from the file name 'unknownkey'"):
        load_policy("unknownkey")
    assert load_policy(folder / "unknownkey.yaml").name == "unk"  # chosen by its path: no ambiguity
    # an error in keep_context names its section
    (folder / "ctx.yaml").write_text("keep_context:\n  before: [판사, '']\n", encoding="utf-8")
    with pytest.raises(PolicyError, match="keep_context.before must be a list of non-empty strings"):
        load_policy("ctx")
    monkeypatch.setenv("THUNDER_DEID_POLICIES", str(tmp_path / "absent"))
    assert "clerk" not in available_policies()


def test_a_raw_release_label_as_a_rule_key_stands_for_its_canonical_label(tmp_path):
    f = tmp_path / "raw.yaml"
    f.write_text("rules:\n  은행계좌: {action: numbered, text: '[계좌 {n}]'}\n", encoding="utf-8")
    p = load_policy(f)
    assert set(p.rules) == {"계좌번호"} and p.rule_for("계좌번호").text == "[계좌 {n}]"


def test_a_pseudonym_rule_without_a_pool_gives_persons_a_name(tmp_path):
    from thunder_deid_desktop.deid import render
    from thunder_deid_desktop.spans import make_span
    from thunder_deid_desktop.taxonomy import get_taxonomy

    f = tmp_path / "p.yaml"
    f.write_text("default: keep\nrules:\n  내국인이름: pseudonym\n", encoding="utf-8")
    text = "피해자 김민수(여, 32세)는"
    span = get_taxonomy().annotate(make_span(text, 4, 7, "내국인이름"))
    (m,) = render(text, [span], load_policy(f)).mentions
    assert re.fullmatch("[가-힣]{2,4}", m.replacement) and m.replacement != "김민수"


def test_court_keeps_state_bodies_and_local_governments_but_not_units_named_after_a_dong():
    """The issue's court policy keeps state bodies and local governments as written; a second new-user trial
    (2026-12-03) saw "안산단원경찰서" become "K단원경찰서". A 지구대 is named after its 동, below the 시·군·구."""
    from thunder_deid_desktop.deid import render
    from thunder_deid_desktop.spans import make_span

    text = "피고인은 안산단원경찰서 경위이고, 피해자는 영도구청 소속으로 역삼지구대에 신고하였다."
    spans = [
        make_span(text, text.index("안산단원"), text.index("안산단원") + 4, "경찰서"),
        make_span(text, text.index("영도"), text.index("영도") + 2, "행정구"),
        make_span(text, text.index("역삼"), text.index("역삼") + 2, "지구대"),
    ]
    out = render(text, spans, load_policy("court")).text
    assert out == "피고인은 안산단원경찰서 경위이고, 피해자는 영도구청 소속으로 A지구대에 신고하였다."


def test_noncriminal_templates_must_map_templates_to_templates() -> None:
    from thunder_deid_desktop.deid.policy import parse_policy

    policy = parse_policy(
        {
            "default": {"action": "numbered", "text": "공소외 {n}"},
            "noncriminal_templates": {"공소외 {n}": "소외 {n}"},
        },
        "t",
    )
    assert policy.for_text("원고는 …").default.text == "소외 {n}"
    assert policy.for_text("피고인은 …").default.text == "공소외 {n}"
    assert policy.for_text("피   고   인    김민수").default.text == "공소외 {n}"
    assert policy.for_text("피고 인천광역시는 …").default.text == "소외 {n}"
    with pytest.raises(PolicyError, match="noncriminal_templates"):
        parse_policy({"default": "letter", "noncriminal_templates": ["공소외"]}, "t")
