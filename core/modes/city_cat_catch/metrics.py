"""What the simulated players measure on a board (seed 004 §13.3, §15.1) and the duration model.

A *batch* is the panel of ``policies.py`` (the three players of §13.1 and the three attentive
ones of issue 30), ``runs`` plays each, on one tie-break stream; a *sample* is one play. The
panel's pass rate is the share of all its samples that clear, so every policy weighs the same.
Over the tool-free batch of stream 0 (the generator's):

- ``toolFreePassRate``: share of samples that clear the board; ``policyRates``: each policy's
  share;
- ``avgTurnsToFinish``: mean over every sample of the turns (taps; tool uses count too in a
  tool-assisted batch) until it finishes, cleared or lost;
- ``avgPeakSlotUsage``: mean over every sample of the most tray slots it filled at once
  (after a triple clears);
- ``openingStability``: share of samples that fail within the first 5 steps: the position
  after their first 5 picks is already one the exact solver proves cannot be cleared (a
  tool-free loss needs 7 picks, so a failure that early is a fate sealed, not a full tray);
- ``stuckRate``: share of samples that enter a hard deadlock (deadlock.py, §14.1): they end
  with a full tray that none of the level's tools would turn back into a clearable position
  (the other lost samples ended in a soft deadlock, §14.2);
- ``firstFailStep`` (the §17 telemetry field, as the device counts it): mean over the lost
  samples of their taps when the tray filled, so the players' histogram and the simulated
  players' numbers are one measure (docs/telemetry.md, "Summary");
- ``sealedStep``: mean over the lost samples of the pick after which their position could no
  longer be cleared (exact solver): where a fate is sealed, which no device can know without
  solving after every tap; openingStability is the share of samples sealed within 5 picks;
- ``fatalClickRate``: along the recorded plays, the share of legal taps from a still clearable
  position that make it unclearable;

and ``toolAssistPassRate`` over the tool-assisted batch of stream 0.

Streams: ``pass_rates`` measures the tool-free pass rate on streams 1..STREAMS, independent
of the generator's stream 0; ``StreamStats`` gives their mean, the 95 % interval of one
stream's rate and the 95 % confidence interval of the mean, and keeps each policy's rate per
stream (``policy_means``: what validate reports per policy and the per-policy curve checks).

Duration model (**decision**; the seed gives targets, not a model): a sample lasts
``SURVEY + MOTOR * taps + HICK * think + CLEAR * triples`` seconds, ``think`` being its sum of
log2(1 + candidates) over its picks (the Hick-Hyman law: choosing among more clickable pieces
takes longer). A player retries until the board clears, so the expected time to a first clear
is ``mean(won) + (1/p - 1) * (mean(lost) + RETRY)`` with p the tool-free pass rate.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from .board import Board
from .deadlock import stuck_after_loss
from .policies import PANEL, simulate
from .solver import Solver, TRAY_SLOTS

RUNS = 1000
STREAMS = 20
OPENING_STEPS = 5
RECORD = 2  # recorded plays per policy (the fatal-click scan, the witness)

SURVEY_SEC = 3.0  # looking the board over before the first tap
MOTOR_SEC = 0.9  # aim, tap, the piece's flight to the tray
HICK_SEC = 0.3  # per bit of choice among the clickable pieces
CLEAR_SEC = 0.5  # a triple's clear animation
RETRY_SEC = 4.0  # reading the lose card and starting again

# two-sided 95 % Student t quantiles by degrees of freedom (the 20 streams give 19)
_T95 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262, 10: 2.228,
        11: 2.201, 12: 2.179, 13: 2.160, 14: 2.145, 15: 2.131, 16: 2.120, 17: 2.110, 18: 2.101, 19: 2.093,
        20: 2.086, 24: 2.064, 29: 2.045, 39: 2.023, 49: 2.010}


def t95(df: int) -> float:
    """The 97.5 % quantile of Student's t with ``df`` degrees of freedom (rounded down to a
    tabled df: a slightly wider interval)."""
    if df < 1:
        return float("inf")
    return _T95[max(k for k in _T95 if k <= df)]


@dataclass(frozen=True)
class StreamStats:
    rates: tuple[float, ...]  # the panel's rate per stream
    by_policy: tuple[tuple[float, ...], ...] = ()  # per policy of PANEL, its rate per stream

    def policy_means(self) -> dict[str, float]:
        """Each policy's mean rate over the streams (empty when they were not kept)."""
        return {p: sum(r) / len(r) for p, r in zip(PANEL, self.by_policy)}

    @property
    def mean(self) -> float:
        return sum(self.rates) / len(self.rates)

    @property
    def sd(self) -> float:
        n = len(self.rates)
        if n < 2:
            return 0.0
        m = self.mean
        return math.sqrt(sum((r - m) ** 2 for r in self.rates) / (n - 1))

    def interval(self) -> tuple[float, float]:
        """Where one more stream's rate falls with 95 % probability (a prediction interval),
        within [0, 1]: past those ends is the normal approximation's artefact (a board the
        panel all but always clears)."""
        n = len(self.rates)
        half = t95(n - 1) * self.sd * math.sqrt(1 + 1 / n) if n > 1 else 0.0
        return max(0.0, self.mean - half), min(1.0, self.mean + half)

    def mean_interval(self) -> tuple[float, float]:
        """The 95 % confidence interval of the mean."""
        n = len(self.rates)
        half = t95(n - 1) * self.sd / math.sqrt(n) if n > 1 else 0.0
        return self.mean - half, self.mean + half

    def inside(self, lo: float, hi: float) -> int:
        return sum(1 for r in self.rates if lo <= r <= hi)


