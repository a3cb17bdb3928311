"""The intervals the report puts on its numbers."""
from __future__ import annotations

import math
from statistics import NormalDist

CONFIDENCE = (0.5, 0.999)  # the interval confidences the report takes (--confidence)


def z_of(confidence: float, comparisons: int = 1) -> float:
    """The two-sided normal quantile for ``confidence``, Bonferroni-corrected over
    ``comparisons`` (so a report of many levels is wrong about any of them at most 1 - confidence
    of the time)."""
    alpha = (1.0 - confidence) / max(1, comparisons)
    return NormalDist().inv_cdf(1.0 - alpha / 2.0)


def wilson(successes: int, trials: int, z: float) -> tuple[float, float]:
    """Wilson score interval of a proportion; (0, 1) when there are no trials. It always holds
    the observed rate: at 0 % and 100 % the bound is exactly 0 or 1 (the formula's is, but its
    floating-point value came out as 0.9999999999999999)."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    z2 = z * z
    denom = 1.0 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denom
    lo = 0.0 if successes <= 0 else min(p, max(0.0, centre - half))
    hi = 1.0 if successes >= trials else max(p, min(1.0, centre + half))
    return lo, hi


def median_ranks(n: int, z: float) -> tuple[int | None, int | None]:
    """1-based ranks of the order statistics bounding a distribution-free interval of the
    median of ``n`` values (normal approximation of the binomial); None where the interval is
    open on that side (too few values)."""
    half = z * math.sqrt(n) / 2.0
    lo = math.floor(n / 2.0 - half)
    hi = math.ceil(1 + n / 2.0 + half)
    return (lo if lo >= 1 else None), (hi if hi <= n else None)
