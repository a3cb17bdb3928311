"""The portable RNG and string hash (core/common/rng.py) against references written here from
the published algorithms, and the properties the modes rely on."""
import itertools
import json
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.common.rng import MAX_BELOW, SeededRng, conformance_vectors, fnv1a64, seed_state

M64 = 2**64


def reference_splitmix64(state: int, count: int) -> list[int]:
    """SplitMix64 as published (Steele, Lea, Flood 2014; Vigna's splitmix64.c)."""
    out = []
    for _ in range(count):
        state = (state + 0x9E3779B97F4A7C15) % M64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) % M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) % M64
        out.append(z ^ (z >> 31))
    return out


def reference_fnv1a64(data: bytes) -> int:
    h = 14695981039346656037
    for byte in data:
        h = ((h ^ byte) * 1099511628211) % M64
    return h


def test_splitmix64_known_answers():
    rng = SeededRng(0)
    assert [rng.next_u64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


@pytest.mark.parametrize("seed", [0, 1, 42, 2**63, M64 - 1, 0x9E3779B97F4A7C15])
def test_the_stream_is_splitmix64(seed):
    rng = SeededRng(seed)
    assert [rng.next_u64() for _ in range(1000)] == reference_splitmix64(seed, 1000)


def test_fnv1a64_known_answers():
    assert fnv1a64("") == 14695981039346656037
    assert fnv1a64("a") == 12638187200555641996
    assert fnv1a64("foobar") == 0x85944171F73967E8


@given(st.text())
def test_fnv1a64_hashes_the_utf8_bytes(text):
    assert fnv1a64(text) == reference_fnv1a64(text.encode("utf-8"))


def test_seeds():
    assert seed_state("level-1") == fnv1a64("level-1")
    assert seed_state(-1) == M64 - 1
    assert seed_state(M64 + 5) == 5
    for bad in (True, 1.5, None, b"x"):
        with pytest.raises(TypeError):
            seed_state(bad)


@given(st.one_of(st.integers(), st.text()))
def test_same_seed_same_stream(seed):
    a, b = SeededRng(seed), SeededRng(seed)
    assert [a.next_u64() for _ in range(20)] == [b.next_u64() for _ in range(20)]


def test_different_seeds_differ():
    firsts = {SeededRng(seed).next_u64() for seed in [0, 1, 2, "", "a", "b"]}
    assert len(firsts) == 6


def test_u32_and_float_come_from_the_high_bits():
    rng, raw = SeededRng(9), reference_splitmix64(9, 200)
    assert [rng.next_u32() for _ in range(100)] == [x >> 32 for x in raw[:100]]
    floats = [rng.next_float() for _ in range(100)]
    assert floats == [(x >> 11) / 2**53 for x in raw[100:]]
    assert all(0.0 <= f < 1.0 for f in floats)


@given(st.integers(1, MAX_BELOW), st.integers(0, M64 - 1))
def test_below_is_in_range_and_rejects_the_low_remainder(n, seed):
    rng = SeededRng(seed)
    values = [rng.below(n) for _ in range(5)]
    assert all(0 <= v < n for v in values)
    # the documented rejection rule, on the raw stream
    raw = iter(reference_splitmix64(seed, 1000))
    expected = []
    for _ in range(5):
        x = next(raw) >> 32
        while x < 2**32 % n:
            x = next(raw) >> 32
        expected.append(x % n)
    assert values == expected


def test_below_rejects_bad_bounds():
    rng = SeededRng(1)
    for n in (0, -3, MAX_BELOW + 1):
        with pytest.raises(ValueError):
            rng.below(n)


def test_below_is_uniform_for_small_n():
    rng = SeededRng("uniform")
    counts = Counter(rng.below(6) for _ in range(60000))
    chi2 = sum((counts[v] - 10000) ** 2 / 10000 for v in range(6))
    assert chi2 < 20.5  # p = 0.001 for 5 degrees of freedom


def test_below_is_unbiased_where_modulo_would_not_be():
    # n = 1.5 * 2**30: plain x % n would put 3/4 of the draws below 2**30, not 2/3
    n = 3 << 29
    rng = SeededRng("bias")
    low = sum(rng.below(n) < 2**30 for _ in range(20000)) / 20000
    assert abs(low - 2 / 3) < 0.02


@given(st.lists(st.integers(), max_size=60), st.integers(0, M64 - 1))
def test_shuffle_is_the_documented_fisher_yates(items, seed):
    shuffled = list(items)
    SeededRng(seed).shuffle(shuffled)
    assert sorted(shuffled) == sorted(items)
    expected, rng = list(items), SeededRng(seed)
    for i in range(len(expected) - 1, 0, -1):
        j = rng.below(i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert shuffled == expected


def test_shuffle_reaches_every_permutation_evenly():
    rng = SeededRng("perm")
    counts = Counter()
    for _ in range(6000):
        items = [0, 1, 2]
        rng.shuffle(items)
        counts[tuple(items)] += 1
    assert set(counts) == set(itertools.permutations(range(3)))
    assert all(900 < c < 1100 for c in counts.values())


def test_choice():
    a, b = SeededRng(5), SeededRng(5)
    items = ["x", "y", "z", "w"]
    assert [a.choice(items) for _ in range(50)] == [items[b.below(4)] for _ in range(50)]
    with pytest.raises(IndexError):
        a.choice([])


def test_the_vectors_are_complete_and_replay():
    vectors = conformance_vectors()
    assert vectors == json.loads(json.dumps(conformance_vectors(), ensure_ascii=False))
    assert (vectors["format"], vectors["kind"]) == (1, "rng")
    draws = sum(len(s["u64"]) for s in vectors["streams"])
    draws += sum(len(m["ops"]) for m in vectors["mixed"])
    assert draws >= 10000
    for stream in vectors["streams"]:
        seed = stream["seed"]
        rng = SeededRng(seed["text"] if "text" in seed else int(seed["int"]))
        assert stream["state"] == str(rng.state)
        assert stream["u64"] == [str(rng.next_u64()) for _ in stream["u64"]]
    kinds = Counter(op[0] for m in vectors["mixed"] for op in m["ops"])
    assert set(kinds) == {"u64", "u32", "below", "float", "shuffle", "choice"}
    texts = [h["text"] for h in vectors["hashes"]]
    assert len(set(texts)) >= 1000
    assert "" in texts and max(len(t) for t in texts) >= 10000
    assert any("\u4e00" <= c <= "\u9fff" for t in texts for c in t)  # CJK
    assert any(ord(c) > 0xFFFF for t in texts for c in t)  # emoji, 4-byte UTF-8
    for case in vectors["hashes"]:
        text = case["text"]
        assert "\x00" not in text
        assert case["codepoints"] == [ord(c) for c in text]
        assert case["fnv1a64"] == str(reference_fnv1a64(text.encode("utf-8")))
