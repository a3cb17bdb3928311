"""Where the generator aims a level and how it retunes (seed 004 §15, §16).

The aim window of a preset is where the tool-free pass rate of the generator's stream 0 must
land before the 20-stream gates run (gates.py): within GEN_AIM of the preset's
``targetPassRate``, MARGIN inside the level's §15.1 band (so 19 of 20 independent streams
stay inside it), and below the midpoint to the easier level's target and above the midpoint
to the harder one's (so every level of a city is harder than the one before).

The retuning chain (§16): after RETRIES_PER_STEP misses in a row in one direction the knobs
move one step, the first knob in the seed's order that can: too hard -> density down, layers
down, elementCount down, the layer distribution towards the top (shift up), a tighter deal
(spread down); too easy -> the same knobs the other way. A step must change the board the
generator builds (its layer sizes, its elements or its deal window) and fit the anchor grid:
raising the density of a one-layer board, say, changes nothing and is skipped. When the
misses turn the other way right after a move (it overshot), the move is undone, that knob is
frozen, and the next knob in the order moves instead (``Chain``): the coarse knobs bracket
the target, the fine ones close in on it.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

from .attempt import Knobs, piece_total
from .content import (DENSITY_ORDER, DENSITY_PERCENT, SHIFT_LIMIT, WINDOWS, CityManifest, LevelPreset,
                      grid_overflow, layer_sizes)
from .gates import band
from .metrics import RUNS
from .policies import PANEL

GEN_AIM = 0.03
MARGIN_SIGMAS = 3.0  # the aim keeps this many binomial standard deviations of a batch off the band
NEIGHBOUR_GAP = 0.01
RETRIES_PER_STEP = 3
KNOB_ORDER = ("density", "layers", "elements", "shift", "spread")


def margin(target: float, samples: int = len(PANEL) * RUNS) -> float:
    """How far inside the band stream 0 must land for 19 of 20 other streams to stay in it."""
    return MARGIN_SIGMAS * math.sqrt(target * (1 - target) / samples)


def aim_window(city: CityManifest, preset: LevelPreset) -> tuple[float, float]:
    lo_b, hi_b = band(preset.levelId)
    t = preset.targetPassRate
    m = margin(t)
    lo = max(lo_b + m, t - GEN_AIM)
    hi = min(hi_b - m if hi_b < 1.0 else 1.0, t + GEN_AIM)
    easier = city.preset(preset.levelId - 1)
    harder = city.preset(preset.levelId + 1)
    if easier is not None:
        hi = min(hi, (t + easier.targetPassRate) / 2 - NEIGHBOUR_GAP / 2)
    if harder is not None:
        lo = max(lo, (t + harder.targetPassRate) / 2 + NEIGHBOUR_GAP / 2)
    return lo, hi


def knobs_of(preset) -> Knobs:
    """A preset's starting knobs (or a DailySpec's fixed ones)."""
    return Knobs(DENSITY_ORDER.index(preset.density), preset.layers, preset.elementCount, preset.shift,
                 WINDOWS.index(preset.spread))


def shape(k: Knobs, preset: LevelPreset) -> tuple:
    """What a set of knobs changes in the board built: layer sizes, elements, deal window."""
    total = piece_total(k, preset.pieces_per())
    return (tuple(layer_sizes(total, DENSITY_ORDER[k.density], k.layers, k.shift)), k.elements, WINDOWS[k.spread])


def valid(k: Knobs, preset: LevelPreset, city: CityManifest) -> bool:
    if not (0 <= k.density < len(DENSITY_ORDER) and 1 <= k.layers <= len(DENSITY_PERCENT[DENSITY_ORDER[k.density]])
            and 3 <= k.elements <= len(city.elements) and -SHIFT_LIMIT <= k.shift <= SHIFT_LIMIT
            and 0 <= k.spread < len(WINDOWS)):
        return False
    total = piece_total(k, preset.pieces_per())
    return total <= 240 and grid_overflow(total, DENSITY_ORDER[k.density], k.layers, preset.grid.columns,
                                          preset.grid.rows, k.shift) is None


def moved(k: Knobs, knob: str, easier: bool) -> Knobs:
    sign = -1 if easier else 1
    if knob == "shift":  # more of the pieces on the top layer is easier
        return replace(k, shift=k.shift - sign)
    return replace(k, **{knob: getattr(k, knob) + sign})


def step(k: Knobs, preset: LevelPreset, city: CityManifest, easier: bool,
         frozen: frozenset = frozenset()) -> tuple[str, Knobs] | None:
    """One step of the §16 chain: (the knob moved, the new knobs), or None when none can."""
    now = shape(k, preset)
    for knob in KNOB_ORDER:
        if knob in frozen:
            continue
        other = moved(k, knob, easier)
        if valid(other, preset, city) and shape(other, preset) != now:
            return knob, other
    return None


@dataclass
class Chain:
    """The generator's knobs across attempts (module notes)."""

    knobs: Knobs
    preset: LevelPreset
    city: CityManifest
    frozen: set = field(default_factory=set)
    streak_dir: str | None = None
    streak: int = 0
    last: tuple | None = None  # (knob, direction, knobs before the move)

    def miss(self, direction: str) -> None:
        """Count a miss ("hard": too hard, "easy": too easy; "retry" counts for nothing)."""
        if direction not in ("hard", "easy"):
            return
        self.streak = self.streak + 1 if direction == self.streak_dir else 1
        self.streak_dir = direction
        if self.streak < RETRIES_PER_STEP:
            return
        self.streak = 0
        if self.last is not None and self.last[1] != direction:  # the last move overshot
            knob, direction, before = self.last
            self.frozen.add(knob)
            self.knobs, self.last = before, None
        moved_to = step(self.knobs, self.preset, self.city, direction == "hard", frozenset(self.frozen))
        if moved_to is not None:
            self.last = (moved_to[0], direction, self.knobs)
            self.knobs = moved_to[1]
