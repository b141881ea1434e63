"""Plain text: UTF-8 (with or without BOM), UTF-16 (with BOM, or without one where it is unambiguous), CP949 /
EUC-KR, detected with charset-normalizer.

Decoding order (decided, documented):

1. a byte-order mark decides (UTF-8 BOM, UTF-16 LE/BE BOM, UTF-32 LE/BE BOM); the BOM is not part of
   ``text`` ("bom" in normalizations) and is written back;
2. NUL bytes without a BOM: UTF-16 without BOM (as some Windows tools save "Unicode" text) when at least nine in
   ten NUL bytes sit at odd offsets (little-endian) or at even ones (big-endian: the high byte of an ASCII
   character), the length is even, the bytes decode strictly, and charset-normalizer names the same codec;
   anything else is a binary file ("binary file"). No BOM is written back;
3. strict UTF-8 (the common case; any valid UTF-8 file decodes, so it is tried before detection);
4. charset-normalizer's best guess, accepted only if it decodes the whole file strictly; none → "undecodable
   bytes".  Korean legacy files come back as cp949 / euc_kr (a superset relation: the writer uses the
   detected codec, falling back to cp949 for euc_kr output that needs the extended syllables, and to UTF-8
   with BOM for text that neither can hold, such as an emoji mask: :func:`txt_output_encoding` tells which).

Text is NFC-normalised when it is not NFC already ("nfc" in normalizations; the decoded text before it is kept in
``meta["decoded"]``): decomposed Hangul (from macOS file names or some converters) would defeat detection.  Line endings are kept as they are (CRLF stays).
"""

from __future__ import annotations

import codecs
import unicodedata
from pathlib import Path

from charset_normalizer import from_bytes

from thunder_deid_desktop.documents.base import MAX_TXT_BYTES, Document, DocumentError

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


def _utf16_without_bom(data: bytes) -> str | None:
    """``"utf-16-le"`` or ``"utf-16-be"`` when ``data`` (NUL bytes, no BOM) is UTF-16 text without a byte-order
    mark (see the module docstring, step 2), else None. ASCII characters (spaces, digits, line breaks) put their
    NUL on the same side of every pair; the few Hangul syllables with a NUL low byte ("가", U+AC00) put it on the
    other, so at most one NUL in ten may sit there."""
    if len(data) % 2:
        return None
    even, odd = data[0::2].count(0), data[1::2].count(0)
    if min(even, odd) * 10 > max(even, odd):
        return None
    enc = "utf-16-be" if even > odd else "utf-16-le"
    try:
        data.decode(enc)
    except UnicodeDecodeError:
        return None
    best = from_bytes(data).best()
    if best is None or (best.encoding or "").replace("_", "-") != enc:
        return None
    return enc


def decode_bytes(data: bytes, path: Path | None = None) -> tuple[str, str, bytes]:
    """(text, encoding, bom) of raw bytes, following the order in the module docstring.

    Raises:
        DocumentError: "empty file", "no text (whitespace only)", "binary file" or "undecodable bytes".
    """
    if not data:
        raise DocumentError(path, "empty file")
    for bom, enc in _BOMS:
        if data.startswith(bom):
            try:
                return data[len(bom) :].decode(enc), enc, bom
            except UnicodeDecodeError:
                raise DocumentError(path, "undecodable bytes") from None
    if b"\x00" in data:
        enc = _utf16_without_bom(data)
        if enc is None:
            raise DocumentError(path, "binary file")
        return data.decode(enc), enc, b""
    try:
        return data.decode("utf-8"), "utf-8", b""
    except UnicodeDecodeError:
        pass
    best = from_bytes(data).best()
    if best is None or best.encoding is None:
        raise DocumentError(path, "undecodable bytes")
    enc = best.encoding
    try:
        return data.decode(enc), enc, b""
    except (UnicodeDecodeError, LookupError):
        raise DocumentError(path, "undecodable bytes") from None


def load_txt(path: Path) -> Document:
    """Read a text file (see module docstring).

    Raises:
        DocumentError: empty, binary, undecodable, too large.
    """
    if path.stat().st_size > MAX_TXT_BYTES:  # checked before reading (a 50 MB log is not a judgment)
        raise DocumentError(path, "file too large")
    data = path.read_bytes()
    if len(data) > MAX_TXT_BYTES:
        raise DocumentError(path, "file too large")
    text, enc, bom = decode_bytes(data, path)
    norms: list[str] = []
    if bom:
        norms.append("bom")
    if not text.strip():
        raise DocumentError(path, "no text (whitespace only)")
    if (
        "\x00" in text
        or sum(1 for c in text[:4096] if unicodedata.category(c) == "Cc" and c not in "\r\n\t\f") > 8
    ):
        raise DocumentError(path, "binary file")
    meta: dict = {"bom": bom}
    if not unicodedata.is_normalized("NFC", text):
        meta["decoded"] = text  # the file's own text, which `thunder-deid detect` offsets index
        text = unicodedata.normalize("NFC", text)
        norms.append("nfc")
    return Document(text, path, "txt", enc, tuple(norms), meta=meta)


def txt_output_encoding(text: str, encoding: str = "utf-8") -> str:
    """The encoding :func:`write_txt` writes ``text`` in when asked for ``encoding``: ``encoding`` itself; cp949
    for euc_kr text that needs the extended syllables; ``"utf-8-sig"`` (UTF-8 with BOM) when the text cannot be
    encoded in ``encoding`` (a replacement such as an emoji mask in a CP949 file), which the caller should say."""
    return _encoded(text, encoding)[0]


def _encoded(text: str, encoding: str) -> tuple[str, bytes | None]:
    """``(encoding used, the encoded text)`` (see :func:`txt_output_encoding`); ``None`` as the text when
    neither ``encoding`` nor its superset can hold it (the fallback, "utf-8-sig")."""
    for enc in dict.fromkeys(
        [encoding, "cp949" if encoding.replace("-", "_").lower() == "euc_kr" else encoding]
    ):
        try:
            return enc, text.encode(enc)
        except UnicodeEncodeError:
            continue
    return "utf-8-sig", None


def write_txt(text: str, out_path: Path, encoding: str = "utf-8", bom: bytes = b"") -> str:
    """Write ``text`` in ``encoding`` (with ``bom``); returns the encoding used.

    A legacy encoding that cannot hold a replacement character falls back to UTF-8 with BOM rather than
    losing text (returns ``"utf-8-sig"``; :func:`txt_output_encoding` tells beforehand); euc_kr output is
    written as cp949 (its superset) first.
    """
    enc, data = _encoded(text, encoding)
    out_path.write_bytes(codecs.BOM_UTF8 + text.encode("utf-8") if data is None else bom + data)
    return enc
