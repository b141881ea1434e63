"""Numbers that the text names: "사업자등록번호 123-45-67890" is a business registration number whatever the model says.

The rules (:mod:`.rules`) label a number they can validate; a number whose check digit fails (a typo, a made-up
example, a number issued before check digits) is left to the model, which reads the digits' shape and guessed
"전화번호" for "사업자등록번호 123-45-67890" and "계좌번호" for "법인등록번호 110111-1234568" (found by a new user,
2026-12-01). The court policy renders by label ("(전화번호 1 생략)"), so the label matters. :func:`relabel_named_numbers`
gives a model or propagated span made of digits and hyphens the label that the word right before it names, and
the unit word right after a number names it too ("202호" is a 호실, "101동" a 동): the model had labelled the
same "202" of a header repeated five times 구아래주소 in one copy and 호실 in the others, which gave it two
placeholders.
"""

from __future__ import annotations

import bisect
import re

from thunder_deid_desktop.analysis import units
from thunder_deid_desktop.analysis.particles import hangul_word_end, particle_tail_start
from thunder_deid_desktop.spans import Span

#: the word a judgment writes right before a number -> the fine label of that number (labels of :mod:`.rules`)
NUMBER_NAMES: dict[str, str] = {
    "사업자등록번호": "사업자등록번호",
    "사업자번호": "사업자등록번호",
    "법인등록번호": "법인등록번호",
    "법인번호": "법인등록번호",
    "주민등록번호": "주민등록번호",
    "주민번호": "주민등록번호",
    "외국인등록번호": "외국인등록번호",
    "계좌번호": "계좌번호",
    "카드번호": "신용카드번호",
    "신용카드": "신용카드번호",
    "체크카드": "신용카드번호",
    "신용카드번호": "신용카드번호",
    # a card named by its issuer ("삼성카드 5365-…": a new-user trial, 2026-12-03, saw it become "계좌번호 3 생략")
    "카드": "신용카드번호",
    "여권번호": "여권번호",
    "운전면허번호": "운전면허번호",
    "면허번호": "운전면허번호",
    "휴대전화번호": "휴대폰번호",
    "휴대폰번호": "휴대폰번호",
    "전화번호": "전화번호",
    "차량번호": "차량번호",
    "자동차등록번호": "차량번호",
    # a licence or report number of a business (식품위생법 영업신고증, 인허가): 관리번호 (a new-user trial,
    # 2026-12-03, saw "영업신고번호 제2019-0034567호" labelled a ship's number)
    "영업신고번호": "관리번호",
    "영업허가번호": "관리번호",
    "영업등록번호": "관리번호",
    "신고번호": "관리번호",
    "허가번호": "관리번호",
    "인가번호": "관리번호",
    "관리번호": "관리번호",
    # a parcel's waybill and a property's register number ("운송장번호 6387-2214-9930", "부동산 고유번호는
    # 1201-2019-012345": a new-user trial, 2026-12-03, saw them as an account and a phone number)
    "운송장번호": "관리번호",
    "송장번호": "관리번호",
    # an inmate's number ("(수용번호 417)": a new-user trial of prison judgments, 2026-12-05, saw it read as a floor
    # and lettered, and "5602" as a plate)
    "수용번호": "관리번호",
    "수형번호": "관리번호",
    "운송장": "관리번호",
    "고유번호": "관리번호",
    # a patent's application and registration numbers ("출원번호 10-2018-0082614", "특허 제10-2099857호"), a
    # hospital's patient number, a device's serial number, a report's receipt number (new-user trials, 2026-12-03,
    # saw them as a phone number, a ship's number, a letter and a bitcoin wallet)
    "출원번호": "특허번호",
    "특허번호": "특허번호",
    "특허": "특허번호",
    "등록번호": "관리번호",
    "환자번호": "관리번호",
    "병록번호": "관리번호",
    "일련번호": "관리번호",
    "접수번호": "관리번호",
    # a chart's, a device's, a contract's and an insurance policy's numbers ("차트번호 SB-180712", "시리얼번호
    # 4C530001", "계약번호 RC-2023-0412", "증권번호 M2023…": new-user trials of medical, trade-secret and
    # funeral-service judgments, 2026-12-06, saw them as gold bars' serials, wallets and accounts)
    "차트번호": "관리번호",
    "진료번호": "관리번호",
    # a luxury bag's date code ("가방(날짜코드 AR4192)": a new-user trial of second-hand bags, 2026-12-06, left it)
    "날짜코드": "관리번호",
    "데이트코드": "관리번호",
    "의무기록번호": "관리번호",
    "시리얼번호": "관리번호",
    # a drone's serial ("방제용 드론(기종 MG-1P, 제조번호 0TXCH4R00210B7)": a new-user trial of a beekeeper's case,
    # 2026-12-06, left it) and a ticket's booking number
    "제조번호": "관리번호",
    "예매번호": "관리번호",
    "제품번호": "관리번호",
    "계약번호": "관리번호",
    "증권번호": "관리번호",
    "주문번호": "관리번호",
    "승인번호": "관리번호",
    "사원번호": "관리번호",
    # an employee's number ("사번 HG-1907-0342": a new-user trial of a logistics centre, 2026-12-06, saw it as a
    # phone number)
    "사번": "관리번호",
    "직원번호": "관리번호",
    # a handset's IMEI, a member's, a loan's and a customer's numbers ("IMEI 354812116730429", "대출번호 …",
    # "회원번호 …", "거래처코드 …": new-user trials of a phone shop, a credit union and rebates, 2026-12-06, saw
    # them as cheques', phones' and accounts' numbers)
    "IMEI": "관리번호",
    "대출번호": "관리번호",
    "회원번호": "관리번호",
    "고객번호": "관리번호",
    "거래처코드": "관리번호",
    "코드번호": "관리번호",
    # cattle's trace numbers and an accident's claim number ("이력번호 002117645382, 002117645399인 암소",
    # "사고접수번호 2022110355120": new-user trials of cattle trading and a repair shop's insurance fraud, 2026-12-06,
    # saw them as accounts', cheques' and phones' numbers)
    "이력번호": "관리번호",
    "개체식별번호": "관리번호",
    "귀표번호": "관리번호",
    "사고접수번호": "관리번호",
    # a booking's code and a fishing boat's number ("예약번호 ZP4K9W", "어선번호 0908011-6291803": new-user trials of
    # job fraud and fishing partners, 2026-12-06, left the first and wrote the second as a phone's)
    "예약번호": "관리번호",
    # a licence's and a qualification's numbers ("건설기계조종사면허(면허번호 제서울-2019-004512호)", "자격번호
    # 제2015-012345호", "운전면허 제11-15-123456-70호": a new-user trial of a crane's accident, 2026-12-06, saw them
    # as a ship's number and a room's); 면허번호 alone is a driver's (above)
    "자격번호": "관리번호",
    # a permit's number ("근해자망어업 허가 제2016-042호": the same trial saw it lettered as an address)
    "허가": "관리번호",
    "자격증번호": "관리번호",
    "면허증번호": "관리번호",
    "운전면허": "운전면허번호",
    "어선번호": "선박번호",
    "선박번호": "선박번호",
    # a ship's number of the International Maritime Organization ("IMO 9384712", which a new-user trial of a
    # ship-repair yard, 2026-12-06, saw written "(금괴일련번호 1 생략)")
    "IMO": "선박번호",
    "IMO번호": "선박번호",
    # a shipment's and an office's numbers (the same trials as _NAMED_SERIAL's)
    "컨테이너번호": "관리번호",
    "B/L번호": "관리번호",
    "선하증권번호": "관리번호",
    "자산번호": "관리번호",
    "인보이스번호": "관리번호",
    "로트번호": "관리번호",
    "업체코드": "관리번호",
    "판매자코드": "관리번호",
    "판매자 코드": "관리번호",
    # a cheque's and a bill's numbers ("수표 번호 가나12345678", "어음번호 자가01234567": the model had read the
    # first as a vehicle's kind and lettered it)
    "수표번호": "수표번호",
    "수표": "수표번호",
    "자기앞수표": "수표번호",
    "어음번호": "어음번호",
    "약속어음": "어음번호",
}
_NAME_BEFORE = re.compile(
    "("
    + "|".join(sorted(NUMBER_NAMES, key=len, reverse=True))
    + r")(?:[ ]?(?:은|는|이|가|:|：))?[ \t]?[(:|\t]?[ ]?(제[ ]?)?$"
)
_NUMBER = re.compile(r"[0-9][0-9-]*[0-9]")
#: a number of digit groups and words joined by hyphens, maybe with its 호 ("2023-안산-체류-04417호")
_NUMBER_WITH_WORDS = re.compile(r"(?=[^0-9]*[0-9])[0-9A-Za-z가-힣]+(?:-[0-9A-Za-z가-힣]+)+호?")
#: a cheque's or a bill's number: two Hangul syllables and eight digits, as banks print them ("가나12345678")
_CHEQUE_NUMBER = re.compile(r"[가-힣]{2}[ ]?[0-9]{8}")
#: any word with 번호 right before a number, a blank between them or not ("건강보험증 번호 12345678901"), when
#: :data:`_NAME_BEFORE` knows no such word; not a model's, a case's or a form's number
_ANY_NUMBER_WORD = re.compile(
    r"(?<![가-힣])(?!모델|품|규격|사건|형식|차종)([가-힣]{1,8})[ ]?번호"
    r"(?:[ ]?(?:은|는|이|가|:|：))?[ \t]?[(:|\t]?[ ]?(제[ ]?)?$"
)
#: a number written with 제 … 호 after the word that names it ("영업신고번호 제2019-0034567호")
_NUMBER_HO = re.compile(r"[0-9][0-9-]*[0-9]호")
_JE_NUMBER_HO = re.compile(r"제[ ]?[0-9][0-9-]*[0-9]호")
#: a serial of capital letters and digits, a digit among them ("F2LXK9Q1N7")
_SERIAL = re.compile(r"(?=[A-Z0-9-]*[0-9])(?=[A-Z0-9-]*[A-Z])[A-Z0-9][A-Z0-9-]{5,}")
#: a unit number and the word after it -> its label, as the annotations tag them (validation split, 2026-12-03:
#: a number before 호 is 호실 55 of 55 times, before 동 동 14 of 14, before 층 층 2 of 2, before 번 번호 6 of 6);
#: not "2호선" (a subway line), "3동안", "1번지" and the like
_UNIT_AFTER = re.compile(r"(호실|호|동|층|번)(?!선|기|차|봉|수|인|가|점|안|지|째|길)")
#: the unit rule's labels (:data:`.units.UNIT_LABELS`) and those of floors and numbered rooms
UNIT_LABELS: dict[str, str] = {**units.UNIT_LABELS, "층": "층", "번": "번호"}
_UNIT_NUMBER = re.compile(r"(?:지하[ ]?)?[0-9]{1,4}")
_UNIT_INSIDE = re.compile(r"(?:지하[ ]?)?[0-9]{1,4}(호실|호|동|층)")


