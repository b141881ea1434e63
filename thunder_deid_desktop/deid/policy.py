"""Rendering policies as data: ``resources/policies/<name>.yaml``, selected by name or by a file path.

A clerk or admin adds a policy without code by copying a YAML file into the user policy folder
(:func:`user_policy_dir`: ``$THUNDER_DEID_POLICIES``, else ``policies/`` in the user config folder, e.g.
``~/.config/thunder-deid-desktop/policies``); it is then selected by its file name like a bundled one.  A
bundled name is never shadowed by a user file (the default ``court`` rules cannot be changed by dropping a
file), and any file can still be given by path.

A policy maps each accepted span to an *action* through a table keyed by fine label, tier-3 category, tier-2
category or tier 1 (looked up in that order, then ``default``), so a label that the file does not list still
gets its category's rule.  Actions:

``letter``     capital-letter code per entity, in order of first appearance (A … Z, then two-letter codes that
               skip doubles such as AA and words such as AI, IT, TV); a functional descriptor is kept
               ("나리식당" → "A식당").
``numbered``   ``text`` template with ``{n}`` numbered per ``counter`` (default: the template), e.g.
               "(계좌번호 {n} 생략)" → "(계좌번호 1 생략)", "(계좌번호 2 생략)"; ``{label}`` is the fine
               label.
``remove``     fixed ``text`` such as "(주민등록번호 생략)".
``address``    keep the leading 시·도 and 시·군·구 words of the mention, replace the rest by a letter
               (or by the ``text`` template if given, e.g. "(주소 {n} 생략)").
``mask``       fixed ``text`` such as "○○", descriptor kept ("○○식당").
``pseudonym``  a realistic replacement, the same for every mention of the entity (see ``pseudonym.yaml``).
``keep``       written as is (judges, prosecutors, lawyers, law firms as counsel, courts).

Parentheses: a template written as "(…)" loses its own parentheses when the span already sits inside "( )" in
the source, so "계좌(110-…)로" becomes "계좌(계좌번호 1 생략)로", never "((…))".

Besides the table a policy has
``keep_context``  ``before``/``after``: words right before or after a name that mark a judge, prosecutor,
                  lawyer …; ``line_start``: words opening a signature line ("판사 홍길동(재판장) 김철수");
                  ``appointed``: words right before such a title that make the named lawyer a person of the case,
                  appointed by a court to an office ("직무대행자로 변호사 박지현"; law.go.kr masks all four
                  of the 5,000 published judgments' "직무대행자로 변호사 …");
                  ``labels``: restrict these contexts to some labels (empty: all).  An entity is kept only
                  when *every* mention is in such a context, so a party who shares the judge's name is
                  still replaced.
``keep_text``     regular expressions for span texts always kept (court names).
``descriptors``, ``descriptor_prefixes``  functional descriptors ("식당", "주식회사").
``letters.skip``  two-letter codes never used.
``roles``         lawgokr: "피고인 홍길동" → "피고인 1".
``single_role_unnumbered``  true: a role that only one person has is written without a number, the name after
                  the role word dropped (lawgokr: "원고 김민수는" → "원고는" when the judgment has one 원고, as
                  law.go.kr publishes it; "원고 1", "원고 2" when it has two). Default false.
``noncriminal_templates``  templates used instead in judgments other than criminal ones (lawgokr: "공소외 {n}"
                  → "소외 {n}"; :meth:`Policy.for_text`).
``seed``          pseudonym: the whole number every draw depends on.

A file is checked when it is loaded, so that a mistake fails with one line naming the key instead of
rendering wrongly: a key written twice in a mapping, a rule key that is neither a fine label nor a tier id
of the taxonomy (a raw release label such as "은행계좌" stands for its canonical label), a ``pool`` that is
no pseudonym source (:data:`POOLS`), a ``counter`` that is not a string, a ``keep_descriptor`` that is not
true or false, skip codes that are not two or three letters, a ``seed`` that is not a whole number.
A ``pseudonym`` rule without a ``pool`` gives persons a generated name and other entities a mention of
their label's replacement list.

Sources: 재판예규 "판결서 등의 열람 및 복사를 위한 비실명처리 기준" (amended 2018-12-28, in force 2019-01-14)
as
summarised in ``shared/data/paper/FACTS.md`` ("Court practice"); law.go.kr style from the shared samples.
"""

