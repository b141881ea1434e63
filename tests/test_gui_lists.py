"""The replacement-list screen, offscreen with pytest-qt on a real SQLite file: add, edit (in place and with the
editor), delete, search, refusals and warnings through the widgets, import/export, coverage, the menu of the
main window by role, and a Korean screenshot."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from conftest import GazetteerAnalyzer
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from sqlalchemy import select

from thunder_deid_desktop.gui.fonts import FAMILY, apply_app_font
from thunder_deid_desktop.gui.i18n import install_language
from thunder_deid_desktop.gui.lists_screen import ListsScreen
from thunder_deid_desktop.lists import ReplacementLists
from thunder_deid_desktop.lists.seed import ensure_seeded
from thunder_deid_desktop.review import AnalyzerRunner, Library
from thunder_deid_desktop.store import open_store
from thunder_deid_desktop.store.models import ReplacementEvent

REPO = Path(__file__).resolve().parents[1]
SEED = {"IT회사": ["네이버", "카카오"], "은행": ["농협", "신한은행"], "공원": ["달빛공원"]}


@pytest.fixture
def env(qtbot, db_path: Path, tmp_path: Path):
    """(screen, lists, store) for an annotator, Korean interface, a small seed."""
    apply_app_font(QApplication.instance())
    install_language("ko")
    store = open_store(db_path)
    seed = tmp_path / "seed.json"
    seed.write_text(json.dumps(SEED, ensure_ascii=False), encoding="utf-8")
    ensure_seeded(store, seed)
    lib = Library(store)
    admin = lib.user("admin-lee")
    ann = lib.set_role(admin, lib.user("ann").name, "annotator")
    lists = ReplacementLists(store)
    screen = ListsScreen(lists, ann)
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    yield screen, lists, store
    store.close()


def texts(screen: ListsScreen) -> list[str]:
    return [m.text for m in screen.model.rows]


def test_tree_counts_and_browse_by_tier(env) -> None:
    screen, lists, _store = env
    root = screen._items[(0, "")]
    assert root.text(0) == "모든 목록" and root.text(1) == "5"
    assert screen._items[(2, "사업체")].text(1) == "4"  # IT회사 2 + 은행 2
    assert screen._items[(4, "은행")].text(1) == "2"
    assert screen._items[(4, "내국인이름")].text(1) == "0"
    assert sorted(texts(screen)) == sorted(m for v in SEED.values() for m in v)
    screen.select_node(2, "사업체")
    assert sorted(texts(screen)) == ["네이버", "농협", "신한은행", "카카오"]
    screen.select_node(4, "은행")
    assert texts(screen) == ["농협", "신한은행"]
    assert "은행" in screen.label_caption.text() and screen.add_button.isEnabled()
    screen.select_node(1, "quasi")
    assert not screen.add_button.isEnabled()  # a group: choose a fine label to add


def test_add_edit_delete_search_through_widgets(env, qtbot) -> None:
    screen, lists, store = env
    screen.select_node(4, "은행")
    screen.editor.insert("  우리은행 ")  # typed (QTest.keyClicks cannot send Hangul)
    qtbot.mouseClick(screen.add_button, Qt.MouseButton.LeftButton)
    assert texts(screen) == ["농협", "신한은행", "우리은행"]
    assert screen.message_label.text() == "추가했습니다."
    assert screen._items[(4, "은행")].text(1) == "3" and screen._items[(0, "")].text(1) == "6"
    assert "우리은행" in lists.as_dict()["은행"]

    # refusals: shown, nothing stored
    for bad, expected in (("A씨", "자리표시"), ("농협", "이미"), ("○○은행", "자리표시")):
        screen.editor.setText(bad)
        qtbot.keyClick(screen.editor, Qt.Key.Key_Return)
        assert expected in screen.message_label.text()
    assert lists.as_dict()["은행"] == ["농협", "신한은행", "우리은행"]

    # a person's name in a bank list: added with a warning
    screen.editor.setText("김민준")
    qtbot.mouseClick(screen.add_button, Qt.MouseButton.LeftButton)
    assert "김민준" in lists.as_dict()["은행"] and "경고" in screen.message_label.text()

    # edit with the editor line
    row = texts(screen).index("우리은행")
    screen.table.selectRow(row)
    assert screen.editor.text() == "우리은행" and screen.save_button.isEnabled()
    screen.editor.setText("하나은행")
    qtbot.mouseClick(screen.save_button, Qt.MouseButton.LeftButton)
    assert "하나은행" in texts(screen) and "우리은행" not in texts(screen)
    # edit in place through the model (what the table's editor commits)
    idx = screen.model.index(texts(screen).index("하나은행"), 0)
    assert screen.model.flags(idx) & Qt.ItemFlag.ItemIsEditable
    assert screen.model.setData(idx, "국민은행")
    assert "국민은행" in lists.as_dict()["은행"]
    assert not screen.model.setData(
        screen.model.index(texts(screen).index("국민은행"), 0), "농협"
    )  # duplicate

    # search within the list, then over all lists
    screen.search.insert("은행")
    assert texts(screen) == ["신한은행", "국민은행"]
    screen.select_node(0, "")
    assert texts(screen) == ["신한은행", "국민은행"]
    screen.search.clear()

    # delete two rows after the confirmation
    screen.select_node(4, "은행")
    asked = []
    screen.ask_yes_no = lambda title, text: asked.append(text) or True
    screen.table.selectRow(texts(screen).index("농협"))
    screen.table.selectionModel().select(
        screen.model.index(texts(screen).index("김민준"), 0),
        screen.table.selectionModel().SelectionFlag.Select | screen.table.selectionModel().SelectionFlag.Rows,
    )
    qtbot.mouseClick(screen.delete_button, Qt.MouseButton.LeftButton)
    assert asked and "2" in asked[0]
    assert lists.as_dict()["은행"] == ["신한은행", "국민은행"] == texts(screen)

    with store.read() as s:
        actions = [e.action for e in s.scalars(select(ReplacementEvent).order_by(ReplacementEvent.id))]
    assert actions == ["seed", "add", "add", "edit", "edit", "delete", "delete"]


def test_import_export_buttons(env, tmp_path: Path) -> None:
    screen, lists, _store = env
    src = tmp_path / "more.csv"
    src.write_text("label,mention\n은행,기업은행\n은행,B\n공원,김민준\n", encoding="utf-8")
    screen.ask_open_path = lambda: src
    screen.import_button.click()
    assert "1" in screen.message_label.text() and screen.details.isVisible()
    assert "2" in screen.details.toPlainText() and "자리표시" in screen.details.toPlainText()
    assert "기업은행" in lists.as_dict()["은행"] and "김민준" in lists.as_dict()["공원"]
    # the same file again: every row is a duplicate, listed with its row number (docs/desktop.md)
    screen.import_button.click()
    assert "3행 건너뜀, 이미 목록에 있음: 공원 / 김민준" in screen.details.toPlainText()
    out = tmp_path / "out.json"
    screen.ask_save_path = lambda: out
    screen.export_button.click()
    assert json.loads(out.read_text(encoding="utf-8")) == lists.as_dict()
    assert "out.json" in screen.message_label.text()


def test_coverage_tab_opens_a_list(env) -> None:
    screen, _lists, _store = env
    screen.min_spin.setValue(2)
    screen.tabs.setCurrentIndex(1)
    table = screen.coverage_table
    assert table.rowCount() == len(screen.taxonomy.fine_labels) - 2  # IT회사 and 은행 have 2
    first = table.item(0, 0).text()
    assert first.startswith("내국인이름")  # most tagged label of the annotated data, no list
    labels = [table.item(r, 0).data(Qt.ItemDataRole.UserRole) for r in range(table.rowCount())]
    assert "은행" not in labels and "공원" in labels
    screen._coverage_open(labels.index("공원"), 0)
    assert screen.tabs.currentIndex() == 0 and screen.current_label() == "공원"
    assert texts(screen) == ["달빛공원"]


def test_english_and_read_only_for_clerks(env, qtbot) -> None:
    screen, lists, store = env
    install_language("en")  # LanguageChange events are posted: wait for them
    try:
        qtbot.waitUntil(lambda: screen.windowTitle() == "Replacement lists", timeout=5000)
        assert screen._items[(2, "사업체")].text(0) == "Corporate entities"
        assert screen.add_button.text() == "Add"
    finally:
        install_language("ko")
    qtbot.waitUntil(lambda: screen.windowTitle() == "대체 목록", timeout=5000)
    assert screen._items[(2, "사업체")].text(0) == "사업체" and screen.add_button.text() == "추가"
    clerk = Library(store).user("clerk-kim")
    ro = ListsScreen(lists, clerk)
    qtbot.addWidget(ro)
    ro.select_node(4, "은행")
    assert not ro.add_button.isEnabled() and not ro.import_button.isEnabled()
    assert not ro.model.flags(ro.model.index(0, 0)) & Qt.ItemFlag.ItemIsEditable
    assert ro.export_button.isEnabled()


def test_menu_is_shown_to_annotators_and_admins(qtbot, db_path: Path, tmp_path: Path) -> None:
    from thunder_deid_desktop.gui.app import make_window

    store = open_store(db_path)
    lib = Library(store)
    admin = lib.user("admin-lee")
    lib.set_role(admin, lib.user("ann").name, "annotator")
    lib.user("clerk-kim")
    seen = {}
    for name in ("admin-lee", "ann", "clerk-kim"):
        settings = QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)
        w = make_window(store, name, settings, runner=AnalyzerRunner(GazetteerAnalyzer), lang="ko")
        qtbot.addWidget(w)
        seen[name] = w.lists_menu.menuAction().isVisible()
        if name == "ann":
            w.actions_by_key["lists"].trigger()
            assert w.lists_screen is not None and w.lists_screen.isVisible()
            assert w.lists_screen.user.name == "ann"
            w.lists_screen.close()
        w.close()
    assert seen == {"admin-lee": True, "ann": True, "clerk-kim": False}
    store.close()


def test_screenshot_korean(qtbot, tmp_path: Path) -> None:
    """A Korean screenshot on the shipped lists with the shipped font; ``THUNDER_DEID_DOCS=1`` writes
    ``docs/lists_screen_ko.png``."""
    apply_app_font(QApplication.instance())
    install_language("ko")
    store = open_store(tmp_path / "shot.sqlite3")
    lib = Library(store)
    admin = lib.user("관리자")
    screen = ListsScreen(ReplacementLists(store), admin)
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    assert QApplication.font().family() == FAMILY
    screen.select_node(4, "은행")
    screen.editor.setText("○○은행")
    assert not screen.add_current()
    screen.resize(1100, 640)
    QApplication.processEvents()
    image = screen.grab().toImage()
    assert image.width() >= 1000 and image.height() >= 600
    out = REPO / "docs" / "lists_screen_ko.png" if os.environ.get("THUNDER_DEID_DOCS") else tmp_path / "s.png"
    assert image.save(str(out))
    assert out.stat().st_size > 10000
    store.close()
