"""The events are composed from what each mode declares in its own play_data (issue 32): a mode
added to the registry with a play_data module, and nothing else, gets its summary group, its
own level-context field, its required fields and its examples, in the pydantic models and in
the JSON Schema alike; and each registered mode's declaration is what the events carry."""
import json
import subprocess
import sys
import textwrap
from pathlib import Path

from core import modes
from core.telemetry import schema

REPO = Path(__file__).resolve().parents[2]

PLAY_DATA = '''
from pydantic import BaseModel

from core.telemetry.fields import EXAMPLE_ENVELOPE, Count, PlayData, Slug, strict


class ToySummary(BaseModel):
    model_config = strict()
    flips: Count


PLAY_DATA = PlayData(
    summary=ToySummary, context={"deckId": Slug}, required=("deckId", "revision"),
    examples=({**EXAMPLE_ENVELOPE, "seq": 3, "kind": "win", "mode": "toy-play", "level": "1-1", "deckId": "red",
               "revision": 2, "attemptId": "00000000000000aa", "attemptNo": 1, "step": 4, "activeMs": 900,
               "summary": {"animMs": 0, "awayMs": 0, "toy": {"flips": 4}}},))
'''

# run in a fresh interpreter: the registry gains one entry before the schema is built
CHECK = '''
import json, sys
import jsonschema
from core import modes
from core.modes import ModeEntry
modes.MODES = modes.MODES + (ModeEntry("toy-play", "Toy Play", "toyplay", play_summary="toy"),)
from core.telemetry import schema
from core.telemetry.batch import check_line

validator = jsonschema.Draft202012Validator(schema.json_schema())
example = schema.examples_of(schema.Win)[-1]  # the new mode's, after the registered modes' own
other = next(m for m in modes.ids() if m != "toy-play" and m in schema.SUMMARY_GROUP)
cases = {
    "example": example,
    "no deckId": {k: v for k, v in example.items() if k != "deckId"},
    "no group": {**example, "summary": {"animMs": 0, "awayMs": 0}},
    "another group": {**example, "summary": {"animMs": 0, "awayMs": 0, "toy": {"flips": 1},
                                             schema.SUMMARY_GROUP[other]: {}}},
    "deckId elsewhere": {**schema.examples_of(schema.Win)[0], "deckId": "red"},
}
print(json.dumps({name: [not check_line(json.dumps(e), 1)[1], not list(validator.iter_errors(e))]
                  for name, e in cases.items()}))
'''


def test_a_new_mode_s_play_data_is_composed_into_the_events(tmp_path):
    (tmp_path / "toyplay").mkdir()
    (tmp_path / "toyplay" / "__init__.py").write_text("", encoding="utf-8")
    (tmp_path / "toyplay" / "play_data.py").write_text(textwrap.dedent(PLAY_DATA), encoding="utf-8")
    done = subprocess.run([sys.executable, "-c", CHECK], cwd=REPO, capture_output=True, text=True, timeout=120,
                          env={"PYTHONPATH": f"{tmp_path}:{REPO}", "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    # (pydantic's verdict, the JSON Schema's): accepted, then refused by both
    assert json.loads(done.stdout) == {"example": [True, True], "no deckId": [False, False],
                                       "no group": [False, False], "another group": [False, False],
                                       "deckId elsewhere": [False, False]}


def test_each_mode_s_events_carry_what_its_play_data_declares():
    for e in modes.entries():
        if not e.play_summary:
            continue
        data = schema.PLAY_DATA[e.id]
        assert schema.Summary.model_fields[e.play_summary].annotation == data.summary | None, e.id
        for name in data.context:
            assert e.id in schema.CONTEXT_OWNERS[name]
        for example in data.examples:
            assert example["mode"] == e.id and example in schema.examples()
