import pytest
from telemetry_helpers import Collector


@pytest.fixture
def collector(tmp_path):
    c = Collector(tmp_path / "collected")
    yield c
    if c.proc.poll() is None:
        c.stop()
