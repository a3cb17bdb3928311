"""The freshness check of scripts/common/core_facts.gd, the facts the engine reads from the core
(core/engine_facts.py): the committed file is what `python -m core facts` writes today, and a
stale one is found and rewritten."""
from core import engine_facts
from core.common.path_grade import GRADE_ORDER
from support.cli import core


def test_the_committed_facts_file_is_fresh():
    proc = core("facts", "--check")
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    assert proc.stdout.strip() == "scripts/common/core_facts.gd is up to date"


def test_the_grades_are_the_grader_s_list_in_its_order():
    line = f"const GRADES = {list(GRADE_ORDER)}".replace("'", '"')
    assert line in engine_facts.gdscript_text().splitlines()


def test_a_stale_facts_file_fails_the_check_until_it_is_written_again(tmp_path, monkeypatch):
    facts_file = tmp_path / "core_facts.gd"
    monkeypatch.setattr(engine_facts, "FACTS_FILE", facts_file)
    facts_file.write_text(engine_facts.gdscript_text().replace('"fiendish"', '"x"'), encoding="utf-8")
    stale = core("facts", "--check")
    assert stale.returncode == 1 and "is stale: run `python -m core facts`" in stale.stderr
    assert '"x"' in facts_file.read_text(encoding="utf-8"), "--check writes nothing"
    missing = tmp_path / "missing.gd"
    monkeypatch.setattr(engine_facts, "FACTS_FILE", missing)
    assert core("facts", "--check").returncode == 1, "a missing file is stale"
    monkeypatch.setattr(engine_facts, "FACTS_FILE", facts_file)
    assert core("facts").returncode == 0
    assert facts_file.read_text(encoding="utf-8") == engine_facts.gdscript_text()
    assert core("facts", "--check").returncode == 0
