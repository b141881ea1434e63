"""Word ``.docx`` through python-docx: body paragraphs and tables (nested too), headers and footers, text boxes,
footnotes and endnotes.

Text layout: one line per paragraph (``"\\n"`` after each), in this order: the body in document order (a
table's cells row by row, each cell's paragraphs; a row on one line, ``"\\t"`` after the last paragraph of each
cell but the row's last, as a text table is written: the analyzer's table rules read its columns, and a
``--format txt`` output keeps rows readable; a cell of several paragraphs spans lines), then for each section its header and footer paragraphs
(each distinct header/footer part once), then the paragraphs of text boxes (body, then headers and footers; Word
keeps a second copy of a text box for old readers, and both are read and edited), then those of block-level
content controls, then footnotes and endnotes.  Inside a paragraph the text is the concatenation of its runs,
including runs inside hyperlinks, inline content controls, smart tags and simple fields; python-docx
renders ``<w:tab/>`` as "\\t" and ``<w:br/>`` as "\\n" in a run's text, and writes them back the same way.

What a reader of the output must not find, whatever the spans (names in review marks, 비실명처리 of the whole
file), is removed when the file is loaded and named in ``normalizations``:

- ``"tracked changes accepted"``: deleted text (``w:del``, ``w:moveFrom``) is dropped, inserted text
  (``w:ins``, ``w:moveTo``) becomes plain text and is analysed like the rest, and formatting-change marks go
  (each of them names its author);
- ``"comments removed"``: the comments part, its anchors and the list of reviewers (``people.xml``);
- ``"document properties cleared"``: every free-text field of ``docProps/core.xml`` (author, last editor,
  title, subject, keywords, description, category, content status, identifier, version; the language unless it
  is a language tag such as "ko-KR"), company, manager and titles of ``docProps/app.xml``, custom properties,
  and the thumbnail picture of the first page.

Writing keeps every run's formatting: edits are applied to runs (see
:func:`~thunder_deid_desktop.documents.base.apply_edits_to_pieces`); a span crossing runs is written into the
run where it starts.  Not covered (left as written): the data that content controls are bound to
(``customXml`` parts; Word shows the copy in the controls, which is de-identified).
"""

from __future__ import annotations

import difflib
import re
import zipfile
from pathlib import Path

import docx
from docx.document import Document as DocxDocument
from docx.opc.part import XmlPart
from docx.oxml import parse_xml as oxml_parse
from docx.table import Table
from docx.text.paragraph import Paragraph
from docx.text.run import Run
from lxml import etree

from thunder_deid_desktop.documents.base import (
    MAX_FILE_BYTES,
    Document,
    DocumentError,
    Edit,
    Piece,
    apply_edits_to_pieces,
    invalid_package,
)
from thunder_deid_desktop.documents.hwpx import _read_part, check_zip, parse_xml
from thunder_deid_desktop.documents.residue import (
    is_table_part,
    replace_all,
    replacement_pairs,
    scrub_link_target,
    scrub_text_bytes,
    scrub_tree,
    scrub_xml_bytes,
)


def _iter_block(container, tab_after: set[int]) -> list[Paragraph]:
    """The paragraphs of ``container`` in order, a table's cells row by row; the last paragraph of every cell but
    a row's last goes into ``tab_after`` (by its element's ``id``): the text writes a row on one line, its cells
    separated by tabs, as the table rules of the analyzer read a text table."""
    out: list[Paragraph] = []
    for item in container.iter_inner_content():
        if isinstance(item, Paragraph):
            out.append(item)
        elif isinstance(item, Table):
            seen: set[int] = set()  # merged cells repeat, across a row and down a column (w:vMerge)
            for row in item.rows:
                ends: list[int] = []
                for cell in row.cells:
                    if id(cell._tc) in seen:
                        continue
                    seen.add(id(cell._tc))
                    inner = _iter_block(cell, tab_after)
                    out.extend(inner)
                    if inner:
                        ends.append(id(inner[-1]._p))
                tab_after.update(ends[:-1])
    return out


