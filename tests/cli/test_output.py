"""Colour on a terminal: verdicts and boards are coloured there, and nowhere else.

Colour only adds escape codes around parts of the text, so the output with
them taken out is the plain output, byte for byte.
"""

from __future__ import annotations

import io
import re

import pytest

from grundy.cli.output import colour_wanted
from grundy.games.wythoff import is_p_position

#: An SGR escape sequence (the only kind of escape the program writes).
SGR = re.compile(r"\x1b\[[0-9;]*m")
#: A part of the text coloured as a whole: the escape, the text, the reset.
COLOURED = re.compile(r"\x1b\[([0-9;]+)m([^\x1b]*)\x1b\[0m")


@pytest.fixture(autouse=True)
def _a_capable_terminal(monkeypatch):
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.setenv("COLUMNS", "10000")  # wide enough that nothing is wrapped: colour alone is compared


class _Stream:
    def __init__(self, tty):
        self.tty = tty

    def isatty(self):
        return self.tty


@pytest.mark.parametrize("tty, choice, env, wanted", [
    (True, "auto", {}, True),
    (False, "auto", {}, False),
    (True, "auto", {"NO_COLOR": "1"}, False),
    (True, "auto", {"NO_COLOR": ""}, True),  # set but empty: not set (no-color.org)
    (False, "auto", {"FORCE_COLOR": "1"}, True),
    (False, "auto", {"FORCE_COLOR": ""}, False),
    (True, "auto", {"NO_COLOR": "1", "FORCE_COLOR": "1"}, False),
    (True, "auto", {"TERM": "dumb"}, False),
    (False, "always", {"NO_COLOR": "1"}, True),  # the command line overrides the environment
    (True, "never", {"FORCE_COLOR": "1"}, False),
])
def test_the_decision(tty, choice, env, wanted):
    assert colour_wanted(_Stream(tty), choice, {"TERM": "xterm", **env}) is wanted


def test_a_stream_that_cannot_say_is_not_a_terminal():
    closed = io.StringIO()
    closed.close()
    assert colour_wanted(closed, "auto", {}) is False
    assert colour_wanted(object(), "auto", {}) is False


REPORTS = [
    ["wythoff", "3", "5"],
    ["wythoff", "3", "4"],
    ["wythoff", "3", "5", "--lang", "zh"],
    ["wythoff", "3", "4", "--lang", "zh"],
    ["nim", "1", "2", "4"],
    ["queen", "D4", "--board", "9"],
    ["queen", "D4", "K10", "--lang", "zh"],
    ["table", "wythoff", "--size", "9", "--board"],
    ["table", "wythoff", "--size", "9", "--board", "--format", "csv", "--misere"],
]


@pytest.mark.parametrize("argv", REPORTS, ids=" ".join)
def test_a_terminal_gets_colour_that_only_adds(cli, argv):
    on_terminal, piped = cli(argv, tty=True), cli(argv)
    assert on_terminal.status == piped.status == 0, on_terminal.err
    assert SGR.search(on_terminal.out) and not SGR.search(piped.out)
    assert SGR.sub("", on_terminal.out) == piped.out


@pytest.mark.parametrize("argv, verdict", [
    (["wythoff", "3", "5"], "P-position: the player to move loses with best play"),
    (["wythoff", "3", "4"], "N-position: the player to move wins with best play"),
    (["wythoff", "3", "5", "--lang", "zh"], "必败态（P 态）：轮到走的一方在双方都走最优时必败"),
    (["wythoff", "3", "4", "--lang", "zh"], "必胜态（N 态）：轮到走的一方有必胜策略"),
])
def test_the_verdict_is_coloured_by_its_outcome(cli, argv, verdict):
    out = cli(argv, tty=True).out
    line = next(line for line in out.splitlines() if verdict in SGR.sub("", line))
    ((code, text),) = COLOURED.findall(line)
    assert text == verdict
    other = cli(["wythoff", "3", "4" if argv[2] == "5" else "5", *argv[3:]], tty=True).out
    assert code not in [c for c, _ in COLOURED.findall(other)]  # P and N differ


def test_every_mark_of_a_board_is_coloured_and_p_apart_from_n(cli):
    out = cli(["table", "wythoff", "--size", "9", "--board"], tty=True).out
    for x, line in enumerate(out.splitlines()):
        cells = COLOURED.findall(line)
        assert [text for _, text in cells] == ["P" if is_p_position(x, y) else "N" for y in range(9)]
        assert len({code for code, text in cells if text == "P"} & {code for code, text in cells
                                                                     if text == "N"}) == 0


def _board_marks(out):
    # The coloured marks on the rows of a queen's board (not its legend), mark -> colours.
    rows = [line for line in out.splitlines() if re.fullmatch(r" *(\d+) .* \1", SGR.sub("", line))]
    for line in rows:  # every mark but the empty square is coloured
        assert SGR.sub("", COLOURED.sub("", line)).replace(".", "").strip(" 0123456789") == ""
    marks = {}
    for line in rows:
        for code, text in COLOURED.findall(line):
            marks.setdefault(text, set()).add(code)
    return len(rows), marks


