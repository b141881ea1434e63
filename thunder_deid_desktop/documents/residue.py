"""Stray copies of replaced strings in the markup of a written docx or hwpx (issue 3, item 4: no original string
of an accepted span may remain anywhere in the output).

The writers edit the text a reader sees. A word processor also keeps copies of that text where no reader looks
but any unzip shows them: the alt text of a picture, a bookmark's name, a field code (``MERGEFIELD 홍길동``), a
hyperlink's tooltip and address, a content control's tag, a document variable, an equation, a text-box
description. After the edits are applied, every remaining occurrence of an edited string in the attribute values
and texts of these parts is replaced by the same replacement as in the text.

Only strings specific enough to be searched for in markup are: three code points or more holding a Hangul
syllable or a Latin letter ("홍길동", "Kim Minsu"), or eight or more holding a digit ("010-1234-5678"); a short
string ("7", "A동") could be part of an identifier of the markup. Style references are left alone (a Korean
style id such as "바탕글" must keep naming its style), and so are the parts that hold styles, numbering, fonts and
themes.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from urllib.parse import quote
from xml.sax.saxutils import escape

from lxml import etree

#: an original worth searching for in markup (module docstring)
_SPECIFIC = re.compile(r"(?=.*[가-힣A-Za-z]).{3,}|(?=.*[0-9]).{8,}", re.S)
#: docx elements whose ``w:val`` names a style
_STYLE_REFS = frozenset(
    "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}" + t
    for t in ("pStyle", "rStyle", "tblStyle", "basedOn", "next", "link", "numStyleLink", "styleLink")
)
#: parts (last segment of the name) that hold styles, numbering, fonts, themes: names there are not copies
_TABLE_PARTS = re.compile(
    r"(?:styles|stylesWithEffects|numbering|fontTable|theme\d*|webSettings|header)\.xml$"
)


_TEXT = etree._Element.text
_TAIL = etree._Element.tail


def replacement_pairs(text: str, edits: Iterable[tuple[int, int, str]]) -> list[tuple[str, str]]:
    """``(original, replacement)`` for each edit ``(start, end, replacement)`` of ``text`` (code points) whose
    original is specific enough (module docstring), longest original first, each original once.

    An original with characters outside ASCII is paired in its percent-encoded UTF-8 forms too (upper- and
    lower-case hex, RFC 3986 section 2.1), with the replacement encoded the same way: a link address writes "이영희"
    as "%EC%9D%B4%EC%98%81%ED%9D%AC" (a new-user trial, 2026-12-02, found names left so in docx and hwpx links)."""
    pairs: dict[str, str] = {}
    for start, end, replacement in edits:
        original = text[start:end].strip()
        if original and original != replacement and _SPECIFIC.fullmatch(original):
            pairs.setdefault(original, replacement)
    for original, replacement in list(pairs.items()):
        if not original.isascii():
            encoded, new = quote(original, safe=""), quote(replacement, safe="")
            pairs.setdefault(encoded, new)
            pairs.setdefault(_lower_hex(encoded), _lower_hex(new))
    return sorted(pairs.items(), key=lambda kv: -len(kv[0]))


def _lower_hex(encoded: str) -> str:
    """``encoded`` with the hex digits of its percent escapes in lower case ("%EC" -> "%ec")."""
    return re.sub(r"%[0-9A-F]{2}", lambda m: m.group(0).lower(), encoded)


def _replacer(pairs: list[tuple[str, str]]) -> Callable[[str | None], str | None]:
    """A function giving a value with every original of ``pairs`` replaced (longest first, no replacement
    replaced again), or ``None`` when the value holds none of them."""
    pattern = re.compile("|".join(re.escape(o) for o, _ in pairs))
    table = dict(pairs)

    def fix(value: str | None) -> str | None:
        if not value or not pattern.search(value):
            return None
        return pattern.sub(lambda m: table[m.group(0)], value)

    return fix


def replace_all(value: str, pairs: list[tuple[str, str]]) -> str:
    """``value`` with every original of ``pairs`` replaced (longest first, no replacement replaced again)."""
    if not value or not pairs:
        return value
    return _replacer(pairs)(value) or value


def scrub_tree(
    root, pairs: list[tuple[str, str]], edited: Callable[[etree._Element], bool] | None = None
) -> int:
    """Replace the originals of ``pairs`` in every text, tail and attribute value under ``root`` (an lxml
    element), except the values of style references; returns how many values changed.

    ``edited(el)`` tells an element whose text is the document's text that the writer edited from the spans
    (a docx run's ``w:t``, an hwpx ``t``): its text and the tails of its children are left as the writer made
    them. A copy of a replaced string there is no stray copy but text the spans did not cover, which the
    ``.txt`` output keeps as well and the residual check reports; replacing it here wrote the docx differently
    from its ``.txt`` (a new-user trial, 2026-12-04: "회전 체결되는" became "O되는" in the docx only) and
    without the particle correction."""
    if not pairs:
        return 0
    fix = _replacer(pairs)
    changed = 0
    for el in root.iter():
        if not isinstance(el.tag, str):  # comments and processing instructions
            continue
        parent = el.getparent()
        written = edited is not None and edited(el)
        # lxml's own text and tail: python-docx's element classes redefine ``text`` (a paragraph's runs)
        for slot in (_TEXT, _TAIL):
            if (slot is _TEXT and written) or (
                slot is _TAIL and edited is not None and parent is not None and edited(parent)
            ):
                continue
            new = fix(slot.__get__(el))
            if new is not None:
                slot.__set__(el, new)
                changed += 1
        if el.tag in _STYLE_REFS:
            continue
        for name, value in el.attrib.items():
            new = fix(value)
            if new is not None:
                el.set(name, new)
                changed += 1
    return changed


def scrub_xml_bytes(
    data: bytes, pairs: list[tuple[str, str]], edited: Callable[[etree._Element], bool] | None = None
) -> bytes:
    """``data`` (one XML part) with the originals of ``pairs`` replaced by :func:`scrub_tree` (``edited`` as
    there); the part as it was when nothing matches or it is not XML that lxml reads (the writers checked it
    with defusedxml)."""
    if not pairs:
        return data
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return data
    if not any(o in text or escape(o) in text for o, _ in pairs):
        return data
    parser = etree.XMLParser(resolve_entities=False, no_network=True, remove_blank_text=False)
    try:
        root = etree.fromstring(data, parser)
    except etree.XMLSyntaxError:
        return data
    if not scrub_tree(root, pairs, edited):
        return data
    standalone = b"standalone" in data[:200]
    return etree.tostring(
        root, xml_declaration=True, encoding="UTF-8", standalone=True if standalone else None
    )


def scrub_text_bytes(data: bytes, pairs: list[tuple[str, str]]) -> bytes:
    """``data`` (a UTF-8 text or HTML part) with the originals of ``pairs`` replaced; as it was when it is not
    UTF-8."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return data
    new = replace_all(text, pairs)
    return data if new == text else new.encode("utf-8")


def is_table_part(name: str) -> bool:
    """Whether the zip entry ``name`` holds styles, numbering, fonts or themes (left alone)."""
    return _TABLE_PARTS.search(name) is not None


def scrub_link_target(target: str) -> str:
    """An external link's address (a hyperlink's ``Target``), or ``"#"`` when the validated rules
    (:func:`~thunder_deid_desktop.analysis.rules.find_rule_spans`: phone, account, card and registration numbers,
    emails ...) find an identifier in it that is not the address itself: a link can carry personal information
    that the text it is attached to does not show ("https://blog.example.com/kimminsu-010-2345-6789" behind
    "김민수 블로그", a new-user trial, 2026-12-02). The address alone, as a URL rule span covering all of it,
    is kept: its copies in the text were replaced already when it was accepted there."""
    from thunder_deid_desktop.analysis.rules import RULES, find_rule_spans

    if not target or target == "#":
        return target
    rules = [r for r in RULES if "URL" not in r.labels]
    stripped = target.split(":", 1)[1] if target.lower().startswith(("mailto:", "tel:")) else target
    # a number glued to the words of a path ("kimminsu-010-2345-6789") is tried on its own as well
    pieces = [stripped, *_NUMBER_IN_LINK.findall(stripped)]
    return "#" if any(find_rule_spans(p, rules=rules) for p in pieces) else target


#: a run of digits with separators inside a link address
_NUMBER_IN_LINK = re.compile(r"[0-9][0-9.\-]{6,}[0-9]")