def policy_rates(board: Board, runs: int = RUNS, stream: int = 0) -> tuple[float, ...]:
    """Each policy's tool-free pass rate (PANEL order) on one stream."""
    return tuple(sum(simulate(board, p, runs, False, stream=stream)["won"]) / runs for p in PANEL)


def tool_free_rate(board: Board, runs: int = RUNS, stream: int = 0) -> float:
    """The panel's tool-free pass rate on one stream."""
    rates = policy_rates(board, runs, stream)
    return sum(rates) / len(rates)


def pass_rates(board: Board, streams: int = STREAMS, runs: int = RUNS) -> StreamStats:
    """The tool-free pass rate on tie-break streams 1..streams, the panel's and each policy's."""
    per_stream = [policy_rates(board, runs, s) for s in range(1, streams + 1)]
    return StreamStats(tuple(sum(r) / len(r) for r in per_stream), tuple(zip(*per_stream)))


@dataclass
class Batch:
    """The raw samples of one batch (all policies), stream 0."""

    won: list[bool]
    taps: list[int]
    peak: list[int]
    tools: list[int]
    think: list[float]
    first: list[list[int]]
    lost: list[list[int]]
    sequences: list[list[int]]
    policy_rates: dict[str, float]

    @classmethod
    def run(cls, board: Board, runs: int, use_tools: bool, record: int = 0) -> "Batch":
        parts = [simulate(board, p, runs, use_tools, record, keep_lost=not use_tools) for p in PANEL]
        def pooled(key: str) -> list:
            return [x for part in parts for x in part[key]]

        return cls(pooled("won"), pooled("taps"), pooled("peak"), pooled("toolsUsed"), pooled("think"),
                   pooled("first"), pooled("lost"), pooled("sequences"),
                   {p: sum(part["won"]) / runs for p, part in zip(PANEL, parts)})

    @property
    def pass_rate(self) -> float:
        return sum(self.won) / len(self.won)

    @property
    def avg_turns(self) -> float:
        return sum(t + u for t, u in zip(self.taps, self.tools)) / len(self.won)

    @property
    def avg_peak(self) -> float:
        return sum(self.peak) / len(self.peak)


