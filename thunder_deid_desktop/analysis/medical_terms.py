"""Medical departments and terms of diagnoses and procedures: public vocabulary, never personal information.

Judgments of medical malpractice, traffic accidents and industrial injuries write them all along ("마취통증의학과
과장", "복강경 담낭절제술", "복막염", "경추 염좌"). The model, trained on excerpts of criminal facts, read some of them as
persons or businesses: a new-user trial (2026-12-03) saw "마취통증의학과 류성민 과장과" become "A와 B 과장과" (the
department a person and its 과 a particle), and "담낭절제술", "복막염" and "패혈성 쇼크" become letters. A department
is recognised by its standard name (a clinic named "해남치과" is a business and stays a span); a term by being a
general noun of the Mecab-ko dictionary, or a compound of them, that ends like a diagnosis or a procedure
(염 inflammation, 증 syndrome, 암 cancer, 술 procedure, 경색, 골절 …).
"""

from __future__ import annotations

import re

from thunder_deid_desktop.spans import Span

#: the clinical departments of a hospital by their standard names (의료법 시행규칙 제41조 진료과목), and its wards
#: and rooms: exactly these words, as "해남치과" or "행복내과" is the name of a clinic, a business
_DEPARTMENT = re.compile(
    r"(?:(?:마취통증|응급|영상|재활|가정|진단검사|핵|방사선종양|정신건강|직업환경|예방|병리|신경)의학과"
    r"|(?:정형|신경|흉부|성형|일반|소아)?외과|(?:소화기|순환기|호흡기|신장|내분비)?내과|소아청소년과|소아과|산부인과"
    r"|이비인후과|피부과|비뇨의학과|비뇨기과|안과|치과|한방과|결핵과|정신과|신경과"
    # and its offices ("원무과 직원 탁유나": a new-user trial, 2026-12-04, read "원무" as a company and 과 as a
    # particle)
    r"|응급실|중환자실|수술실|회복실|분만실|신생아실|원무과|원무팀|간호부|간호과)"
)
#: how the names of diagnoses and procedures end
_TERM_ENDINGS = (
    "염",
    "증",
    "암",
    "술",
    "경색",
    "골절",
    "출혈",
    "마비",
    "쇼크",
    "손상",
    "종양",
    "궤양",
    "결석",
    "좌상",
    "염좌",
    "통",  # 흉통, 복통, 두통
    "박리",
    "압전",
    "파열",  # 회전근개파열, 십자인대파열
    "장애",  # 적응장애, 공황장애
    "진탕",  # 뇌진탕
)
#: diagnoses the dictionary does not know as one word or compound ("'요추 추간판탈출증'(질병분류기호 M51.2)" had
#: "추간판탈출증" lettered as a mobile home: a new-user trial, 2026-12-04)
DIAGNOSES = frozenset(
    "추간판탈출증 추간판탈출 디스크 외상후스트레스장애 회전근개 십자인대 반월상연골".split()
)
#: tests and imaging a medical record names ("심전도상", "응급 심장초음파에서", "조영증강 CT")
MEDICAL_TESTS = ("심전도", "초음파", "내시경", "조영증강", "엑스레이", "혈액검사", "소변검사", "CT", "MRI")
#: signs, blood values and the words of a medical record around them ("고열, 빈맥, 백혈구 수치 상승", "충수염
#: 수술의 필요": a new-user trial, 2026-12-03, saw each lettered as a person)
MEDICAL_WORDS = frozenset(
    "고열 발열 미열 오한 빈맥 서맥 빈호흡 저혈압 고혈압 구토 설사 복통 두통 어지럼증 의식저하 호흡곤란 "
    "백혈구 적혈구 혈소판 혈색소 헤모글로빈 혈당 수치 상승 저하 검사 수술 시술 처치 투약 진료 진단 입원 퇴원 "
    "복부 흉부 두부 골반 요추 경추 전문 전문의 "
    # vital signs of an anaesthesia record ("맥박산소포화도가 82%로": a new-user trial, 2026-12-04, read an apartment)
    "맥박 혈압 체온 호흡수 산소포화도 맥박산소포화도 혈중산소포화도 의식수준".split()
)


#: parts of the body, which injury reports name all along ("오른손이 협착되는", "좌측 무릎을"); a trial saw
#: "오른손이" labelled 조합
BODY_PARTS = frozenset(
    "오른손 왼손 양손 오른발 왼발 양발 손가락 발가락 손목 발목 손등 손바닥 발바닥 오른팔 왼팔 양팔 오른다리 왼다리 "
    "양다리 팔꿈치 무릎 어깨 허리 골반 척추 경추 요추 흉추 갈비뼈 늑골 얼굴 눈두덩 광대뼈 턱 코뼈 "
    # not "수지" (手指) or "이마": given names and names as well
    "머리 두부 뒤통수 목덜미 가슴 복부 옆구리 엉덩이 허벅지 종아리 정강이 안면 족지 수부 족부 "
    "오른쪽 왼쪽 우측 좌측 양측 대동맥 동맥 정맥 혈관 심장 심낭 흉부 복강 흉강 폐 뇌".split()
)


