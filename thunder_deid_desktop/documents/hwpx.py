"""HWPX (Hancom OWPML: a zip of XML parts), read and written back with formatting, parsed safely.

Safety (issue 3, item 6): the zip is checked before anything is extracted (at most 5,000 entries, 512 MiB
uncompressed in total, 100 MiB per XML part, and no entry above 1 MiB that expands more than 200 times:
"zip too large" / "zip bomb"), and XML is parsed with defusedxml (no DTD, no entity expansion, no external
entities: "unsafe XML").

Text layout: the sections ``Contents/section0.xml``, ``section1.xml`` … in numeric order, then the master pages
(바탕쪽) ``Contents/masterpage0.xml`` … (a new-user trial found a name there left in the output); in each, every
paragraph (``p``, any namespace) gives one line ("\\n" after it), paragraphs in document order with a
paragraph's own text before the paragraphs nested in its tables; a table's row is one line, "\\t" after the last
paragraph of each cell (``tc``) but the row's last, as a text table is written (the analyzer's table rules read
its columns; a cell of several paragraphs spans lines).  A paragraph's text is the text of its
``t`` elements in order; inside ``t``, ``tab`` and ``lineBreak`` elements read as "\\t" and "\\n", other empty
elements (``fwSpace``, ``nbSpace``) as " ", and they are not editable (they stay where they are).

Writing: edits go into the ``t`` texts (a span crossing runs is written into the run where it starts, see
:func:`~thunder_deid_desktop.documents.base.apply_edits_to_pieces`); the layout cache ``linesegarray`` of an
edited paragraph is removed so the word processor lays it out again; each changed part is serialised with
its original XML declaration and root start tag (so every namespace declaration and prefix stays as it
was); every other zip entry is copied unchanged, in the same order and compression, except the preview:
``Preview/PrvText.txt`` is regenerated from the new text and ``Preview/PrvImage.png`` (a picture of page 1,
with the names on it) is replaced by a blank image, and the free-text metadata of ``Contents/content.hpf``
(title, author, contributor, last editor, subject, description, keywords, company …: :func:`clear_metadata`)
is emptied ("document properties cleared" in ``normalizations``), and so are the names of memo and
tracked-change authors (:func:`clear_authors`, "memo and change authors removed"). Copies of an edited string
left elsewhere in the XML (a bookmark's name, a field's parameters, a shape's comment) get the same replacement
(:mod:`.residue`; the part is then written by lxml), and a hyperlink's address that still holds an identifier
is emptied as the docx writer empties a link's target (:func:`clear_link_addresses`).
"""

from __future__ import annotations

import html
import io
import re
import struct
import zipfile
import zlib
from pathlib import Path
from xml.etree import ElementTree as ET
from xml.sax.saxutils import escape

import defusedxml.ElementTree as DET
from defusedxml import DefusedXmlException

from thunder_deid_desktop.documents.base import (
    MAX_FILE_BYTES,
    Document,
    DocumentError,
    Edit,
    Piece,
    apply_edits_to_pieces,
    invalid_package,
    size_text,
)
from thunder_deid_desktop.documents.hwp import OLE_MAGIC
from thunder_deid_desktop.documents.residue import (
    is_table_part,
    replace_all,
    replacement_pairs,
    scrub_link_target,
    scrub_xml_bytes,
)

MAX_ENTRIES = 5000
MAX_TOTAL_UNCOMPRESSED = 512 * 1024 * 1024
MAX_PART_BYTES = 100 * 1024 * 1024
MAX_RATIO = 200

_SECTION = re.compile(r"^Contents/section(\d+)\.xml$")
_MASTER_PAGE = re.compile(r"^Contents/masterpage(\d+)\.xml$")
_SEPARATORS = {"tab": "\t", "lineBreak": "\n", "fwSpace": " ", "nbSpace": " ", "hyphen": "-"}


def _not_a_zip(path: Path, fmt: str) -> str:
    """What a file that zipfile cannot open is, in plain words, judged from its first bytes."""
    try:
        with path.open("rb") as fh:
            head = fh.read(4096)
    except OSError:
        head = b""
    if head.startswith(b"PK"):
        return "its ZIP package is damaged or incomplete, as after a copy or download cut short"
    if head.startswith(OLE_MAGIC):
        return f"it is an old binary file (Word 97-2003 .doc or 한글 .hwp), not a ZIP package: open it and save it as .{fmt}"
    if head and all(b >= 0x20 or b in b"\t\n\r\x0c" for b in head):
        return "it is plain text, not a ZIP package"
    return "it is not a ZIP package"


