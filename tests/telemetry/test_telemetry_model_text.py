"""The report table's model column comes from each mode's play_model (model_text), the grade
when a mode gives none (each mode's own text: tests/modes/<mode>/test_<mode>_play_data.py)."""
from importlib import import_module

from core import modes
from core.telemetry.model import model_text


def test_each_mode_writes_its_own_model_numbers_or_the_grade(monkeypatch):
    level = {"model": {"grade": "hard"}}
    for e in modes.entries():
        own = import_module(e.package + ".play_model") if e.play_model else None
        if own is not None and hasattr(own, "model_text"):
            monkeypatch.setattr(own, "model_text", lambda lv, mode_id=e.id: f"{mode_id}'s {lv['model']}")
            assert model_text(e.id, level) == f"{e.id}'s {level['model']}"
        else:
            assert model_text(e.id, level) == "grade hard", e.id