def is_medical_term(text: str, after: str = "") -> bool:
    """Whether ``text`` is a clinical department (also when the "과" that ends it is written right after it, in
    ``after``: "마취통증의학" + "과"), a part of the body (:data:`BODY_PARTS`, with its particles or not), a test
    or imaging (:data:`MEDICAL_TESTS`: "심전도상", "심장초음파"), a sign or blood value (:data:`MEDICAL_WORDS`:
    "고열", "빈맥", "백혈구") or a diagnosis, symptom or procedure of the dictionary (see module docstring;
    "흉통", "대동맥박리"); several words count when each is one of these or a word of a record ("복부 CT",
    "백혈구 수치", "충수염 수술"; not "검사 결과")."""
    from thunder_deid_desktop.analysis.particles import particle_tail_start
    from thunder_deid_desktop.analysis.tokenizer import is_dictionary_compound, is_general_noun

    t = text.strip()
    if not t:
        return False
    if " " in t:  # "복부 CT", "백혈구 수치", "충수염 수술": every word a medical one
        return all(w in MEDICAL_WORDS or is_medical_term(w) for w in t.split())
    if t in MEDICAL_WORDS - {
        "수치",
        "상승",
        "저하",
        "검사",
        "수술",
        "시술",
        "처치",
        "투약",
        "진료",
        "진단",
        "입원",
        "퇴원",
    }:
        return True
    if _DEPARTMENT.fullmatch(t) or _DEPARTMENT.fullmatch(t + after[:1]):
        return True
    if t in BODY_PARTS or t[: particle_tail_start(t)] in BODY_PARTS:  # "오른손이"
        return True
    if t in MEDICAL_TESTS or t in DIAGNOSES or t[: particle_tail_start(t)] in DIAGNOSES:
        return True
    for test in (x for x in MEDICAL_TESTS if "가" <= x[0] <= "힣"):  # not "서운JCT", a junction
        if t.endswith(test) or (t.startswith(test) and t[len(test) :] in ("상", "상으로")):
            return True  # "심전도상", "심장초음파"
    if t.endswith(_TERM_ENDINGS) and len(t) >= 2 and (is_general_noun(t) or is_dictionary_compound(t)):
        return True
    # a body part or a diagnosis glued before an ending of a diagnosis ("십자인대파열", "회전근개파열")
    stem = next((t[: -len(e)] for e in _TERM_ENDINGS if t.endswith(e) and len(t) > len(e)), None)
    return stem is not None and (stem in BODY_PARTS or stem in DIAGNOSES or stem in MEDICAL_WORDS)


#: a dose right after a word: the word is a drug ("에페드린 5mg을", "프로포폴 20ml", "졸피뎀 10㎎ 30정"), also in
#: units, tablets or capsules ("속효성 인슐린 4단위", "인슐린 40U": a new-user trial of medical judgments,
#: 2026-12-05, saw insulin lettered as a person nine times)
_DOSE_AFTER = re.compile(
    r"[ ]?[0-9][0-9.,]*[ ]?(?:(?:mg|㎎|mcg|㎍|μg|ml|mL|㎖|cc|IU|U)(?![A-Za-z])"
    # (a unit in Hangul with a particle at most after it: not "5정도", about five)
    r"|(?:밀리그램|밀리리터|앰플|바이알|단위|정|캡슐)(?=[^가-힣]|$|(?:을|를|이|가|은|는|의|에|씩|과|와|으로|로|만)(?![가-힣])))"
)


