"""Mention generators for labels that have no replacement list (names, addresses, numbers, ...).

The public Thunder-DeID release ships no lists for names, addresses and numbers (data README); the paper's
generation algorithm needs a mention for every placeholder, so these generators make realistic, widely varied ones.
Names are built from syllables (common and rare, 1–4 syllable given names, compound surnames, transliterated foreign
names) so that a model cannot memorize a closed set and must use the context (issue 2, "what a first attempt taught").

Every generator takes a :class:`random.Random` and returns a ``str``; all are deterministic for a seeded ``rng``.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from thunder_deid_desktop.analysis import rules
from thunder_deid_desktop.analysis.names import COMPOUND_SURNAMES, SURNAMES

# Syllables common in given names, plus a long tail drawn from all Hangul syllables at generation time.
GIVEN = (
    "민 서 지 현 준 우 영 수 진 호 하 윤 은 주 성 재 동 정 연 경 희 혜 상 원 석 훈 미 태 승 용 철 숙 자 순 옥 희 국 기 "
    "형 도 빈 예 채 린 아 유 소 나 다 세 시 건 규 찬 혁 환 열 광 종 창 명 식 남 길 봉 춘 복 덕 선 화 향 란 애 심 임 인 "
    "한 범 표 웅 근 택 갑 을 병 충 효 의 신 홍 균 관 완 범 일 이 삼 오 구 만 천 설 솔 별 슬 결 온 늘 봄 겨 샘 봉 필"
).split()
FOREIGN_NAMES = (
    "응우옌 반 안",
    "쩐 티 흐엉",
    "레 반 뚜언",
    "팜 티 마이",
    "바트바야르",
    "엥흐바트",
    "나카무라 유키",
    "사토 히로시",
    "왕웨이",
    "리우양",
    "장리",
    "존 스미스",
    "마이클 브라운",
    "알렉산드르 이바노프",
    "세르게이",
    "안나 페트로바",
    "마리아 산토스",
    "호세 가르시아",
    "솜차이",
    "쏨밧",
    "무하마드 알리",
    "라훌 샤르마",
    "다니엘 킴",
    "제임스 리",
    "투안",
    "하이",
    "보티 란",
    "부이 반 남",
    "첸 지아",
    "린 메이",
    "아흐마드",
    "이브라힘",
    "카리나",
    "올가",
)
LATIN_FIRST = "John Michael David James Anna Maria Sophia Kevin Daniel Peter Olga Ivan Nguyen Tran".split()


def _rare_syllable(rng: random.Random) -> str:
    """A Hangul syllable from a broad, name-plausible range (simple vowels, common finals)."""
    initials = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
    medials = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
    i = rng.choice([0, 2, 3, 5, 6, 7, 9, 11, 12, 14, 15, 16, 17, 18])
    m = rng.choice([0, 1, 2, 4, 5, 6, 8, 9, 12, 13, 14, 17, 18, 19, 20])
    f = rng.choice([0, 0, 0, 0, 0, 0, 4, 4, 8, 16, 21, 21, 21, 1])
    assert i < len(initials) and m < len(medials)
    return chr(0xAC00 + (i * 21 + m) * 28 + f)


def korean_name(rng: random.Random) -> str:
    """A Korean personal name: surname + 1–3 given syllables, each from common name syllables (85 %) or any
    plausible syllable (15 %)."""
    r = rng.random()
    surname = rng.choice(COMPOUND_SURNAMES) if r < 0.03 else rng.choice(SURNAMES[: 30 if r < 0.7 else None])
    n_given = rng.choices([1, 2, 3], weights=[8, 88, 4])[0]
    given = "".join(rng.choice(GIVEN) if rng.random() < 0.85 else _rare_syllable(rng) for _ in range(n_given))
    return surname + given


def foreign_name(rng: random.Random) -> str:
    """A non-Korean name in Hangul transliteration or Latin letters."""
    r = rng.random()
    if r < 0.6:
        return rng.choice(FOREIGN_NAMES)
    if r < 0.8:
        return rng.choice(LATIN_FIRST) + " " + rng.choice(["Kim", "Lee", "Smith", "Tran", "Park", "Garcia"])
    return "".join(_rare_syllable(rng) for _ in range(rng.randint(2, 4)))


def person_name(rng: random.Random) -> str:
    """Mostly Korean names, sometimes foreign ones."""
    return foreign_name(rng) if rng.random() < 0.06 else korean_name(rng)


DONG_STEMS = (
    "역삼 삼성 대치 신림 봉천 상계 중계 하계 화곡 목 신정 신월 방배 서초 잠실 가락 문정 장지 길 성내 천호 암사 명일 고덕 "
    "상도 노량진 흑석 사당 대방 신대방 구로 개봉 오류 독산 시흥 가산 영등포 여의도 당산 문래 양평 망원 합정 서교 연남 "
    "성산 상암 수색 증산 응암 불광 갈현 구산 대조 녹번 홍제 홍은 남가좌 북가좌 충정로 만리 공덕 도화 용강 대흥 아현 "
    "효창 청파 원효로 이촌 한남 보광 이태원 후암 남영 금호 옥수 행당 응봉 사근 마장 용답 성수 송정 화양 군자 중곡 능 "
    "구의 광장 자양 면목 상봉 망우 신내 묵 중화 휘경 이문 회기 청량리 전농 답십리 장안 용두 제기 신설 숭인 창신 혜화 "
    "명륜 삼청 평창 부암 효자 청운 사직 교남 무악 수송 관철 인사 익선 낙원 봉익 돈의 장사 관수 예지 원남 연건 주안 "
    "구월 간석 만수 부평 십정 산곡 청천 계산 작전 효성 연희 가좌 석남 검암 청라 송도 동춘 연수 옥련 해운대 우 중 좌 "
    "반여 재송 수영 광안 남천 민락 대연 용호 문현 범일 좌천 초량 수정 영주 대청 보수 동대신 서대신 남부민 충무 봉래 "
    "영선 청학 동삼 괴정 하단 장림 다대 구평 감천 사하 당리 학장 엄궁 주례 감전 괘법 덕포 모라 삼락 엄궁 화명 금곡 "
    "수성 범어 만촌 황금 지산 범물 두산 상동 파동 침산 산격 복현 대현 신천 효목 신암 동인 삼덕 대봉 봉덕 이천 대명 "
    "월성 상인 진천 도원 송현 본리 감삼 죽전 용산 이곡 신당 장기 파호 호림 유천 대곡 월배 둔산 탄방 갈마 월평 만년 "
    "도마 정림 복수 가수원 관저 봉명 궁 어은 구성 신성 전민 송강 관평 상무 치평 쌍촌 화정 농성 양동 월산 백운 주월 "
    "봉선 방림 진월 송하 효덕 첨단 월계 신가 수완 운남 하남 우산 두암 문흥 용봉 운암 동림 삼각 일곡 매곡 중흥 풍향"
).split()
ROAD_STEMS = (
    "테헤란 세종대 을지 종 퇴계 충무 평화 중앙 시청 역전 번영 희망 행복 신촌 강남대 도산대 언주 논현 봉은사 삼성 "
    "남부순환 서부간선 동일 노원 마들 한글비석 덕릉 도봉 방학 우이천 솔매 인수봉 삼양 오패산 월곡 화랑 동소문 보문 "
    "경인 부평대 주안 구월남 인주대 예술 송도과학 컨벤시아 해운대해변 구남 중앙대 동천 신천대 달구벌대 국채보상 "
    "공평 경안 금남 상무대 무진대 충장 대학 계룡 한밭대 둔산 대덕대 유성대로 효자 팔달 권선 수성 영통 동탄 "
    "백제 의병 만경 기린대 팔달 용소 성안 통일 광명 가야 대천 부산진 전포대 서면 충렬대 금강공원 학교 시장 공원 "
    "새마을 태평 은행 성남대 산성대 분당 판교 정자일 황새울 불정 내정 수내 야탑 하탑 양현 돌마 서현 구미 미금 정자"
).split()


def _lot(rng: random.Random) -> str:
    main = str(rng.randint(1, 1999))
    return main + (f"-{rng.randint(1, 99)}" if rng.random() < 0.6 else "")


def address_below_district(rng: random.Random) -> str:
    """The part of an address below 시·군·구: a 동/리 with lot number, or a road name with building number,
    optionally followed by a building name and unit ("역삼동 123-4", "평화로40번길 26", "중앙로 12, 301호")."""
    r = rng.random()
    if r < 0.45:
        stem = rng.choice(DONG_STEMS)
        suffix = rng.choice(["동", "동", "동", f"{rng.randint(1, 5)}동", "리", "가"])
        base = f"{stem}{suffix} {_lot(rng)}"
    else:
        stem = rng.choice(ROAD_STEMS)
        kind = rng.choice(["로", "로", "길", "대로"])
        road = f"{stem}{kind}"
        if rng.random() < 0.45:
            road += f"{rng.randint(1, 120)}{rng.choice(['번길', '길', '가길'])}"
        base = f"{road} {rng.randint(1, 450)}" + (f"-{rng.randint(1, 30)}" if rng.random() < 0.15 else "")
    r2 = rng.random()
    if r2 < 0.15:
        base += f", {rng.randint(1, 25)}층"
    elif r2 < 0.3:
        base += f" {rng.randint(101, 2505)}호"
    elif r2 < 0.4:
        base += f", {rng.choice(DONG_STEMS)}{rng.choice(['빌라', '맨션', '아파트', '빌딩'])} {rng.randint(101, 1502)}호"
    return base


def full_address(rng: random.Random) -> str:
    """A whole address: 시·도, 시·군·구, then :func:`address_below_district`."""
    city = rng.choice(
        [
            "서울",
            "서울특별시",
            "부산",
            "대구 수성구",
            "인천",
            "광주",
            "대전",
            "울산",
            "경기 수원시",
            "경기도 성남시",
        ]
    )
    district = rng.choice(
        ["강남구", "중구", "서구", "북구", "남구", "동구", "분당구", "장안구", "해운대구", "수성구"]
    )
    return f"{city} {district} {address_below_district(rng)}"


BANK_PREFIX_LENGTHS = ((3, 2, 6), (3, 3, 6), (4, 3, 6), (3, 6, 2, 3), (6, 2, 6), (3, 4, 4, 2), (4, 2, 7))


def account_number(rng: random.Random) -> str:
    """A bank account number in one of the common Korean group layouts, with hyphens (usually) or without."""
    groups = rng.choice(BANK_PREFIX_LENGTHS)
    parts = ["".join(rng.choice(string.digits) for _ in range(n)) for n in groups]
    return "-".join(parts) if rng.random() < 0.8 else "".join(parts)


# The plate vocabulary is the rules' (자동차 등록번호판 등의 기준에 관한 고시), so generated plates are ones they accept.
PLATE_LETTERS = "".join(sorted(rules.PLATE_LETTERS))
REGIONS = tuple(r for r in rules.PLATE_REGIONS if r != "세종")


def vehicle_plate(rng: random.Random) -> str:
    """A vehicle registration plate: ``12가3456``, ``123가4567`` or ``서울12가3456``."""
    front = str(rng.randint(10, 99)) if rng.random() < 0.6 else str(rng.randint(100, 699))
    plate = f"{front}{rng.choice(PLATE_LETTERS)}{rng.randint(1000, 9999)}"
    if rng.random() < 0.12:
        plate = rng.choice(REGIONS) + plate[-7:] if len(front) == 2 else plate
    return plate


def mobile_number(rng: random.Random) -> str:
    """A mobile number ``010-1234-5678`` (sometimes without hyphens)."""
    s = f"010-{rng.randint(2000, 9999)}-{rng.randint(0, 9999):04d}"
    return s if rng.random() < 0.85 else s.replace("-", "")


def phone_number(rng: random.Random) -> str:
    """A landline or representative number (``02-123-4567``, ``031-1234-5678``, ``1588-1234``)."""
    r = rng.random()
    if r < 0.2:
        return f"{rng.choice(['1588', '1577', '1599', '1644', '1800'])}-{rng.randint(0, 9999):04d}"
    area = rng.choice(
        [
            "02",
            "031",
            "032",
            "033",
            "041",
            "042",
            "043",
            "051",
            "052",
            "053",
            "054",
            "055",
            "061",
            "062",
            "063",
            "064",
            "070",
        ]
    )
    return f"{area}-{rng.randint(200, 9999)}-{rng.randint(0, 9999):04d}"


def rrn(rng: random.Random) -> str:
    """A resident registration number with a valid check digit (``YYMMDD-GNNNNNC``)."""
    from thunder_deid_desktop.analysis import checksums  # the rules' checksum code, shared

    return checksums.generate_rrn(rng)


def email(rng: random.Random) -> str:
    """An e-mail address with a common Korean or generic domain."""
    user = "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(rng.randint(4, 12)))
    return f"{user}@{rng.choice(['naver.com', 'daum.net', 'gmail.com', 'hanmail.net', 'kakao.com', 'nate.com', 'korea.kr'])}"


def url(rng: random.Random) -> str:
    """A web address."""
    host = "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(3, 10)))
    tld = rng.choice([".com", ".co.kr", ".kr", ".net", ".org"])
    path = "/" + "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(rng.randint(0, 8)))
    return f"{rng.choice(['https://', 'http://', 'www.', 'https://www.'])}{host}{tld}{path if rng.random() < 0.5 else ''}"


def small_number(rng: random.Random) -> str:
    """A unit, floor or door number (``301``, ``3``, ``1203``, ``B1``)."""
    r = rng.random()
    if r < 0.4:
        return str(rng.randint(1, 30))
    if r < 0.9:
        return str(rng.randint(101, 2505))
    return rng.choice(["B1", "B2", "지하1", "A", "가"])


def building_dong(rng: random.Random) -> str:
    """An apartment building number (``101``, ``7``)."""
    return str(rng.randint(101, 135)) if rng.random() < 0.8 else str(rng.randint(1, 30))


def serial_number(rng: random.Random) -> str:
    """A generic identifier: digits with optional hyphens."""
    n = rng.randint(4, 14)
    s = "".join(rng.choice(string.digits) for _ in range(n))
    return s if rng.random() < 0.6 or n < 6 else s[: n // 2] + "-" + s[n // 2 :]


def age(rng: random.Random) -> str:
    """An age in years (as written after a placeholder: ``45``)."""
    return str(rng.randint(8, 92))


def birth_date(rng: random.Random) -> str:
    """A date of birth written the court way (``1985. 3. 12.``)."""
    return f"{rng.randint(1940, 2015)}. {rng.randint(1, 12)}. {rng.randint(1, 28)}."


def year(rng: random.Random) -> str:
    return str(rng.randint(1950, 2024))


def business_name(rng: random.Random) -> str:
    """A made-up shop / company / place name of 2–5 syllables, sometimes Latin letters."""
    r = rng.random()
    if r < 0.15:
        return "".join(rng.choice(string.ascii_uppercase) for _ in range(rng.randint(2, 4)))
    if r < 0.25:
        return rng.choice(LATIN_FIRST) + rng.choice(["", " Co", "'s"])
    syl = [
        rng.choice(GIVEN + list("가나다라마바사아자차카타파하"))
        if rng.random() < 0.6
        else _rare_syllable(rng)
        for _ in range(rng.randint(2, 4))
    ]
    return "".join(syl)


def nickname(rng: random.Random) -> str:
    """An online id or nickname (letters, digits, Hangul)."""
    if rng.random() < 0.5:
        return "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(rng.randint(4, 10)))
    return business_name(rng) + (str(rng.randint(1, 99)) if rng.random() < 0.3 else "")


# Fine label -> generator, for labels without a (large enough) replacement list.
GENERATORS: dict[str, Callable[[random.Random], str]] = {
    "내국인이름": person_name,
    "외국인이름": foreign_name,
    "구아래주소": address_below_district,
    "시아래주소": address_below_district,
    "군아래주소": address_below_district,
    "구이하주소": address_below_district,
    "군이하주소": address_below_district,
    "도아래주소": address_below_district,
    "읍아래주소": address_below_district,
    "구아래주소건물": address_below_district,
    "시아래주소건물": address_below_district,
    "시아래주소상가": address_below_district,
    "시아래주소빌라": address_below_district,
    "구아래주소빌딩": address_below_district,
    "주소": full_address,
    "계좌번호": account_number,
    "차량번호": vehicle_plate,
    "휴대폰번호": mobile_number,
    "전화번호": phone_number,
    "주민등록번호": rrn,
    "이메일주소": email,
    "URL": url,
    "호실": small_number,
    "호": small_number,
    "층": small_number,
    "실": small_number,
    "번호": small_number,
    "동": building_dong,
    "나이": age,
    "생년월일": birth_date,
    "출생연도": year,
    "연도": year,
    "닉네임": nickname,
    "아이디": nickname,
}


def generator_for(label: str) -> Callable[[random.Random], str]:
    """The generator for ``label``; labels not listed get :func:`business_name` (shops, places, companies)."""
    if label in GENERATORS:
        return GENERATORS[label]
    if label.endswith("번호"):
        return serial_number
    if "주소" in label:
        return address_below_district
    return business_name
