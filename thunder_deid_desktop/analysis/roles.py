"""Role words of Korean judgments (당사자 지칭): how a judgment names a party or a person by role, never PII.

Published judgments write "원고", "피고", "피고인 1", "공소외 2", "소외인", "사건본인" where the original had a name
(law.go.kr texts; 재판예규 비실명처리 기준 as summarized in ``../shared/data/paper/FACTS.md``), and originals use the
same words before a name ("피고 주식회사 A"). A model trained on excerpts where such a word is always followed by
PII learns to fire on the word itself: on the 60 full-length judgments of precedent_kr, "피고", "사건본인" and
"원고" alone were 721 of the default model's 5,104 spans (2026-11-30). :func:`is_role_mention` lets the analyzer
drop such spans, the replacement lists refuse them as mentions, and the residual check treat them as placeholders.
"""

from __future__ import annotations

import re

#: Role words, longest first so that an alternation built from them prefers "피고인" to "피고".
ROLE_WORDS: tuple[str, ...] = tuple(
    sorted(
        {
            "원고",
            "피고",
            "피고인",
            "공소외",
            "공소외인",
            "공범",
            "공범자",
            "주범",
            "종범",
            "소외",
            "소외인",
            "피해자",
            "증인",
            "고소인",
            "고발인",
            "피의자",
            "참고인",
            "신청인",
            "피신청인",
            "청구인",
            "피청구인",
            "사건본인",
            "항소인",
            "피항소인",
            "상고인",
            "피상고인",
            "항고인",
            "재항고인",
            "채권자",
            "채무자",
            "제3채무자",
            "제3자",
            "참가인",
            "보조참가인",
            "소송참가인",
            "독립당사자참가인",
            "파산관재인",
            "선정당사자",
            "선정자",
            # the deceased of a succession case ("(이하 '망인'이라 한다)"; a new-user trial, 2026-12-03, saw it
            # lettered like a company)
            "망인",
            # the official who conducts a state body's case ("피고 소송수행자 김대업": a new-user trial, 2026-12-03,
            # saw it read as an address)
            "소송수행자",
        },
        key=lambda w: (-len(w), w),
    )
)