def opening_stability(board: Board, solver: Solver, batch: Batch) -> float:
    """Share of samples whose first OPENING_STEPS picks already seal a loss (exact solver)."""
    dead = 0
    cache: dict[frozenset, bool] = {}
    for first, won in zip(batch.first, batch.won):
        if won or len(first) < OPENING_STEPS:
            continue  # a cleared sample never failed
        key = frozenset(first)
        if key not in cache:
            cache[key] = not solver.solvable(sorted(key))
        dead += cache[key]
    return dead / len(batch.won)


def fail_step(solver: Solver, picks: list[int]) -> int:
    """The number of picks after which a tool-free play could no longer clear the board
    (monotone: an unclearable position stays so), by bisection with the exact solver."""
    lo, hi = 0, len(picks)
    while lo < hi:
        mid = (lo + hi) // 2
        if solver.solvable(picks[:mid]):
            lo = mid + 1
        else:
            hi = mid
    return lo


def first_fail_step(batch: Batch) -> float | None:
    """Mean taps of the lost samples: a tool-free sample ends when the tray fills."""
    taps = [t for t, won in zip(batch.taps, batch.won) if not won]
    return sum(taps) / len(taps) if taps else None


def sealed_step(solver: Solver, batch: Batch) -> float | None:
    steps = [fail_step(solver, picks) for picks in batch.lost]
    return sum(steps) / len(steps) if steps else None


def stuck_rate(board: Board, batch: Batch) -> float:
    """Share of the tool-free samples that end in a hard deadlock given the level's tools."""
    _, kinds = board.kind_index()
    cache: dict = {}
    stuck = sum(stuck_after_loss(board, kinds, picks, cache) for picks in batch.lost)
    return stuck / len(batch.won)


def sample_seconds(taps: int, think: float, won: bool, pieces: int) -> float:
    cleared = pieces if won else max(0, taps - TRAY_SLOTS)
    return SURVEY_SEC + MOTOR_SEC * taps + HICK_SEC * think + CLEAR_SEC * (cleared // 3)


def expected_duration(board: Board, batch: Batch) -> float | None:
    """Seconds to a first clear by the duration model (None when no sample clears)."""
    won = [sample_seconds(t, h, True, board.n) for t, h, w in zip(batch.taps, batch.think, batch.won) if w]
    lost = [sample_seconds(t, h, False, board.n) for t, h, w in zip(batch.taps, batch.think, batch.won) if not w]
    if not won:
        return None
    p = len(won) / len(batch.won)
    tail = (sum(lost) / len(lost) + RETRY_SEC) * (1 / p - 1) if lost else 0.0
    return sum(won) / len(won) + tail


def fatal_click_rate(solver: Solver, batch: Batch) -> float:
    legal = bad = 0
    for seq in batch.sequences:
        lg, ft, _ = solver.fatal_scan(seq)
        legal += lg
        bad += ft
    return bad / legal if legal else 0.0


def board_metrics(board: Board, runs: int = RUNS, solver: Solver | None = None, assist: bool = True) -> dict:
    """The §13.3 metrics of stream 0 (module notes), rounded as the board files record them,
    plus ``witness``: the picks of one cleared recorded play, if any."""
    solver = solver or Solver.for_board(board)
    free = Batch.run(board, runs, False, RECORD)
    out = {
        "toolFreePassRate": round(free.pass_rate, 4),
        "policyRates": {p: round(r, 4) for p, r in free.policy_rates.items()},
        "avgTurnsToFinish": round(free.avg_turns, 2),
        "avgPeakSlotUsage": round(free.avg_peak, 3),
        "openingStability": round(opening_stability(board, solver, free), 4),
        "stuckRate": round(stuck_rate(board, free), 4),
        "fatalClickRate": round(fatal_click_rate(solver, free), 4),
    }
    for key, step in (("firstFailStep", first_fail_step(free)), ("sealedStep", sealed_step(solver, free))):
        out[key] = round(step, 2) if step is not None else None
    duration = expected_duration(board, free)
    out["durationSec"] = round(duration, 1) if duration is not None else None
    if assist:
        out["toolAssistPassRate"] = round(Batch.run(board, runs, True).pass_rate, 4)
    return out