from __future__ import annotations

import itertools
import os
import re
import string
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

import yaml

from thunder_deid_desktop.paths import resource_dir

ACTIONS = ("letter", "numbered", "remove", "address", "mask", "pseudonym", "keep")
#: pseudonym sources (:mod:`.pseudonym`)
POOLS = ("mentions", "name", "address_below", "phone", "account", "vehicle", "rrn", "email", "date", "number")

POLICY_DIR = resource_dir() / "policies"


def user_policy_dir() -> Path:
    """The folder of user-added policies: ``$THUNDER_DEID_POLICIES`` or ``<user config dir>/policies``
    (platformdirs, app name ``thunder-deid-desktop``); it may not exist."""
    env = os.environ.get("THUNDER_DEID_POLICIES")
    if env:
        return Path(env)
    from platformdirs import user_config_dir

    return Path(user_config_dir("thunder-deid-desktop", appauthor=False)) / "policies"


#: Two-letter codes never used as placeholders: they read as words or common abbreviations.
DEFAULT_SKIP = frozenset(
    {"AI", "IT", "TV", "PC", "OK", "ID", "CD", "DJ", "UN", "EU", "IS", "IQ", "OS", "SOS", "VR"}
)


class PolicyError(ValueError):
    """A policy file that cannot be found or is invalid (message names the file and the problem)."""


@dataclass(frozen=True)
class Rule:
    """How one category is rendered.

    Attributes:
        action: one of :data:`ACTIONS`.
        text: template for ``numbered``/``remove``/``mask``/``address`` (``{n}``: the per-counter number,
            ``{label}``: the fine label).
        counter: numbering key for ``numbered`` (defaults to the template, so each type counts on its own).
        keep_descriptor: keep a functional descriptor suffix/prefix ("A식당", "주식회사 A").
        pool: pseudonym source: a generator name (``name``, ``address``, ``phone``, ``account``, ``vehicle``,
            ``rrn``, ``email``, ``number``, ``date``) or ``mentions`` (the replacement list of the label).
    """

    action: str
    text: str | None = None
    counter: str | None = None
    keep_descriptor: bool = True
    pool: str | None = None


#: the defendant of a criminal judgment, also letter-spaced as a header writes it ("피   고   인")
_DEFENDANT = re.compile(r"피고인|피[ \t]+고[ \t]+인(?![가-힣])")  # not "피고 인천광역시"


