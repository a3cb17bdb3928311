"""The events and the report are composed from what each mode declares in its own play_data
(issue 32): a mode added to the registry with a play_data module, and nothing else, gets its
summary group, its own level-context field, its required fields and its examples, in the
pydantic models and in the JSON Schema alike, and its group's part of the report (a column of
the attempts, a kept partial table and a section of each level); and each registered mode's
declaration is what the events carry."""
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

from core.telemetry.fields import (DAY_SQL, ENDING_SQL, EXAMPLE_ENVELOPE, AttemptColumn, Count, GroupTable,
                                   PlayData, PlayReport, Slug, level_key, strict)


class ToySummary(BaseModel):
    model_config = strict()
    flips: Count


ENDS = GroupTable(name="toy_ends", merged="toy", partial=f"""
SELECT unit, {DAY_SQL} AS day, installId, attemptId, any_value(mode) AS mode, any_value(level) AS level,
  any_value(revision) AS revision, any_value(seed) AS seed, count(*) AS ends
FROM {{events}} WHERE kind IN {ENDING_SQL} AND summary.toy IS NOT NULL
GROUP BY unit, {DAY_SQL}, installId, attemptId""", merge="""
SELECT mode, level, revision, seed, sum(ends) AS ends FROM {toy_ends} WHERE {where}
GROUP BY mode, level, revision, seed""")
REPORT = PlayReport(
    columns=(AttemptColumn(column="flips", partial="max(summary.toy.flips)", merge="max(flips)",
                           level="sum(flips) FILTER (WHERE acted)", level_column="total_flips", key="totalFlips",
                           digits=0),),
    tables=(ENDS,), section="toy", queries={"ends": "SELECT * FROM toy"},
    sections=lambda found: {level_key(r): {"ends": int(r["ends"])} for r in found["ends"]})

PLAY_DATA = PlayData(
    summary=ToySummary, context={"deckId": Slug}, required=("deckId", "revision"), report=REPORT,
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


# the toy mode's events in a store, then its report twice (kept aggregates: computed, then read)
REPORT_CHECK = CHECK.split("validator =")[0] + '''
import copy
from pathlib import Path
from core.telemetry import aggregates, report

store, kept = Path(sys.argv[1]), sys.argv[2]
lines = []
for n, (level, flips) in enumerate([("1-1", 4), ("1-1", 6), ("1-2", 3)]):
    event = copy.deepcopy(schema.examples_of(schema.Win)[-1])
    event.update(seq=n, level=level, attemptId="%016x" % (n + 1), recvMs=event["utcMs"])
    event["summary"]["toy"]["flips"] = flips
    lines.append(json.dumps(event))
part = store / "events" / "date=2026-12-07" / "mode=toy-play" / "part-1.jsonl"
part.parent.mkdir(parents=True)
part.write_text("\\n".join(lines) + "\\n")
runs = [report.build([str(store)], cache=False, store=kept) for _ in range(2)]
levels = [{lv["level"]: [lv["totalFlips"], lv.get("toy")] for lv in r["modes"]["toy-play"]["levels"]} for r in runs]
print(json.dumps({"tables": list(aggregates.TABLES), "levels": levels, "kept": runs[1]["inputs"]["aggregates"],
                  "table kept": (Path(kept) / "toy_ends" / "date=2026-12-07" / "mode=toy-play").is_dir(),
                  "sql": "toy_ends" in report.warehouse_sql()}))
'''


def test_a_new_mode_s_report_part_is_composed_into_the_report(tmp_path):
    (tmp_path / "toyplay").mkdir()
    (tmp_path / "toyplay" / "__init__.py").write_text("", encoding="utf-8")
    (tmp_path / "toyplay" / "play_data.py").write_text(textwrap.dedent(PLAY_DATA), encoding="utf-8")
    done = subprocess.run([sys.executable, "-c", REPORT_CHECK, str(tmp_path / "store"), str(tmp_path / "kept")],
                          cwd=REPO, capture_output=True, text=True, timeout=300,
                          env={"PYTHONPATH": f"{tmp_path}:{REPO}", "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout.splitlines()[-1])
    assert "toy_ends" in found["tables"] and found["table kept"] and found["sql"]
    assert found["kept"] == {"computed": 0, "kept": 1}
    # per level: the sum of the attempts' flips (the column) and the ending events (the section)
    assert found["levels"] == [{"1-1": [10.0, {"ends": 2}], "1-2": [3.0, {"ends": 1}]}] * 2


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
