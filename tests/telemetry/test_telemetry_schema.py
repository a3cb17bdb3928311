"""The event schema: the committed JSON Schema file is current, it and the pydantic models agree
on valid and invalid events, and problems name the field."""
import copy
import json
import random

import jsonschema
import pytest

from core.telemetry import fields, schema
from core.telemetry.batch import check_line
from core.telemetry.dataset import columns

from telemetry_helpers import examples


@pytest.fixture(scope="module")
def validator():
    return jsonschema.Draft202012Validator(json.loads(schema.SCHEMA_FILE.read_text(encoding="utf-8")))


def test_the_schema_file_is_current():
    assert schema.SCHEMA_FILE.read_text(encoding="utf-8") == schema.schema_text(), \
        "run `python -m core events schema --write`"


def test_every_kind_has_an_example_that_both_accept(validator):
    kinds = {e["kind"] for e in examples()}
    assert kinds == set(schema.kind_names())
    for event in examples():
        assert check_line(json.dumps(event), 1)[1] == []
        assert list(validator.iter_errors(event)) == []


def _set(event: dict, path: str, value):
    target = event
    *parents, last = path.split(".")
    for p in parents:
        target = target[p]
    if value is _DROP:
        del target[last]
    else:
        target[last] = value
    return event


_DROP = object()
# (kind of the example, field, value, the field the problem names)
BROKEN = [
    ("level_start", "installId", "not-hex", "installId"),
    ("level_start", "installId", _DROP, "installId"),
    ("level_start", "schemaVersion", 2, "schemaVersion"),
    ("level_start", "attemptNo", 0, "attemptNo"),
    ("level_start", "resumed", 1, "resumed"),  # strict: no int for a bool
    ("level_start", "utcMs", 1000, "utcMs"),  # a clock before 2020 is broken
    ("level_start", "mode", "chess", "mode"),
    ("level_start", "level", "", "level"),
    ("level_start", "email", "a@b.c", "email"),  # nothing else rides along
    ("tool", "tool", "bomb", "tool"),
    ("fail", "summary.cat.peakSlotUsage", 8, "summary.cat.peakSlotUsage"),
    ("fail", "summary.cat.toolUsage.remove", -1, "summary.cat.toolUsage.remove"),
    ("fail", "seed", _DROP, ""),  # a Cat event carries cityId, revision and seed
    ("win", "summary.tracks.failedTries", [{"step": 1, "reason": "bored", "tile": "t1"}],
     "summary.tracks.failedTries.0.reason"),
    ("win", "summary.tracks.removalGapsMs", [1] * (fields.MAX_LIST + 1), "summary.tracks.removalGapsMs"),
    ("win", "summary.cat", {"peakSlotUsage": 1, "toolUsage": {}}, ""),  # not Hex Tracks' group
    ("win", "summary.tracks", _DROP, ""),  # Hex Tracks' group is missing
    ("win", "cityId", "harbor", ""),  # cityId is Cat's
    ("quit", "resumable", _DROP, "resumable"),
    ("restart", "nextAttemptId", "xyz", "nextAttemptId"),
    ("app_resume", "awayMs", -5, "awayMs"),
]


@pytest.mark.parametrize("kind, path, value, field", BROKEN)
def test_broken_events_are_refused_by_both_naming_the_field(validator, kind, path, value, field):
    event = copy.deepcopy(next(e for e in examples() if e["kind"] == kind))
    _set(event, path, value)
    _, problems = check_line(json.dumps(event), 7)
    assert problems, f"pydantic accepted {path}={value!r}"
    assert problems[0].line == 7
    assert field in [p.field for p in problems], [str(p) for p in problems]
    assert list(validator.iter_errors(event)), f"the JSON Schema accepted {path}={value!r}"


def test_unknown_and_missing_kinds_and_bad_lines():
    e = examples()[0]
    assert "unknown kind 'jump'" in check_line(json.dumps({**e, "kind": "jump"}), 1)[1][0].detail
    assert check_line(json.dumps({k: v for k, v in e.items() if k != "kind"}), 1)[1][0].field == "kind"
    assert "duplicate key" in check_line('{"kind": "hint", "kind": "undo"}', 1)[1][0].detail
    assert "JSON object" in check_line("[1, 2]", 1)[1][0].detail
    big = {**e, "appVersion": "1", "level": "x" * 90, "platform": "p"}
    big["pad"] = "y" * schema.MAX_EVENT_BYTES
    assert "longer than" in check_line(json.dumps(big), 1)[1][0].detail


def test_random_mutations_get_the_same_verdict_from_both(validator):
    """The JSON Schema the game reads and the collector's models agree event by event."""
    rng = random.Random(5)
    values = [None, -1, 0, 1, 7, 8, 2**60, "", "x", "harbor", "0123456789abcdef", True, [], {}, [1], "win"]
    agreed = 0
    for _ in range(250):
        event = copy.deepcopy(rng.choice(examples()))
        leaves = []

        def walk(obj, prefix):
            for k, v in obj.items():
                leaves.append(prefix + k)
                if isinstance(v, dict):
                    walk(v, prefix + k + ".")
        walk(event, "")
        path = rng.choice(leaves)
        _set(event, path, rng.choice(values + [_DROP]))
        ok_pydantic = not check_line(json.dumps(event), 1)[1]
        ok_schema = not list(validator.iter_errors(event))
        assert ok_pydantic == ok_schema, (path, event)
        agreed += 1
    assert agreed == 250


def test_storage_columns_cover_every_field_with_one_type():
    cols = columns()
    for kind in schema.KINDS:
        assert set(kind.model_fields) <= set(cols)
    assert cols["summary"].startswith("STRUCT(")
    assert cols["seq"] == "BIGINT" and cols["resumed"] == "BOOLEAN" and cols["recvMs"] == "BIGINT"