@dataclass(frozen=True)
class Policy:
    """A loaded policy (see module docstring for the file format)."""

    name: str
    rules: dict[str, Rule]
    default: Rule
    description: str = ""
    source: str = ""
    letters_skip: frozenset[str] = DEFAULT_SKIP
    descriptors: tuple[str, ...] = ()
    descriptor_prefixes: tuple[str, ...] = ()
    keep_before: tuple[str, ...] = ()
    keep_after: tuple[str, ...] = ()
    keep_line_start: tuple[str, ...] = ()
    keep_appointed: tuple[str, ...] = ()
    keep_text: tuple[re.Pattern[str], ...] = ()
    keep_context_labels: frozenset[str] = frozenset()
    roles: tuple[str, ...] = ()
    seed: int = 0
    path: Path | None = field(default=None, compare=False)
    noncriminal_templates: tuple[tuple[str, str], ...] = ()
    single_role_unnumbered: bool = False

    def for_text(self, text: str) -> Policy:
        """This policy as it renders ``text``: with :attr:`noncriminal_templates` applied to the rules' templates
        when ``text`` is no criminal judgment (it never writes "피고인", also letter-spaced: law.go.kr writes "공소외 1" in criminal
        judgments and "소외 1" in civil, family, administrative, tax and patent ones, counted over the 60
        published judgments of precedent_kr: 478 and 0 "공소외 N" against 0 and 427 "소외 N"). Returns ``self``
        when nothing changes."""
        if not self.noncriminal_templates or _DEFENDANT.search(text):
            return self
        swap = dict(self.noncriminal_templates)

        def changed(rule: Rule) -> Rule:
            return replace(rule, text=swap[rule.text]) if rule.text in swap else rule

        return replace(
            self, rules={k: changed(r) for k, r in self.rules.items()}, default=changed(self.default)
        )

    def rule_for(self, label: str, tier3: str = "", tier2: str = "", tier1: str = "") -> Rule:
        """The rule for a span: fine label, then tier 3, tier 2, tier 1, then ``default``.

        Missing tiers are looked up in the project taxonomy when it is available.
        """
        if label in self.rules:
            return self.rules[label]
        if not (tier3 or tier2 or tier1):
            tier3, tier2, tier1 = taxonomy_tiers(label)
        for key in (tier3, tier2, tier1):
            if key and key in self.rules:
                return self.rules[key]
        return self.default

    def letters(self) -> Iterator[str]:
        """Placeholder letter codes in order: A … Z, then AB, AC, …, AZ, BA, BC, … without doubles or
        skips."""
        yield from string.ascii_uppercase
        for n in itertools.count(2):
            for combo in itertools.product(string.ascii_uppercase, repeat=n):
                code = "".join(combo)
                if len(set(code)) == 1 or code in self.letters_skip:
                    continue
                yield code


def taxonomy_tiers(label: str) -> tuple[str, str, str]:
    """(tier3, tier2, tier1) of a fine label from the project taxonomy, or empty strings if
    unknown/unavailable."""
    tax = _taxonomy()
    if tax is None:
        return ("", "", "")
    try:
        t3, t2, t1 = tax.tiers(label)
    except Exception:  # unknown label or taxonomy not built yet: fall back to the label and default rule
        return ("", "", "")
    return (t3 or "", t2 or "", t1 or "")


@lru_cache(maxsize=1)
def _taxonomy():
    try:
        from thunder_deid_desktop.taxonomy import get_taxonomy  # written by another module owner
    except Exception:
        return None
    try:
        return get_taxonomy()
    except Exception:
        return None


def available_policies() -> list[str]:
    """Names of the bundled policies (``resources/policies/*.yaml``) and of the user-added ones
    (:func:`user_policy_dir`, ``*.yaml``/``*.yml``)."""
    names = {p.stem for p in POLICY_DIR.glob("*.yaml")}
    user = user_policy_dir()
    if user.is_dir():
        names |= {p.stem for p in user.iterdir() if p.suffix.lower() in (".yaml", ".yml") and p.is_file()}
    return sorted(names)


def _rule(data: object, where: str) -> Rule:
    if isinstance(data, str):
        data = {"action": data}
    if not isinstance(data, dict):
        raise PolicyError(f"{where}: a rule must be a mapping or an action name")
    unknown = set(data) - {"action", "text", "counter", "keep_descriptor", "pool"}
    if unknown:
        raise PolicyError(f"{where}: unknown keys {sorted(unknown)}")
    action = data.get("action")
    if action is None:
        raise PolicyError(f"{where}: action missing (one of {ACTIONS})")
    if action not in ACTIONS:
        raise PolicyError(f"{where}: action must be one of {ACTIONS}, got {action!r}")
    text = data.get("text")
    if action in ("numbered", "remove", "mask") and not text:
        raise PolicyError(f"{where}: action {action!r} needs a text template")
    if text is not None and not isinstance(text, str):
        raise PolicyError(f"{where}: text must be a string")
    if text and action == "numbered" and "{n}" not in text:
        raise PolicyError(f"{where}: a numbered template needs {{n}}")
    if text:
        try:
            text.format(n=1, label="x")
        except (KeyError, IndexError, ValueError) as exc:
            raise PolicyError(f"{where}: bad template {text!r}: {exc}") from None
    counter = data.get("counter")
    if counter is not None and not (isinstance(counter, str) and counter):
        raise PolicyError(f"{where}: counter must be a non-empty string")
    keep_descriptor = data.get("keep_descriptor", True)
    if not isinstance(keep_descriptor, bool):
        raise PolicyError(f"{where}: keep_descriptor must be true or false, got {keep_descriptor!r}")
    pool = data.get("pool")
    if pool is not None and pool not in POOLS:
        raise PolicyError(f"{where}: pool must be one of {POOLS}, got {pool!r}")
    return Rule(action=action, text=text, counter=counter, keep_descriptor=keep_descriptor, pool=pool)


