"""Where a board's seed comes from (seed 004 §12), through the portable FNV-1a 64 hash of
``core.common.rng`` so the device derives the same numbers:

- a regular level: ``fnv1a64(f"{cityId}:{levelId}:{revision}")``;
- the daily board: ``fnv1a64(f"{utcDate}:daily:{cityId}")``, the date as ``YYYY-MM-DD`` (UTC);
- a typed seed: the number itself (decimal, below 2**64), for reproducing a report.

Seeds travel as decimal strings (JSON numbers are doubles in Godot).
"""
from __future__ import annotations

import datetime as _dt

from ...common.rng import MASK64, fnv1a64


def level_seed_text(city_id: str, level_id: int, revision: int) -> str:
    return f"{city_id}:{level_id}:{revision}"


def daily_seed_text(utc_date: str, city_id: str) -> str:
    return f"{utc_date}:daily:{city_id}"


def seed_of_text(text: str) -> int:
    return fnv1a64(text)


def level_seed(city_id: str, level_id: int, revision: int) -> int:
    return fnv1a64(level_seed_text(city_id, level_id, revision))


def daily_seed(utc_date: str, city_id: str) -> int:
    _dt.date.fromisoformat(utc_date)  # a real date, YYYY-MM-DD
    return fnv1a64(daily_seed_text(utc_date, city_id))


def typed_seed(value: str | int) -> int:
    """A seed typed by a person: a decimal number below 2**64."""
    number = int(value)
    if not 0 <= number <= MASK64:
        raise ValueError("a typed seed is a number from 0 to 2**64 - 1")
    return number
