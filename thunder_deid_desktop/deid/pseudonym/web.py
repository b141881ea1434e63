"""Pseudonyms of internet addresses, all on documentation names and numbers that can name no one: URLs on the
domains RFC 2606 reserves, e-mail addresses at ``example.com`` and IP addresses in the blocks of RFC 5737 and
RFC 3849; and how such an address is recognized in an original (:func:`is_url`, :func:`is_ip`,
:data:`EMAIL`)."""

from __future__ import annotations

import ipaddress
import random
import re
from urllib.parse import SplitResult, quote, unquote, urlsplit

from faker import Faker

from thunder_deid_desktop.deid.pseudonym.shapes import reshape

#: the label of the IP address rule (``analysis.rules.IpAddressRecognizer``)
IP_LABEL = "IP주소"
#: the tier-3 category of URLs in the taxonomy (its one fine label: URL; 홈페이지 and 인터넷게시판 normalize to it)
URL_TIER3 = "URL/URL"

#: an e-mail address (RFC 5322 dot-atom local part, simplified)
EMAIL = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+")


def email(fake: Faker) -> str:
    """An e-mail address at ``example.com`` (RFC 2606) with a generated user name (faker ko_KR)."""
    return f"{fake.user_name()}@example.com"


# --- URLs ---

#: a scheme with the "//" of an authority ("http://", "https://", RFC 3986 scheme syntax)
_SCHEME = re.compile(r"(?i)[a-z][a-z0-9+.\-]*://")
#: a URL with a scheme ("http://", "https://", RFC 3986 scheme syntax) or a "www." host
_URL_START = re.compile(r"(?i)(?:[a-z][a-z0-9+.\-]*://|www\.)\S+")
#: a bare domain with an optional path ("dongsoo-shop.co.kr/login"): two or more labels, the last a TLD of
#: :data:`_BARE_TLDS` or a two-letter country code not in :data:`_FILE_EXTENSIONS`
_BARE_DOMAIN = re.compile(r"(?i)((?:[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?\.)+([a-z]{2,}))(?:[/?#:]\S*)?")
_BARE_TLDS = frozenset(
    "com net org edu gov info biz xyz shop site online store app dev io me tv kr co blog club".split()
)
#: two-letter endings of file names more often than of domains ("report.js" is no URL)
_FILE_EXTENSIONS = frozenset("js py rs go md sh db gz xz pl rb cs hs".split())

#: the second-level domains reserved for documentation by RFC 2606 (section 3)
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
#: the top-level domain reserved for documentation by RFC 2606 (section 2)
EXAMPLE_TLD = "example"
#: generic words for generated host labels, path segments and fragments (a word that occurs in the original,
#: case-insensitively, is never drawn)
_URL_WORDS = (
    "board", "blog", "cafe", "community", "forum", "home", "info", "item", "list", "mall", "market", "news",
    "notice", "page", "post", "product", "service", "shop", "store", "view",
)  # fmt: skip
#: generic query keys
_URL_KEYS = ("id", "idx", "no", "num", "p", "page", "q", "ref", "sort", "type", "uid", "v")
#: the printable ASCII characters but "%", "[" and "]": what :func:`_split` hands to urlsplit unencoded
_URL_SAFE = "".join(chr(c) for c in range(0x21, 0x7F) if chr(c) not in "%[]")


def is_url(original: str) -> bool:
    """True when ``original`` (stripped) is written as a URL: a scheme or "www." host (:data:`_URL_START`), or
    a bare domain name with a known top-level domain, optionally followed by a path (:data:`_BARE_DOMAIN`)."""
    s = original.strip()
    if _URL_START.fullmatch(s):
        return True
    m = _BARE_DOMAIN.fullmatch(s)
    if not m:
        return False
    tld = m.group(2).lower()
    return tld in _BARE_TLDS or (len(tld) == 2 and tld not in _FILE_EXTENSIONS)


def _split(rest: str) -> SplitResult:
    """``rest``, a URL after its scheme, split by :func:`urllib.parse.urlsplit` into host (``netloc``), path,
    query and fragment, each as written.

    urlsplit gets ``rest`` percent-encoded but for printable ASCII (:data:`_URL_SAFE`), and each piece is
    decoded back: so it splits at the first "/", "?" or "#" and then at "#" and "?" as always, but rejects no
    host (an unbalanced "[", a full-width "／" that NFKC makes a delimiter: ValueError), drops no tab or line
    break, and a "%41" of the original comes back as "%41".
    """
    parts = urlsplit("//" + quote(rest, safe=_URL_SAFE, errors="surrogatepass"))
    return SplitResult(*(unquote(p, errors="surrogatepass") for p in parts))


def _word(words: tuple[str, ...], original: str, rng: random.Random) -> str:
    """One of ``words`` that does not occur in ``original`` (case-insensitive); any of them when all do."""
    low = original.lower()
    free = [w for w in words if w not in low]
    return rng.choice(free or list(words))


def _url_value(value: str, original: str, rng: random.Random) -> str:
    """A query value for :func:`url`: ``value`` reshaped (:func:`.shapes.reshape`) when it is plain ASCII
    letters, digits, "_", "." or "-" ("hds88" -> "qbz41"), else a generic word (a percent-encoded or Hangul
    value)."""
    if re.fullmatch(r"[A-Za-z0-9_.\-]*", value):
        return reshape(value, rng)
    return _word(_URL_WORDS, original, rng)