def _known(tax, key: str) -> bool:
    """Whether ``key`` is a fine label or a tier-1/2/3 id of the taxonomy ``tax``."""
    try:
        tax.node(key)
    except KeyError:
        return False
    return True


def _str_list(data: dict, key: str, where: str, section: str = "") -> tuple[str, ...]:
    """``data[key]`` as a tuple of strings (empty when absent); ``section`` ("keep_context.") prefixes the key in
    the error so that the user finds it.

    Raises:
        PolicyError: the value is not a list of non-empty strings."""
    value = data.get(key) or []
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise PolicyError(f"{where}: {section}{key} must be a list of non-empty strings")
    return tuple(value)


def parse_policy(data: object, name: str, path: Path | None = None) -> Policy:
    """Build a :class:`Policy` from the mapping of a policy file.

    Raises:
        PolicyError: an empty file, a file that is not a mapping, unknown keys, unknown actions, bad templates
            or bad regular expressions.
    """
    where = str(path or name)
    if data is None:
        raise PolicyError(f"{where}: the policy file is empty: it needs settings such as 'default: letter'")
    if not isinstance(data, dict):
        what = "a list" if isinstance(data, list) else f"the single value {str(data)[:40]!r}"
        raise PolicyError(
            f"{where}: the file must hold a mapping of settings (lines such as 'default: letter'), not {what}"
        )
    allowed = {
        "name",
        "description",
        "source",
        "default",
        "rules",
        "letters",
        "descriptors",
        "descriptor_prefixes",
        "keep_context",
        "keep_text",
        "roles",
        "seed",
        "noncriminal_templates",
        "single_role_unnumbered",
    }
    unknown = set(data) - allowed
    if unknown:
        raise PolicyError(f"{where}: unknown keys {sorted(unknown)}")
    rules_raw = data.get("rules") or {}
    if not isinstance(rules_raw, dict):
        raise PolicyError(f"{where}: rules must be a mapping of category or label to rule")
    rules = {str(k): _rule(v, f"{where}: rules.{k}") for k, v in rules_raw.items()}
    tax = _taxonomy()
    if tax is not None:  # every key must name something spans can carry: a misspelt one would never apply
        for key in list(rules):
            if _known(tax, key):
                continue
            canonical = tax.normalize(key)  # a raw release label ("은행계좌") stands for its canonical one
            if canonical == key or not _known(tax, canonical):
                raise PolicyError(f"{where}: rules.{key}: not a fine label nor a tier id of the taxonomy")
            rule = rules.pop(key)
            rules.setdefault(canonical, rule)
    default = _rule(data.get("default", "letter"), f"{where}: default")
    letters = data.get("letters") or {}
    if not isinstance(letters, dict) or set(letters) - {"skip"}:
        raise PolicyError(f"{where}: letters must be a mapping with one key, skip")
    skip_raw = letters.get("skip", sorted(DEFAULT_SKIP))
    if not isinstance(skip_raw, list) or not all(
        isinstance(v, str) and re.fullmatch("[A-Za-z]{2,3}", v) for v in skip_raw
    ):
        raise PolicyError(f'{where}: letters.skip must be a list of two- or three-letter codes ("AI", "TV")')
    skip = frozenset(v.upper() for v in skip_raw)
    seed = data.get("seed") or 0  # "seed:" left empty is 0
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise PolicyError(f"{where}: seed must be a whole number, got {seed!r}")
    single = data.get("single_role_unnumbered", False)
    if not isinstance(single, bool):
        raise PolicyError(f"{where}: single_role_unnumbered must be true or false, got {single!r}")
    keep_ctx = data.get("keep_context") or {}
    if not isinstance(keep_ctx, dict):
        raise PolicyError(f"{where}: keep_context must be a mapping with before/after/labels")
    patterns = []
    for pat in _str_list(data, "keep_text", where):
        try:
            patterns.append(re.compile(pat))
        except re.error as exc:
            raise PolicyError(f"{where}: bad keep_text pattern {pat!r}: {exc}") from None
    descriptors = tuple(sorted(set(_str_list(data, "descriptors", where)), key=lambda d: (-len(d), d)))
    prefixes = tuple(sorted(set(_str_list(data, "descriptor_prefixes", where)), key=lambda d: (-len(d), d)))
    return Policy(
        name=str(data.get("name") or name),
        rules=rules,
        default=default,
        description=str(data.get("description") or ""),
        source=str(data.get("source") or ""),
        letters_skip=skip,
        descriptors=descriptors,
        descriptor_prefixes=prefixes,
        keep_before=_str_list(keep_ctx, "before", where, "keep_context."),
        keep_after=_str_list(keep_ctx, "after", where, "keep_context."),
        keep_line_start=_str_list(keep_ctx, "line_start", where, "keep_context."),
        keep_appointed=_str_list(keep_ctx, "appointed", where, "keep_context."),
        keep_text=tuple(patterns),
        keep_context_labels=frozenset(_str_list(keep_ctx, "labels", where, "keep_context.")),
        roles=_str_list(data, "roles", where),
        seed=seed,
        path=path,
        noncriminal_templates=_template_swaps(data, where),
        single_role_unnumbered=single,
    )