def _paragraphs(doc: DocxDocument, tab_after: set[int]) -> list[Paragraph]:
    paras = _iter_block(doc, tab_after)
    seen_parts: set[int] = set()
    for section in doc.sections:
        for hf in (
            section.header,
            section.first_page_header,
            section.even_page_header,
            section.footer,
            section.first_page_footer,
            section.even_page_footer,
        ):
            if hf.is_linked_to_previous:
                continue
            part = hf.part
            if id(part) in seen_parts:
                continue
            seen_parts.add(id(part))
            paras.extend(_iter_block(hf, tab_after))
    return paras


_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
#: tracked changes whose content goes (accepting a deletion) and whose content stays (accepting an insertion)
_REMOVED = tuple(_W + t for t in ("del", "moveFrom"))
_UNWRAPPED = tuple(_W + t for t in ("ins", "moveTo"))
#: marks of tracked changes that hold no text but name their author
_CHANGE_MARKS = tuple(
    _W + t
    for t in (
        "rPrChange", "pPrChange", "sectPrChange", "tblPrChange", "tblGridChange", "trPrChange", "tcPrChange",
        "numberingChange", "moveFromRangeStart", "moveFromRangeEnd", "moveToRangeStart", "moveToRangeEnd",
        "cellIns", "cellDel", "cellMerge",
    )
)  # fmt: skip
_COMMENT_ANCHORS = (_W + "commentRangeStart", _W + "commentRangeEnd")
#: relationships (last segment of the type) of parts that hold comments and reviewers
_REVIEW_RELS = frozenset({"comments", "commentsExtended", "commentsIds", "commentsExtensible", "people"})
#: package relationships of parts that hold properties or a picture of the first page
_PROPERTY_RELS = frozenset({"custom-properties", "thumbnail"})
#: the free-text fields of ``docProps/core.xml`` (python-docx's names): each can hold a name ("version" and
#: "identifier" held "김민준판" and a registration number in a new-user trial, 2026-12-03)
_CORE_FIELDS = (
    "author", "last_modified_by", "title", "subject", "keywords", "comments", "category", "content_status",
    "identifier", "version",
)  # fmt: skip
#: a language tag (BCP 47: "ko-KR"), the only value ``dc:language`` keeps
_LANGUAGE_TAG = re.compile(r"[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*")
_APP_FIELDS = ("Company", "Manager", "HyperlinkBase", "TitlesOfParts")


def _accept_tracked_changes(root) -> int:
    """Accept every tracked change under ``root`` (an lxml element) in place; returns how many there were."""
    n = 0
    for el in list(root.iter(*_REMOVED)):
        el.getparent().remove(el)
        n += 1
    for el in list(root.iter(*_UNWRAPPED)):
        parent = el.getparent()
        i = parent.index(el)
        for child in list(el):
            parent.insert(i, child)
            i += 1
        parent.remove(el)
        n += 1
    for el in list(root.iter(*_CHANGE_MARKS)):
        el.getparent().remove(el)
        n += 1
    return n


def _remove_comment_anchors(root) -> int:
    """Remove comment ranges and references under ``root``; returns how many."""
    n = 0
    for el in list(root.iter(*_COMMENT_ANCHORS)):
        el.getparent().remove(el)
        n += 1
    for ref in list(root.iter(_W + "commentReference")):
        run = ref.getparent()
        if run.tag == _W + "r" and all(c is ref or c.tag == _W + "rPr" for c in run):
            run.getparent().remove(run)
        else:
            run.remove(ref)
        n += 1
    return n


def _clear_properties(native: DocxDocument) -> bool:
    """Clear personal fields of the core and app properties and drop custom properties and the thumbnail;
    returns whether anything was there."""
    found = False
    cp = native.core_properties
    for name in _CORE_FIELDS:
        if getattr(cp, name):
            setattr(cp, name, "")
            found = True
    if cp.language and not _LANGUAGE_TAG.fullmatch(cp.language.strip()):
        cp.language = ""
        found = True
    package = native.part.package
    for r_id, rel in list(package.rels.items()):
        if not rel.is_external and rel.reltype.rsplit("/", 1)[-1] in _PROPERTY_RELS:
            package.rels.pop(r_id)
            found = True
        elif not rel.is_external and rel.reltype.endswith("/extended-properties"):
            part = rel.target_part
            root = etree.fromstring(part.blob)  # checked by check_xml_parts before python-docx read it
            for el in list(root):
                if etree.QName(el).localname in _APP_FIELDS and (len(el) or (el.text or "").strip()):
                    root.remove(el)
                    found = True
            part._blob = etree.tostring(root, xml_declaration=True, encoding="UTF-8", standalone=True)
    return found


