"""Issue 30: generated levels felt samey; every generated Hex Walls level showed the 1 alone.
The generator places as many numbers as it is asked (spread along the route or where the
deduction starts) and lets the walls do the rest, the content command mixes the counts in every
pack, and validate fails a plan pack where one count covers more than 60 % of its levels
(core/common/clue_patterns.py)."""
import json
from collections import Counter

import pytest

from core.common.clue_patterns import mix, pattern_cap, samey
from core.common.rng import SeededRng
from core.modes.hex_walls.analysis import count, verdict
from core.modes.hex_walls.board import HexBoard
from core.modes.hex_walls.content import PATTERNS, PLAN
from core.modes.hex_walls.generate import HexOptions, generate_level
from core.modes.hex_walls.mode import MODE
from core.modes.hex_walls.schema import Level
from support.clue_patterns import check_the_samey_gate

PACKS = {pf.pack.pack: pf for pf in MODE.load_packs(MODE.shipped_pack_paths())}


@pytest.mark.parametrize("numbers,placement", sorted(set(PATTERNS)))
def test_the_generator_shows_the_numbers_it_is_asked_for(numbers, placement):
    options = HexOptions(radius=2, trim=2, numbers=numbers, placement=placement)
    made = (generate_level(SeededRng(f"patterns:{numbers}:{placement}:{seed}"), "3-1", options, 3, 1)
            for seed in range(3))
    level = next((level for level in made if level is not None), None)
    assert level is not None
    board = HexBoard(level)
    assert sum(1 for n in board.number if n) == numbers and 1 in board.number
    v = verdict(board, 1, 3)
    assert v.count == 1 and v.walls_needed
    for node, step in enumerate(board.number):  # every number but the start is needed
        if step > 1:
            assert count(board, drop_number=node).count == 2, step


def test_every_shipped_plan_pack_mixes_its_numbers():
    for entry in PLAN:
        levels = PACKS[entry.pack].pack.levels
        counts = Counter(sum(1 for c in level.cells if c.number) for level in levels)
        assert {1, 2, 3} <= set(counts) and max(counts.values()) <= pattern_cap(len(levels)), (entry.pack, counts)
        assert samey([level.clue_pattern() for level in levels]) is None


def test_validate_prints_each_packs_mix(shipped_verdicts):
    summary = next(row for row in shipped_verdicts("03-hex-walls", strict=True)[1] if "summary" in row)
    for pack, pf in PACKS.items():
        assert f"pack {pack} clues: {mix([level.clue_pattern() for level in pf.pack.levels])}" in summary["summary"]


def test_validate_fails_a_samey_plan_pack(tmp_path):
    source = json.loads((PACKS[3].path).read_text(encoding="utf-8"))
    check_the_samey_gate(tmp_path, source, lambda data: Level.model_validate(data).clue_pattern())
