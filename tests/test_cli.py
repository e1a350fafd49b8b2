"""The command line, driven in-process through main(argv) as a user would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import grundy
from grundy.games import wythoff as w


def test_overview_lists_games_and_commands(cli):
    r = cli([])
    assert r.status == 0
    assert "wythoff" in r.out and "judge" in r.out


def test_version(cli):
    r = cli(["--version"])
    assert r.status == 0 and r.out.strip() == f"grundy {grundy.__version__}"


def test_wythoff_text_report(cli):
    r = cli(["wythoff", "5", "8"])
    assert r.status == 0, r.err
    assert "N-position" in r.out
    assert "(4, 7)" in r.out and "(5, 3)" in r.out
    assert "take 1 from both piles" in r.out


def test_wythoff_json_contract(cli):
    r = cli(["wythoff", "8", "5", "--json"])
    data = json.loads(r.out)
    assert data["game"] == "wythoff"
    assert data["position"] == [8, 5]
    assert data["outcome"] == "N"
    # The HDU 2177 sample answers 5 8 with "4 7" (both piles) and "3 5" (one pile); in the
    # input's pile order, both piles first.
    assert data["winning_moves"] == [[7, 4], [3, 5]]
    assert all(w.is_p_position(*m) for m in data["winning_moves"])
    assert isinstance(data["explanation"], str) and data["explanation"]


def test_p_position_json_has_no_moves(cli):
    data = json.loads(cli(["wythoff", "4", "7", "--json"]).out)
    assert data["outcome"] == "P" and data["winning_moves"] == []


def test_big_integers_stay_exact_in_json(cli):
    k = 10**5000 + 7  # beyond CPython's default int/str digit limit
    a, b = w.p_position(k)
    old = sys.get_int_max_str_digits()
    args = [str(a + 1), str(b + 1)]
    try:
        sys.set_int_max_str_digits(4300)  # CPython's default: main must lift it itself ...
        r = cli(["wythoff", *args, "--json"])
        assert sys.get_int_max_str_digits() == 4300  # ... and put it back
    finally:
        sys.set_int_max_str_digits(old)
    assert r.status == 0, r.err
    data = json.loads(r.out)
    assert data["position"] == [a + 1, b + 1]
    assert [a, b] in data["winning_moves"]


def test_chinese_explanation(cli):
    r = cli(["wythoff", "3", "5", "--lang", "zh"])
    assert r.status == 0 and "必败" in r.out and "奇异局势" in r.out


@pytest.mark.parametrize(
    "argv, message",
    [
        (["wythoff", "3", "-1"], "grundy: pile 2: '-1' is not a non-negative integer"),
        (["wythoff", "3", "x"], "grundy: pile 2: 'x' is not a non-negative integer"),
        (["wythoff", "3.5", "2"], "grundy: pile 1: '3.5' is not a non-negative integer"),
        (["wythoff", "3"], "grundy: wythoff needs 2 pile sizes, got 1"),
        (["wythoff", "1", "2", "3"], "grundy: wythoff needs 2 pile sizes, got 3"),
        (["wythoff"], "grundy: wythoff needs 2 pile sizes, got 0"),
        (["wythoff", "1", "2", "--lang", "fr"], "grundy wythoff: argument --lang: invalid choice: 'fr' (choose from 'en', 'zh')"),
        (["chess", "1"], "grundy: unknown game or command 'chess'; 'grundy --help' lists them"),
        (["wythoff", "1", "2", "--bogus"], "grundy wythoff: unrecognized arguments: --bogus"),
    ],
)
def test_bad_input_one_line_exit_2(cli, argv, message):
    r = cli(argv)
    assert r.status == 2
    assert r.out == ""
    assert r.err == message + "\n"


def test_help_of_a_game():
    parser_help = subprocess.run(
        [sys.executable, "-m", "grundy", "wythoff", "--help"],
        capture_output=True, text=True, env=_env(),
    )
    assert parser_help.returncode == 0 and "--json" in parser_help.stdout


def _env() -> dict[str, str]:
    src = str(Path(grundy.__file__).resolve().parents[1])
    return {**os.environ, "PYTHONPATH": src}


def test_module_entry_point_and_broken_pipe():
    # `python -m grundy` runs the same main; a closed pipe ends it quietly.
    proc = subprocess.run(
        [sys.executable, "-m", "grundy", "wythoff", "1", "2"],
        capture_output=True, text=True, env=_env(),
    )
    assert proc.returncode == 0 and "P-position" in proc.stdout
    big = "\n".join(f"{i} {i + 1}" for i in range(200_000)) + "\n"
    piped = subprocess.run(
        f"{sys.executable} -m grundy judge poj1067 | head -n 1",
        shell=True, input=big, capture_output=True, text=True, env=_env(),
    )
    assert piped.stdout == "1\n"  # (0, 1): take the last stone and win
    assert "Traceback" not in piped.stderr
