"""The event schema: the committed JSON Schema file is current, it and the pydantic models agree
on valid and invalid events, and problems name the field."""
import copy
import json
import random

import jsonschema
import pytest

from core.telemetry import schema
from core.telemetry.batch import check_line
from core.telemetry.dataset import columns

from telemetry_helpers import DROP, examples, refusals, set_field


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


# (kind of the example, field, value, the field the problem names); each mode's own fields are
# checked in its tests/modes folder (test_<mode>_play_data.py)
BROKEN = [
    ("level_start", "installId", "not-hex", "installId"),
    ("level_start", "installId", DROP, "installId"),
    ("level_start", "schemaVersion", 2, "schemaVersion"),
    ("level_start", "attemptNo", 0, "attemptNo"),
    ("level_start", "resumed", 1, "resumed"),  # strict: no int for a bool
    ("level_start", "utcMs", 1000, "utcMs"),  # a clock before 2020 is broken
    ("level_start", "mode", "chess", "mode"),
    ("level_start", "level", "", "level"),
    ("level_start", "email", "a@b.c", "email"),  # nothing else rides along
    ("tool", "tool", "bomb", "tool"),
    ("quit", "resumable", DROP, "resumable"),
    ("restart", "nextAttemptId", "xyz", "nextAttemptId"),
    ("app_resume", "awayMs", -5, "awayMs"),
]


@pytest.mark.parametrize("kind, path, value, field", BROKEN)
def test_broken_events_are_refused_by_both_naming_the_field(kind, path, value, field):
    event = set_field(copy.deepcopy(next(e for e in examples() if e["kind"] == kind)), path, value)
    problems, errors = refusals(event)
    assert problems, f"pydantic accepted {path}={value!r}"
    assert problems[0].line == 7
    assert field in [p.field for p in problems], [str(p) for p in problems]
    assert errors, f"the JSON Schema accepted {path}={value!r}"


def test_groups_and_context_fields_belong_to_their_modes():
    """In each registered mode's example events, whatever the modes: its summary group missing,
    another mode's group beside it, a required level-context field missing, another mode's own
    context field: refused by both."""
    ending = [e for e in examples() if e.get("mode") in schema.SUMMARY_GROUP and "summary" in e]
    group_example = {g: v for e in ending for g, v in e["summary"].items() if g in schema.GROUPS}
    changes = []
    for event in ending:
        own = schema.SUMMARY_GROUP[event["mode"]]
        changes.append((event, [("summary." + own, DROP)]))
        changes += [(event, [("summary." + g, v)]) for g, v in group_example.items() if g != own]
        context = {name: next(e[name] for e in examples() if e.get(name) is not None)
                   for name, owners in schema.CONTEXT_OWNERS.items() if event["mode"] not in owners}
        changes += [(event, [(name, value)]) for name, value in context.items()]
    for event in examples():
        data = schema.PLAY_DATA.get(event.get("mode"))
        changes += [(event, [(name, DROP)]) for name in (data.required if data else ()) if name in event]
    assert len(changes) >= len(ending) * 2
    for event, change in changes:
        broken = copy.deepcopy(event)
        for path, value in change:
            set_field(broken, path, value)
        problems, errors = refusals(broken)
        assert problems and errors, (event["mode"], event["kind"], change)


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
        set_field(event, path, rng.choice(values + [DROP]))
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