def check_zip(path: Path, fmt: str = "hwpx") -> None:
    """Refuse a zip that is broken, too large or a zip bomb, before reading any entry.

    Args:
        path: the file.
        fmt: what it should be (``"docx"``/``"hwpx"``), named in the error.

    Raises:
        DocumentError: :func:`~thunder_deid_desktop.documents.base.invalid_package` with the code "bad zip",
        "zip too large" or "zip bomb".
    """
    try:
        with zipfile.ZipFile(path) as zf:
            infos = zf.infolist()
    except (zipfile.BadZipFile, OSError, ValueError):
        raise invalid_package(path, fmt, _not_a_zip(path, fmt), "bad zip") from None
    if len(infos) > MAX_ENTRIES:
        why = f"its ZIP package holds {len(infos):,} parts, more than the {MAX_ENTRIES:,} allowed"
        raise invalid_package(path, fmt, why, "zip too large")
    total = 0
    for info in infos:
        total += info.file_size
        if total > MAX_TOTAL_UNCOMPRESSED:
            why = f"its parts unpack to more than {size_text(MAX_TOTAL_UNCOMPRESSED)}"
            raise invalid_package(path, fmt, why, "zip too large")
        if info.file_size > 1024 * 1024 and info.file_size > MAX_RATIO * max(info.compress_size, 1):
            why = (
                f"its part {info.filename} would unpack from {size_text(info.compress_size)} to "
                f"{size_text(info.file_size)}, refused for safety"
            )
            raise invalid_package(path, fmt, why, "zip bomb")


def _read_part(zf: zipfile.ZipFile, name: str, path: Path, fmt: str = "hwpx") -> bytes:
    """The bytes of part ``name``, refused above :data:`MAX_PART_BYTES` ("zip too large")."""
    info = zf.getinfo(name)
    too_large = f"its part {name} is larger than {size_text(MAX_PART_BYTES)}"
    if info.file_size > MAX_PART_BYTES:
        raise invalid_package(path, fmt, too_large, "zip too large")
    with zf.open(info) as fh:
        data = fh.read(MAX_PART_BYTES + 1)
    if len(data) > MAX_PART_BYTES:
        raise invalid_package(path, fmt, too_large, "zip too large")
    return data


#: what each defusedxml refusal means, in words
_UNSAFE = {
    "DTDForbidden": "a DTD (document type declaration)",
    "EntitiesForbidden": "an entity declaration",
    "ExternalReferenceForbidden": "a reference to an outside file",
}


