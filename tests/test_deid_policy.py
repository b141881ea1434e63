"""Policies as data: bundled files load, lookup order, letter codes, validation of hand-written files."""

from __future__ import annotations

import itertools

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
    for banned in ("AA", "BB", "AI", "IT", "TV", "PC", "OK", "ID", "CD", "DJ", "UN", "EU"):
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
        ("rules: {계좌번호: {action: numbered, text: '계좌'}}", "needs {n}"),
        ("rules: {계좌번호: {action: numbered}}", "needs a text template"),
        ("rules: {인명: {action: letter, colour: red}}", "unknown keys"),
        ("keep_text: ['(']", "bad keep_text pattern"),
        ("flavour: x", "unknown keys"),
        ("- a list", "must hold a mapping"),
        ("rules: {계좌번호: {action: numbered, text: '{n} {who}'}}", "bad template"),
    ],
)
def test_invalid_policy_files_are_refused(tmp_path, body, fragment):
    f = tmp_path / "bad.yaml"
    f.write_text(body, encoding="utf-8")
    with pytest.raises(PolicyError, match=fragment):
        load_policy(f)


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
    monkeypatch.setenv("THUNDER_DEID_POLICIES", str(tmp_path / "absent"))
    assert "clerk" not in available_policies()
