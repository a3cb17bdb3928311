"""The checks a board passes (seed 004 §10.2, §11.2, §15.1; issue 19 §1).

Structural gates, cheap and portable (the daily board's only gates, on the device too):

- §10.2 opening: ``initialClickableRatio`` at least max(0.30, the level's §15.1 minimum), at
  least 2 kinds with a pair in sight, and on level 1 a direct triple in sight;
- §11.2 spreading and distinct layer offsets (spreading.py);
- clearable without tools, proved by the exact solver.

Curve gates (shipped levels; the panel of simulated players, metrics.py), for a preset with
target t:

- the panel's tool-free pass rate's mean over the 20 streams within AIM of t;
- at least STREAMS_INSIDE of the 20 streams inside the level's §15.1 band, and the 95 %
  interval of one stream's rate inside it too (the margin: a 21st stream would land inside);
- ``toolAssistPassRate`` at least the §15.1 minimum;
- each level significantly harder than the one before it in its city: the 95 % confidence
  interval of its mean lies wholly below the easier level's;
- and harder for every policy of the panel (issue 30: an attentive player must feel the curve
  too): each policy's mean below its mean on the easier level, unless both are at CEILING
  (a player who clears both boards all but always finds neither harder).

A miss is ``(metric, detail, direction)``: direction "hard" (make the board easier), "easy"
(make it harder) or "retry" (no direction: draw another board with the same knobs).
"""
from __future__ import annotations

from .board import Board
from .content import BANDS
from .metrics import StreamStats
from . import spreading

AIM = 0.05  # |mean - targetPassRate| allowed (issue 19 §1)
STREAMS_INSIDE = 19  # of 20 streams inside the band
CEILING = 0.995  # a policy's mean at or above this on two levels: both as easy as it gets
MIN_CLICKABLE = 0.30  # §10.2


def band(level_id: int) -> tuple[float, float]:
    lo, hi, _, _ = BANDS[min(max(level_id, 1), 6)]
    return lo, hi


def gate(level_id: int) -> tuple[float, float, float, float]:
    """(toolFreePassRate min, max, toolAssistPassRate min, initialClickableRatio min), §15.1."""
    return BANDS[min(max(level_id, 1), 6)]


def sight_metrics(board: Board) -> dict:
    click = board.initial_clickable()
    counts: dict[str, int] = {}
    for i in click:
        counts[board.kinds[i]] = counts.get(board.kinds[i], 0) + 1
    return {
        "initialClickableRatio": len(click) / board.n,
        "pairsInSight": sum(1 for c in counts.values() if c >= 2),
        "triplesInSight": sum(1 for c in counts.values() if c >= 3),
    }


def opening_misses(board: Board, level_id: int, sight: dict | None = None) -> list[tuple[str, str, str]]:
    """§10.2 (and the level's clickable minimum)."""
    m = sight or sight_metrics(board)
    need = max(MIN_CLICKABLE, gate(level_id)[3])
    out = []
    clickable = len(board.initial_clickable())
    if 100 * clickable < round(100 * need) * board.n:  # in whole percent: the same in every port
        out.append(("initialClickableRatio", f"{m['initialClickableRatio']:.3f} < {need:.2f}", "hard"))
    if m["pairsInSight"] < 2:
        out.append(("pairsInSight", f"{m['pairsInSight']} kinds with a pair in sight; at least 2", "hard"))
    if level_id == 1 and m["triplesInSight"] < 1:
        out.append(("triplesInSight", "no direct triple in sight on a first level", "hard"))
    return out


def spreading_misses(board: Board) -> list[tuple[str, str, str]]:
    return [(f"spreading/{rule}", detail, "retry") for rule, detail, _ in spreading.problems(board)]


def streams_needed(streams: int) -> int:
    """STREAMS_INSIDE of 20, in proportion for another number of streams (rounded up)."""
    return -(-STREAMS_INSIDE * streams // 20)


def curve_misses(stats: StreamStats, level_id: int, target: float | None,
                 easier: StreamStats | None = None) -> list[tuple[str, str, str]]:
    """The curve gates of the tool-free pass rate over the streams (module notes); with no
    target (a daily board) only the band's."""
    lo, hi = band(level_id)
    out = []
    mean = stats.mean
    if target is not None and abs(mean - target) > AIM:
        out.append(("passRateMean", f"{mean:.3f} is more than {AIM} from the target {target}",
                    "hard" if mean < target else "easy"))
    inside = stats.inside(lo, hi)
    need = streams_needed(len(stats.rates))
    if inside < need:
        below = sum(1 for r in stats.rates if r < lo)
        out.append(("passRateStreams", f"{inside} of {len(stats.rates)} streams inside the band [{lo:.2f}, {hi:.2f}]; "
                                       f"at least {need}", "hard" if below else "easy"))
    p_lo, p_hi = stats.interval()
    if p_lo < lo or p_hi > hi:
        out.append(("passRateMargin", f"the 95 % interval of a stream's rate [{p_lo:.3f}, {p_hi:.3f}] leaves the band "
                                      f"[{lo:.2f}, {hi:.2f}]", "hard" if p_lo < lo else "easy"))
    if easier is not None and stats.mean_interval()[1] >= easier.mean_interval()[0]:
        out.append(("harderThanBefore", f"mean {mean:.3f} (95 % CI up to {stats.mean_interval()[1]:.3f}) is not "
                                        f"clearly below the easier level's {easier.mean:.3f} (from "
                                        f"{easier.mean_interval()[0]:.3f})", "easy"))
    if easier is not None:
        out += policy_order_misses(stats, easier)
    return out


def policy_order_misses(stats: StreamStats, easier: StreamStats) -> list[tuple[str, str, str]]:
    """A policy of the panel that does not find this level harder than the easier one."""
    now, before = stats.policy_means(), easier.policy_means()
    return [("harderForEveryPolicy", f"{policy}: mean {now[policy]:.3f} is not below the easier level's "
                                     f"{before[policy]:.3f}", "easy")
            for policy in now if policy in before and now[policy] >= before[policy]
            and not (now[policy] >= CEILING and before[policy] >= CEILING)]
