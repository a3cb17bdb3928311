"""``validate`` on City Cat Catch boards: the structural gates, the curve over 20 streams, the
§15.1 row, the regeneration check and the duration estimate (issue 19 §1-§2), and each
policy's pass rate (issue 30).

A daily board has no preset: it is held to the band of its level row (``daily.DAILY_LEVEL``,
the level-4 band) over the streams, with no target and no easier level.

``LevelReport`` is one board's verdict. Stream statistics are cached per board (its seed and
pieces), so checking a level against the easier level of its city costs nothing more when
``validate`` runs every level.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from .board import Board, BoardLevel
from .content import CityManifest, cities_by_id
from . import gates
from .metrics import RUNS, STREAMS, StreamStats, board_metrics, pass_rates
from .shipping import daily_date, regenerates
from .solver import Solver


_STATS: dict[tuple, StreamStats] = {}


def stream_stats(level: BoardLevel, streams: int = STREAMS, runs: int = RUNS) -> StreamStats:
    """The tool-free pass rate on streams 1..streams, computed once per board."""
    key = (level.id, level.seed, tuple(p.box() + (p.elementId,) for p in level.pieces),
           tuple(level.tools.as_dict().items()), streams, runs)
    if key not in _STATS:
        _STATS[key] = pass_rates(Board.from_level(level), streams, runs)
    return _STATS[key]


@dataclass
class LevelReport:
    ok: bool
    clearable: bool
    notes: list[str] = field(default_factory=list)
    fields: dict = field(default_factory=dict)


def _easier_level(level: BoardLevel, siblings: list[BoardLevel]) -> BoardLevel | None:
    return next((lv for lv in siblings if lv.cityId == level.cityId and lv.levelId == level.levelId - 1), None)


def validate(level: BoardLevel, siblings: list[BoardLevel], strict: bool = False, runs: int = RUNS,
             streams: int = STREAMS) -> LevelReport:
    """One board: structural gates, regeneration, its metrics, and for a board of a city
    preset (not a daily board) the curve (its mean over ``streams`` streams near the preset's
    target, 19 of 20 streams and the 95 % interval in the band, harder than the city's previous
    level among ``siblings``) and toolAssistPassRate. Outside the target duration is a note (a
    failure with ``strict``)."""
    board = Board.from_level(level)
    sight = gates.sight_metrics(board)
    misses = gates.opening_misses(board, level.levelId, sight) + gates.spreading_misses(board)
    clearable = Solver.for_board(board).solvable()
    notes = [f"{metric}: {detail}" for metric, detail, _ in misses]
    if not clearable:
        notes.append("provedClearable: the exact solver proved it cannot be cleared without tools")
    regen = regenerates(level)
    if regen is False:
        notes.append("does not regenerate from its seed and recorded attempt")
    fields = {"pieces": board.n, "layers": len({b[0] for b in board.boxes}),
              "initialClickableRatio": round(sight["initialClickableRatio"], 4), "provedClearable": clearable,
              "regenerates": regen}
    city: CityManifest | None = cities_by_id().get(level.cityId)
    # a daily board has no preset to aim at (its gates are the structural ones, §8)
    preset = city.preset(level.levelId) if city and daily_date(level) is None else None
    lo, hi, assist_min, _ = gates.gate(level.levelId)
    fields["band"] = [lo, hi]
    soft = []
    if clearable:
        stats = stream_stats(level, streams, runs)
        easier = _easier_level(level, siblings)
        easier_stats = stream_stats(easier, streams, runs) if easier is not None and preset is not None else None
        target = preset.targetPassRate if preset is not None else None
        p_lo, p_hi = stats.interval()
        m_lo, m_hi = stats.mean_interval()
        fields.update({"target": target, "passRateMean": round(stats.mean, 4),
                       "passRateInterval": [round(p_lo, 4), round(p_hi, 4)],
                       "passRateMeanInterval": [round(m_lo, 4), round(m_hi, 4)],
                       "streamsInBand": stats.inside(lo, hi), "streams": len(stats.rates)})
        fields["policyMeans"] = {p: round(r, 4) for p, r in stats.policy_means().items()}
        if target is not None or daily_date(level) is not None:
            notes += [f"{metric}: {detail}" for metric, detail, _ in
                      gates.curve_misses(stats, level.levelId, target, easier_stats)]
        metrics = board_metrics(board, runs)
        for key, value in metrics.items():
            fields[key] = None if isinstance(value, float) and math.isnan(value) else value
        if preset is not None and metrics["toolAssistPassRate"] < assist_min:
            notes.append(f"toolAssistPassRate: {metrics['toolAssistPassRate']:.3f} < {assist_min:.2f}")
        if preset is not None:
            d_lo, d_hi = preset.targetDurationSec
            fields["targetDurationSec"] = [d_lo, d_hi]
            duration = metrics["durationSec"]
            if duration is None or not d_lo <= duration <= d_hi:
                soft.append(f"duration: the model's {duration} s is outside targetDurationSec [{d_lo}, {d_hi}]")
    ok = not notes and clearable
    notes += soft
    if soft and strict:
        ok = False
    return LevelReport(ok, clearable, notes, fields)


POLICY_COLUMNS = {"match-first": "mf", "slot-build": "sb", "risk-averse": "ra", "uncover-first": "uf",
                  "lookahead": "la", "human-mix": "hm"}


def table_lines(rows) -> list[str]:
    """validate's table: per board the target, the panel's mean tool-free pass rate over the
    streams, the 95 % interval of one stream's rate, the §15.1 band, the streams inside it, each
    policy's mean (POLICY_COLUMNS: mf match-first, sb slot-build, ra risk-averse, uf
    uncover-first, la lookahead, hm human-mix), toolAssistPassRate, the duration model's
    estimate against targetDurationSec."""
    policy_head = " ".join(f"{short:>5}" for short in POLICY_COLUMNS.values())
    head = (f"{'board':<12} {'pcs':>4} {'target':>6} {'mean':>6} {'95% interval':>15} {'band':>11} {'in':>5} "
            f"{policy_head} {'tools':>6} {'click':>6} {'duration s':>16} result")
    lines = [head]
    for row in rows:
        f = row.fields

        def num(key, spec=".3f"):
            v = f.get(key)
            return format(v, spec) if isinstance(v, (int, float)) and not isinstance(v, bool) else "-"

        interval = f.get("passRateInterval")
        iv = f"[{interval[0]:.3f}, {interval[1]:.3f}]" if interval else "-"
        lo, hi = f["band"]
        bd = f"[{lo:.2f}, {hi:.2f}]"
        inside = f"{f['streamsInBand']}/{f['streams']}" if "streams" in f else "-"
        dur = num("durationSec", ".0f")
        if "targetDurationSec" in f:
            dur += " [{}, {}]".format(*f["targetDurationSec"])
        means = f.get("policyMeans", {})
        policies = " ".join(f"{means[p]:>5.3f}" if p in means else f"{'-':>5}" for p in POLICY_COLUMNS)
        result = "ok" if row.ok else "FAIL: " + "; ".join(row.notes)
        if row.ok and row.notes:
            result += " (" + "; ".join(row.notes) + ")"
        lines.append(f"{row.level:<12} {f['pieces']:>4} {num('target', '.3f'):>6} {num('passRateMean'):>6} {iv:>15} "
                     f"{bd:>11} {inside:>5} {policies} {num('toolAssistPassRate'):>6} {num('initialClickableRatio'):>6} "
                     f"{dur:>16} {result}")
    return lines