def _template_swaps(data: dict, where: str) -> tuple[tuple[str, str], ...]:
    """The ``noncriminal_templates`` mapping (template -> template in judgments other than criminal ones), checked:
    strings only."""
    raw = data.get("noncriminal_templates") or {}
    if not isinstance(raw, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in raw.items()
    ):
        raise PolicyError(
            f'{where}: noncriminal_templates must map templates to templates ("공소외 {{n}}": "소외 {{n}}")'
        )
    return tuple(sorted(raw.items()))


class _UniqueKeyLoader(yaml.SafeLoader):
    """``yaml.SafeLoader`` that refuses a key written twice in one mapping: the later one would silently win
    (a new-user trial added "내국인이름: keep" at the end of a policy and every name went through)."""

    def construct_mapping(self, node, deep=False):
        seen = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.constructor.ConstructorError(
                    None, None, f"key {key!r} written twice", key_node.start_mark
                )
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


def _line_col(text: str, index: int) -> str:
    """``"line L, column C"`` (both from 1) of ``text[index]``."""
    line = text.count("\n", 0, index) + 1
    return f"line {line}, column {index - (text.rfind(chr(10), 0, index) + 1) + 1}"


def _decode(raw: bytes) -> str:
    """The text of a policy file (UTF-8, a byte-order mark allowed).

    Raises:
        ValueError: one line for a file that is not UTF-8 text: binary data, UTF-16, CP949 (EUC-KR) or stray
            bytes, with where the first bad byte is.
    """
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise ValueError("not a YAML text file (UTF-16 text): save it as UTF-8")
    if b"\x00" in raw:
        where = _line_col(raw.decode("latin-1"), raw.index(b"\x00"))
        raise ValueError(f"not a YAML text file (binary data: a NUL byte at {where})")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        where = _line_col(raw.decode("latin-1"), exc.start)
        try:
            raw.decode("cp949")
        except UnicodeDecodeError:
            raise ValueError(
                f"not a YAML text file (byte 0x{raw[exc.start]:02X} at {where} is not UTF-8 text)"
            ) from None
        raise ValueError(
            f"not UTF-8 text (it looks like CP949/EUC-KR; byte 0x{raw[exc.start]:02X} at {where}): "
            "save it as UTF-8"
        ) from None