def test_the_queens_board_colours_queen_targets_safe_squares_and_corner(cli):
    rows, marks = _board_marks(cli(["queen", "D4", "--board", "9"], tty=True).out)
    assert rows == 9 and set(marks) == {"Q", "*", "o"}  # J9, the corner, is a target here: '*'
    assert all(len(codes) == 1 for codes in marks.values()) and len(set.union(*marks.values())) == 3
    rows, marks = _board_marks(cli(["queen", "D4", "--board", "9x8"], tty=True).out)
    assert rows == 8 and set(marks) == {"Q", "*", "o", "#"} and len(set.union(*marks.values())) == 4


@pytest.mark.parametrize("argv", [["wythoff", "3", "5", "--json"], ["judge", "poj1067"],
                                  ["beatty", "--terms", "3"], ["table", "wythoff", "--size", "5"]])
def test_what_is_data_stays_plain_on_a_terminal(cli, argv):
    r = cli(argv, stdin=b"1 2\n", tty=True)
    assert r.status == 0 and r.out and not SGR.search(r.out)


def test_a_table_written_to_a_file_is_plain(cli, tmp_path):
    out = tmp_path / "board.txt"
    assert cli(["table", "wythoff", "--size", "6", "--board", "-o", str(out)], tty=True).status == 0
    assert not SGR.search(out.read_text())


def test_no_color_and_force_color(cli, monkeypatch):
    argv = ["wythoff", "3", "5"]
    monkeypatch.setenv("NO_COLOR", "1")
    assert not SGR.search(cli(argv, tty=True).out)
    assert SGR.search(cli([*argv, "--color", "always"]).out)
    monkeypatch.delenv("NO_COLOR")
    monkeypatch.setenv("FORCE_COLOR", "1")
    forced = cli(argv).out
    assert SGR.search(forced) and SGR.sub("", forced) == cli([*argv, "--color", "never"]).out
    assert not SGR.search(cli([*argv, "--color", "never"], tty=True).out)


@pytest.mark.parametrize("argv", [["table", "--color", "always", "wythoff", "--size", "4", "--board"],
                                  ["play", "--color", "always", "wythoff", "3", "5", "--hints"]])
def test_the_colour_option_before_the_game_is_not_the_game(cli, argv):
    r = cli(argv, stdin=b"quit\n")
    assert r.status == 0 and SGR.search(r.out), r.err


@pytest.mark.parametrize("lang, verdict", [
    ("en", "N-position: the player to move wins with best play"),
    ("zh", "必胜态（N 态）：轮到走的一方有必胜策略"),
])
def test_terminal_play_colours_its_verdicts(cli, lang, verdict):
    argv = ["play", "wythoff", "3", "4", "--hints", "--lang", lang]
    on_terminal, piped = cli(argv, stdin=b"hint\nquit\n", tty=True), cli(argv, stdin=b"hint\nquit\n")
    assert SGR.sub("", on_terminal.out) == piped.out and not SGR.search(piped.out)
    coloured = [text for _, text in COLOURED.findall(on_terminal.out)]
    # Each verdict is coloured: in the hints of the turns, the hint asked for, the end.
    assert coloured.count(verdict) == piped.out.count(verdict) >= 3


# ------------------------------------------------------------------ wrapping on a terminal
def _on_a_terminal(args, columns):
    import os
    import sys

    import pexpect

    from tests.terminal import SRC

    env = {**os.environ, "PYTHONPATH": SRC, "NO_COLOR": "1", "COLUMNS": str(columns)}
    child = pexpect.spawn(sys.executable, ["-m", "grundy", *args], env=env, encoding="utf-8", timeout=60,
                          dimensions=(40, columns))
    text = child.read()
    child.close()
    return text.replace("\r\n", "\n")


def _width(line):
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in line)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_explanation_is_wrapped_to_a_terminal(cli, lang):
    piped = cli(["wythoff", "9", "14", "--lang", lang]).out
    why = [line for line in piped.splitlines() if line.startswith(("Why: ", "理由："))]
    assert len(why) == 1 and _width(why[0]) > 50  # one long line when piped, however wide COLUMNS says
    shown = _on_a_terminal(["wythoff", "9", "14", "--lang", lang], 50)
    lines = shown.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(("Why: ", "理由：")))
    assert all(_width(line) <= 50 for line in lines[start:]) and len(lines) > start + 1
    # The same words, only the line breaks (and the indent under "Why: ") added.
    assert "".join(x.strip() for x in lines[start:]).replace(" ", "") == why[0].replace(" ", "")
    assert lines[:start] == piped.splitlines()[:start]


def test_a_huge_number_is_shortened_in_the_text_and_exact_in_json(cli):
    import json

    big = 10**400 + 3
    text = cli(["nim", str(big), "1"]).out
    assert str(big) not in text and "10000000000000000000…(401 digits)…00000000000000000003" in text
    assert text.splitlines()[-1] == "(numbers of more than 300 digits are shortened here; --json writes every digit)"
    assert json.loads(cli(["nim", str(big), "1", "--json"]).out)["position"] == [big, 1]
    zh = cli(["nim", str(big), "1", "--lang", "zh"]).out
    assert "…（共 401 位）…" in zh and zh.splitlines()[-1].startswith("（超过 300 位的数")
    small = cli(["nim", str(10**299), "1"]).out
    assert str(10**299) in small and "…" not in small
