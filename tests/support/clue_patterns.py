"""The samey-pack gate of validate (core/common/clue_patterns.py), checked the same way for
each path mode on a pack built from a shipped plan pack's levels."""
from __future__ import annotations

import json

from core.common.clue_patterns import SAMEY_SHARE
from support.cli import core


def check_the_samey_gate(tmp_path, source: dict, pattern_of) -> None:
    """``source``: a plan pack file's data; ``pattern_of(level data)``: its clue pattern. Two
    levels of the commonest pattern beside one other (67 %) fail validate on those two levels;
    two and two (50 %) pass."""
    by_pattern: dict = {}
    for data in source["levels"]:
        by_pattern.setdefault(pattern_of(data), []).append(data)
    (most, alike), (_other, different) = sorted(by_pattern.items(), key=lambda kv: -len(kv[1]))[:2]
    assert len(alike) >= 2 and len(different) >= 2

    def validate(levels):
        path = tmp_path / "pack.json"
        renamed = [{**data, "id": f"{source['pack']}-{i}"} for i, data in enumerate(levels, 1)]
        path.write_text(json.dumps({**source, "levels": renamed}), encoding="utf-8")
        return core("validate", "--pack", path)

    samey = validate(alike[:2] + different[:1])
    assert 2 / 3 > SAMEY_SHARE and samey.returncode == 1, samey.stdout + samey.stderr
    assert samey.stdout.count(f"clue pattern '{most}' on 2 of the pack's 3 levels") == 2, samey.stdout
    varied = validate(alike[:2] + different[:2])
    assert varied.returncode == 0 and "clue pattern" not in varied.stdout, varied.stdout + varied.stderr
