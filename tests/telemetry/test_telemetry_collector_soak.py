"""A short soak of the collector (soak_collector.py, issue 34's "Done when"): 40 clients, slow and
hostile ones among them, one kill -9; no acknowledged event lost, nothing of a refused batch
stored, every health probe answered while the collector ran (latency is reported, not judged)."""
from soak_collector import failures, soak


def test_a_short_soak_loses_no_acknowledged_event(tmp_path):
    result = soak(tmp_path / "collected", seconds=16, clients=40, kill_every=8, probe_timeout=5)
    print(result)  # the numbers, for -s
    assert result["kills"] == 1 and failures(result) == []
    assert result["healthTimedOutWhileUp"] == 0, "every probe answered within its 5 s"
