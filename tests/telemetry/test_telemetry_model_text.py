"""The report table's model column comes from each mode's play_model (model_text), the grade
when a mode gives none."""
from core import modes
from core.telemetry.model import model_text


def _mode(group):
    return next(e.id for e in modes.entries() if e.play_summary == group and e.play_model)


def test_each_mode_writes_its_own_model_numbers():
    cat = {"model": {"band": [0.5, 0.6], "toolFreePassRate": 0.55}, "cleanPassRate": 0.512}
    assert model_text(_mode("cat"), cat) == "clean 0.512 vs sim 0.550, band 0.50-0.60"
    assert model_text(_mode("cat"), {**cat, "cleanPassRate": None}).startswith("clean - vs sim 0.550")
    tracks = {"model": {"score": 41, "band": "tough", "estimatedSeconds": 95}}
    assert model_text(_mode("tracks"), tracks) == "score 41 tough est 95 s"
    assert model_text(_mode("path"), {"model": {"grade": "hard"}}) == "grade hard"