def url(original: str, rng: random.Random) -> str:
    """A URL whose host is a documentation domain (RFC 2606) and whose path and query carry nothing written in
    ``original``: "http://www.dongsoo-shop.co.kr/login?id=hds88" -> "http://www.example.org/notice?page=qbz41".

    Kept: the scheme ("http://", "https://", any RFC 3986 scheme) and a "www." before the host.  The host
    becomes ``example.com``, ``example.org`` or ``example.net`` (RFC 2606 section 3), or ``<word>.example`` (the
    reserved TLD, section 2), so the generated address can name no one's site.  The path keeps its number of
    segments and a trailing "/": a segment of digits gets new digits of the same length, any other a generic
    word (:data:`_URL_WORDS`, never one written in the original); the query keeps its number of parameters,
    each with a generic key (:data:`_URL_KEYS`) and the value reshaped letter for letter and digit for digit
    (:func:`_url_value`); a fragment gets a generic word.  User information and port are dropped.  An original
    that is no URL at all ("네이버 블로그") gets "https://www.<domain>/<word>".
    """
    s = original.strip()
    m = _SCHEME.match(s)
    scheme = m.group() if m else ""
    if not (scheme or is_url(s)):
        return f"https://www.{rng.choice(EXAMPLE_DOMAINS)}/{_word(_URL_WORDS, s, rng)}"
    rest = s[len(scheme) :]
    parts = _split(rest)
    host = parts.netloc.rpartition("@")[2]
    www = "www." if host.lower().startswith("www.") else ""
    if not www and rng.random() < 0.3:
        new_host = f"{_word(_URL_WORDS, s, rng)}.{EXAMPLE_TLD}"
    else:
        new_host = www + rng.choice(EXAMPLE_DOMAINS)
    segments = []
    for seg in parts.path.split("/")[1:]:
        if not seg:
            segments.append("")
        elif seg.isascii() and seg.isdigit():
            segments.append(reshape(seg, rng))
        else:
            segments.append(_word(_URL_WORDS, s, rng))
    out = scheme + new_host + "".join("/" + seg for seg in segments)
    # the query's pairs as written (parse_qsl would decode "%41" and "+", drop empty pairs, read "k" as "k=");
    # a "?" before any "#", as urlsplit gives no query and an empty one ("…/list?") alike
    if "?" in rest.partition("#")[0]:
        params = []
        for part in parts.query.split("&"):
            key, eq, value = part.partition("=")
            new_key = _word(_URL_KEYS, s, rng)
            params.append(new_key + eq + _url_value(value, s, rng) if eq else _url_value(part, s, rng))
        out += "?" + "&".join(params)
    if parts.fragment:
        out += "#" + _word(_URL_WORDS, s, rng)
    return out


# --- IP addresses ---

#: the IPv4 blocks reserved for documentation, RFC 5737 (TEST-NET-1, -2, -3)
IPV4_DOCUMENTATION = ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")
#: the IPv6 prefix reserved for documentation, RFC 3849
IPV6_DOCUMENTATION = "2001:db8::/32"
_IPV4_IN_TEXT = re.compile(r"(?<![0-9])[0-9]{1,3}(?:\.[0-9]{1,3}){3}(?![0-9])")
_IPV6_IN_TEXT = re.compile(r"[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?:\.[0-9]{1,3}){0,3}")


def is_ip(original: str) -> bool:
    """True when ``original`` (stripped) is an IPv4 or IPv6 address as :mod:`ipaddress` reads it."""
    try:
        ipaddress.ip_address(original.strip())
    except ValueError:
        return False
    return True


def ip(original: str, rng: random.Random) -> str:
    """A documentation address of the original's IP version: "192.168.10.23" -> "198.51.100.17",
    "2001:db8:85a3::8a2e:370:7334" -> "2001:db8:4f1c:…".

    IPv4: a host address (1-254) of one of the three blocks of RFC 5737 (:data:`IPV4_DOCUMENTATION`), so the
    result is always a valid dotted quad (four octets 0-255; the old digit-for-digit draw gave
    "876.372.79.69"). IPv6 (an address :mod:`ipaddress` accepts): a random address in 2001:db8::/32 (RFC 3849)
    in the RFC 5952 text form, in capitals when the original is.  The address is replaced where it stands in
    ``original`` (the text around it, such as a port ":8080", stays); an original with neither gets a bare
    IPv4 documentation address.
    """
    for m in _IPV6_IN_TEXT.finditer(original):
        if m.group().count(":") < 2:
            continue
        try:
            ipaddress.IPv6Address(m.group())
        except ValueError:
            continue
        net = ipaddress.IPv6Network(IPV6_DOCUMENTATION)
        new = str(ipaddress.IPv6Address(int(net.network_address) | rng.getrandbits(96)))
        if m.group().upper() == m.group() and any(c.isalpha() for c in m.group()):
            new = new.upper()
        return original[: m.start()] + new + original[m.end() :]
    net4 = ipaddress.IPv4Network(rng.choice(IPV4_DOCUMENTATION))
    new4 = str(net4.network_address + rng.randint(1, 254))
    m4 = _IPV4_IN_TEXT.search(original)
    if m4 is None:
        return new4
    return original[: m4.start()] + new4 + original[m4.end() :]