def parse_xml(data: bytes, path: Path | None = None, *, fmt: str = "hwpx", part: str = "") -> ET.Element:
    """Parse XML safely (defusedxml: DTDs, entities and external references are refused).

    Args:
        data: the XML.
        path: the file it comes from, named in the error.
        fmt: the file's format (``"docx"``/``"hwpx"``), named in the error.
        part: the zip entry the XML comes from, named in the error.

    Raises:
        DocumentError: :func:`~thunder_deid_desktop.documents.base.invalid_package` with the code "unsafe XML"
        or "bad XML".
    """
    where = f"its part {part}" if part else "its XML"
    try:
        return DET.fromstring(data, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    except DefusedXmlException as exc:
        what = _UNSAFE.get(type(exc).__name__, "a DTD or entity")
        why = f"{where} contains {what}, which documents do not need; refused for safety"
        raise invalid_package(path, fmt, why, "unsafe XML") from None
    except ET.ParseError as exc:
        line, column = exc.position  # expat counts columns from 0
        problem = str(exc).rsplit(": line ", 1)[0]
        detail = f"{problem} at line {line}, column {column + 1}"
        raise invalid_package(path, fmt, f"{where} is damaged: {detail}", "bad XML") from None


def _local(tag: object) -> str:
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


def _namespaces(data: bytes) -> list[tuple[str, str]]:
    out = []
    for _event, (prefix, uri) in DET.iterparse(io.BytesIO(data), events=("start-ns",), forbid_dtd=True):
        out.append((prefix, uri))
    return out


def _head(data: bytes) -> tuple[bytes, bytes]:
    """(everything before the root element, the root element's start tag) of the original bytes."""
    i = 0
    while True:
        j = data.find(b"<", i)
        if j < 0:
            return b"", b""
        if data[j + 1 : j + 2] in (b"?", b"!"):
            i = data.find(b">", j) + 1
            continue
        k = data.find(b">", j)
        return data[:j], data[j : k + 1]


class _Section:
    def __init__(self, name: str, data: bytes, path: Path) -> None:
        self.name = name
        self.original = data
        self.root = parse_xml(data, path, fmt="hwpx", part=name)
        self.ns = _namespaces(data)
        self.changed = False
        self.paragraphs: list[tuple[ET.Element, list[ET.Element]]] = []
        #: ids of the paragraphs that end a table cell (``tc``) another cell of the row follows: "\t" after them
        self.tab_after: set[int] = set()
        self._walk(self.root, None)

    def _walk(self, elem: ET.Element, own: list[ET.Element] | None) -> None:
        cells = [c for c in elem if _local(c.tag) == "tc"]
        for child in elem:
            name = _local(child.tag)
            if name == "tc":
                before = len(self.paragraphs)
                self._walk(child, own)
                if child is not cells[-1] and len(self.paragraphs) > before:
                    self.tab_after.add(id(self.paragraphs[-1][0]))
            elif name == "p":
                ts: list[ET.Element] = []
                self.paragraphs.append((child, ts))
                self._walk(child, ts)
            elif name == "t":
                if own is not None:
                    own.append(child)
            else:
                self._walk(child, own)

    def serialise(self) -> bytes:
        for prefix, uri in self.ns:
            if prefix and not re.match(r"ns\d+$", prefix):
                try:
                    ET.register_namespace(prefix, uri)
                except ValueError:
                    pass
        body = ET.tostring(self.root, encoding="utf-8")
        if body.startswith(b"<?xml"):
            body = body[body.find(b"?>") + 2 :].lstrip()
        pre, root_tag = _head(self.original)
        _, new_root_tag = _head(body)
        if root_tag and new_root_tag and not new_root_tag.endswith(b"/>") and not root_tag.endswith(b"/>"):
            body = root_tag + body[len(new_root_tag) :]
        return pre + body


def _t_pieces(
    section: _Section, para: ET.Element, t: ET.Element, pos: int, parts: list[str]
) -> tuple[int, list]:
    pieces: list[Piece] = []

    def text_piece(get, set_, s: str) -> None:
        nonlocal pos
        if s:
            pieces.append(Piece(pos, pos + len(s), get, set_))
            parts.append(s)
            pos += len(s)

    def mark() -> None:
        section.changed = True
        for child in list(para):
            if _local(child.tag) == "linesegarray":
                para.remove(child)

    def make(elem: ET.Element, attr: str):
        def get() -> str:
            return getattr(elem, attr) or ""

        def set_(s: str) -> None:
            setattr(elem, attr, s)
            mark()

        return get, set_

    text_piece(*make(t, "text"), t.text or "")
    for child in t:
        sep = _SEPARATORS.get(_local(child.tag), "")
        parts.append(sep)
        pos += len(sep)
        text_piece(*make(child, "tail"), child.tail or "")
    return pos, pieces


#: the package manifest, whose metadata names the author, the last editor and the title
_MANIFEST = "Contents/content.hpf"
#: an element's content: characters, or one CDATA section
_CONTENT = r"(<!\[CDATA\[.*?\]\]>|[^<]+)"
#: Dublin Core elements of the manifest's metadata that hold free text (a name, a title): all of them but
#: ``date``, ``format``, ``language`` and ``type`` (``keyword`` is Hancom's, not Dublin Core's)
_FREE_TEXT_ELEMENTS = (
    "title|creator|contributor|publisher|subject|description|rights|identifier|source|relation|coverage"
    "|keywords?"
)
_PERSONAL_METADATA = (
    re.compile(
        rf"(<(?:[\w.-]+:)?(?:{_FREE_TEXT_ELEMENTS})\b[^>]*(?<!/)>){_CONTENT}(</(?:[\w.-]+:)?(?:{_FREE_TEXT_ELEMENTS})>)",
        re.S,
    ),
    # Hancom's own fields (creator, lastsaveby, subject, description, keyword, companyName …): every one but
    # the dates (CreatedDate, ModifiedDate, date)
    re.compile(
        r'(<(?:[\w.-]+:)?meta\b(?=[^>]*\bname=")(?![^>]*\bname="[^"]*(?i:date)")[^>]*(?<!/)>)'
        rf"{_CONTENT}(</(?:[\w.-]+:)?meta>)",
        re.S,
    ),
    # OPF 2.0's sort form of a creator's or contributor's name (``opf:file-as="Kim, Minsu"``)
    re.compile(r'(\b(?:[\w.-]+:)?file-as=")([^"]+)(")'),
)


def _empty_second_groups(data: bytes, patterns: tuple[re.Pattern[str], ...]) -> tuple[bytes, bool]:
    """``data`` with group 2 of every match of ``patterns`` emptied where it holds more than blanks (a CDATA
    section counts by its content), and whether any did; ``data`` itself when none did or it is not UTF-8. The
    rest of the bytes stays as written (no XML re-serialisation)."""
    try:
        xml = data.decode("utf-8")
    except UnicodeDecodeError:
        return data, False
    found = False

    def emptied(m: re.Match[str]) -> str:
        nonlocal found
        content = m.group(2)
        if content.startswith("<![CDATA["):
            content = content[9:-3]
        if not content.strip():
            return m.group(0)
        found = True
        return m.group(1) + m.group(3)

    for pattern in patterns:
        xml = pattern.sub(emptied, xml)
    return (xml.encode("utf-8"), True) if found else (data, False)


def clear_metadata(data: bytes) -> tuple[bytes, bool]:
    """``data`` (the bytes of ``Contents/content.hpf``) with the text of its free-text metadata emptied (plain or
    CDATA), and whether any was there: the Dublin Core title, creator, contributor, publisher, subject,
    description … (``dc:creator``, ``opf:title``), every Hancom ``meta`` field but the dates (creator,
    lastsaveby, subject, description, keyword, companyName …) and the ``file-as`` form of a name. A new-user
    trial (2026-12-03) found "김민준" left in ``<dc:creator>``. The rest of the bytes stays as written (no XML
    re-serialisation)."""
    return _empty_second_groups(data, _PERSONAL_METADATA)


#: who wrote a memo or a tracked change: a memo field's Author parameter, a track-change author's name
_AUTHORS = (
    re.compile(
        r'(<(?:[\w.-]+:)?stringParam\b[^>]*\bname="Author"[^>]*>)([^<]+)(</(?:[\w.-]+:)?stringParam>)'
    ),
    re.compile(r'(<(?:[\w.-]+:)?trackChangeAuthor\b[^>]*?\bname=")([^"]+)(")'),
)


def _names_an_author(data: bytes) -> bool:
    """Whether :func:`clear_authors` would empty something in ``data`` (a search, no copy of the part)."""
    try:
        xml = data.decode("utf-8")
    except UnicodeDecodeError:  # clear_authors leaves such a part as it is
        return False
    return any(m.group(2).strip() for p in _AUTHORS for m in p.finditer(xml))


def clear_authors(data: bytes) -> tuple[bytes, bool]:
    """``data`` (an XML part) with the names of memo and tracked-change authors emptied, and whether any was
    there: the docx writer removes comments and their authors, and a new-user trial (2026-12-02) found
    "정수빈" left in an hwpx memo field (``stringParam name="Author"``) and in ``header.xml``
    (``trackChangeAuthor name``). The rest of the bytes stays as written."""
    return _empty_second_groups(data, _AUTHORS)


#: a hyperlink field, whose parameters hold the link's address
_HYPERLINK = re.compile(
    r'(<(?:[\w.-]+:)?fieldBegin\b[^>]*\btype="HYPERLINK"[^>]*(?<!/)>)(.*?)(</(?:[\w.-]+:)?fieldBegin>)', re.S
)
#: the parameters of a hyperlink field that hold the address: ``Command`` (the address with backslash escapes,
#: then the options after the first unescaped ";": ``https\://example.com;1;0;0;``) and ``Path`` (the address
#: as it is), which Hancom writes too
_LINK_PARAM = re.compile(
    r'(<(?:[\w.-]+:)?stringParam\b[^>]*\bname="(Command|Path)"[^>]*(?<!/)>)([^<]*)(</(?:[\w.-]+:)?stringParam>)'
)
#: the address at the start of a Command parameter: up to the first ";" that no backslash escapes
_COMMAND_ADDRESS = re.compile(r"(?:[^\\;]|\\.)*", re.S)
#: the characters a Command's address escapes with a backslash
_COMMAND_SPECIAL = re.compile(r"([\\:;?#])")


def _command_escape(s: str) -> str:
    return _COMMAND_SPECIAL.sub(r"\\\1", s)


def _command_unescape(s: str) -> str:
    return re.sub(r"\\(.)", r"\1", s, flags=re.S)


def clear_link_addresses(data: bytes, pairs: list[tuple[str, str]]) -> bytes:
    """``data`` (a section or master page) with the address of every hyperlink field treated as the docx writer
    treats a link's target (:func:`~thunder_deid_desktop.documents.docx.write_docx`): the originals of ``pairs``
    (``(original, replacement)``, :func:`~.residue.replacement_pairs`) are replaced in it, in their escaped form
    too in ``Command``, and the address is emptied, in ``Command`` and ``Path`` alike, when the rules still find
    an identifier in it (:func:`~.residue.scrub_link_target`; a docx link gets "#").  ``Command`` keeps its
    options (``mailto:choi.sua93@gmail.com;1;0;0;`` -> ``;1;0;0;``), so the field stays valid.  A new-user trial
    (2026-12-03) found that address left behind a link whose text, a name, was replaced.  The rest of the bytes
    stays as written; ``data`` itself when there is no hyperlink, nothing changes or it is not UTF-8."""
    if b'"HYPERLINK"' not in data:
        return data
    try:
        xml = data.decode("utf-8")
    except UnicodeDecodeError:
        return data
    escaped = {(_command_escape(o), _command_escape(r)) for o, r in pairs}
    command_pairs = sorted(set(pairs) | escaped, key=lambda kv: -len(kv[0]))

    def new_value(name: str, value: str, empty: bool) -> tuple[str, str]:
        """(the new value of parameter ``name``, the address it gives) for its unescaped ``value``."""
        if name == "Path":
            address = "" if empty else replace_all(value, pairs)
            return address, address
        old = _COMMAND_ADDRESS.match(value).group(0)
        address = "" if empty else replace_all(old, command_pairs)
        return address + value[len(old) :], _command_unescape(address)

    def field(m: re.Match[str]) -> str:
        params = [(p.group(2), html.unescape(p.group(3))) for p in _LINK_PARAM.finditer(m.group(2))]
        empty = any(
            scrub_link_target(address) != address
            for address in (new_value(name, value, False)[1] for name, value in params)
        )

        def param(p: re.Match[str]) -> str:
            value = html.unescape(p.group(3))
            new = new_value(p.group(2), value, empty)[0]
            return p.group(0) if new == value else p.group(1) + escape(new) + p.group(4)

        return m.group(1) + _LINK_PARAM.sub(param, m.group(2)) + m.group(3)

    new = _HYPERLINK.sub(field, xml)
    return data if new == xml else new.encode("utf-8")


def load_hwpx(path: Path) -> Document:
    """Read an .hwpx (layout in the module docstring).

    Raises:
        DocumentError: "no text", "file too large", or :func:`~thunder_deid_desktop.documents.base.invalid_package`
        with the code "not an hwpx file", "bad zip", "zip too large", "zip bomb", "unsafe XML" or "bad XML".
    """
    if path.stat().st_size > MAX_FILE_BYTES:
        raise DocumentError(path, "file too large")
    check_zip(path, "hwpx")
    with zipfile.ZipFile(path) as zf:
        names = zf.namelist()
        sections = sorted((int(m.group(1)), n) for n in names if (m := _SECTION.match(n)))
        if not sections:
            why = "its ZIP package has no text part (Contents/section0.xml)"
            raise invalid_package(path, "hwpx", why, "not an hwpx file")
        # master pages (바탕쪽) after the sections: text printed on every page, a name in it is on every page
        masters = sorted((int(m.group(1)), n) for n in names if (m := _MASTER_PAGE.match(n)))
        read = {n: _read_part(zf, n, path, "hwpx") for _, n in sections + masters}
        loaded = [_Section(n, data, path) for n, data in read.items()]
        # every other XML part is copied into the output: one with a DTD (an entity bomb) is refused like a
        # section is, not handed on to whoever opens the de-identified file (a new-user trial, 2026-12-03)
        for n in names:
            if n not in read and n.lower().endswith((".xml", ".hpf", ".rels")):
                read[n] = _read_part(zf, n, path, "hwpx")
                parse_xml(read[n], path, fmt="hwpx", part=n)
    # each part is read once: the manifest and the authors' parts are among those read above
    cleared = _MANIFEST in read and clear_metadata(read[_MANIFEST])[1]
    # whether write_hwpx will remove an author's name
    authors = any(
        _names_an_author(data) for n, data in read.items() if n.startswith("Contents/") and n.endswith(".xml")
    )
    parts: list[str] = []
    pieces: list[Piece] = []
    pos = 0
    for sec in loaded:
        for para, ts in sec.paragraphs:
            for t in ts:
                pos, ps = _t_pieces(sec, para, t, pos, parts)
                pieces.extend(ps)
            parts.append("\t" if id(para) in sec.tab_after else "\n")
            pos += 1
    text = "".join(parts)
    if not text.strip():
        raise DocumentError(path, "no text")
    # done by write_hwpx
    normalizations = (("document properties cleared",) if cleared else ()) + (
        ("memo and change authors removed",) if authors else ()
    )
    return Document(text, path, "hwpx", "utf-8", normalizations, pieces=pieces, native=loaded)


def _blank_png() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data))
            + kind
            + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
        )

    ihdr = struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(b"\x00\xff"))
        + chunk(b"IEND", b"")
    )