#: physicians, counsellors, interpreters and professionals whom the court rule does not keep as it keeps lawyers
#: and patent attorneys ("전문의 하지원이", "상담사 조아라", "평가사 고명석", "통역인 쩐티마이": new-user trials,
#: 2026-12-03): titles before and after a person's name, in :data:`JOB_TITLES` and ``role_names.PERSON_TITLES``
PROFESSIONAL_TITLES: tuple[str, ...] = tuple(
    "전문의 담임교사 상담사 회계사 세무사 노무사 공인노무사 감정평가사 평가사 법무사 통역인 통역사 "
    # social workers, a franchise's supervisor, a union's member ("사회복지사 제혜원은", "슈퍼바이저 소재윤은",
    # "조합원 가재율": a new-user trial, 2026-12-04, left each)
    "사회복지사 보육교사 요양보호사 생활지도원 슈퍼바이저 조합원 "
    # the holder of a phone or an account ("명의자 공라온)": a new-user trial, 2026-12-04)
    "명의자 예금주 가입자 "
    # a court-appointed expert ("제1심 감정인 소외 1의 감정 결과", filled: the fair held-out set 62, 2026-12-05,
    # left "감정인 박영일의"; the annotated release holds no 감정인, so the model never learned one)
    "감정인 신체감정인 측량감정인 시가감정인 "
    # an insurer's loss adjuster and planner ("손해사정사 진하율이 작성한": a new-user trial of traffic judgments,
    # 2026-12-05, left the name)
    "손해사정사 사정사 보험설계사 설계사".split()
)
#: military ranks (군인사법 제3조) written before or after a soldier's name ("병장 김도윤", "이준서 하사가": a new-user
#: trial of a court-martial judgment, 2026-12-04, saw the rank taken into the name's span); not the generals' 준장,
#: 중장 and 대장, which are also everyday words ("토지대장"), nor 소장, already a title
MILITARY_RANKS: tuple[str, ...] = tuple(
    "이병 일병 상병 병장 하사 중사 상사 원사 준위 소위 중위 대위 소령 중령 대령".split()
)
#: church offices written before or after a member's name ("장로 하재석과 권사 모슬기가", "집사 마보람은": a new-user
#: trial of a church's embezzlement, 2026-12-04, saw "권사 모슬기" taken whole into a name's span); not 신부 (a
#: bride) nor 주지 (a gist), which are everyday words too
CHURCH_TITLES: tuple[str, ...] = tuple("목사 담임목사 부목사 전도사 장로 권사 집사".split())
#: Job titles written next to a person's name, before it ("상무 이주원에게서", "간호사 박지영이") or after it
#: ("이경희 상무", "김보람 과장"). They are no PII: in the annotated release a name span never held one, and one
#: followed a tagged name 42 times.
JOB_TITLES: tuple[str, ...] = tuple(
    sorted(
        set(
            "대표이사 대표 사장 부사장 전무 상무 이사 감사 부장 차장 과장 계장 대리 주임 팀장 실장 본부장 지점장 점장 "
            "원장 간호사 의사 직원 기자 교사 교수 경위 경사 경장 순경 경감 경정 소장 반장 조장 총무 회장 부회장 "
            "위원장 위원 조합장 부문장 "
            # the heads and officers of a care home, a centre, an apartment complex's council and its election
            # committee ("(시설장 진보람)", "선관위원 마루나와": a new-user trial, 2026-12-05, left both)
            "시설장 센터장 사무국장 사무장 선관위원 선거관리위원 동대표 관리소장 관리사무소장 주무관 간사 "
            # a hospital's and a gym's staff ("K요양병원 수간호사 어은지의", "(추광민 트레이너)": new-user trials
            # of pharmacies and gyms, 2026-12-05, left both)
            "수간호사 간호조무사 약사 트레이너 강사 "
            # a martial-arts school's, a fishing boat's and an office's staff ("보조 사범 응우옌 반 투안을", "강다온
            # 사범의", "경리 하은씨만", "선장 박상철": new-user trials of a taekwondo school's van, a capsized boat
            # and a remodelling company, 2026-12-06, saw 사범 lettered and the names beside it left)
            "사범 관장 경리 선장 기관장 갑판장 코치 처장 국장 단장".split()
            + list(PROFESSIONAL_TITLES)
            + list(MILITARY_RANKS)
            + list(CHURCH_TITLES)
        ),
        key=lambda w: (-len(w), w),
    )
)

#: ``ROLE_WORDS`` as a regular-expression alternation (no group).
#: what a judgment writes for a person or a business it does not know ("성명불상", "(본명 불상)", a table's "미상" or
#: "-"): never a name
#: (and that there is none: "한결(별명 없음)", "(닉네임: 해당없음)")
UNKNOWN_NAMES: frozenset[str] = frozenset("불상 미상 성명불상 불명 모름 없음 없다 해당없음 -".split())

ROLE_ALTERNATION = "|".join(ROLE_WORDS)

#: One role word of a mention, with the plural 들 and a number or capital letter ("공소외 2", "피해자 A"); the
#: number or letter is not glued to more digits or letters ("피고인 2A호텔" is the role, then "2A호텔"). A regular
#: expression without groups, for :func:`is_role_mention` and for cutting role words off spans.
ROLE_ITEM = rf"(?:{ROLE_ALTERNATION})들?(?:[ ]?(?:[0-9]+|[A-Z])(?![0-9A-Za-z]))?"

_ROLE_MENTION = re.compile(rf"(?:{ROLE_ITEM}[ ]*)+")


def is_role_mention(text: str) -> bool:
    """True if ``text`` is nothing but role words, each optionally with the plural 들 and a number or capital
    letter ("피고", "피고인들", "공소외 2", "피해자 A", "원고 파산관재인"); surrounding blanks are ignored."""
    t = text.strip()
    return bool(t) and _ROLE_MENTION.fullmatch(t) is not None