def _read_error(exc: Exception, text: str = "") -> str:
    """One line for a policy file that cannot be read: where YAML stopped, or what kind of file problem.

    Args:
        exc: the error raised reading or parsing the file.
        text: the file's text, to place a :class:`yaml.reader.ReaderError` (it counts characters).
    """
    if isinstance(exc, yaml.reader.ReaderError):  # a control character: a binary file, or text pasted badly
        where = _line_col(text, exc.position) if text else f"character {exc.position + 1}"
        return f"not a YAML text file (control character U+{exc.character:04X} at {where})"
    mark = getattr(exc, "problem_mark", None)
    if mark is not None:
        out = f"YAML error at line {mark.line + 1}, column {mark.column + 1}: {getattr(exc, 'problem', '')}"
        context, start = getattr(exc, "context", None), getattr(exc, "context_mark", None)
        if context and start is not None and (start.line, start.column) != (mark.line, mark.column):
            out += f" ({context} started at line {start.line + 1}, column {start.column + 1})"
        return out
    if isinstance(exc, IsADirectoryError):
        return "a folder, not a file"
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc) if isinstance(exc, ValueError) and str(exc) else type(exc).__name__


def load_policy(name_or_path: str | Path = "court") -> Policy:
    """Load a policy by name — bundled (``court``, ``lawgokr``, ``pseudonym``) first, then the user policy
    folder (:func:`user_policy_dir`) — or any YAML file by path.

    A policy chosen by name must say the same name in its ``name:`` field, if it has one.

    Raises:
        PolicyError: no such policy; ``cannot read PATH: <why>`` for a file that is missing, a folder,
            not UTF-8 YAML text (binary, UTF-16, CP949) or has a YAML syntax error (with its line and column);
            a ``name:`` other than the file's name (chosen by name), or an invalid policy.
    """
    candidate = Path(name_or_path)
    by_name = not (candidate.suffix.lower() in (".yaml", ".yml") or candidate.exists())
    if not by_name:
        path = candidate
    else:
        path = POLICY_DIR / f"{name_or_path}.yaml"
        if not path.is_file():
            user = user_policy_dir()
            path = next(
                (
                    user / f"{name_or_path}{ext}"
                    for ext in (".yaml", ".yml")
                    if (user / f"{name_or_path}{ext}").is_file()
                ),
                path,
            )
        if not path.is_file():
            raise PolicyError(
                f"no policy named {name_or_path!r} (available: {', '.join(available_policies())})"
            )
    text = ""
    try:
        text = _decode(path.read_bytes())
        data = yaml.load(text, Loader=_UniqueKeyLoader)  # noqa: S506 (a SafeLoader)
    except FileNotFoundError:
        raise PolicyError(f"cannot read {path}: file not found") from None
    except (OSError, ValueError, yaml.YAMLError) as exc:
        raise PolicyError(f"cannot read {path}: {_read_error(exc, text)}") from None
    named = data.get("name") if isinstance(data, dict) else None
    if by_name and isinstance(named, str) and named != path.stem:
        # a policy is chosen by its file name: a file whose name: says otherwise would be listed under one name
        # and report another (a new-user trial, 2026-12-02)
        raise PolicyError(
            f"{path}: name {named!r} differs from the file name {path.stem!r}; make them the same"
        )
    return parse_policy(data, path.stem, path)