def write_hwpx(doc: Document, edits: list[Edit], out_path: Path, new_text: str) -> int:
    """Apply ``edits`` to a loaded hwpx and write the package to ``out_path``; returns runs-crossing edits.

    ``new_text`` (the de-identified text) regenerates the preview text.  The loaded document is modified
    in place: load again to write a second time.

    Raises:
        DocumentError: "edits do not fit the text".
    """
    from thunder_deid_desktop.documents.txt import decode_bytes

    try:
        crossed = apply_edits_to_pieces(doc.pieces, edits)
    except ValueError:
        raise DocumentError(out_path, "edits do not fit the text") from None
    sections = {s.name: s for s in doc.native}
    pairs = replacement_pairs(doc.text, edits)
    assert doc.path is not None
    with zipfile.ZipFile(doc.path) as src, zipfile.ZipFile(out_path, "w") as dst:
        for info in src.infolist():
            data = src.read(info)
            if info.filename in sections and sections[info.filename].changed:
                data = sections[info.filename].serialise()
            elif info.filename == "Preview/PrvText.txt":
                try:
                    _, enc, bom = decode_bytes(data)
                except DocumentError:
                    enc, bom = "utf-8", b""
                data = bom + new_text[:1024].encode(enc, errors="replace")
            elif info.filename == "Preview/PrvImage.png":
                data = _blank_png()
            elif info.filename == _MANIFEST:
                data = clear_metadata(data)[0]
            if info.filename.startswith("Contents/") and info.filename.endswith(".xml"):
                data = clear_link_addresses(clear_authors(data)[0], pairs)
            if info.filename.endswith((".xml", ".hpf", ".rels")) and not is_table_part(info.filename):
                # bookmark names, field parameters, shape comments; not the paragraphs' text the edits made
                edited = _paragraph_text if info.filename in sections else None
                data = scrub_xml_bytes(data, pairs, edited)
            out_info = zipfile.ZipInfo(info.filename, date_time=info.date_time)
            out_info.compress_type = info.compress_type
            out_info.external_attr = info.external_attr
            dst.writestr(out_info, data)
    return crossed


def _paragraph_text(el) -> bool:
    """Whether ``el`` (an lxml element of a section part) is a ``t`` inside a paragraph ``p``: the text that
    :class:`_Section` loads as pieces and the writer edits from the spans."""
    return _local(el.tag) == "t" and any(_local(a.tag) == "p" for a in el.iterancestors())


def is_hwpx(path: Path) -> bool:
    """True when ``path`` is a zip with an HWPX section part."""
    try:
        with zipfile.ZipFile(path) as zf:
            return any(_SECTION.match(n) for n in zf.namelist())
    except (zipfile.BadZipFile, OSError):
        return False
