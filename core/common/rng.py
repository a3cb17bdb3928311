"""A portable seeded RNG and string hash, bit for bit equal to ``scripts/common/seeded_rng.gd``.

Python's ``random`` cannot be reproduced in GDScript (nor Godot's RNG in Python), so anything
both sides must agree on (level generation replayed at runtime, daily seeds, shuffles in the
conformance vectors) uses this. The algorithm, exactly, so that a third port is possible
(all arithmetic is on unsigned 64-bit integers, modulo 2**64; ``>>`` is a logical shift):

String hash, FNV-1a 64 over the UTF-8 bytes of the text::

    h = 0xCBF29CE484222325
    for each byte b: h = (h XOR b) * 0x100000001B3

Seed: an integer seed is taken modulo 2**64 (so -1 and 2**64 - 1 are the same seed); a
string seed is ``fnv1a64(text)``. The seed is the initial ``state``.

SplitMix64 (Steele, Lea, Flood 2014), one 64-bit output per call::

    state = state + 0x9E3779B97F4A7C15
    z = state
    z = (z XOR (z >> 30)) * 0xBF58476D1CE4E5B9
    z = (z XOR (z >> 27)) * 0x94D049BB133111EB
    return z XOR (z >> 31)

Derived draws, each consuming whole ``next_u64`` outputs:

- ``next_u32``: ``next_u64() >> 32`` (the high half).
- ``below(n)``, 1 <= n <= 2**31: draw ``x = next_u32()`` until ``x >= 2**32 mod n``, then
  return ``x mod n`` (rejection of the lowest ``2**32 mod n`` values keeps it unbiased).
- ``next_float``: ``(next_u64() >> 11) / 2**53``, in [0, 1), exact in a double.
- ``shuffle(items)``: Fisher-Yates in place, ``for i = len-1 down to 1: j = below(i + 1);
  swap items[i], items[j]``.
- ``choice(items)``: ``items[below(len(items))]``.

Text must be valid Unicode without U+0000 (Godot strings end at a NUL).
"""
from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

MASK64 = (1 << 64) - 1
FNV_OFFSET = 0xCBF29CE484222325
FNV_PRIME = 0x100000001B3
GOLDEN_GAMMA = 0x9E3779B97F4A7C15
MIX1 = 0xBF58476D1CE4E5B9
MIX2 = 0x94D049BB133111EB
MAX_BELOW = 1 << 31
TWO_POW_53 = float(1 << 53)

VECTOR_FORMAT = 1
INT_SEEDS = (0, 1, 42, 20261130, 1 << 32, (1 << 63) - 1, 1 << 63, MASK64, GOLDEN_GAMMA)
TEXT_SEEDS = ("", "one-stroke", "03-hex-walls/level-7", "数字一笔", "🐱 city cat")
STREAM_LENGTH = 1000
MIXED_SEEDS = (7, "mixed", "混合", MASK64)
MIXED_LENGTH = 600
HASHED_TEXTS = 1200


def fnv1a64(text: str) -> int:
    """FNV-1a 64 of the UTF-8 bytes of ``text``, in [0, 2**64)."""
    h = FNV_OFFSET
    for byte in text.encode("utf-8"):
        h = ((h ^ byte) * FNV_PRIME) & MASK64
    return h


def seed_state(seed: int | str) -> int:
    """The initial state for a seed: an int modulo 2**64, a string hashed with fnv1a64."""
    if isinstance(seed, str):
        return fnv1a64(seed)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"a seed is an int or a str, not {type(seed).__name__}")
    return seed & MASK64


