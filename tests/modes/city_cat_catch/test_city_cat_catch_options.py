"""City Cat Catch's own commands read their number options strictly (the shared commands':
tests/common/test_cli.py)."""
from support.cli import ROOT, assert_number_option_strict

HARBOR = ROOT / "levels" / "city-cat-catch" / "pack-1-harbor.json"


def test_inspect_reads_its_run_strictly():
    assert_number_option_strict("city-cat-catch inspect", (HARBOR,), "--run", 0, 999)
