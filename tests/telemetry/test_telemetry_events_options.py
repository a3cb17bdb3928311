"""The play-data commands' numbers are read strictly (issue 34 item 12): `events synth`'s
--per-level, --players and --seed, `report`'s --confidence and `collect`'s --port took what
Python's int() and float() take (`1_0`, ` 5`, `١٢`, `1e-1`, `nan`); each is refused with its
range before any work, and `python -m core limits` lists them."""
import pytest

from core.cli import main

BAD = [
    (["events", "synth", "--per-level", "1_0"], "--per-level takes a whole number (digits only), not '1_0'"),
    (["events", "synth", "--per-level", " 5"], "--per-level takes a whole number (digits only), not ' 5'"),
    (["events", "synth", "--per-level", "0"], "--per-level takes 1 to 100000, not 0"),
    (["events", "synth", "--players", "\u0661\u0662"], "--players takes a whole number (digits only), not '١٢'"),
    (["events", "synth", "--players", "1000001"], "--players takes 1 to 1000000, not 1000001"),
    (["events", "synth", "--seed", "-1"], "--seed takes decimal digits, not '-1'"),
    (["report", "DIR", "--confidence", "1e-1"], "--confidence takes a decimal number (digits and at most one point), "
                                                 "not '1e-1'"),
    (["report", "DIR", "--confidence", "nan"], "--confidence takes a decimal number (digits and at most one point), "
                                                "not 'nan'"),
    (["report", "DIR", "--confidence", " 0.9"], "--confidence takes a decimal number (digits and at most one point), "
                                                 "not ' 0.9'"),
    (["report", "DIR", "--confidence", "1.0"], "--confidence takes 0.5 to 0.999, not 1.0"),
    (["collect", "--out", "DIR", "--port", "8_080"], "--port takes a whole number (digits only), not '8_080'"),
]


@pytest.mark.parametrize("args,message", BAD, ids=[" ".join(a[:1] + a[-2:]) for a, _ in BAD])
def test_a_loose_number_is_refused_before_any_work(args, message, tmp_path, capsys):
    args = [str(tmp_path / "out") if a == "DIR" else a for a in args]
    if args[:2] == ["events", "synth"]:
        args += ["--out", str(tmp_path / "out")]
    assert main(args) == 2
    assert capsys.readouterr().err == f"error: command line: [argument] {message}\n"
    assert not (tmp_path / "out").exists()


def test_limits_lists_them(capsys):
    assert main(["limits"]) == 0
    out = capsys.readouterr().out
    for line in ("  collect --port: 0 to 65535", "  report --confidence: 0.5 to 0.999",
                 "  events synth --per-level: 1 to 100000", "  events synth --players: 1 to 1000000",
                 f"  events synth --seed: a seed of decimal digits, 0 to {2**64 - 1}"):
        assert line + "\n" in out
