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
    """Wilson score interval of a proportion; (0, 1) when there are no trials."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    z2 = z * z
    denom = 1.0 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def median_ranks(n: int, z: float) -> tuple[int | None, int | None]:
    """1-based ranks of the order statistics bounding a distribution-free interval of the
    median of ``n`` values (normal approximation of the binomial); None where the interval is
    open on that side (too few values)."""
    half = z * math.sqrt(n) / 2.0
    lo = math.floor(n / 2.0 - half)
    hi = math.ceil(1 + n / 2.0 + half)
    return (lo if lo >= 1 else None), (hi if hi <= n else None)
