"""§13.3 metrics on boards whose values are known by hand, and the stream statistics."""
import pytest

from core.modes.city_cat_catch.metrics import (Batch, StreamStats, board_metrics, expected_duration, fail_step,
                                               opening_stability, stuck_rate, sample_seconds)
from core.modes.city_cat_catch.policies import PANEL
from core.modes.city_cat_catch.solver import Solver

from city_cat_catch_helpers import seven_walls, two_open_triples



def test_a_board_every_play_clears_in_six_taps():
    board = two_open_triples()
    m = board_metrics(board, runs=50)
    assert m["toolFreePassRate"] == 1.0 and m["toolAssistPassRate"] == 1.0
    assert m["avgTurnsToFinish"] == 6.0  # six taps, every sample
    # a pair, then the third piece clears it; a human-mix slip may first take the other kind
    peaks = Batch.run(board, 50, False).peak
    for k, policy in enumerate(PANEL):
        assert set(peaks[50 * k:50 * (k + 1)]) <= ({2, 3} if policy == "human-mix" else {2}), policy
    assert m["avgPeakSlotUsage"] == pytest.approx(sum(peaks) / len(peaks))
    assert m["openingStability"] == 0.0 and m["stuckRate"] == 0.0
    assert m["firstFailStep"] is None and m["sealedStep"] is None  # no sample lost


def test_a_board_every_play_loses_on_its_seventh_tap():
    board = seven_walls({"undo": 1, "remove": 0, "shuffle": 0})
    m = board_metrics(board, runs=50, assist=False)
    assert m["toolFreePassRate"] == 0.0
    assert m["avgTurnsToFinish"] == 7.0  # the seven tops, then the tray is full
    assert m["avgPeakSlotUsage"] == 7.0
    assert m["openingStability"] == 1.0  # no order clears it: every sample failed from the start
    # firstFailStep is what a device reports: the taps when the tray filled; sealedStep is
    # where the loss became certain, before the first pick here
    assert m["firstFailStep"] == 7.0
    assert m["sealedStep"] == 0.0
    # Undo puts the last top back on a lane: six kinds in the tray, every next tap fills it
    assert m["stuckRate"] == 1.0


def test_remove_rescues_every_loss_of_the_seven_walls():
    # the first three tray pieces go to the bypass: four singles in the tray, each with its two
    # twins now uncovered, so it clears (a soft deadlock, not a hard one)
    board = seven_walls({"undo": 0, "remove": 1, "shuffle": 0})
    free = Batch.run(board, 40, False)
    assert stuck_rate(board, free) == 0.0
    no_tools = seven_walls()
    assert stuck_rate(no_tools, Batch.run(no_tools, 40, False)) == 1.0


def test_opening_stability_counts_only_samples_sealed_within_five_picks():
    board = seven_walls()
    solver = Solver.for_board(board)
    batch = Batch.run(board, 30, False)
    assert opening_stability(board, solver, batch) == 1.0
    batch.won = [True] * len(batch.won)  # a cleared sample never failed
    assert opening_stability(board, solver, batch) == 0.0


def test_fail_step_is_the_first_unclearable_prefix():
    solver = Solver.for_board(two_open_triples())
    assert fail_step(solver, [0, 1, 2, 3, 4, 5]) == 6  # never unclearable
    assert fail_step(Solver.for_board(seven_walls()), list(range(7))) == 0  # unclearable from the start
    # on top: A A B C D E F, the F covering the third A; below: two of each of B..F
    from city_cat_catch_helpers import graph_board

    kinds = [0, 0, 1, 2, 3, 4, 5, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
    covers = [[] for _ in range(7)] + [[] for _ in range(11)]
    covers[6] = [7]  # the third A lies under the F on top
    board = graph_board(kinds, covers)
    solver = Solver.for_board(board)
    # A A B C D: still clearable (the B twins come next); with E too the tray holds six
    # singles-or-pairs and the only completer, the third A, is still under the F
    assert solver.solvable([0, 1, 2, 3, 4])
    assert fail_step(solver, [0, 1, 2, 3, 4, 5]) == 6


def test_duration_model_by_hand():
    import math

    board = two_open_triples()
    free = Batch.run(board, 10, False)
    # every sample: 6 taps with 6, 5, ..., 1 candidates in sight
    assert free.think == [pytest.approx(sum(math.log2(1 + c) for c in range(1, 7)))] * len(free.think)
    seconds = sample_seconds(6, free.think[0], True, 6)
    assert seconds == pytest.approx(3.0 + 0.9 * 6 + 0.3 * free.think[0] + 0.5 * 2)
    assert expected_duration(board, free) == pytest.approx(seconds)
    assert sample_seconds(7, 0.0, False, 21) == pytest.approx(3.0 + 0.9 * 7)  # nothing cleared
    assert expected_duration(seven_walls(), Batch.run(seven_walls(), 10, False)) is None  # never clears


def test_stream_statistics():
    stats = StreamStats(tuple([0.5] * 10 + [0.6] * 10))
    assert stats.mean == pytest.approx(0.55)
    lo, hi = stats.interval()
    m_lo, m_hi = stats.mean_interval()
    assert lo < m_lo < 0.55 < m_hi < hi
    assert stats.inside(0.55, 0.7) == 10
    assert StreamStats((0.7,) * 20).interval() == (pytest.approx(0.7), pytest.approx(0.7))
    assert StreamStats((1.0,) * 19 + (0.999,)).interval()[1] == 1.0  # no rate tops 1


def test_the_report_sets_the_simulated_first_fail_step_beside_the_players():
    # the players' firstFailStep (taps when the tray filled) has the simulated players' own
    # number, of the same measure, on the report's model side
    from core.modes import get
    from core.telemetry.model import models_for

    mode = get("city-cat-catch")
    level = next(lv for pf in mode.load_packs(mode.shipped_pack_paths()) for lv in pf.pack.levels
                 if lv.id == "harbor-3")
    key = (level.id, level.revision, level.seed)
    numbers = models_for("city-cat-catch", [key], cache_path=None)[key].numbers
    assert numbers["firstFailStep"] == level.metrics_record()["firstFailStep"]
    assert numbers["firstFailStep"] > level.metrics_record()["sealedStep"]