#: a bank's name right before a number ("기업은행 010-4455-6677", "카카오뱅크 3333-…"): the number is an account,
#: also one that looks like a phone number (banks open accounts numbered so; a new-user trial, 2026-12-03, saw
#: "기업은행 계좌(010-4455-6677)" become "(전화번호 1 생략)")
_BANK_BEFORE = re.compile(r"(?:은행|뱅크|농협|신협|금고|우체국|증권)(?:[ ]?계좌)?[ ]?[(:]?[ ]?$")


_PHONE_LABELS = frozenset({"전화번호", "휴대폰번호"})


#: a short number after the word that names it: an inmate's ("수용번호 417", "(수형번호: 5602)"), a student's, an
#: employee's or a member's ("학번 '20317'": a new-user trial of school violence, 2026-12-05, left it), a fishing
#: boat's registration ("어선번호 전북군산-3308": a new-user trial of fishing boats, 2026-12-05, left it)
_SHORT_NAMED_NUMBER = re.compile(
    r"(?P<word>수용번호|수형번호|학번|사번|군번|회원번호|어선번호|선박번호)[ ]?[:：]?[ ]?[‘'\"“(]?[ ]?"
    r"(?P<number>(?:[가-힣]{2,6}-)?[0-9][0-9\-]{1,16}[0-9])(?![0-9\-])"
)
#: a booking's code of capitals and digits after its word ("예약번호 ZP4K9W": a new-user trial of job fraud,
#: 2026-12-06, left it; airlines' record locators have six characters)
_BOOKING_CODE = re.compile(
    # (or a luxury bag's date code: "가방(날짜코드 AR4192)", a new-user trial of second-hand bags, 2026-12-06)
    r"(?:예약번호|예약코드|예약 번호|날짜코드|데이트코드)[ ]?[:：]?[ ]?[‘'\"“(]?[ ]?"
    r"(?P<number>(?=[A-Z0-9]*[0-9])(?=[A-Z0-9]*[A-Z])[A-Z0-9]{5,8})(?![A-Za-z0-9])"
)
#: a licence's number that opens with its region and year ("건설기계조종사면허 제경기-2013-011274호": a new-user
#: trial of a crane's accident, 2026-12-06, left it), with its 제 and 호 when written
#: (a serial of three digits too, and the year before the region: "등록번호 제유성-2015-014호" of a car repair
#: business, "제2022-봉화-0418호" of a felling permit: new-user trials of 2026-12-06 left the first and read the
#: second as a gold bar's serial)
_REGION_YEAR_NUMBER = re.compile(
    r"(?<![가-힣0-9\-])(?P<number>(?:제[ ]?)?"
    r"(?:[가-힣]{2,4}-(?:19|20)[0-9]{2}|(?:19|20)[0-9]{2}-[가-힣]{2,4})-[0-9]{3,8}"
    r"(?:호(?![가-힣])|호(?=[을를은는이가의에과와도로]))?)(?![0-9\-])"
)
#: a room's number before the word for the person living in it ("2023. 8. 초순경 203호 입주민 추은비로부터": a
#: new-user trial of a fire in a studio-apartment building, 2026-12-06, left it), the digits only, as the model
#: marks them
_ROOM_BEFORE_RESIDENT = re.compile(
    r"(?<![0-9가-힣\-])(?P<number>[0-9]{3,4})(?=호[ ](?:입주민|세입자|임차인|거주자|주민|세대주|호실)(?![가-힣]))"
)
#: a stall's or a shop's number of a market: a Hangul letter, a hyphen and digits before 호 and what it numbers
#: ("다-5호 점포의 임대차계약서", "| 가-21호 |" under a column of 점포: a new-user trial of a market, 2026-12-06,
#: left the first), the letter and the digits, as the court writes a unit ("A호")
_STALL_NUMBER = re.compile(
    r"(?<![가-힣0-9\-])(?P<number>[가-힣]-[0-9]{1,4})(?=호[ ]?(?:점포|매장|상가|가게|좌판|노점|칸|구획|자리))"
)
#: a construction machine's registration number before the machine ("03-7715호 굴착기(0.6㎥)": a new-user trial of
#: illegal logging, 2026-12-06, left it), with its region when written ("경기 04-1234")
_MACHINE_NUMBER = re.compile(
    r"(?<![가-힣0-9\-])(?P<number>(?:[가-힣]{2}[ ]?)?[0-9]{2}-[0-9]{4})(?![0-9\-])"
    r"(?=호?[ ]?(?:굴착기|굴삭기|포크레인|포클레인|지게차|덤프트럭|크레인|기중기|로더|불도저|롤러|펌프카|천공기))"
)
#: a device's serial of capitals and digits after its word ("제조번호 0TXCH4R00210B7": a new-user trial of a
#: beekeeper's case, 2026-12-06, left a drone's)
_NAMED_SERIAL = re.compile(
    # (or a shipment's container and bill of lading, an office's asset: "컨테이너번호 MRKU6619034(B/L번호
    # MAEU214902271)", "선하증권(B/L)번호 MAEU213457890", "업무용 노트북(자산번호 RB-NB-2019-044)": new-user trials of
    # customs fraud and a franchise, 2026-12-06, left them; a container's check digit may fail in what a judgment
    # writes, which rules.ContainerNumberRecognizer requires)
    r"(?:제조번호|일련번호|시리얼번호|제품번호|기기번호|S/N|컨테이너번호|컨테이너|B/L번호|B/L|선하증권번호"
    r"|선하증권[ ]?\(B/L\)[ ]?번호|자산번호|인보이스번호|송장번호"
    # (or a food's lot: "육회용 우둔살(로트번호 HB-0509-A2)", a new-user trial of a wedding buffet, 2026-12-06, left it)
    r"|로트번호|LOT[ ]?No\.?|제조로트"
    # (or a seller's code at an open market: "블랑쉬마켓(업체코드 A00418827)", a new-user trial of counterfeit goods,
    # 2026-12-06, left it)
    r"|업체코드|판매자[ ]?코드|셀러[ ]?코드|판매자[ ]?ID|상점[ ]?코드"
    # (or a locker's: "(무인보관함 관리번호 YG-0112)", a new-user trial of voice phishing, 2026-12-06)
    r"|관리번호"
    # (or a drone's registration: "국토교통부에 신고(신고번호 C1-2023-118342)", a new-user trial of drone filming,
    # 2026-12-06, left it)
    r"|신고번호|등록번호)[ ]?[:：]?[ ]?[‘'\"“(]?[ ]?"
    r"(?P<number>(?=[A-Z0-9-]*[0-9])(?=[A-Z0-9-]*[A-Z])[A-Z0-9][A-Z0-9-]{5,24})(?![A-Za-z0-9])"
)
#: any word ending in 번호 before a serial of capitals and digits ("(요청번호 MS-REQ-2022-09-3381)", "출입증
#: 발급대장(발급번호 V-0417-001": new-user trials of a parents' café and a strike, 2026-12-06, left them where the
#: model did not read them); not a product's model or a case's number, and not what :data:`_NAMED_SERIAL` takes
_WORD_NUMBER_SERIAL = re.compile(
    # (a blank before 번호 and slashes too: "가입증서 번호 APP/HUL/2022-0381", a new-user trial of a ship
    # collision, 2026-12-06, left it)
    r"(?<![가-힣])(?!모델|품|규격|사건|형식|차종)[가-힣]{1,6}[ ]?번호[ ]?[:：]?[ ]?[‘'\"“(]?[ ]?"
    r"(?P<number>(?=[A-Z0-9/-]*[0-9])(?=[A-Z0-9/-]*[A-Z])[A-Z0-9][A-Z0-9/-]{5,24})(?![A-Za-z0-9])"
)
#: a serial of digits only after S/N ("녹음기 SONY ICD-UX570, 일련번호 S/N 4521873": a new-user trial of a
#: school's abuse case, 2026-12-06, left it), six digits or more
_SN_DIGITS = re.compile(r"S/N[ ]?[:：.]?[ ]?(?P<number>[0-9]{6,20})(?![0-9A-Za-z])")
#: the end of a range after a serial ("V-0417-001 내지 V-0417-047")
_SERIAL_RANGE_TO = re.compile(r",[ ]?|[ ]?(?:내지|~|∼|부터|및)[ ]?")
_SERIAL_RANGE_END = re.compile(r"[A-Z0-9][A-Z0-9-]{5,24}(?![A-Za-z0-9])")


def _shape(serial: str) -> str:
    """``serial`` with each capital written A and each digit 0 ("V-0417-047" -> "A-0000-000")."""
    return re.sub(r"[0-9]", "0", re.sub(r"[A-Z]", "A", serial))


#: the fine label of each such word's number (:data:`_SHORT_NAMED_NUMBER`)
_SHORT_NUMBER_LABELS = {"어선번호": "선박번호", "선박번호": "선박번호"}
#: the last digits of a number a witness saw or kept ("번호 뒷자리 8814를 외워서": a new-user trial of hit-and-run,
#: 2026-12-05, left it)
_TAIL_DIGITS = re.compile(
    r"(?:뒷자리|끝자리|뒷번호|끝번호|뒤[ ]?4자리|뒤[ ]?네[ ]?자리)(?:[ ]?(?:는|가|인|이|:))?[ ]?[‘'\"“]?"
    r"([0-9]{3,4})(?![0-9])"
)
#: part of a plate in quotes, as a witness or a camera read it ("번호판 중 '47더58'까지만 식별되었으나": a new-user
#: trial of hit-and-run, 2026-12-05, left it)
_PLATE_FRAGMENT = re.compile(r"[‘'\"“]([0-9]{2,3}[ ]?([가-힣])[ ]?[0-9]{0,3})[’'\"”]")
#: a plate's digits in quotes after the word 번호판, as a witness read them ("오토바이의 번호판 중 '7319'를 확인": a
#: new-user trial of a motorcycle's accident, 2026-12-06, left them)
_PLATE_DIGITS = re.compile(
    r"번호판(?:[ ]?(?:중|의|에|에는|에서|상))?[ ]?(?:숫자[ ]?)?[‘'\"“]([0-9]{4})[’'\"”]"
)
#: a vehicle's words before a number's last digits or a plate's part (within 40 code points)
_VEHICLE_BEFORE = re.compile(r"번호판|차량|차번|자동차|승용차|화물차|승합차|오토바이|택시|트럭|버스")


