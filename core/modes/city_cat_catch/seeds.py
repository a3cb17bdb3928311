"""Where a board's seed comes from (seed 004 §12), through the portable FNV-1a 64 hash of
``core.common.rng`` so the device derives the same numbers:

- a regular level: ``fnv1a64(f"{cityId}:{levelId}:{revision}")``;
- the daily board: ``fnv1a64(f"{utcDate}:daily:{cityId}:v{generator}")``, the date as
  ``YYYY-MM-DD`` (UTC, 2000-01-01 to 9999-12-31) and ``generator`` the daily generator
  version of the city's daily spec in force that day (content.DailySpec): a later generator
  gets other texts, so it can never change the board of a date an earlier one made;
- a typed seed: the number itself (decimal, below 2**64), for reproducing a report.

Seeds travel as decimal strings (JSON numbers are doubles in Godot).
"""
from __future__ import annotations

import datetime as _dt

from ...common.rng import MASK64, fnv1a64
from .content import DAILY_FIRST, DAILY_LAST


def level_seed_text(city_id: str, level_id: int, revision: int) -> str:
    return f"{city_id}:{level_id}:{revision}"


def daily_seed_text(utc_date: str, city_id: str, generator: int) -> str:
    return f"{utc_date}:daily:{city_id}:v{generator}"


def seed_of_text(text: str) -> int:
    return fnv1a64(text)


def level_seed(city_id: str, level_id: int, revision: int) -> int:
    return fnv1a64(level_seed_text(city_id, level_id, revision))


def check_date(utc_date) -> str:
    """A UTC date as ``YYYY-MM-DD`` from DAILY_FIRST to DAILY_LAST; ValueError says why not."""
    if not isinstance(utc_date, str) or len(utc_date) != 10:
        raise ValueError(f"'{utc_date}' is not a date YYYY-MM-DD")
    try:
        _dt.date.fromisoformat(utc_date)
    except ValueError:
        raise ValueError(f"'{utc_date}' is not a date YYYY-MM-DD") from None
    if not DAILY_FIRST <= utc_date <= DAILY_LAST:
        raise ValueError(f"{utc_date} is outside the daily boards' range {DAILY_FIRST} to {DAILY_LAST}")
    return utc_date


def daily_seed(utc_date: str, city_id: str, generator: int) -> int:
    return fnv1a64(daily_seed_text(check_date(utc_date), city_id, generator))


def typed_seed(value: str | int) -> int:
    """A seed typed by a person: a decimal number below 2**64."""
    number = int(value)
    if not 0 <= number <= MASK64:
        raise ValueError("a typed seed is a number from 0 to 2**64 - 1")
    return number