class SeededRng:
    """SplitMix64 with the derived draws of the module docstring; ``state`` is in [0, 2**64)."""

    def __init__(self, seed: int | str = 0):
        self.state = seed_state(seed)

    def next_u64(self) -> int:
        """The next output, in [0, 2**64)."""
        self.state = (self.state + GOLDEN_GAMMA) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * MIX1) & MASK64
        z = ((z ^ (z >> 27)) * MIX2) & MASK64
        return z ^ (z >> 31)

    def next_u32(self) -> int:
        """The high 32 bits of the next output, in [0, 2**32)."""
        return self.next_u64() >> 32

    def below(self, n: int) -> int:
        """An unbiased integer in [0, n), for 1 <= n <= 2**31."""
        if not 1 <= n <= MAX_BELOW:
            raise ValueError(f"below(n) needs 1 <= n <= 2**31, got {n}")
        threshold = (1 << 32) % n
        while True:
            x = self.next_u32()
            if x >= threshold:
                return x % n

    def next_float(self) -> float:
        """A float in [0, 1) from the high 53 bits of the next output."""
        return (self.next_u64() >> 11) / TWO_POW_53

    def shuffle(self, items: MutableSequence) -> None:
        """Fisher-Yates in place, from the last index down (the documented order)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        """One item, picked with a single ``below(len(items))``."""
        if not items:
            raise IndexError("choice from an empty sequence")
        return items[self.below(len(items))]


def _seed_json(seed: int | str) -> dict:
    """Seeds as JSON: ints as decimal strings (Godot's JSON numbers are doubles), texts with
    their code points (Godot 3's JSON reader splits escaped surrogate pairs)."""
    if isinstance(seed, str):
        return {"text": seed, "codepoints": [ord(c) for c in seed]}
    return {"int": str(seed & MASK64)}


def _mixed_ops(seed: int | str, driver: SeededRng) -> list[list]:
    """Interleaved draws of every kind from one stream; ``driver`` picks the kinds."""
    rng = SeededRng(seed)
    ops: list[list] = []
    for _ in range(MIXED_LENGTH):
        kind = driver.choice(("u64", "u32", "below", "below", "float", "shuffle", "choice"))
        if kind == "u64":
            ops.append(["u64", str(rng.next_u64())])
        elif kind == "u32":
            ops.append(["u32", rng.next_u32()])
        elif kind == "below":
            n = driver.choice(
                (1, 2, 3, 6, 7, 10, 100, 1000, 1 << 16, 3 << 29, MAX_BELOW - 1, MAX_BELOW)
            )
            if driver.below(3) == 0:
                n = 1 + driver.below(MAX_BELOW)
            ops.append(["below", n, rng.below(n)])
        elif kind == "float":
            ops.append(["float", rng.next_float()])
        elif kind == "shuffle":
            items = list(range(driver.below(40)))
            rng.shuffle(items)
            ops.append(["shuffle", len(items), items])
        else:
            names = [f"item-{i}" for i in range(1 + driver.below(20))]
            ops.append(["choice", names, rng.choice(names)])
    return ops


_POOLS = (
    (0x20, 0x7E),  # ASCII
    (0xA0, 0x17F),  # Latin-1 and Latin Extended-A
    (0x391, 0x3C9),  # Greek
    (0x4E00, 0x9FFF),  # CJK ideographs
    (0x3040, 0x30FF),  # kana
    (0xAC00, 0xD7A3),  # Hangul
    (0x1F300, 0x1FAFF),  # emoji
    (0x20000, 0x2A6DF),  # CJK Extension B (4-byte UTF-8)
    (0x1, 0x1F),  # control characters (no U+0000)
)
_FIXED_TEXTS = (
    "",
    "a",
    "foobar",
    "数字一笔",
    "一笔画完",
    "🐱",
    "👩‍👩‍👧‍👦",
    "🇨🇳🇬🇧",
    "e\u0301",
    "\ufeff\ufffd",
    "\U0010fffd",
    "\u007f\u0080\u07ff\u0800\uffff\U00010000",
    "tab\tnew\nline\r\"quote\"\\",
    "a" * 10000,
    "数" * 3000,
    "🐈" * 2000,
)


def _random_text(driver: SeededRng) -> str:
    """Text from one to three code-point pools; mostly short, sometimes long."""
    pools = [_POOLS[driver.below(len(_POOLS))] for _ in range(1 + driver.below(3))]
    length = driver.below(2000) if driver.below(25) == 0 else driver.below(40)
    chars = []
    for _ in range(length):
        low, high = driver.choice(pools)
        chars.append(chr(low + driver.below(high - low + 1)))
    return "".join(chars)


def conformance_vectors() -> dict:
    """Draws and hashes for ``tests/godot/common/test_seeded_rng.gd`` to replay exactly.

    Every 64-bit value is a decimal string of the unsigned value. ``streams``: the first
    STREAM_LENGTH ``next_u64`` of each seed, with the initial state. ``mixed``: one stream per
    seed drawn with every method in turn, ``[kind, ...arguments, result]``. ``hashes``: texts
    with their code points (so a reader can rebuild them whatever its JSON escapes do).
    """
    streams = []
    for seed in INT_SEEDS + TEXT_SEEDS:
        rng = SeededRng(seed)
        state = str(rng.state)
        values = [str(rng.next_u64()) for _ in range(STREAM_LENGTH)]
        streams.append({"seed": _seed_json(seed), "state": state, "u64": values})
    driver = SeededRng("rng-vectors")
    mixed = [{"seed": _seed_json(s), "ops": _mixed_ops(s, driver)} for s in MIXED_SEEDS]
    texts = list(_FIXED_TEXTS)
    while len(texts) < HASHED_TEXTS:
        texts.append(_random_text(driver))
    hashes = [
        {"text": t, "codepoints": [ord(c) for c in t], "fnv1a64": str(fnv1a64(t))} for t in texts
    ]
    return {
        "format": VECTOR_FORMAT,
        "kind": "rng",
        "algorithm": "splitmix64; fnv1a64 over UTF-8",
        "streams": streams,
        "mixed": mixed,
        "hashes": hashes,
    }