def drop_medical_terms(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` without the model spans that are medical departments or terms (:func:`is_medical_term`), or a word
    without digits right before a dose (:data:`_DOSE_AFTER`: "에페드린" of "에페드린 5mg을", labelled a financial
    product in a new-user trial, 2026-12-04): a drug names no one, and neither do the document's other model
    spans of that word ("고령의 환자에게 인슐린을 열 배 과량 투여하여" after "인슐린 4단위"). Rule spans stay.
    Order kept; offsets are code points of ``text``."""
    drugs = {
        s.text
        for s in spans
        if s.source != "rule" and not any(c.isdigit() for c in s.text) and _DOSE_AFTER.match(text, s.end)
    }
    return [
        s
        for s in spans
        if s.source == "rule" or not (is_medical_term(s.text, text[s.end : s.end + 1]) or s.text in drugs)
    ]


#: a clinic named with its department: a name, the department, then 의원 or 병원 ("안산튼튼재활의학과의원",
#: "행복내과의원", "서울밝은안과병원")
_CLINIC = re.compile(r"([가-힣A-Za-z0-9]{1,12}?" + _DEPARTMENT.pattern + r")(?:의원|병원)")


def extend_clinic_names(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` with each model span that lies inside the name of a clinic written with its department
    (:data:`_CLINIC`) grown to that name up to the department's 과, labelled 병원: "안산튼튼재활의학" of
    "안산튼튼재활의학과의원" had left "과의원", whose 과 the particle correction read as 과/와 ("AB와의원에서": a
    new-user trial, 2026-12-03); the court policy keeps the descriptor 의원 ("A의원"). A span of a department
    alone is left to :func:`drop_medical_terms`. Pieces of one name become one span. ``spans`` sorted and
    non-overlapping; order kept; offsets are code points of ``text``."""
    out = []
    for sp in spans:
        if sp.source == "model":
            ws = sp.start
            while ws > 0 and (text[ws - 1].isalnum()):
                ws -= 1
            m = _CLINIC.match(text, ws)
            grows = m is not None and (ws, m.end(1)) != (sp.start, sp.end)
            if m and grows and sp.end <= m.end() and not _DEPARTMENT.fullmatch(m.group(1)):
                sp = sp.with_(start=ws, end=m.end(1), text=m.group(1), label="병원")
                if out and out[-1].start == sp.start and out[-1].end == sp.end:  # two pieces grew into one
                    continue
        out.append(sp)
    return out


#: what a judgment writes before 병원 or 의원 to say which kind, not which one ("대학병원", "요양병원", "위 병원")
_GENERIC_CLINIC_WORDS = frozenset(
    "대학 종합 정신 요양 동물 치과 한방 한의 전문 개인 국립 시립 도립 군립 구립 공립 사립 지역 상급 협력 해당 인근 "
    "다른 같은 대형 소형 중소 일반 공공 민간 보훈 재활 산재 아동 소아 노인 여성 척추 관절 야간 응급 감염 전담 거점 "
    "지정 외래 입원 담당 동네 시내 외부 근처 주변 부근 관할 소속 지방 대도시 수도권 서울 지정 진료 의료 종합전문 "
    "치료 통원 이송 후송 방문 각 모 위 이 그 저 본 당 타 큰 작은 여러 두 세 유명 일류 병원 의원 위탁 협약 부속 부설 "
    "산하 수련 실습 교육 연계 의회 "
    # 의원 is also a member of a council ("국회의원")
    "국회 광역 기초 비례 지역구 전직 현직 초선 재선 다선".split()
)
#: a word, then 병원, 의원, 한의원 or 요양병원, then the word's end or particles ("한도병원 응급실", "한도병원과"), or
#: its head 장 and particles ("미래로병원장에 대한 진료기록 감정촉탁결과": a held-out set, 2026-12-04, left it)
_HOSPITAL = re.compile(
    r"(?<![가-힣A-Za-z0-9○◯●△□■*])([가-힣]{2,8}?)(요양병원|한의원|병원|의원)"
    r"(?=[^가-힣]|$|(?:에서|에게|으로|에|의|은|는|을|이|과|와|도|로|까지|부터)(?![가-힣])"
    r"|장(?:에게|에|의|은|는|을|이|과|와|도|으로|로)?(?![가-힣]))"
)
#: a clinic's name, its department, then 의원 or 병원 ("다대포바른손정형외과의원", "행복한내과의원")
_HOSPITAL_WITH_DEPARTMENT = re.compile(
    r"(?<![가-힣A-Za-z0-9○◯●△□■*])([가-힣]{2,8}?)(?:정형외과|신경외과|성형외과|흉부외과|일반외과|외과|내과|소아청소년과"
    r"|소아과|산부인과|이비인후과|피부과|비뇨기과|비뇨의학과|안과|치과|재활의학과|가정의학과|정신건강의학과"
    r"|신경과|영상의학과|마취통증의학과)(?:의원|병원)"
)
#: the first parts of departments whose last part is a department too ("정형" + 외과, "소아" + 과)
_DEPARTMENT_HEADS = (
    "정형",
    "신경",
    "성형",
    "흉부",
    "일반",
    "소아청소년",
    "소아",
    "산부인",
    "이비인후",
    "비뇨기",
    "비뇨의학",
    "재활의학",
    "가정의학",
    "정신건강의학",
    "영상의학",
    "마취통증의학",
)
#: how a department's name ends without its 과 ("재활의학" of "재활의학과의원", "내" of "행복내과의원")
_DEPARTMENT_STEM_END = (
    "의학",
    "외",
    "내",
    "치",
    "안",
    "피부",
    "비뇨기",
    "이비인후",
    "산부인",
    "소아청소년",
    "한방",
)


def hospital_spans(text: str) -> list[Span]:
    """Hospitals and clinics named by a word before 병원, 의원, 한의원 or 요양병원 ("한도병원", "행복요양병원"),
    other than the kinds a judgment writes (:data:`_GENERIC_CLINIC_WORDS`: "대학병원", "요양병원", "인근 병원"),
    departments ("정형외과의원", :func:`is_medical_term`) and words ending in a department ("내과" of "내과의원"):
    a hospital tells where a person was treated, and the court policy replaces its name and keeps 병원 ("A병원").
    The span is the name without the descriptor, as the model's; label 병원, score 0.6 (weak: the model's span
    wins). A new-user trial (2026-12-03) saw "119구급차로 한도병원 응급실로" kept. A clinic's name before its
    department (:data:`_HOSPITAL_WITH_DEPARTMENT`: "다대포바른손" of "다대포바른손정형외과의원") is one too. Offsets
    are code points."""
    from thunder_deid_desktop.analysis.analyzer import is_vocabulary_word

    out = []
    # a clinic named before its department ("다대포바른손정형외과의원에서 깁스 치료를": a new-user trial of traffic
    # damages, 2026-12-05, left it twice): the name without the department, which the court keeps with 의원
    for m in _HOSPITAL_WITH_DEPARTMENT.finditer(text):
        name = m.group(1)
        # (not the first part of a longer department, "정형" of 정형외과, nor a university's hospital)
        if name not in _GENERIC_CLINIC_WORDS and not name.endswith(
            _DEPARTMENT_STEM_END + _DEPARTMENT_HEADS + ("과", "대학교", "대학")
        ):
            out.append(Span(m.start(1), m.end(1), name, "병원", 0.6, "rule"))
    for m in _HOSPITAL.finditer(text):
        name = m.group(1)
        generic = name in _GENERIC_CLINIC_WORDS or any(
            name.endswith(w) for w in _GENERIC_CLINIC_WORDS if len(w) >= 2
        )  # "집행협력병원", "지방의회의원"
        if generic:
            # a name before a kind of hospital ("한누리" + "여성병원으로": a new-user trial of an emergency room,
            # 2026-12-06, left it): the name, which the court policy writes before the kind ("A여성병원")
            kind = next((w for w in _KINDS_OF_HOSPITAL if name.endswith(w)), None)
            stem = name[: -len(kind)] if kind else ""
            if len(stem) >= 2 and stem not in _GENERIC_CLINIC_WORDS and not is_vocabulary_word(stem):
                out.append(Span(m.start(1), m.start(1) + len(stem), stem, "병원", 0.6, "rule"))
            continue
        if name.endswith(_DEPARTMENT_STEM_END + ("과", "센터", "학교", "대학")):
            continue
        out.append(Span(m.start(1), m.end(1), name, "병원", 0.6, "rule"))
    return out


#: the kinds of hospitals written between a hospital's name and 병원 ("한누리여성병원", "새봄요양병원")
_KINDS_OF_HOSPITAL = (
    "여성",
    "어린이",
    "아동",
    "소아",
    "재활",
    "척추",
    "관절",
    "노인",
    "요양",
    "한방",
    "치과",
)


#: a hospital's head written as one word ("오산한국병원장"): the hospital's name, its descriptor, then 장
_HOSPITAL_HEAD = re.compile(r"([가-힣]{2,8}?)(?:요양병원|한의원|병원|의원)장")


def cut_hospital_heads(spans: list[Span], name_labels: frozenset[str]) -> list[Span]:
    """Person-name spans (``name_labels``) that are a hospital's head written as one word ("오산한국병원장", read as
    a person at 0.94) become the hospital's name alone, labelled 병원 like :func:`hospital_spans` gives it: the
    court policy then writes "A병원장" as it writes "A병원" elsewhere, where a new-user trial (2026-12-04) got
    "A원장" and "B병원" for one hospital. Order kept; offsets are code points."""
    out = []
    for sp in spans:
        m = _HOSPITAL_HEAD.fullmatch(sp.text) if sp.label in name_labels else None
        if m and m.group(1) not in _GENERIC_CLINIC_WORDS:
            name = m.group(1)
            out.append(sp.with_(end=sp.start + len(name), text=name, label="병원"))
        else:
            out.append(sp)
    return out