def _scrub(native: DocxDocument, parts: list[tuple[object, object]]) -> tuple[str, ...]:
    """Accept tracked changes and remove comments in every XML part of ``parts`` (``(part, root)``), clear the
    properties; returns the normalizations made (module docstring)."""
    changes = comments = 0
    for _part, root in parts:
        changes += _accept_tracked_changes(root)
        comments += _remove_comment_anchors(root)
    main = native.part
    for r_id, rel in list(main.rels.items()):
        if not rel.is_external and rel.reltype.rsplit("/", 1)[-1] in _REVIEW_RELS:
            main.rels.pop(r_id)
            comments += 1
    done = []
    if changes:
        done.append("tracked changes accepted")
    if comments:
        done.append("comments removed")
    if _clear_properties(native):
        done.append("document properties cleared")
    return tuple(done)


def _text_parts(native: DocxDocument) -> list[tuple[object, object]]:
    """``(part, root element)`` of the main document, its headers and footers, footnotes and endnotes (parts
    python-docx has no class for are parsed from their bytes and written back by :func:`write_docx`)."""
    out: list[tuple[object, object]] = [(native.part, native.part.element)]
    for rel in native.part.rels.values():
        if rel.is_external:
            continue
        kind = rel.reltype.rsplit("/", 1)[-1]
        if kind in ("header", "footer"):
            out.append((rel.target_part, rel.target_part.element))
        elif kind in ("footnotes", "endnotes"):
            part = rel.target_part
            root = part.element if isinstance(part, XmlPart) else oxml_parse(part.blob)
            out.append((part, root))
    return out


def _extra_paragraphs(native: DocxDocument, parts: list[tuple[object, object]]) -> list[Paragraph]:
    """Paragraphs python-docx does not iterate: those of text boxes, then of block-level content controls
    (``w:sdt``), both in every part, then of footnotes and endnotes, each group in document order."""
    boxes: list[Paragraph] = []
    controls: list[Paragraph] = []
    notes: list[Paragraph] = []
    for _part, root in parts:
        for box in root.iter(_W + "txbxContent"):
            boxes.extend(Paragraph(p, native) for p in box.iter(_W + "p") if _container_of(p) is box)
        for content in root.iter(_W + "sdtContent"):
            controls.extend(
                Paragraph(p, native) for p in content.iter(_W + "p") if _container_of(p) is content
            )
        if etree.QName(root).localname in ("footnotes", "endnotes"):
            for note in root:
                if note.get(_W + "type") in (None, "normal"):
                    notes.extend(
                        Paragraph(p, native) for p in note.iter(_W + "p") if _container_of(p) is None
                    )
    return boxes + controls + notes


def _container_of(p) -> object | None:
    """The nearest text box or content control (``w:txbxContent``, ``w:sdtContent``) that holds paragraph
    ``p``, else ``None``."""
    for anc in p.iterancestors(_W + "txbxContent", _W + "sdtContent"):
        return anc
    return None


def _runs(p: Paragraph) -> list[Run]:
    """The runs of ``p`` in document order, those inside hyperlinks, inline content controls, smart tags and
    simple fields included, those of paragraphs nested in it (text boxes) not."""
    own = p._p
    return [Run(r, p) for r in own.iter(_W + "r") if next(r.iterancestors(_W + "p"), None) is own]


def _piece(run: Run, start: int, end: int) -> Piece:
    def get() -> str:
        return run.text

    def set_(s: str) -> None:
        set_run_text(run._r, s)

    return Piece(start, end, get, set_)


#: run children that carry the run's text, as python-docx's ``Run.text`` reads them
_TEXT_CHILDREN = "w:br | w:cr | w:noBreakHyphen | w:ptab | w:t | w:tab"
_XML_SPACE = "{http://www.w3.org/XML/1998/namespace}space"


