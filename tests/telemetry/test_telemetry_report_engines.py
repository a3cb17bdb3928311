"""The report's one set of queries on two engines: Apache Spark (pyspark, local mode) gives what
DuckDB gives on a small synthetic set, over all days, a date range and one mode; the daily
aggregates are kept as Parquet (a day already aggregated is read back, a late partition
recomputes its day, DuckDB reads what Spark wrote).

CI installs pyspark (requirements.lock) and Java (`make test-python`: default-jre-headless); without
them these tests fail, saying so, rather than skip."""
import random
import shutil
from pathlib import Path

import pytest

from core.telemetry import aggregates, report, schema, synth

from telemetry_helpers import every_mode_play, modes_with_players

DAYS = ("2026-12-02", "2026-12-03")
# one pytest-xdist worker runs them all, so one Spark session starts (`make test-python` runs
# pytest with --dist loadgroup)
pytestmark = pytest.mark.xdist_group("spark")


@pytest.fixture(scope="session")
def spark():
    """One local Spark session for the test session (starting one takes tens of seconds)."""
    try:
        import pyspark  # noqa: F401
    except ImportError:
        pytest.fail("pyspark is not installed: `make setup` installs it (requirements.lock)")
    if shutil.which("java") is None:
        pytest.fail("no `java` on PATH: `make test-python` installs default-jre-headless")
    from core.telemetry.engines import spark_session

    session = spark_session()
    yield session
    session.stop()


def _events(seed: int, days: int) -> list[dict]:
    """Synthetic play of every mode with players on its first two levels."""
    attempts = every_mode_play(random.Random(seed), 2, 20)
    return synth.events_of(attempts, seed=seed, installs=12, duplicate_rate=0.03, days=days)[0]


# the one mode read back: the first whose play_data adds partial tables of its own, so Spark's
# aggregates of those are read back too (none such: the first mode with players)
ONE_MODE = next((m for m in modes_with_players() if getattr(schema.PLAY_DATA[m].report, "tables", ())),
                modes_with_players()[0])


@pytest.fixture(scope="module")
def store(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("engines") / "collected"
    synth.write_events(_events(31, days=3), root)
    return root


def _comparable(result: dict) -> dict:
    """The report less what differs by engine and run by design: its timings and the engine's name."""
    out = {k: v for k, v in result.items() if k not in ("seconds", "_problems")}
    out["inputs"] = {k: v for k, v in result["inputs"].items() if k not in ("engine", "aggregates")}
    return out


def _levels(result: dict) -> int:
    return sum(len(m["levels"]) for m in result["modes"].values())


@pytest.fixture(scope="module")
def on_spark(store, spark, tmp_path_factory) -> Path:
    """The daily aggregates Spark computed and kept, and its report then."""
    kept = tmp_path_factory.mktemp("spark") / "aggregates"
    return kept, report.build([str(store)], cache=False, engine="spark", spark=spark, store=str(kept))


def test_spark_gives_the_duckdb_report(store, on_spark):
    _, result = on_spark
    duck = report.build([str(store)], cache=False)
    assert duck["inputs"]["engine"] == "duckdb" and result["inputs"]["engine"] == "spark"
    assert _levels(duck) > 0 and duck["inputs"]["levelEventRows"] > 0
    assert result["inputs"]["aggregates"]["kept"] == 0
    assert _comparable(result) == _comparable(duck)


@pytest.mark.parametrize("options", [{"days": DAYS}, {"mode": ONE_MODE}], ids=["days", "mode"])
def test_spark_reads_its_aggregates_back_as_duckdb_counts(store, spark, on_spark, options):
    kept, _ = on_spark
    result = report.build([str(store)], cache=False, engine="spark", spark=spark, store=str(kept), **options)
    assert result["inputs"]["aggregates"]["computed"] == 0
    assert _comparable(result) == _comparable(report.build([str(store)], cache=False, **options))


def test_a_range_counts_fewer_rows_than_all_days(store):
    whole = report.build([str(store)], cache=False)["inputs"]["levelEventRows"]
    some = report.build([str(store)], cache=False, days=DAYS)["inputs"]["levelEventRows"]
    assert 0 < some < whole


def _units(root: Path) -> dict[str, int]:
    """Each kept unit's attempts table -> its modification time."""
    return {str(p.parent.relative_to(root / "attempts")): p.stat().st_mtime_ns
            for p in (root / "attempts").rglob("*.parquet")}


def test_kept_days_are_read_back_and_a_late_partition_recomputes_its_day(tmp_path, store):
    events = tmp_path / "events"
    shutil.copytree(store, events)
    kept = tmp_path / "aggregates"
    first = report.build([str(events)], cache=False, store=str(kept))
    units = _units(kept)
    assert first["inputs"]["aggregates"] == {"computed": len(units), "kept": 0} and len(units) > 4
    again = report.build([str(events)], cache=False, store=str(kept))
    assert again["inputs"]["aggregates"] == {"computed": 0, "kept": len(units)}
    assert _units(kept) == units and _comparable(again) == _comparable(first)
    # late uploads: a second set received over the first day only, into the same partitions
    before = {p for p in events.rglob("*.jsonl")}
    synth.write_events(_events(32, days=1)[:400], events)
    late = {aggregates.unit_of(p.relative_to(events)) for p in events.rglob("*.jsonl") if p not in before}
    after = report.build([str(events)], cache=False, store=str(kept))
    assert late and after["inputs"]["aggregates"] == {"computed": len(late), "kept": len(set(units) - late)}
    changed = {u for u, t in _units(kept).items() if units.get(u) != t}
    assert changed == late
    assert _comparable(after) == _comparable(report.build([str(events)], cache=False))
    assert after["inputs"]["levelEventRows"] > first["inputs"]["levelEventRows"]


def test_duckdb_reads_the_aggregates_spark_kept(store, on_spark):
    kept, _ = on_spark
    read = report.build([str(store)], cache=False, store=str(kept), days=DAYS)
    assert read["inputs"]["aggregates"]["computed"] == 0
    assert _comparable(read) == _comparable(report.build([str(store)], cache=False, days=DAYS))