def short_number_spans(text: str) -> list[Span]:
    """Short numbers that the words around them name, which no shape rule of :mod:`.rules` takes: a number after
    its word (:data:`_SHORT_NAMED_NUMBER`: "수용번호 417", "학번 '20317'", "어선번호 전북군산-3308"; label 관리번호,
    선박번호 for a boat's), the last digits of a number (:data:`_TAIL_DIGITS`: "번호 뒷자리 8814"; label 차량번호
    where a vehicle's word stands within 40 code points before, else 전화번호), part of a plate in quotes after a
    vehicle's word (:data:`_PLATE_FRAGMENT`: "'47더58'", a plate's letter of :data:`.rules.PLATE_LETTERS`; label
    차량번호, or its digits in quotes after 번호판, :data:`_PLATE_DIGITS`: "번호판 중 '7319'") and a booking's code
    (:data:`_BOOKING_CODE`: "예약번호 ZP4K9W"; label 관리번호) and a licence's number opening with its region and
    year (:data:`_REGION_YEAR_NUMBER`: "제경기-2013-011274호"; label 관리번호), a construction machine's number
    before the machine (:data:`_MACHINE_NUMBER`: "03-7715호 굴착기"; label 차량번호), a room's number before its
    resident (:data:`_ROOM_BEFORE_RESIDENT`: "203호 입주민"; label 호실) or a device's serial after its word
    (:data:`_NAMED_SERIAL`: "제조번호 0TXCH4R00210B7", :data:`_WORD_NUMBER_SERIAL`: any word ending in 번호,
    "요청번호 MS-REQ-2022-09-3381", :data:`_SN_DIGITS`: "S/N 4521873"; label 관리번호, and the end of a range or
    the next serials of a list after it, "V-0417-001 내지 V-0417-047", "SL-CCTV-107-03, SL-CCTV-B2-11"). The
    court policy writes them "(관리번호 1 생략)", "(차량번호 2 생략)" as it does the numbers the rules find.
    New-user trials of prison, school, fishing and hit-and-run judgments (2026-12-05) left each kind.
    Score 0.8, source ``"rule"``; offsets are code points."""
    from thunder_deid_desktop.analysis.rules import PLATE_LETTERS

    out = [
        Span(
            m.start("number"),
            m.end("number"),
            m.group("number"),
            _SHORT_NUMBER_LABELS.get(m.group("word"), "관리번호"),
            0.8,
            "rule",
        )
        for m in _SHORT_NAMED_NUMBER.finditer(text)
    ]
    out += [
        Span(m.start(1), m.end(1), m.group(1), "관리번호", 0.8, "rule") for m in _BOOKING_CODE.finditer(text)
    ]
    out += [
        Span(m.start(1), m.end(1), m.group(1), "관리번호", 0.8, "rule")
        for m in _REGION_YEAR_NUMBER.finditer(text)
    ]
    out += [
        Span(m.start("number"), m.end("number"), m.group("number"), "차량번호", 0.8, "rule")
        for m in _MACHINE_NUMBER.finditer(text)
    ]
    out += [
        Span(m.start("number"), m.end("number"), m.group("number"), "호실", 0.8, "rule")
        for p in (_ROOM_BEFORE_RESIDENT, _STALL_NUMBER)
        for m in p.finditer(text)
    ]
    serials = [
        m.span("number") for p in (_NAMED_SERIAL, _WORD_NUMBER_SERIAL, _SN_DIGITS) for m in p.finditer(text)
    ]
    for s, e in sorted(set(serials)):
        # a serial's groups after a region's name ("TA-2023-" + "경기-5821" of "감정번호 TA-2023-경기-5821": a
        # new-user trial of a school van, 2026-12-06, saw "1 생략경기-5821")
        if text[e - 1] == "-" and (more := _GROUPS_AFTER_HYPHEN.match(text, e)):
            e = more.end()
        out.append(Span(s, e, text[s:e], "관리번호", 0.8, "rule"))
        # the range's end and the list's next serials, capitals and digits ("V-0417-001 내지 V-0417-047",
        # "(관리번호 SL-CCTV-107-03, SL-CCTV-B2-11)": a new-user trial of a floor-noise feud, 2026-12-06, left the
        # second)
        while (gap := _SERIAL_RANGE_TO.match(text, e)) and (nxt := _SERIAL_RANGE_END.match(text, gap.end())):
            if not (_SERIAL.fullmatch(nxt.group(0)) or _shape(nxt.group(0)) == _shape(text[s:e])):
                break
            out.append(Span(nxt.start(), nxt.end(), nxt.group(0), "관리번호", 0.8, "rule"))
            e = nxt.end()
    out += [
        Span(m.start(1), m.end(1), m.group(1), "차량번호", 0.8, "rule") for m in _PLATE_DIGITS.finditer(text)
    ]
    for m in _TAIL_DIGITS.finditer(text):
        vehicle = _VEHICLE_BEFORE.search(text, max(0, m.start() - 40), m.start()) is not None
        out.append(Span(m.start(1), m.end(1), m.group(1), "차량번호" if vehicle else "전화번호", 0.8, "rule"))
    for m in _PLATE_FRAGMENT.finditer(text):
        if m.group(2) in PLATE_LETTERS and _VEHICLE_BEFORE.search(text, max(0, m.start() - 40), m.start()):
            out.append(Span(m.start(1), m.end(1), m.group(1), "차량번호", 0.8, "rule"))
    return sorted(out, key=lambda sp: sp.start)


#: what joins the numbers of a list ("002117645382, 002117645399", "… 및 …")
_LIST_GAP = re.compile(r"[ ]?(?:,|·|ㆍ|및|와|과)[ ]?")


#: a corporation's registration number (법인등록번호: 등기소 code and kind, then 0 and a serial with its check digit)
_CORPORATE_NUMBER = re.compile(r"[0-9]{6}-0[0-9]{6}")
#: a ship's IMO number with its word (seven digits)
_IMO_NUMBER = re.compile(r"IMO[ ]?(?:No\.[ ]?)?[0-9]{7}")


#: the number kinds a word with 번호 names by how it ends ("가상계좌 번호", "증권계좌번호", "집 전화 번호"), and the
#: number kind each word of its stems is one of
_KIND_STEMS: dict[str, tuple[str, ...]] = {
    "계좌번호": ("계좌", "통장", "예금"),
    "신용카드번호": ("카드",),
    "휴대폰번호": ("휴대폰", "핸드폰", "휴대전화"),
    "전화번호": ("전화", "팩스", "연락", "발신", "수신", "착신", "회신", "대표"),
    "수표번호": ("수표",),
    "어음번호": ("어음",),
    "여권번호": ("여권",),
    "차량번호": ("차량", "자동차", "오토바이"),
    "운전면허번호": ("운전면허",),
    "주민등록번호": ("주민등록", "주민"),
    "외국인등록번호": ("외국인등록",),
    "사업자등록번호": ("사업자등록", "사업자"),
    "법인등록번호": ("법인등록", "법인"),
}
#: labels of a number's kind that such a word may correct (not an address's, a date's or a unit's)
_NUMBER_KIND_LABELS = frozenset(_KIND_STEMS) | {"관리번호", "금괴일련번호", "특허번호", "선박번호"}


def number_word_label(word: str, current: str) -> str:
    """The fine label of a number written right after ``word`` + 번호 ("건강보험증" of "건강보험증 번호
    12345678901"), given its ``current`` label: the label of :data:`NUMBER_NAMES` for the word with 번호, else
    the kind its ending names (:data:`_KIND_STEMS`: "가상계좌" -> 계좌번호; a phone's kind stays ``current``), else
    ``current`` when that is a phone's (the rules read a phone's kind from its prefix) or no number's kind (an
    address's, a unit's), else 관리번호: a number that a word names is an identifier of what the word says, not
    the kind the model guessed from its digits ("(수표번호 1 생략)" had been written for a health insurance
    card's number)."""
    if (named := NUMBER_NAMES.get(word + "번호")) is not None:
        return named
    if word.strip() == "차":  # "차 번호 6093 맞지?" (a new-user trial of smuggling, 2026-12-07)
        return "차량번호"
    for label, stems in _KIND_STEMS.items():
        if word.endswith(stems):
            # a phone's kind (mobile or not) is read from its digits, not from "발신" or "연락"
            return current if {label, current} <= _PHONE_LABELS else label
    if current in _PHONE_LABELS or current not in _NUMBER_KIND_LABELS:
        return current
    return "관리번호"


def _column_number_labels(text: str) -> dict[int, str]:
    """The cells of a text table's columns headed by a number's word ("| 법인등록번호 | 여권번호 |"), as ``{start
    of the cell's text: label}`` (:data:`NUMBER_NAMES`; code points; :func:`.tables.column_cells`)."""
    from thunder_deid_desktop.analysis.tables import column_cells

    by_label: dict[str, set[str]] = {}
    for word, label in NUMBER_NAMES.items():
        if word.endswith("번호") or word in ("IMEI", "사번", "학번"):
            by_label.setdefault(label, set()).add(word.replace(" ", ""))
    out: dict[int, str] = {}
    # a heading may end with another's word ("법인등록번호" with 등록번호, "휴대전화번호" with 전화번호): the kinds that
    # such a general word names come first, and the specific word's kind overwrites them
    for label in sorted(by_label, key=lambda label: (label != "관리번호", label == "휴대폰번호")):
        for start, cell in column_cells(text, frozenset(by_label[label])):
            out[start + len(cell) - len(cell.lstrip())] = label
    return out


#: a cell of a serial: capitals, digits, hyphens and slashes, a digit among them and a capital or a hyphen, not a
#: date ("QM-23-017", "2023-0412-001"; not "2022-10-04", "17")
_SERIAL_CELL = re.compile(
    r"[ ]*(?!(?:19|20)[0-9]{2}-[01]?[0-9]-[0-3]?[0-9][ ]*$)"
    r"((?=[A-Z0-9/-]*[0-9])(?=[A-Z0-9/-]*[A-Z-])[A-Z0-9][A-Z0-9/-]{3,24}[A-Z0-9])[ ]*"
)
#: a cell of six digits or more
_DIGITS_CELL = re.compile(r"[ ]*([0-9]{6,20})[ ]*")
#: headings of columns whose numbers are public or no one's ("사건번호", a product's "모델번호")
_PUBLIC_NUMBER_HEADINGS = ("사건번호", "모델번호", "품번호", "법령번호", "조문번호", "증거번호", "순번호")


def column_serial_spans(text: str) -> list[Span]:
    """The serials in a text table's column headed by a word ending in 번호 ("| 장부번호 | 채무자 |" over "|
    QM-23-017 | 하정민 |": a new-user trial of a loan shark's ledger, 2026-12-06, left the first row's number and
    lettered the others as persons and accounts): each cell that is a serial (:data:`_SERIAL_CELL`), label
    관리번호, score 0.8 (it replaces the model's reading, ``analyzer.merge``), source ``"rule"``. Not under
    :data:`_PUBLIC_NUMBER_HEADINGS`, nor under a heading of :data:`NUMBER_NAMES` of another kind ("전화번호",
    "계좌번호"), whose numbers other rules read. Offsets are code points."""
    from thunder_deid_desktop.analysis.tables import column_cells

    if "번호" not in text:
        return []
    out = []
    for start, cell in column_cells(text, frozenset({"번호"})):
        # (or digits only, six or more: "| 승인번호 |" over "| 30417782 |", which a new-user trial of a wedding
        # studio, 2026-12-06, left where the model had read no number)
        m = _SERIAL_CELL.fullmatch(cell) or _DIGITS_CELL.fullmatch(cell)
        if m is None:
            continue
        heading = _heading_above(text, start)
        if heading is None or heading.endswith(_PUBLIC_NUMBER_HEADINGS) or heading == "번호":
            continue
        if NUMBER_NAMES.get(heading, "관리번호") != "관리번호":
            continue  # a phone's, an account's or a card's column: their rules and the heading's label
        out.append(Span(start + m.start(1), start + m.end(1), m.group(1), "관리번호", 0.8, "rule"))
    return out


