"""Pseudonyms of dates: the original's date moved by a bounded random offset and written in its format, so an
age stays about what it was."""

from __future__ import annotations

import datetime as dt
import random
import re

#: bounds of the shift of a date (a full date: days; a year and month: months; a year alone: years). A
#: year at most keeps an age within one year of the original's, so a child stays a child and a legal age
#: threshold (형법 제9조 14세, 청소년성보호법 19세 미만, …) is crossed only by a person within a year of it.
DATE_SHIFT_DAYS = 365
DATE_SHIFT_MONTHS = 12
DATE_SHIFT_YEARS = 2
#: the years a written date is read in (a birth date of a living person, with room for the shift)
DATE_YEARS = (1800, 2199)
#: what a written date may contain besides its numbers: separators and the words 년 월 일 생 (생년월일, "…생")
_DATE_TEXT = re.compile(r"[\s.,/\-~년월일생()（）:：]*")


def _read_date(original: str) -> tuple[list[str], list[str], tuple[int, ...]] | None:
    """``(texts, numbers, (year, month, day)[: len(numbers)])`` of a written date, or None.

    ``texts`` are the non-digit pieces around the numbers (``len(numbers) + 1`` of them).  Read: three numbers
    (year of 4 or 2 digits, month, day: "2015. 9. 10.생", "1976년 3월 15일생", "76. 3. 15.", "2015-09-10"), two
    (year and month, the year followed by 년: "2000년 6월생"), one year followed by 년 ("1994년생") or 8 or 6
    glued digits ("20150910", "150910").  A 2-digit year is 19YY, or 20YY when only that makes a valid date;
    a year outside :data:`DATE_YEARS`, anything else in the text (:data:`_DATE_TEXT`), a month outside 1-12
    or a day not in the calendar gives None.
    """
    parts = re.split(r"([0-9]+)", original)
    texts, numbers = parts[0::2], parts[1::2]
    if not numbers or not all(_DATE_TEXT.fullmatch(t) for t in texts):
        return None
    if len(numbers) == 1 and len(numbers[0]) in (6, 8):
        glued = numbers[0]
        y = len(glued) - 4
        numbers = [glued[:y], glued[y : y + 2], glued[y + 2 :]]
        texts = [texts[0], "", "", texts[1]]
    if len(numbers) > 3 or len(numbers[0]) not in (2, 4) or any(len(n) > 2 for n in numbers[1:]):
        return None
    if len(numbers) < 3 and "년" not in texts[1]:
        return None  # "10. 5." is a month and a day, "45" a number: only "2000년 6월", "1994년" are read
    values = [int(n) for n in numbers]
    years = [values[0]] if len(numbers[0]) == 4 else [1900 + values[0], 2000 + values[0]]
    for year in years:
        if not DATE_YEARS[0] <= year <= DATE_YEARS[1]:
            continue
        try:
            dt.date(year, *(values[1:] + [1] * (3 - len(values))))
        except ValueError:
            continue
        return texts, numbers, (year, *values[1:])
    return None


def shift(original: str, rng: random.Random) -> str | None:
    """The original's date shifted by a random nonzero offset and written in the original's format, or None
    when ``original`` is no date :func:`_read_date` reads.

    "(2015. 9. 10.생)" -> "(2016. 3. 2.생)": the separators, the words 년 월 일, a trailing 생 and the number of
    digits of the year stay; month and day are written with two digits when the original writes one of them
    with a leading zero or writes them glued or with "-" or "/" ("2015-09-10" -> "2014-12-01"), else as
    numbers ("9").  The offset: 1-:data:`DATE_SHIFT_DAYS` days either way for a full date, 1-
    :data:`DATE_SHIFT_MONTHS` months for a year and month, 1-:data:`DATE_SHIFT_YEARS` years for a year alone,
    so an age stays about what it was (the old draw gave a child born 2015 the year 1953).
    """
    read = _read_date(original)
    if read is None:
        return None
    texts, numbers, ymd = read
    sign = rng.choice((-1, 1))
    if len(ymd) == 3:
        new = dt.date(*ymd) + dt.timedelta(days=sign * rng.randint(1, DATE_SHIFT_DAYS))
        values = [new.year, new.month, new.day]
    elif len(ymd) == 2:
        months = ymd[0] * 12 + ymd[1] - 1 + sign * rng.randint(1, DATE_SHIFT_MONTHS)
        values = [months // 12, months % 12 + 1]
    else:
        values = [ymd[0] + sign * rng.randint(1, DATE_SHIFT_YEARS)]
    glued_or_iso = any(not t for t in texts[1:-1]) or any(t.strip() in ("-", "/") for t in texts[1:-1])
    pad = glued_or_iso or any(len(n) == 2 and n[0] == "0" for n in numbers[1:])
    written = [f"{values[0]:04d}" if len(numbers[0]) == 4 else f"{values[0] % 100:02d}"]
    written += [f"{v:02d}" if pad else str(v) for v in values[1:]]
    return texts[0] + "".join(w + t for w, t in zip(written, texts[1:], strict=True))


def date(original: str, rng: random.Random) -> str:
    """The ``date`` pool: the original's date shifted (:func:`shift`); a date of 1950-2005 ("1987. 4. 12.")
    when the original is no date."""
    shifted = shift(original, rng)
    if shifted is not None:
        return shifted
    return f"{rng.randint(1950, 2005)}. {rng.randint(1, 12)}. {rng.randint(1, 28)}."