def set_run_text(r, new: str) -> None:
    """Give the run element ``r`` (``w:r``) the text ``new`` by editing its ``w:t`` elements only: the changes
    between its text (python-docx's ``Run.text``) and ``new`` are found with :class:`difflib.SequenceMatcher`
    and each is written into the ``w:t`` it starts in. Pictures, fields, page breaks, symbols and every other
    child stay where they are (python-docx's own setter rebuilds the run from the string and dropped them: a
    new-user trial lost a picture and a page break that shared a run with a name). A tab or line break inside
    a changed range goes with it.
    """
    elements = r.xpath(_TEXT_CHILDREN)
    old = "".join(str(e) for e in elements)
    if old == new:
        return
    bounds = []  # (element, start, end) of each text child in ``old``
    pos = 0
    for e in elements:
        n = len(str(e))
        bounds.append((e, pos, pos + n))
        pos += n
    ops = difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes()
    for tag, i1, i2, j1, j2 in reversed(ops):  # from the end: earlier offsets stay valid
        if tag != "equal":
            _replace_in_run(r, bounds, i1, i2, new[j1:j2])


def _replace_in_run(r, bounds, i1: int, i2: int, repl: str) -> None:
    """Replace ``old[i1:i2]`` of a run (text children in ``bounds``, see :func:`set_run_text`) by ``repl``."""
    t_tag = _W + "t"
    # the w:t the change starts in (an insertion: the w:t it follows or precedes)
    host = next(
        (b for b in bounds if b[0].tag == t_tag and b[1] <= i1 < b[2]),
        next((b for b in bounds if b[0].tag == t_tag and b[1] < i1 <= b[2]), None),
    )
    if host is None:  # the change starts at a tab or a break, or the run has no w:t: a new w:t before it
        after = next((b[0] for b in bounds if b[1] >= i1 and b[2] > b[1]), None)
        t = etree.Element(t_tag)
        if after is None:
            r.append(t)
        else:
            after.addprevious(t)
        host = (t, i1, i1)
    e, s, _ = host
    text = e.text or ""
    keep_tail = text[i2 - s :] if i2 - s < len(text) else ""
    e.text = text[: i1 - s] + repl + keep_tail
    e.set(_XML_SPACE, "preserve")
    for other, a, b in bounds:  # the rest of the changed range, in the children after the host
        if other is e or b <= i1 or a >= i2 or a < s:
            continue
        if other.tag == t_tag:
            other.text = (other.text or "")[i2 - a :] if i2 < b else ""
        else:
            other.getparent().remove(other)


def check_xml_parts(path: Path) -> None:
    """Parse every XML part of the package with defusedxml before python-docx sees it (issue 9, item 1).

    python-docx's lxml parser does not expand entities, but a part with a DTD (an entity bomb, an external
    entity) has no place in a Word file and is refused outright; parts are read under the zip limits of
    :func:`~thunder_deid_desktop.documents.hwpx.check_zip`.

    Raises:
        DocumentError: :func:`~thunder_deid_desktop.documents.base.invalid_package` with the code "unsafe XML"
        (a DTD, entity or external reference), "bad XML" or "zip too large".
    """
    with zipfile.ZipFile(path) as zf:
        for name in zf.namelist():
            if name.endswith((".xml", ".rels")):
                parse_xml(_read_part(zf, name, path, "docx"), path, fmt="docx", part=name)


def _missing_parts(path: Path) -> str | None:
    """Which part every Word package has is missing from ``path`` (a zip), in words; None when both are there."""
    with zipfile.ZipFile(path) as zf:
        names = set(zf.namelist())
    if "word/document.xml" not in names:
        return "its ZIP package has no Word text part (word/document.xml)"
    if "[Content_Types].xml" not in names:
        return "its ZIP package has no list of parts ([Content_Types].xml)"
    return None


