"""No module of the package binds a top-level name twice: a second ``_NOUN_SUFFIXES`` in ``analysis.structure``
(2026-12-05, a module since split by theme) silently replaced the first, and another rule read "신촌점 실장" as a person. Ruff does not report a
reassigned constant (F811 covers imports and definitions only)."""

from __future__ import annotations

import ast
from pathlib import Path

import thunder_deid_desktop


def _top_level_names(tree: ast.Module) -> list[tuple[str, int]]:
    out = []
    for node in tree.body:
        if isinstance(node, ast.Assign):
            out += [(t.id, node.lineno) for t in node.targets if isinstance(t, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out.append((node.target.id, node.lineno))
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            out.append((node.name, node.lineno))
    return out


def test_no_module_binds_a_top_level_name_twice() -> None:
    root = Path(thunder_deid_desktop.__file__).parent
    twice = []
    for path in sorted(root.rglob("*.py")):
        seen: dict[str, int] = {}
        for name, line in _top_level_names(ast.parse(path.read_text(encoding="utf-8"))):
            if name in seen:
                twice.append(f"{path.relative_to(root)}: {name} at lines {seen[name]} and {line}")
            seen.setdefault(name, line)
    assert twice == []


def test_the_check_sees_a_second_binding() -> None:
    tree = ast.parse("A = 1\ndef f():\n    A = 2\nA = 3\n")
    assert [name for name, _ in _top_level_names(tree)] == ["A", "f", "A"]
