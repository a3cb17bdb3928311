"""Concrete modes for the tests of shared code (tests/common), never named there: the fixture
mode (tests/fixtures/toy_mode) registered the way every mode is, one more entry in
``core.modes.MODES`` (in this process, or in a child process running `python -m core`:
fixture_core.py), and the first registered mode that has a capability."""
from __future__ import annotations

from pathlib import Path

from core import modes
from core.modes import ModeEntry
from fixtures.toy_mode import ENTRY as FIXTURE

FIXTURE_PACK = Path(__file__).resolve().parents[1] / "fixtures" / "toy_mode" / "levels" / "pack-1.json"
# `python -m core` with the fixture mode registered, as a child process (fixture_core.py), and
# what its endless work says on stderr once it has started
FIXTURE_CORE = Path(__file__).with_name("fixture_core.py")
BUSY = "fixture mode: working until Ctrl-C"


def register_fixture_mode(monkeypatch) -> None:
    """The fixture mode in the registry for one test; its shipped pack is the fixture's (shipped
    in a copy of the tree it lies in levels/<id>/: test_add_a_mode.py)."""
    monkeypatch.setattr(modes, "MODES", modes.MODES + (FIXTURE,))
    monkeypatch.setattr(modes.get(FIXTURE.id), "shipped_pack_paths", lambda: [FIXTURE_PACK])


def first_with(capability: str) -> ModeEntry:
    """The first registered mode whose entry declares ``capability`` (a field of Capabilities)."""
    return next(e for e in modes.entries() if getattr(e.capabilities, capability))


def first_shipped_pack(mode_id: str) -> tuple[Path, list[str]]:
    """A registered mode's first shipped pack and the ids of its levels."""
    mode = modes.get(mode_id)
    path = mode.shipped_pack_paths()[0]
    return path, [level.id for level in mode.load_pack(path).levels]
