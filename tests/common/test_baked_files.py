"""The one freshness check of each committed baked file (levels/<id>.baked.json): it is what
`python -m core bake` writes from the shipped packs today."""
import pytest

from core import modes
from support.cli import core


@pytest.mark.parametrize("mode_id", [e.id for e in modes.entries() if e.capabilities.bake])
def test_the_committed_baked_file_is_fresh(mode_id):
    proc = core("bake", "--check", "--mode", mode_id)
    # a bake that grades every level may say what it is busy with ("... "); nothing else
    assert proc.returncode == 0, proc.stderr
    assert all(line.startswith("... ") for line in proc.stderr.splitlines()), proc.stderr
    assert proc.stdout.strip().endswith(f"{mode_id}.baked.json is up to date")