def load_docx(path: Path) -> Document:
    """Read a .docx (layout in the module docstring).

    Raises:
        DocumentError: "no text", "file too large", or :func:`~thunder_deid_desktop.documents.base.invalid_package`
        with the code "not a docx file", "bad zip", "zip too large", "zip bomb", "unsafe XML" or "bad XML".
    """
    if path.stat().st_size > MAX_FILE_BYTES:
        raise DocumentError(path, "file too large")
    check_zip(path, "docx")
    missing = _missing_parts(path)
    if missing:
        raise invalid_package(path, "docx", missing, "not a docx file")
    check_xml_parts(path)
    try:
        native = docx.Document(str(path))
    except Exception as exc:  # python-docx raises several types for a broken package
        detail = " ".join(str(exc).strip("'\"").split())
        detail = re.sub(r"[^\s'\"]*/(\w+)", r"\1", detail)  # a relationship type URI by its last word
        detail = (detail[:100] + "…" if len(detail) > 100 else detail) or type(exc).__name__
        why = f"its parts do not fit together ({detail})"
        raise invalid_package(path, "docx", why, "not a docx file") from None
    xml_parts = _text_parts(native)
    normalizations = _scrub(native, xml_parts)
    parts: list[str] = []
    pieces: list[Piece] = []
    pos = 0
    edited: set = set()  # the w:t elements of the runs the writer edits (residue.scrub_tree leaves them)
    tab_after: set[int] = set()  # the last paragraph of a table's cell that a cell follows in its row
    for p in _paragraphs(native, tab_after) + _extra_paragraphs(native, xml_parts):
        for run in _runs(p):
            t = run.text
            if t:
                pieces.append(_piece(run, pos, pos + len(t)))
                edited.update(run._r.xpath("w:t"))
                parts.append(t)
                pos += len(t)
        parts.append("\t" if id(p._p) in tab_after else "\n")
        pos += 1
    text = "".join(parts)
    if not text.strip():
        raise DocumentError(path, "no text")
    # parts python-docx keeps as bytes (footnotes, endnotes): write_docx serialises their edited elements back
    blobs = [(part, root) for part, root in xml_parts if not isinstance(part, XmlPart)]
    return Document(
        text,
        path,
        "docx",
        "utf-8",
        normalizations,
        pieces=pieces,
        native=native,
        meta={"xml_blobs": blobs, "edited_texts": edited},
    )


def write_docx(doc: Document, edits: list[Edit], out_path: Path) -> int:
    """Apply ``edits`` to the runs of a loaded docx and save it to ``out_path``; returns runs-crossing edits.

    The loaded document object is modified in place: load again to write a second time.

    Raises:
        DocumentError: "edits do not fit the text" (an edit that lies only in a paragraph break).
    """
    try:
        crossed = apply_edits_to_pieces(doc.pieces, edits)
    except ValueError:
        raise DocumentError(out_path, "edits do not fit the text") from None
    _scrub_copies(doc, replacement_pairs(doc.text, edits))
    for part, root in doc.meta.get("xml_blobs", ()):
        part._blob = etree.tostring(root, xml_declaration=True, encoding="UTF-8", standalone=True)
    doc.native.save(str(out_path))
    return crossed


def _scrub_copies(doc: Document, pairs: list[tuple[str, str]]) -> None:
    """Replace the stray copies of edited strings in every XML part and external link (:mod:`.residue`); an
    external link that still holds an identifier the rules recognize is emptied (:func:`.residue.scrub_link_target`)."""
    if not pairs:
        return
    blobs = {id(part): root for part, root in doc.meta.get("xml_blobs", ())}
    edited = doc.meta.get("edited_texts", set()).__contains__  # the text the writer made from the spans
    for part in doc.native.part.package.iter_parts():
        if not is_table_part(str(part.partname)):
            if id(part) in blobs:
                scrub_tree(blobs[id(part)], pairs, edited)
            elif isinstance(part, XmlPart):
                scrub_tree(part.element, pairs, edited)
            elif part.content_type.endswith("xml"):
                part._blob = scrub_xml_bytes(part.blob, pairs)
            elif part.content_type.startswith("text/") or part.content_type.endswith("html"):
                part._blob = scrub_text_bytes(part.blob, pairs)  # an imported HTML or text chunk (altChunk)
        for rel in part.rels.values():
            if rel.is_external:  # a hyperlink's address, an attached template's path
                rel._target = scrub_link_target(replace_all(rel.target_ref, pairs))


def is_docx(path: Path) -> bool:
    """True when ``path`` is a zip holding ``word/document.xml``."""
    try:
        with zipfile.ZipFile(path) as zf:
            return "word/document.xml" in zf.namelist()
    except (zipfile.BadZipFile, OSError):
        return False