def _heading_above(text: str, start: int) -> str | None:
    """The heading of the column of the cell at ``start``: the cell with the same index in the nearest line above
    that has a cell ending in 번호 (blanks removed), or None."""
    from thunder_deid_desktop.analysis.tables import aligned_cells

    line_start = text.rfind("\n", 0, start) + 1
    cells, offsets = aligned_cells(
        text[line_start : text.find("\n", start) if "\n" in text[start:] else None]
    )
    index = next((i for i, o in enumerate(offsets) if line_start + o == start), None)
    if index is None:
        return None
    end = line_start - 1
    while end > 0:
        begin = text.rfind("\n", 0, end) + 1
        above, _ = aligned_cells(text[begin:end])
        heads = [c.strip().replace(" ", "") for c in above]
        if len(heads) > index and any(h.endswith("번호") for h in heads):
            return heads[index]
        end = begin - 1
    return None


def _before_on_line(pattern: re.Pattern[str], text: str, at: int, reach: int) -> re.Match[str] | None:
    """``pattern`` searched in the ``reach`` code points before ``at`` on ``at``'s line (its ``$`` at ``at``)."""
    line_start = text.rfind("\n", max(0, at - reach), at) + 1
    return pattern.search(text, max(line_start, at - reach), at)


def relabel_named_numbers(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` with each model or propagated span that is a number (digits and hyphens) and directly follows a
    word of :data:`NUMBER_NAMES` on its line ("계좌번호 ", "주민등록번호: ", "여권번호(") relabelled to that word's
    label, and each such span of at most four digits (after "지하" or not) written right before a unit word
    relabelled by :data:`UNIT_LABELS` ("202호" -> 호실), as is a span that holds the unit word ("1203호");
    order kept. Rule spans take the written word's label too ("법인등록번호 110111-5234565", whose digits pass the
    check of a foreigner's registration number, had become "(외국인등록번호 생략)" in a new-user trial,
    2026-12-03), except a phone number's kind, which a rule reads from its prefix; a phone number right after a
    bank's name is an account (:data:`_BANK_BEFORE`); the numbers listed right after a named one
    (:data:`_LIST_GAP`) take its label; rule spans are not relabelled as units. A number after any other word
    with 번호 (:data:`_ANY_NUMBER_WORD`) takes :func:`number_word_label`'s kind, and one in a table's column or in
    the cell after a number's word the heading's (:func:`_column_number_labels`); a cheque's number of Hangul and
    digits after 수표 (:data:`_CHEQUE_NUMBER`) is one; a corporation's registration number is known by its shape
    (:data:`_CORPORATE_NUMBER`); a number with words after a number's word (:data:`_NUMBER_WITH_WORDS`: "처분번호
    제2023-안산-체류-04417호") takes the word's kind and its 제. Offsets are code points."""
    out = []
    listed: Span | None = None  # the last number named by its word, or listed after one
    columns = _column_number_labels(text) if "\t" in text or "|" in text or "  " in text else {}
    for sp in spans:
        if _IMO_NUMBER.fullmatch(sp.text):  # the model's span with the word: "IMO 9384712"
            sp = sp.with_(label="선박번호")
        # a corporation's registration number: six digits, a hyphen, then 0 and six digits, where a person's has
        # the sex digit 1 to 8 ("주식회사 금강개발 (134811-0045127)" of a header had been "(전화번호 1 생략)" in
        # new-user trials of 2026-12-06)
        if _CORPORATE_NUMBER.fullmatch(sp.text) and sp.label != "법인등록번호":
            sp = sp.with_(label="법인등록번호")
        if sp.label in _PHONE_LABELS and _NUMBER.fullmatch(sp.text):
            if _before_on_line(_BANK_BEFORE, text, sp.start, 12):
                sp = sp.with_(label="계좌번호")
        number = _NUMBER.fullmatch(sp.text)
        ho = not number and sp.source != "rule" and _NUMBER_HO.fullmatch(sp.text)
        # the model's span may hold the 제 ("특허 제10-2099857호"), or be a serial of letters and digits
        # ("일련번호 F2LXK9Q1N7")
        je = not number and not ho and _JE_NUMBER_HO.fullmatch(sp.text)
        serial = not (number or ho or je) and _SERIAL.fullmatch(sp.text)
        cheque = not (number or ho or je or serial) and _CHEQUE_NUMBER.fullmatch(sp.text)
        m = None
        if number or ho or je or serial or cheque:
            m = _before_on_line(_NAME_BEFORE, text, sp.start, 18)
        if serial and not (m and NUMBER_NAMES[m.group(1)] == "관리번호"):
            m = None  # letters and digits are named only by a number word of their own ("일련번호")
        if cheque and not (m and NUMBER_NAMES[m.group(1)] in ("수표번호", "어음번호")):
            m = None  # "가나12345678" is a cheque's number only after the word (blank before 번호 or not)
            word = _before_on_line(_ANY_NUMBER_WORD, text, sp.start, 18)
            if word and (kind := number_word_label(word.group(1), sp.label)) in ("수표번호", "어음번호"):
                sp = sp.with_(label=kind)
        # "1203호" without 제 and a naming word before it is a unit (below)
        if number or (ho and m and m.group(2)) or ((je or serial or cheque) and m):
            named = NUMBER_NAMES[m.group(1)] if m else sp.label
            if number and m is None:
                # any other word with 번호 ("건강보험증 번호 12345678901"), or the column's heading in a table
                if word := _before_on_line(_ANY_NUMBER_WORD, text, sp.start, 18):
                    # (a room's label is the model's guess from the 호 of "공고번호 제2020-117호")
                    unit = word.group(2) and sp.label in UNIT_LABELS.values()
                    named = number_word_label(word.group(1), "관리번호" if unit else sp.label)
                elif sp.start in columns:
                    named = columns[sp.start]
            if m and m.group(2):  # "제2019-0034567호" is the number as written: 제 goes with it
                sp = sp.with_(start=m.start(2), text=text[m.start(2) : sp.end])
            # a rule knows a phone number's kind from its prefix ("070-…" after "휴대전화번호" is 전화번호)
            phones = {named, sp.label} <= _PHONE_LABELS
            if named != sp.label and not (sp.source == "rule" and phones):
                sp = sp.with_(label=named)
            # the next numbers of a list after the word take its label ("이력번호 002117645382, 002117645399인
            # 암소": a new-user trial of cattle trading, 2026-12-06, saw the second read as a cheque's number)
            if m is None and listed is not None and _LIST_GAP.fullmatch(text, listed.end, sp.start):
                sp = sp.with_(label=listed.label)
            listed = sp if (m is not None or listed is not None and listed.label == sp.label) else None
        elif (
            m is None
            and sp.source in ("model", "propagation")
            and sp.label in _NUMBER_KIND_LABELS
            and _NUMBER_WITH_WORDS.fullmatch(sp.text)
        ):
            # a number with words in it after any word with 번호 ("처분번호 제2023-안산-체류-04417호", read as a ship's
            # number and written "제(선박번호 1 생략))" in a new-user trial of a sham marriage, 2026-12-06): the
            # word's kind, and its 제
            if word := _before_on_line(_ANY_NUMBER_WORD, text, sp.start, 20):
                # (a phone's number has no words: the model's phone is a guess too)
                current = "관리번호" if sp.label in _PHONE_LABELS else sp.label
                sp = sp.with_(label=number_word_label(word.group(1), current))
                if word.group(2) and sp.text.endswith("호"):
                    sp = sp.with_(start=word.start(2), text=text[word.start(2) : sp.end])
        if sp.source in ("model", "propagation"):
            unit = _UNIT_AFTER.match(text, sp.end) if _UNIT_NUMBER.fullmatch(sp.text) else None
            # or the unit word inside the span: "1203호" (the model's 구아래주소 at one of two copies)
            unit = unit or _UNIT_INSIDE.fullmatch(sp.text)
            if unit and UNIT_LABELS[unit.group(1)] != sp.label:
                sp = sp.with_(label=UNIT_LABELS[unit.group(1)])
        out.append(sp)
    return out


#: words that name a field of personal data in a header, a table or a footer ("연락처 010-…", "주소 서울 …"):
#: never personal data themselves
FIELD_WORDS: frozenset[str] = frozenset(NUMBER_NAMES) | frozenset(
    "연락처 주소 주거 거소 본적 등록기준지 전화 휴대폰 휴대전화 핸드폰 이메일 전자우편 팩스 생년월일 성명 이름 "
    "직업 계좌 주민번호 차량번호 송달장소 최후주소 소재지 판결선고 변론종결 "
    # a device's identifiers: the word is no data, its number is ("IMEI 3548…" had become a letter and a number)
    "IMEI MEID IMSI ICCID USIM MAC 호스트명 서버명 컴퓨터명 "
    # an account's fields ("'달빛토끼'라는 닉네임의 계정": "닉네임의" had become a letter in a new-user trial)
    "닉네임 별명 대화명 아이디 계정 프로필 "
    # an account holder's field ("(예금주 노상철)": a new-user trial, 2026-12-04, saw "예금주" lettered)
    "예금주 명의자 "
    # an e-mail's header fields and its reply and forward marks ("본문        팀장님,", "RE: [인사팀]": a new-user
    # trial, 2026-12-05, saw both lettered)
    "제목 본문 발신 수신 참조 첨부 RE Re FW Fw Fwd".split()
)


def _field_word(word: str) -> bool:
    """Whether ``word`` is a field word (:data:`FIELD_WORDS`), alone or with particles ("주소는", "연락처로")."""
    return word in FIELD_WORDS or word[: particle_tail_start(word)] in FIELD_WORDS


#: labels of identifiers that are numbers: a span of one of them holds a digit (on the validation split all 104
#: gold spans of the tier-3 category 고유번호 did, 2026-12-03)
DIGIT_LABELS: frozenset[str] = frozenset(
    "주민등록번호 외국인등록번호 계좌번호 법인등록번호 사업자등록번호 수표번호 신용카드번호 어음번호 여권번호 "
    "운전면허번호 전화번호 휴대폰번호 차량번호 IP주소".split()
)
#: labels of a document's number (category 고유번호) that do not end in 번호: the court policy writes their spans as
#: numbers ("(범죄경력등조회회보서 1 생략)")
_DOCUMENT_NUMBER_LABELS = frozenset({"범죄경력등조회회보서", "임의경매개시결정"})
#: one to three digits alone: a count or a row's number, never an identifying number of DIGIT_LABELS
_SHORT_NUMBER = re.compile(r"[ ]*[0-9]{1,3}[ ]*")
#: a Roman numeral of a list ("(II) 채무불이행", "IV. 결론"): I to XXXIX
_ROMAN = re.compile(r"(?:X{0,3})(?:IX|IV|V?I{0,3})")


#: an amount written with thousands separators ("10,300,000", "118,400,000")
_AMOUNT = re.compile(r"(?<![0-9,])[0-9]{1,3}(?:,[0-9]{3})+(?![0-9]|,[0-9])")


def _glued_amount_piece(text: str, sp: Span) -> bool:
    """Whether ``sp`` is up to seven digits with a thousands separator and a digit right before or after it: a piece of
    amounts a flattened table glued together ("14,676435,324125,307" of three cells "14,676", "435,324", "125,307"
    read as 수표번호 "676435" and "324125": a held-out set, 2026-12-05), where :data:`_AMOUNT` finds no amount."""
    # (an account or card number, ten digits or more, stays whatever is glued to it)
    if not sp.text.isdigit() or len(sp.text) > 7:
        return False
    before = sp.start >= 2 and text[sp.start - 1] == "," and text[sp.start - 2].isdigit()
    after = text[sp.end : sp.end + 1] == "," and text[sp.end + 1 : sp.end + 2].isdigit()
    return before or after


def drop_amount_pieces(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` without the model and propagated spans that lie inside an amount written with thousands
    separators (:data:`_AMOUNT`): an amount is no identifier, and a letter in it changes the sum ("17" of
    "17,000,000" in a table's column of amounts became "BA,000,000", a new-user trial, 2026-12-03), or digits glued
    to an amount's separator (:func:`_glued_amount_piece`: cells a flattened table glued); a span that ends
    with an amount's first digits after a blank loses them ("greenmobile_0419.xlsx 12" of "… 12,500"). Order is
    kept; offsets are code points of ``text``."""
    amounts = [m.span() for m in _AMOUNT.finditer(text)]
    starts = [a for a, _ in amounts]

    def inside(sp: Span) -> bool:
        i = bisect.bisect_right(starts, sp.start) - 1
        return i >= 0 and sp.end <= amounts[i][1]

    out = []
    for s in spans:
        if s.source != "rule" and (inside(s) or _glued_amount_piece(text, s)):
            continue
        # a span that ends with a blank and the first digits of an amount ("greenmobile_0419.xlsx 12" of "… 12,500":
        # a PDF's text layer joins a table's cells with one blank; a new-user trial, 2026-12-04, read "X,500")
        m = _AMOUNT_START_AT_END.search(s.text) if s.source != "rule" else None
        if m and m.start() > 0:
            i = bisect.bisect_right(starts, s.start + m.start(1)) - 1
            if i >= 0 and amounts[i][0] == s.start + m.start(1) and amounts[i][1] > s.end:
                s = s.with_(end=s.start + m.start(), text=s.text[: m.start()])
        out.append(s)
    return out


#: a blank and one to three digits at a span's end, the start of an amount when a separator follows
_AMOUNT_START_AT_END = re.compile(r"[ ]([0-9]{1,3})$")


def relabel_addressless_emails(spans: list[Span]) -> list[Span]:
    """``spans`` with each model or propagated span labelled 이메일주소 that holds no "@" relabelled 닉네임: an
    e-mail address always holds one (RFC 5322), and the model had read Telegram nicknames ("'달빛고래'") as
    e-mail addresses, which the court policy wrote "(이메일 1 생략)" (a new-user trial, 2026-12-03). Order kept."""
    return [
        s.with_(label="닉네임") if s.label == "이메일주소" and "@" not in s.text and s.source != "rule" else s
        for s in spans
    ]


#: quotes around a number, and the labels of a room or a building that a number alone may carry
_QUOTES = frozenset("'‘’\"“”")
_ROOM_LABELS = frozenset({"실", "호실", "동", "층"})
#: a company's legal form and a blank right before a name ("주식회사 ", "(주)")
_FORM_BEFORE = re.compile(r"(?:주식회사|유한회사|\(주\)|㈜)[ ]?$")


def drop_digitless_numbers(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` without those that cannot be what their label says: a number label (:data:`DIGIT_LABELS`, or any
    label ending in 번호 but 번호 itself) over
    text with no digit ("일부" labelled 계좌번호, "VI" 차량번호 in a published judgment), an identifying number
    label (:data:`DIGIT_LABELS`) over one to three digits alone (a table's row number), and a Roman numeral that
    numbers a list, in brackets or before a full stop ("(II) 채무불이행", "IV. 결론": the model had lettered
    them, a new-user trial, 2026-12-03). A digitless span whose string is a span of another label elsewhere takes
    that label instead, and a bank's name (:func:`.organisations.is_bank_name`) 은행; one of Hangul labelled a
    document's number (:data:`_DOCUMENT_NUMBER_LABELS`) takes it or else 기업명. Order is kept; offsets are code
    points of ``text``."""

    from thunder_deid_desktop.analysis.organisations import is_bank_name

    def numbered(sp: Span) -> bool:
        # (any label of a number: "네팔" labelled 금괴일련번호 in a table of foreign workers, a new-user trial,
        # 2026-12-04; not the bare 번호, whose gold mentions include a bus's letter, "A")
        return sp.label in DIGIT_LABELS or (sp.label.endswith("번호") and sp.label != "번호")

    # the label the same string has elsewhere: a digitless "number" that is a mention found there takes it
    # ("주안하늘빌" labelled 계좌번호 in one row of a table, 주택 in the others: a new-user trial, 2026-12-04, saw
    # that row's building left, as the propagation had seen a span there)
    elsewhere: dict[str, Span] = {}
    for sp in spans:
        if (
            not numbered(sp)
            and sp.label not in _DOCUMENT_NUMBER_LABELS
            and (sp.text not in elsewhere or sp.score > elsewhere[sp.text].score)
        ):
            elsewhere[sp.text] = sp
    out = []
    for sp in spans:
        if numbered(sp) and not any(c.isdigit() for c in sp.text):
            if sp.text in elsewhere and re.search("[가-힣]{2}", sp.text):  # a Hangul name, not "VI" of a list
                out.append(sp.with_(label=elsewhere[sp.text].label))
            # a company's name after its legal form, in an account's bracket ("140-013-778291(주식회사 다올유통)"
            # read as the account: a new-user trial of crypto fraud, 2026-12-05, left the company)
            elif _FORM_BEFORE.search(text, max(0, sp.start - 8), sp.start) and re.search(
                "[가-힣]{2}", sp.text
            ):
                out.append(sp.with_(label="기업명"))
            # (a bank's name read as its account: "토스뱅크" in a table's column of banks, which a new-user trial of
            # illegal lending, 2026-12-07, left beside the lettered 광주은행)
            elif is_bank_name(sp.text):
                out.append(sp.with_(label="은행"))
            continue
        # a document's number label over a name ("새싹아동복지회" labelled 범죄경력등조회회보서, which the court policy
        # wrote "(범죄경력등조회회보서 1 생략)": a new-user trial, 2026-12-04): the name of an organisation
        if sp.label in _DOCUMENT_NUMBER_LABELS and not any(c.isdigit() for c in sp.text):
            if re.search("[가-힣]{2}", sp.text):
                out.append(sp.with_(label=elsewhere[sp.text].label if sp.text in elsewhere else "기업명"))
            continue
        # a row's number ("4" of a table's 순번 column after a phone number's cell, labelled 휴대폰번호 and
        # 계좌번호 by the model, a new-user trial, 2026-12-04): no phone, account, card or registration number
        # is three digits or fewer
        if sp.label in DIGIT_LABELS and _SHORT_NUMBER.fullmatch(sp.text):
            continue
        # a number alone read as a room or a place: in quotes ("점수를 '18'에서 '27'로" labelled 실), or a
        # table's total labelled 위치기준 (a new-user trial of a school foundation, 2026-12-05, saw both lettered);
        # no such gold mention of the validation split (its rooms and buildings have their unit after them)
        if sp.source == "model" and _SHORT_NUMBER.fullmatch(sp.text):
            quoted = text[sp.start - 1 : sp.start] in _QUOTES and text[sp.end : sp.end + 1] in _QUOTES
            if (quoted and sp.label in _ROOM_LABELS) or sp.label == "위치기준":
                continue
        if sp.text and _ROMAN.fullmatch(sp.text):
            before = text[sp.start - 1] if sp.start > 0 else "\n"
            after = text[sp.end] if sp.end < len(text) else "\n"
            if (before in "(（" and after in ")）") or (before in "\n " and after in ".)"):
                continue
        out.append(sp)
    return out


#: a table's cell boundary right before a point: a tab, a bar, a line's start or a column gap of two blanks
#: (\Z, not $: a multiline $ matches before any line break, so a slice holding one matched anywhere, and "| 3 | 같은 리
#: 302 | 답 |" of a new-user trial of a temple's land, 2026-12-06, lost its lot)
_CELL_BEFORE = re.compile(r"(?:^|[\t|│]|[ ]{2})[ ]*\Z", re.MULTILINE)
#: a table's cell boundary right after a point
_CELL_AFTER = re.compile(r"[ ]*(?:$|[\t|│]|[ ]{2})", re.MULTILINE)
#: a number of digits alone (a count, a table's cell)
_DIGITS_ONLY = re.compile(r"[0-9][0-9,.]*")


def drop_table_numbers_as_addresses(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` without the model's address spans (a label ending in 주소) over digits alone that fill a table's
    cell, a tab, a bar, a line's edge or a column gap of two blanks on each side (:data:`_CELL_BEFORE`,
    :data:`_CELL_AFTER`): counts in a table ("잣나무       142      ", "방문투표\t-\t187\t139", "| 61 | 904"),
    which new-user trials of forestry, apartment and copyright judgments (2026-12-05) saw lettered. A lot in
    running text ("같은 리 113 답", "1동(133)", a gold building of the validation split) stays. So are the model's
    spans of any label over a row's number of one or two digits, the first cell of its line (:data:`_ROW_NUMBER`).
    Order kept; offsets are code points of ``text``."""
    out = []
    for sp in spans:
        if (
            sp.source == "model"
            and sp.label.endswith("주소")
            and _DIGITS_ONLY.fullmatch(sp.text)
            and _CELL_BEFORE.search(text[max(0, sp.start - 12) : sp.start])
            and _CELL_AFTER.match(text[sp.end : sp.end + 12])
        ):
            continue
        # a row's number, the first cell of a table's row, whatever the label ("2 | 2023. 10. 28. | cold_fox" read as
        # an id at 0.995 after the wallet that ended the row above: a new-user trial of hacking, 2026-12-05, saw the
        # rows numbered 1, U, V, 4)
        if (
            sp.source != "rule"
            and sp.text.rstrip(".").isdigit()
            and len(sp.text.rstrip(".")) <= 2
            and _ROW_NUMBER.match(text, sp.start)
            and _line_start(text, sp.start)
        ):
            continue
        out.append(sp)
    return out


#: one or two digits (maybe with a dot) filling a row's first cell, then a bar, a tab or a column gap (three digits
#: may be a unit's number, "101 | 김철수")
_ROW_NUMBER = re.compile(r"[0-9]{1,2}\.?(?=[ ]?[|│\t]|[ ]{2,}\S)")


def _line_start(text: str, at: int) -> bool:
    """Whether only blanks stand between the line's start and ``at``."""
    return not text[text.rfind("\n", 0, at) + 1 : at].strip()


#: the shape of a Korean vehicle plate: two or three digits, a Hangul syllable, four digits ("34나7712", "152허3391",
#: "서울 34바 5678"; 자동차 등록번호판 등의 기준에 관한 고시). Every 차량번호 of the validation split has it (24 of 24
#: gold spans, 2026-12-03).
_PLATE_SHAPE = re.compile(r"[0-9]{2,3}[ ]?[가-힣][ ]?[0-9]{4}")


def relabel_plateless_vehicles(spans: list[Span]) -> list[Span]:
    """``spans`` with each model or propagated span labelled 차량번호 that holds no plate (:data:`_PLATE_SHAPE`)
    relabelled 차량종류: "BMW 520d 승용차" is a car model, which the court policy had written "(차량번호 1
    생략)" and so numbered the real plate after it 2 (a new-user trial, 2026-12-03). Order kept."""
    return [
        s.with_(label="차량종류")
        if s.label == "차량번호" and s.source != "rule" and not _PLATE_SHAPE.search(s.text)
        else s
        for s in spans
    ]


#: a year, with its 년 or not ("2021년식", "2019 사업연도", "2024년도", "2023 귀속", "2023학년도": a new-user trial,
#: 2026-12-05, saw it written as a case number)
_YEAR = re.compile(r"(?:19|20)[0-9]{2}(?:년(?:식|도)?|학년도|연도)?")
_AFTER_YEAR = re.compile(r"년|[ ]?(?:사업|회계|과세|학|귀속)?연도|[ ]?귀속|[ ]?학년도")


#: the month and the day after a year ("2022. 3. 14.", "2022.3.14")
_DATE_AFTER_YEAR = re.compile(r"\.[ ]?(?:0?[1-9]|1[0-2])\.[ ]?(?:0?[1-9]|[12][0-9]|3[01])(?:\.|(?![0-9]))")
#: a birth's mark after a year ("1976생", "1976년생")
_BIRTH_AFTER = re.compile(r"[ ]?(?:년[ ]?)?생")
#: labels of numbers that are longer than four digits: accounts, cheques, bills, cards, telephones, resident numbers
_LONG_NUMBER_LABELS = frozenset(
    {"계좌번호", "수표번호", "어음번호", "신용카드번호", "전화번호", "휴대폰번호", "주민등록번호"}
)


def drop_years(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` without the model and propagated spans that are a year written as one ("2021년식 제네시스",
    "2019 사업연도 법인세", "2024년도"): a year is no identifier, and the model had read "2021년" of a car's model
    year as a vehicle number, which the court policy wrote "(차량번호 1 생략)식" (a new-user trial, 2026-12-03).
    A bare four digits count as a year only before 년 or a 연도 word, or where the label is a number that is never
    four digits long (:data:`_LONG_NUMBER_LABELS`: a new-user trial of securities fraud, 2026-12-05, saw the year
    cells "2022" and "2023" of a table written "(수표번호 1 생략)" and "(계좌번호 3 생략)"). Order is kept; offsets
    are code points."""
    out = []
    for sp in spans:
        if sp.source != "rule" and _YEAR.fullmatch(sp.text):
            if sp.text.endswith(("년", "식", "도")) or _AFTER_YEAR.match(text, sp.end):
                continue
            # (or a date's year: "2022. 3. 14." in a 범죄일람표 read as an address in eight of ten rows, which a
            # new-user trial of defectors' fraud, 2026-12-07, wrote "AN. 3. 14.")
            if sp.text.isdigit() and _DATE_AFTER_YEAR.match(text, sp.end):
                continue
            # (not a birth year, whatever the label: "피해자 B(남, 1976생)" of the validation split)
            if sp.label in _LONG_NUMBER_LABELS and sp.text.isdigit() and not _BIRTH_AFTER.match(text, sp.end):
                continue
        out.append(sp)
    return out


#: the numbers of public emergency and information services (112 police, 119 fire and ambulance, 114, 1366 …)
SERVICE_NUMBERS = frozenset(
    "110 112 113 114 117 118 119 120 122 125 128 129 131 132 182 1301 1330 1366 1388".split()
)


#: what follows a service number where it is one: a report or a call ("112신고", "112에 신고", "119 구급대")
_SERVICE_AFTER = re.compile(r"(?:번)?(?:으로|에|로)?[ ]?(?:신고|전화|출동|구급|상황실|종합상황실)")


def drop_service_numbers(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` without the model and propagated spans that are the number of a public service
    (:data:`SERVICE_NUMBERS`) followed by a report or a call (:data:`_SERVICE_AFTER`): "고잔지구대
    112신고사건처리표" had "112" lettered in a new-user trial (2026-12-03). The same digits elsewhere stay ("118동
    2203호" is a building). Order is kept; offsets are code points of ``text``."""
    return [
        s
        for s in spans
        if s.source == "rule" or s.text not in SERVICE_NUMBERS or not _SERVICE_AFTER.match(text, s.end)
    ]


def drop_field_words(spans: list[Span]) -> list[Span]:
    """``spans`` without the model and propagated spans that are a field word (:data:`FIELD_WORDS`), and with such
    a word cut off the end of one after a space ("이영희 연락처" -> "이영희"): the model read "피해자 이영희 연락처
    010-…" of a footer as a name in two words, which a later split left as "연락처", a letter of its own (a
    new-user trial, 2026-12-03), and one that opens a span before a space ("주소 세종특별자치시", a later trial).
    Rule spans are kept as they are; order is kept. Offsets are code points."""
    out = []
    for sp in spans:
        if sp.source != "rule":
            if _field_word(sp.text):  # "주소는" of "전자우편 주소는 hong@…" too
                continue
            head, sep, last = sp.text.rpartition(" ")
            if sep and _field_word(last) and head.strip():
                head = head.rstrip()
                sp = sp.with_(end=sp.start + len(head), text=head)
            first, sep, rest = sp.text.partition(" ")  # "주소 세종특별자치시" of a header line
            if sep and first in FIELD_WORDS and rest.strip():
                cut = len(sp.text) - len(rest.lstrip())
                sp = sp.with_(start=sp.start + cut, text=sp.text[cut:])
        out.append(sp)
    return out


#: counters written after a number that counts something ("서면결의서 571장", "금고 8월", "30세"): a count, a
#: duration or an age is no identifier. Not 동, 호, 층, 번 or 실, which number a place.
_COUNTERS = (
    "개월 차례 시간 킬로그램 퍼센트 필지 리터 장 명 개 건 회 권 매 통 쪽 원 세 살 년 월 일 주 분 초 톤 평 병 대 표 "
    "가구 세대 kg %"
    # bee colonies, rows, animals and trees ("꿀벌 127군이 폐사", "186군 중 131군에서", "3열": a new-user trial of a
    # beekeeper's case, 2026-12-06, saw them lettered as addresses, "D군에서")
    " 군 열 마리 그루 두"
).split()
#: a citation's article, paragraph or item, or an agenda's item ("제59조 제2호", "제2호 안건"): 제 before the number
_CITED_UNITS = ("조", "항", "호", "목", "장", "절", "관", "편")
#: a court's division written after the number ("형 사 9 단 독", "민사 3부"); the word before it
#: (its digits may be spaced out like the header's letters: "민 사 1 1 부", a new-user trial, 2026-12-04)
_DIVISION_AFTER = re.compile(r"(?:[ ]*[0-9])*[ ]*(?:단[ ]*독|합[ ]*의[ ]*부|부(?![가-힣]))")
_DIVISION_BEFORE = re.compile(r"(?:형|민|가|행)[ ]*(?:사|정)(?:[ ]*[0-9])*[ ]*$")


#: a time of day around a span of one or two digits: the hour before its colon or the minutes after it
_CLOCK_BEFORE = re.compile(r"(?<![0-9])[0-9]{1,2}:\Z")
_CLOCK_AFTER = re.compile(r":[0-5][0-9](?![0-9])")


def drop_clock_times(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` without the model's and propagated spans of one or two digits that are the hour or the minutes of a
    time of day ("2021. 9. 16. 07:52\tHO_AN_nky" of an access log, whose minutes the model read with the id, and
    "21:58" of a rider's log: new-user trials of 2026-12-06 wrote "07:AH" and "(금괴일련번호 1 생략):58"). A time
    names no one. Order kept; offsets are code points."""
    out = []
    for sp in spans:
        t = sp.text
        if sp.source != "rule" and t.isdigit() and len(t) <= 2:
            if _CLOCK_BEFORE.search(text, max(0, sp.start - 3), sp.start) or _CLOCK_AFTER.match(text, sp.end):
                continue
        out.append(sp)
    return out


#: a fraction: a share of costs, of an estate or of an ownership ("1/2", "3 / 10")
_FRACTION = re.compile(r"[0-9]{1,3}[ ]?/[ ]?[0-9]{1,3}")


def drop_fractions(spans: list[Span]) -> list[Span]:
    """``spans`` without the model's and propagated spans that are a fraction only (:data:`_FRACTION`): "소송비용 중
    1/2는 원고가" and "일실수입 상속분(1/2)" became "1/Q는" and "(계좌번호 2 생략)" in new-user trials of
    2026-12-06, the 주문 among them. A share names no one. Order kept."""
    return [sp for sp in spans if sp.source == "rule" or not _FRACTION.fullmatch(sp.text.strip())]


def drop_plain_numbers(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` without the model and propagated spans made of digits only that number no one: a count, a
    duration or an age before its counter (:data:`_COUNTERS`, with particles after it: "서면결의서 571장 중",
    "피고인을 금고 8월에"), an article, item or agenda number after 제 (:data:`_CITED_UNITS`: "제59조 제2호",
    "제2호 안건"; a 호 after a building word is a unit and stays, "아파트 제3504호"), the ordinal of a defined thing
    (:data:`_ORDINAL_THINGS`: "제1 토지", "제2 건물") or a term the judgment defines with an ordinal ("(이하
    '제1상이'라 한다)"), a list's number opening its
    line ("3. 주식회사 대성종합건설", a table row's "3\t" or "│ 3 │") and a court's division ("형 사 9 단 독"). New-user trials
    (2026-12-04) saw each of them lettered, the sentence of the 주문 among them ("금고 M월에"). On the validation
    split no gold span made of digits only has a counter, a list's full stop or 제 before it. An item written with
    its unit ("2호") counts as its digits, and so does a count written with its counter ("325표로"). Order is
    kept; offsets are code points."""
    from thunder_deid_desktop.analysis.analyzer import is_vocabulary_word

    out = []
    for sp in spans:
        if sp.source != "rule" and sp.text.isdigit() and sp.text.isascii() and _plain_number(text, sp):
            continue
        # a thing's word and its count ("양봉장 186" of "양봉장 186군 중", read as an address: the same trial)
        counted = _WORD_AND_COUNT.fullmatch(sp.text)
        if (
            sp.source != "rule"
            and counted
            and _plain_number(text, sp.with_(start=sp.end - len(counted.group(2)), text=counted.group(2)))
            and is_vocabulary_word(counted.group(1), compounds=False)
        ):
            continue
        # an amount written in Korean numerals ("오천만원정" of "금 오천만원정(₩50,000,000)": a new-user trial,
        # 2026-12-04, read a person)
        if sp.source != "rule" and _KOREAN_NUMERAL_AMOUNT.fullmatch(sp.text):
            continue
        # a term the judgment defines with an ordinal ("(이하 '제1상이'라 한다)": a new-user trial, 2026-12-04, saw
        # it lettered as a company in every mention)
        if sp.source != "rule" and _ORDINAL_TERM.fullmatch(sp.text) and _defines(text, sp.text):
            continue
        # an ordinal with its 제 in the span ("제1" of "제1 토지": a new-user trial, 2026-12-04)
        ordinal = re.fullmatch(r"제[ ]?([0-9]{1,2})", sp.text)
        if sp.source != "rule" and ordinal and _ORDINAL_THINGS.match(text, sp.end):
            continue
        # the item with its unit in the span ("2호" of "제9조 제1호, 제2호": a new-user trial, 2026-12-04), a count
        # with its counter ("325표로": the votes of an election, a new-user trial, 2026-12-04)
        cited = _CITED_ITEM.fullmatch(sp.text) or _COUNTED.fullmatch(sp.text)
        if (
            sp.source != "rule"
            and cited
            and _plain_number(text, sp.with_(end=sp.start + len(cited.group(1)), text=cited.group(1)))
        ):
            continue
        out.append(sp)
    return out


#: a word and a number after it ("양봉장 186")
_WORD_AND_COUNT = re.compile(r"([가-힣]{2,8})[ ]([0-9]{1,6})")


#: an area of land after a word ("대 661㎡": 대 is 대지, not vehicles; "603번지 전" + " 2,135㎡")
AREA_AFTER = re.compile(r"[ ]?[0-9][0-9,]*(?:\.[0-9]+)?[ ]?(?:㎡|평방미터|제곱미터|평)")
#: a table row's start up to its first cell's content: a bar and blanks ("│ ", "| ")
_FIRST_CELL_BEFORE = re.compile(r"[ \t]*[│|┃][ ]*")
#: the end of a cell: blanks and a bar
_CELL_END_AFTER = re.compile(r"[ ]*[│|┃]")
#: an amount of money in Korean numerals, with 원 and the 정 of a written sum ("오천만원정", "금 삼백만 원")
_KOREAN_NUMERAL_AMOUNT = re.compile(
    r"(?:금[ ]?)?(?=[일이삼사오육칠팔구]?[십백천만억])[일이삼사오육칠팔구십백천만억조 ]{2,}원정?"
)
#: the storeys of a building as its register describes it: 층 and the building's kind ("25층 공동주택(아파트)")
_STOREYS_OF_BUILDING = re.compile(
    r"층[ ]?(?:공동주택|아파트|건물|단독주택|다가구주택|다세대주택|연립주택|주택|근린생활시설|오피스텔|빌딩|업무시설|규모)"
)
#: 제 and the items of a list before the next item's number ("제2, " of "제2, 3호")
_CITED_LIST_BEFORE = re.compile(
    r"제[ ]?[0-9]{1,3}(?:(?:,[ ]?|[ ]및[ ])[0-9]{1,3})*(?:,[ ]?|[ ]및[ ]|[ ]내지[ ])$"
)
#: an ordinal and a word: the shape of a term a judgment defines ("제1상이", "제2 토지", "제3계약")
_ORDINAL_TERM = re.compile(r"제[ ]?[0-9]{1,2}[ ]?[가-힣]{1,6}")


def _defines(text: str, term: str) -> bool:
    """Whether ``text`` defines ``term`` in quotes ("'제1상이'라 한다", "‘제2 토지’라 하고", "“제3계약”이라 함")."""
    return (
        re.search(
            r"[‘'\"“]" + re.escape(term) + r"[’'\"”](?:이)?라[ ]?(?:한다|하고|하며|함|칭한다|칭하고|칭함)",
            text,
        )
        is not None
    )


#: the things a judgment numbers with 제 and defines as its terms ("제1 토지", "제2 건물", "제3 계약")
_ORDINAL_THINGS = re.compile(
    r"[ ]?(?:토지|부동산|건물|필지|물건|계약|약정|매매|대여|처분|사고|공사|점포|공장|사업)"
)
#: an article's or an item's number with its unit ("2호", "15조")
_CITED_ITEM = re.compile(r"([0-9]{1,3})[조항호목]")
#: a number and the Hangul after it, glued: a counter with its particles ("325표로", "16표") when
#: :func:`_plain_number` reads a counter there
_COUNTED = re.compile(r"([0-9]{1,9})[가-힣]{1,5}")


def _plain_number(text: str, sp: Span) -> bool:
    """Whether the digits ``sp`` number no one (:func:`drop_plain_numbers`)."""
    after = text[sp.end : sp.end + 12]
    rest = after[1:] if after.startswith(" ") and not after.startswith("  ") else after  # glued or one space
    for counter in _COUNTERS:
        if rest.startswith(counter):
            # a lot, its land category 대 (대지) and the area ("같은 리 512 대 661㎡": a new-user trial, 2026-12-04,
            # saw the lot left), not a count of vehicles
            if AREA_AFTER.match(rest, len(counter)):
                continue
            tail = re.match(r"[가-힣]*", rest[len(counter) :]).group(0)
            if particle_tail_start(tail) == 0:  # only particles after the counter ("571장 중", "8월에")
                return True
    # (an article or an item has three digits at most: "제1927151호로 등록된" is a registration number); also the
    # next items of a list after 제 ("제2, 3호 안건": a new-user trial, 2026-12-04, read the 3 as a unit)
    listed = _CITED_LIST_BEFORE.search(text, max(0, sp.start - 16), sp.start) is not None
    if (text[sp.start - 1 : sp.start] == "제" or listed) and after[:1] in _CITED_UNITS and len(sp.text) <= 3:
        if after[:1] != "호" or not units.BUILDING_CONTEXT.search(text, max(0, sp.start - 25), sp.start):
            return True
    # a building's number of storeys ("콘크리트지붕 25층 공동주택": a new-user trial, 2026-12-04, read a floor)
    if _STOREYS_OF_BUILDING.match(text, sp.end):
        return True
    # the ordinal of a thing a judgment defines ("'제2 토지'라 하고": a new-user trial, 2026-12-04, read "제D 토지")
    if text[sp.start - 1 : sp.start] == "제" and len(sp.text) <= 2 and _ORDINAL_THINGS.match(text, sp.end):
        return True
    line_start = text.rfind("\n", 0, sp.start) + 1
    # "3. 주식회사", a row's "3\t", and a row's "12     장옥분" in a table aligned with blanks (a new-user trial,
    # 2026-12-04)
    if not text[line_start : sp.start].strip() and (
        (after[:1] in ".)" and after[1:2] in (" ", "\t")) or after[:1] == "\t" or after[:2] == "  "
    ):
        return True
    # a row's number in the first cell of a table drawn with bars ("│ 2  │새빛카드 주식회사": a new-user trial,
    # 2026-12-04, saw rows 2, 5 and 6 lettered)
    if _FIRST_CELL_BEFORE.fullmatch(text, line_start, sp.start) and _CELL_END_AFTER.match(text, sp.end):
        return True
    return bool(
        _DIVISION_AFTER.match(text, sp.end) and _DIVISION_BEFORE.search(text, max(0, sp.start - 8), sp.start)
    )


def drop_modifier_words(spans: list[Span], name_labels: frozenset[str], text: str = "") -> list[Span]:
    """``spans`` without the model and propagated spans of one word, other than persons' names, that Mecab-ko reads
    as a noun made a modifier (:func:`.tokenizer.is_derived_modifier`: "민감한" of "환자들의 민감한 정보", which
    the model labelled 국정원비밀조직정보과 and the court policy lettered: a new-user trial, 2026-12-04). A name may
    parse so (the annotations' "전춘한", "유삼한": 5 gold names of the validation split), so names stay; so does a
    span glued to the Hangul word after it in ``text``, a modifier being followed by a blank ("순천한양수자인" of
    "순천한양수자인아파트", read as 순천 + 한 + … + 인: a new-user trial of loan fraud, 2026-12-07, left the
    apartment in a header). Order is kept."""
    from thunder_deid_desktop.analysis.tokenizer import is_derived_modifier

    return [
        s
        for s in spans
        if s.source == "rule"
        or s.label in name_labels
        or " " in s.text.strip()
        or "가" <= text[s.end : s.end + 1] <= "힣"
        or not is_derived_modifier(s.text)
    ]


_ALNUM_RUN_END = re.compile(r"[0-9A-Za-z_]+")
_ALNUM_RUN_START = re.compile(r"[0-9A-Za-z_]+\Z")  # not "$", which matches before a line break too
#: the groups of a hyphenated identifier after a span ("-0012" of "20230405-0012") and before it
#: (masked digits too: "5361-48" + "**-****-2207" of a card, which a new-user trial of a trading app, 2026-12-06,
#: saw written "카드번호 1 생략**-****-2207")
_HYPHEN_GROUPS_AFTER = re.compile(r"[*]*(?:-[0-9A-Za-z*]+)+|[*]+(?![0-9A-Za-z])")
_HYPHEN_GROUPS_BEFORE = re.compile(r"(?<![0-9A-Za-z-])(?:[0-9A-Za-z]+-)+\Z")
#: the groups after a span's last hyphen: a region's name of Hangul may stand among them ("경기-5821")
_GROUPS_AFTER_HYPHEN = re.compile(r"(?:[가-힣]{1,4}-)*[0-9A-Za-z]+(?:-[0-9A-Za-z]+)*(?![0-9A-Za-z-])")


#: a span that is an identifier of ASCII letters, digits and hyphens, holding a digit
_IDENTIFIER = re.compile(r"(?=[^0-9]*[0-9])[0-9A-Za-z*]+(?:-[0-9A-Za-z*]+)*")
#: one to three Latin capitals glued before a span that starts with a hyphen, not after another letter or digit
_LETTERS_BEFORE_HYPHEN = re.compile(r"(?<![A-Za-z0-9])[A-Z]{1,3}\Z")


def extend_to_alnum_runs(text: str, spans: list[Span]) -> list[Span]:
    """Extend a model or propagated span holding a digit that stops inside a run of ASCII letters and digits to the
    whole run, at either end: the model read "R5CW31ABX" of the serial number "R5CW31ABX9K", which the court policy
    rendered "일련번호 1 생략9K" (a new-user trial, 2026-12-04). A run is one identifier. The extension stops at
    a neighbouring span. A span that is an identifier of letters, digits and hyphens also takes the other
    hyphenated groups glued to it ("20230405" of "20230405-0012"). A span that starts with a hyphen and a digit
    takes the one to three Latin capitals glued before it ("-13" of "A-13호": a storage unit's code). ``spans``
    sorted and non-overlapping; order is kept; offsets are code points."""
    out: list[Span] = []
    for k, sp in enumerate(spans):
        # (or an underscore, an account name's: "hansol_mom" of "hansol_mom77" became "X77", a new-user trial,
        # 2026-12-05)
        if sp.source != "rule" and any(c.isdigit() or c == "_" for c in sp.text):
            start, end = sp.start, sp.end
            if (
                sp.text[-1:].isascii()
                and (sp.text[-1:].isalnum() or sp.text[-1:] == "_")
                and (m := _ALNUM_RUN_END.match(text, end))
            ):
                limit = spans[k + 1].start if k + 1 < len(spans) else len(text)
                end = min(m.end(), limit)
            if (
                sp.text[:1].isascii()
                and sp.text[:1].isalnum()
                and (m := _ALNUM_RUN_START.search(text[max(0, start - 40) : start]))
            ):
                floor = out[-1].end if out else 0
                start = max(start - len(m.group(0)), floor)
            # the other groups of a hyphenated identifier: the model read "20230405-" of the registry's reception
            # number "20230405-0012", which the court policy rendered "접수번호 1 생략-0012" (2026-12-06)
            if _IDENTIFIER.fullmatch(sp.text) and (m := _HYPHEN_GROUPS_AFTER.match(text, end)):
                limit = spans[k + 1].start if k + 1 < len(spans) else len(text)
                if m.end() <= limit:
                    end = m.end()
            # or a span that stops after a hyphen, before a region's name and more groups ("TA-2023-" of "감정번호
            # TA-2023-경기-5821", which a new-user trial of a school van, 2026-12-06, saw written "1 생략경기-5821")
            if (
                sp.text.endswith("-")
                and _IDENTIFIER.fullmatch(sp.text[:-1])
                and end == sp.end
                and (m := _GROUPS_AFTER_HYPHEN.match(text, end))
            ):
                limit = spans[k + 1].start if k + 1 < len(spans) else len(text)
                if m.end() <= limit:
                    end = m.end()
            if _IDENTIFIER.fullmatch(sp.text) and (
                m := _HYPHEN_GROUPS_BEFORE.search(text[max(0, start - 40) : start])
            ):
                if start - len(m.group(0)) >= (out[-1].end if out else 0):
                    start -= len(m.group(0))
            # a code's number after its hyphen, the letters before it left ("A" of "창고 A-13호 칸" stuck to the
            # letter the number got, "AAQ호", in a new-user trial of a storage company, 2026-12-06)
            if (
                sp.text[:1] == "-"
                and sp.text[1:2].isdigit()
                and (m := _LETTERS_BEFORE_HYPHEN.search(text, max(0, start - 4), start))
                and (not out or out[-1].end <= m.start())
            ):
                start = m.start()
            if (start, end) != (sp.start, sp.end):
                sp = sp.with_(start=start, end=end, text=text[start:end])
        out.append(sp)
    return out


#: a resident or foreigner registration number's shape: six digits, a hyphen or not, seven digits or masks
_RRN_SHAPE = re.compile(r"(?<![0-9])[0-9]{6}[ ]?-?[ ]?[0-9*○xX]{1,7}")


def relabel_shapeless_registration_numbers(spans: list[Span]) -> list[Span]:
    """``spans`` with each model or propagated span labelled 주민등록번호 or 외국인등록번호 that has no such number's
    shape (:data:`_RRN_SHAPE`, 주민등록법 시행규칙 별지 서식: six digits of the birth date, seven more) relabelled
    관리번호: the model read a waste transfer number "2023-0612-000871" as a resident registration number, which
    the court policy wrote "(주민등록번호 생략)" (a new-user trial, 2026-12-04). Order kept."""
    return [
        s.with_(label="관리번호")
        if s.label in ("주민등록번호", "외국인등록번호")
        and s.source != "rule"
        and not _RRN_SHAPE.search(s.text)
        else s
        for s in spans
    ]


#: the labels of numbers whose kind the model guesses from little: a gold bar's serial, a cheque's, a phone's
_GUESSED_KINDS = frozenset({"금괴일련번호", "수표번호", "전화번호", "휴대폰번호"})
#: the words that name such a kind shortly before the number ("금괴 일련번호", "자기앞수표", "휴대전화")
_KIND_NAMED_BEFORE = re.compile(
    r"금괴|골드바|순금|금[ ]?바|수표|당좌|어음|전화|휴대폰|핸드폰|연락처|팩스|HP|Tel|TEL"
)
#: Latin letters in a number: no cheque's, no phone's
_LATIN_IN_NUMBER = re.compile(r"[A-Za-z]")


def relabel_guessed_number_kinds(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` with each model or propagated span labelled a gold bar's serial, a cheque's number or a phone
    number (:data:`_GUESSED_KINDS`) that holds a Latin letter and has no word of that kind within 20 code points before
    it (:data:`_KIND_NAMED_BEFORE`) relabelled 관리번호: new-user trials of 2026-12-06 saw a drone's model, a
    device's UDI, a contract's and a permit's numbers written "(금괴일련번호 1 생략)", "(수표번호 1 생략)" and
    "(전화번호 3 생략)". Order kept; offsets are code points."""
    out = []
    for sp in spans:
        if (
            sp.label in _GUESSED_KINDS
            and sp.source != "rule"
            and _LATIN_IN_NUMBER.search(sp.text)
            and not _KIND_NAMED_BEFORE.search(text, max(0, sp.start - 20), sp.start)
        ):
            sp = sp.with_(label="관리번호")
        out.append(sp)
    return out


def extend_numbered_items(text: str, spans: list[Span]) -> list[Span]:
    """Extend a model or propagated span written "제" + four digits or more, or such digits after "제", over the
    "제" and the 호 around them: the model read "제48217" of "면허번호 제48217호", which the court policy rendered
    "(면허번호 1 생략호)" (a new-user trial, 2026-12-04). Units (호실, 동, 층) are left: the renderer keeps their
    word ("제C호"). Order kept; offsets are code points."""
    out = []
    for sp in spans:
        unit = sp.label in ("호실", "동", "층")  # "아파트 제3504호": the renderer keeps a unit's word ("C호")
        if (
            sp.source != "rule"
            and not unit
            and _NUMBERED_ITEM.fullmatch(sp.text)
            and text.startswith("호", sp.end)
        ):
            start = sp.start - 1 if text[sp.start - 1 : sp.start] == "제" and sp.text[0] != "제" else sp.start
            if sp.text[0] == "제" or start < sp.start:  # "제" and "호" around the number: one item
                sp = sp.with_(start=start, end=sp.end + 1, text=text[start : sp.end + 1])
        out.append(sp)
    return out


_NUMBERED_ITEM = re.compile(r"(?:제[ ]?)?[0-9][0-9\-]{3,}")


#: the end of a range of numbers after a number: 내지 or a tilde, then digits
_RANGE_END = re.compile(r"[ ]?(?:내지|~|∼)[ ]?([0-9]{3,})(?![0-9])")
#: the digits a number ends with
_TRAILING_DIGITS = re.compile(r"[0-9]+$")


def range_end_spans(text: str, spans: list[Span]) -> list[Span]:
    """``spans`` and a span over the last number of each range that a number span opens ("검사증명서(증명서 번호
    전남동위-2023-058812 내지 058816)", whose second number a new-user trial of cattle trading, 2026-12-06, saw
    left): the digits after 내지 or a tilde, as many as the digits the span ends with (three or more), with the
    span's label, score and source. Returns all spans, sorted; offsets are code points."""
    taken = [(sp.start, sp.end) for sp in spans]
    added = []
    for sp in spans:
        tail = _TRAILING_DIGITS.search(sp.text)
        if tail is None or len(tail.group(0)) < 3 or not any(c.isdigit() for c in sp.text):
            continue
        m = _RANGE_END.match(text, sp.end)
        if m is None or len(m.group(1)) != len(tail.group(0)):
            continue
        a, b = m.span(1)
        if any(x < b and a < y for x, y in taken):
            continue
        added.append(sp.with_(start=a, end=b, text=m.group(1)))
        taken.append((a, b))
    return sorted(spans + added, key=lambda s: s.start) if added else spans


#: a locker's or a compartment's number: after its word ("초지역 3번 보관함 2-15", "사물함 A-3") or before 번 칸
#: ("물품보관함 1-07번 칸"), which a new-user trial of voice phishing, 2026-12-06, left
_LOCKER = re.compile(
    r"(?:보관함|사물함|락커|라커)[ ](?:번호[ ])?(?P<after>[A-Z0-9]{1,3}-[0-9]{1,3})(?![0-9A-Za-z])"
    r"|(?<![0-9A-Za-z-])(?P<before>[A-Z0-9]{1,3}-[0-9]{1,3})번[ ]?칸"
)


def locker_spans(text: str) -> list[Span]:
    """The numbers of lockers and compartments (:data:`_LOCKER`): label 호실, score 0.8, source ``"rule"``. Offsets
    are code points."""
    out = []
    for m in _LOCKER.finditer(text):
        g = "after" if m.group("after") else "before"
        out.append(Span(m.start(g), m.end(g), m.group(g), "호실", 0.8, "rule"))
    return out


#: a number's next group of digits after one blank ("1234 5678 9012 3456" of a card), and what may follow it: an end
#: of the number (not a digit, an amount's comma or a date's point), then a blank, punctuation or particles
_SPACED_GROUP = re.compile(r"[ ]([0-9]{2,6})(?![0-9]|[,.][0-9]|\.[ ]?[0-9])")
#: a last group of one digit after a blank (a check digit)
_CHECK_DIGIT = re.compile(r"[ ]([0-9])(?![0-9]|[,.][0-9]|\.[ ]?[0-9])")
_DIGIT_GROUPS = re.compile(r"[0-9]{2,6}(?:[ -][0-9]{2,6})*")


def join_spaced_number_groups(text: str, spans: list[Span]) -> list[Span]:
    """Extend a span of a number's kind (:data:`_NUMBER_KIND_LABELS`) made of digit groups over the groups that
    follow it after one blank each, and take in a second such span that is one of those groups: a card's "1234 5678
    9012 3456" had been read as two numbers of two kinds ("(카드번호 1 생략 수표번호 1 생략)") and the last group of
    "고유번호 2025 0301 1234" was left. A group followed by a Hangul word that is no particle ("1234원", "2025년",
    "12명") is a count, not part of the number; "인" of "… 3456인 카드" is a copula, taken as a particle. The
    extended span keeps its label, score and source; order kept; offsets are code points."""
    out: list[Span] = []
    ends: dict[int, int] = {}  # start of a span taken in -> end of the span that took it
    for i, sp in enumerate(spans):
        if sp.start in ends:
            continue
        if sp.label in _NUMBER_KIND_LABELS and _DIGIT_GROUPS.fullmatch(sp.text):
            end = sp.end
            while (m := _SPACED_GROUP.match(text, end)) and _number_ends(text, m.end()):
                end = m.end()
            # and a one-digit check group after nine digits or more: a cattle's 개체식별번호 "002 1498 3307 6", whose
            # 6 a new-user trial of a cattle auction, 2026-12-07, saw left ("(개체식별번호 1 생략 6 등)")
            m = _CHECK_DIGIT.match(text, end)
            if m and sum(c.isdigit() for c in text[sp.start : end]) >= 9 and _number_ends(text, m.end()):
                end = m.end()
            if end > sp.end:
                inside = [o for o in spans[i + 1 :] if o.start < end]
                # another span inside must be a group of digits, else the blanks joined two things
                if all(o.end <= end and _DIGIT_GROUPS.fullmatch(o.text) for o in inside):
                    for o in inside:
                        ends[o.start] = end
                    sp = sp.with_(end=end, text=text[sp.start : end])
        out.append(sp)
    return out


def _number_ends(text: str, end: int) -> bool:
    """Whether a number may end at ``end``: the text ends, or goes on with no Hangul, or with a Hangul word that
    is particles (:func:`.particles.particle_tail_start`) or the copula 인."""
    word = text[end : hangul_word_end(text, end)]
    return not word or particle_tail_start(word) == 0 or word == "인"
