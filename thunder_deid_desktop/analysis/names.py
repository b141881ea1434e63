"""Korean surnames: the syllables a Korean person's name starts with (the name generators of ``training/`` and
:func:`.analyzer.complete_names` share them)."""

from __future__ import annotations

#: One-syllable surnames, most frequent first (통계청 2015 인구주택총조사 top surnames, then a tail of rarer ones).
SURNAMES: tuple[str, ...] = tuple(
    (
        "김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 전 홍 유 고 문 양 손 배 백 허 남 심 노 하 곽 성 차 주 우 구 "
        "민 류 나 진 지 엄 채 원 천 방 공 현 함 변 염 여 추 도 소 석 선 설 마 길 연 위 표 명 기 반 라 왕 금 옥 육 인 맹 제 "
        "모 탁 국 어 은 편 용 예 경 봉 사 부 가 복 태 목 형 계 피 두 감 음 빈 동 온 호 범 좌 팽 승 간 상 갈 단 견 당"
    ).split()
)
#: Two-syllable surnames.
COMPOUND_SURNAMES: tuple[str, ...] = ("남궁", "황보", "제갈", "선우", "독고", "사공", "서문", "동방")
