"""Command-line values read strictly and checked against their documented range before any
work starts: a whole number is ASCII digits with an optional minus (not ``1_000``, `` 5``,
``+5``, ``5.0`` or ``١٢``, which Python's ``int()`` takes), a date is ``YYYY-MM-DD`` (not
``20260101``, which ``date.fromisoformat`` takes) within its range, a seed is decimal digits
below 2**64, a decimal is digits with at most one point (not ``.5``, ``1e-3`` or ``nan``), a
web origin is ``scheme://host[:port]`` exactly as a browser sends it in its
``Origin`` header. Each option made here carries its range, and ``python -m core limits`` lists
every one (``ranges(parser)``)."""
from __future__ import annotations

import argparse
import datetime as dt
import ipaddress
import re
from dataclasses import dataclass

from .errors import LevelFileError, argument_problem

_WHOLE = re.compile(r"-?[0-9]+")
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_SEED = re.compile(r"[0-9]+")
_DECIMAL = re.compile(r"[0-9]{1,9}(\.[0-9]{1,9})?")
_HOST_NAME = re.compile(r"[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*")
_HOST_PORT = re.compile(r"(\[[^]]*\]|[^:]*)(?::(.*))?")  # (host, port or None) of "host[:port]"
_PORT = re.compile(r"[1-9][0-9]{0,4}")
DEFAULT_PORTS = {"http": "80", "https": "443"}  # a browser's Origin leaves these out
MAX_SEED = 2**64 - 1
FIRST_DATE, LAST_DATE = "2000-01-01", "2199-12-31"  # dates any command takes


@dataclass(frozen=True)
class Checked:
    """An argparse ``type``: parses one value, raising ArgumentTypeError with the range."""

    kind: str  # "whole", "decimal", "date", "seed", "origin"
    low: object
    high: object

    def __call__(self, text: str):
        try:
            return parse(text, self.kind, self.low, self.high)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    def describe(self) -> str:
        if self.kind == "date":
            return f"a date YYYY-MM-DD from {self.low} to {self.high}"
        if self.kind == "seed":
            return f"a seed of decimal digits, 0 to {self.high}"
        if self.kind == "origin":
            return ("a web origin http(s)://host[:port] as a browser sends it (lower case, no path, "
                    "no default port); repeatable")
        return f"{self.low} to {self.high}"


def parse(text: str, kind: str, low, high):
    """The value; ValueError says why not ("takes 1 to 200, not 0")."""
    if kind == "date":
        try:
            day = dt.date.fromisoformat(text) if _DATE.fullmatch(text) else None
        except ValueError:
            day = None
        if day is None:
            raise ValueError(f"takes a date YYYY-MM-DD, not {text!r}")
        if not dt.date.fromisoformat(low) <= day <= dt.date.fromisoformat(high):
            raise ValueError(f"takes a date from {low} to {high}, not {text}")
        return text
    if kind == "origin":
        return _origin(text)
    if kind == "decimal":
        if not _DECIMAL.fullmatch(text):
            raise ValueError(f"takes a decimal number (digits and at most one point), not {text!r}")
        if not low <= float(text) <= high:
            raise ValueError(f"takes {low} to {high}, not {text}")
        return float(text)
    if not (_SEED if kind == "seed" else _WHOLE).fullmatch(text):
        raise ValueError(f"takes {'decimal digits' if kind == 'seed' else 'a whole number (digits only)'}, not {text!r}")
    if len(text.lstrip("-")) > 20:
        raise ValueError(f"takes {low} to {high}, not a number of {len(text.lstrip('-'))} digits")
    value = int(text)
    if not low <= value <= high:
        raise ValueError(f"takes {low} to {high}, not {text}")
    return value


def _origin(text: str) -> str:
    """A web origin exactly as a browser writes it in ``Origin`` (so it can be compared as a
    string): http or https, a lower-case host name, IPv4 or [IPv6] address, a port only when it
    is not the scheme's default; no path, query, user or trailing slash."""
    if text in ("*", "null"):
        raise ValueError(f"takes one exact origin, not {text!r} (a wildcard or an opaque origin)")
    scheme, sep, rest = text.partition("://")
    if not sep or scheme not in DEFAULT_PORTS:
        raise ValueError(f"takes an origin starting http:// or https://, not {text!r}")
    if any(char in rest for char in "/?#@\\"):
        raise ValueError(f"takes an origin alone, scheme://host[:port] (no path, query, user or "
                         f"trailing /), not {text!r}")
    if rest != rest.lower():
        raise ValueError(f"takes an origin in lower case, as a browser sends it, not {text!r}")
    parts = _HOST_PORT.fullmatch(rest)
    assert parts is not None  # the pattern matches every text
    host, port = parts.groups()
    if host.startswith("["):
        try:
            ok = host.endswith("]") and ipaddress.IPv6Address(host[1:-1]).compressed == host[1:-1]
        except ValueError:
            ok = False
    else:
        ok = _HOST_NAME.fullmatch(host) is not None
    if not ok:
        raise ValueError(f"takes a host name, an IPv4 address or a short-form [IPv6] address, not {text!r}")
    if port is not None and not (_PORT.fullmatch(port) and int(port) <= 65535):
        raise ValueError(f"takes a port from 1 to 65535 without leading zeros, not {text!r}")
    if port == DEFAULT_PORTS[scheme]:
        raise ValueError(f"takes the origin without its default port :{port} (a browser leaves it out), "
                         f"not {text!r}")
    return text


def whole(low: int, high: int) -> Checked:
    return Checked("whole", low, high)


def decimal(low: float, high: float) -> Checked:
    return Checked("decimal", low, high)


def date(low: str = FIRST_DATE, high: str = LAST_DATE) -> Checked:
    return Checked("date", low, high)


def seed() -> Checked:
    return Checked("seed", 0, MAX_SEED)


def origin() -> Checked:
    return Checked("origin", None, None)


def check(flag: str, text: str, checked: Checked):
    """A value given outside argparse (a pydantic field, a file): the value, or a located
    LevelFileError naming the option."""
    try:
        return parse(text, checked.kind, checked.low, checked.high)
    except ValueError as exc:
        raise LevelFileError([argument_problem(f"{flag} {exc}")]) from None


def days_after(first: str, days: int, flag: str = "--from") -> None:
    """A run of ``days`` dates from ``first`` must end by LAST_DATE (so no date overflows)."""
    last = dt.date.fromisoformat(first) + dt.timedelta(days=days - 1)
    if last > dt.date.fromisoformat(LAST_DATE):
        raise LevelFileError([argument_problem(f"{flag} {first} with {days} days runs past {LAST_DATE}")])


def ranges(parser: argparse.ArgumentParser, prefix: str = "") -> list[tuple[str, str, str]]:
    """(command, option, its range) for every checked option of ``parser`` and its
    sub-commands, in the order they were added."""
    found = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                found += ranges(sub, f"{prefix} {name}".strip())
        elif isinstance(action.type, Checked):
            flag = action.option_strings[0] if action.option_strings else action.dest
            found.append((prefix, flag, action.type.describe()))
    return found
