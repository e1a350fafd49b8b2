"""The command line, driven in-process through main(argv) as a user would."""

from __future__ import annotations

import errno
import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import grundy
import grundy.cli
from grundy.games import wythoff as w


def test_overview_lists_games_and_commands(cli):
    r = cli([])
    assert r.status == 0
    assert "wythoff" in r.out and "judge" in r.out


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_overview_starts_every_summary_in_one_column(cli, lang):
    # Each listed name is followed by at least two spaces, and every summary starts where the others do.
    lines = cli(["--help", "--lang", lang]).out.splitlines()
    listed = [line for line in lines if line.startswith("  ") and not line.startswith("   ")]
    names = {*grundy.registry.available_games(), "judge", "play", "serve", "version"}
    rows = [line for line in listed if line.split()[0] in names]
    assert len(rows) >= len(names)
    starts = {len(line) - len(line[2:].split(None, 1)[1]) for line in rows}
    assert len(starts) == 1, starts
    assert all(line[2:].split()[0] + "  " in line for line in rows)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_judge_help_lists_every_format_with_its_aliases(cli, capsys, lang):
    from grundy.judge import iter_judge_formats

    with pytest.raises(SystemExit):
        grundy.cli.main(["judge", "--help", "--lang", lang])
    text = capsys.readouterr().out
    for fmt in iter_judge_formats():
        line = next(line for line in text.splitlines() if line.startswith(f"  {fmt.name}"))
        assert all(alias in line for alias in fmt.aliases), (fmt.name, fmt.aliases, line)
    assert "hdu1527" in text and "luogu-p2252" in text and "cards" in text


def test_play_help_says_where_the_position_and_the_game_options_go(cli, capsys):
    for lang, words in (("en", ("GAME [POSITION ...]", "[game options]")), ("zh", ("游戏 [局面 ...]", "[游戏的选项]"))):
        with pytest.raises(SystemExit):
            grundy.cli.main(["play", "--help", "--lang", lang])
        usage = capsys.readouterr().out.split("\n\n")[0]
        assert all(word in usage for word in words), usage


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
        (["chequers", "1"], "grundy: unknown game or command 'chequers'; 'grundy --help' lists them"),
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


@pytest.mark.parametrize("command", ["wythoff 3 5", "judge poj1067", "wythoff 3 5 --lang zh"])
def test_closed_standard_output_is_one_line_and_status_2(command):
    proc = subprocess.run(f"{sys.executable} -m grundy {command} >&-", shell=True, input="2 1\n",
                          capture_output=True, text=True, env=_env())
    assert proc.returncode == 2
    assert len(proc.stderr.splitlines()) == 1 and "Traceback" not in proc.stderr
    assert ("标准输出已关闭" if "zh" in command else "standard output is closed") in proc.stderr


def test_closed_standard_input_reads_as_empty_input():
    # As for a C program: no cases, no answers, no error.
    judge = subprocess.run(f"{sys.executable} -m grundy judge poj1067 <&-", shell=True,
                           capture_output=True, text=True, env=_env())
    assert (judge.returncode, judge.stdout, judge.stderr) == (0, "", "")
    game = subprocess.run(f"{sys.executable} -m grundy wythoff 1 2 <&-", shell=True,
                          capture_output=True, text=True, env=_env())
    assert game.returncode == 0 and "P-position" in game.stdout


@pytest.mark.parametrize("argv, token", [
    (["queen", "-1,3"], "-1"),
    (["queen", "D4", "--board", "-5x3"], "-5x3"),
    (["subtraction", "10", "--set", "-1,2"], "-1"),
    (["wythoff", "3", "5", "--max-take", "-1x"], "-1x"),
    (["nim", "3", "-2.5e3"], "-2.5e3"),
])
def test_a_negative_value_is_named_not_taken_for_an_option(cli, argv, token):
    # argparse took "-1,3" for an unknown option ("unrecognized arguments")
    # and "--board -5x3" for a missing value ("expected one argument").
    r = cli(argv)
    assert r.status == 2 and r.out == ""
    assert f"'{token}'" in r.err and r.err.count("\n") == 1, r.err
    assert "unrecognized" not in r.err and "expected one argument" not in r.err


@pytest.mark.parametrize("name, usage", [("wythoff", "usage: grundy wythoff"),
                                         ("judge", "usage: grundy judge")])
def test_help_name_describes_that_game_or_command(capsys, name, usage):
    # 'grundy help wythoff' printed the overview of everything instead.
    with pytest.raises(SystemExit) as stop:
        grundy.cli.main(["help", name])
    assert stop.value.code == 0
    assert capsys.readouterr().out.startswith(usage)


@pytest.mark.parametrize("argv", [
    ["queen", "9" * 20000 + ",3"],
    ["table", "wythoff", "--size", "9" * 20000],
    ["subtraction", "5", "--set", "9" * 20000],
    ["sum", "nim_" + "9" * 20000],
])
def test_a_huge_token_is_shortened_in_the_message(cli, argv):
    # The message quoted all 20,000 digits: one line, but not one to read.
    r = cli(argv)
    assert r.status == 2 and r.err.startswith("grundy") and r.err.count("\n") == 1
    # (The list of known games in one of them is 200 characters of its own.)
    assert len(r.err) < 500 and "9" * 30 in r.err and "9" * 100 not in r.err, r.err


def _help_text(name: str) -> str:
    from grundy.cli import ArgumentParser
    from grundy.cli.analyse import build_parser

    parser = build_parser(grundy.find_game(name))
    assert isinstance(parser, ArgumentParser)
    return parser.format_help()


@pytest.mark.parametrize("name", grundy.available_games())
def test_every_game_help_shows_examples_that_run(cli, monkeypatch, tmp_path, name):
    # 'grundy GAME --help' listed the options but showed no command to try.
    import shlex

    monkeypatch.chdir(tmp_path)  # where the examples write their files (octal's -o seq.b)

    text = _help_text(name)
    assert "examples:" in text
    examples = [line.strip() for line in text.split("examples:", 1)[1].splitlines() if line.strip()]
    assert examples and all(e.startswith(f"grundy {name} ") for e in examples), examples
    for example in examples:
        r = cli(shlex.split(example)[1:])
        assert r.status == 0 and r.out, (example, r.err)


@pytest.mark.parametrize("name, flag", [("bash", "--max-take"), ("moore", "--k")])
def test_help_says_which_options_are_required(name, flag):
    # bash and moore refuse to run without them; the help did not say so.
    line = next(line for line in _help_text(name).splitlines() if line.strip().startswith(flag))
    assert "required" in line, line


@pytest.mark.parametrize("command", ["judge", "table", "plot", "beatty", "play", "serve"])
def test_every_command_help_shows_an_example(capsys, command):
    with pytest.raises(SystemExit):
        grundy.cli.main([command, "--help"])
    text = capsys.readouterr().out
    usage_end = text.index("\n\n")  # the usage lines name the command too
    assert re.search(rf"(^\s*|Examples?: )grundy {command}\b", text[usage_end:], re.M), text


class _FullDisk(io.RawIOBase):
    def writable(self):
        return True

    def write(self, b):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


@pytest.mark.parametrize("argv", [["wythoff", "3", "5"], ["table", "wythoff", "--size", "50"],
                                  ["beatty", "--terms", "5"]])
def test_an_output_that_cannot_be_written_is_one_line_not_a_traceback(monkeypatch, capsys, argv):
    # 'grundy wythoff 3 5 > /dev/full' ended in a traceback.
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(_FullDisk(), encoding="utf-8"))
    assert grundy.cli.main(argv) == 2
    assert capsys.readouterr().err == f"grundy: cannot write the output: {os.strerror(errno.ENOSPC)}\n"


def test_a_table_file_that_cannot_be_written_is_named(cli, tmp_path):
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    r = cli(["table", "wythoff", "--size", "200", "-o", "/dev/full"])
    assert r.status == 2 and r.err == f"grundy: cannot write /dev/full: {os.strerror(errno.ENOSPC)}\n"


def test_a_position_is_read_from_a_file_or_standard_input(cli, tmp_path):
    position = tmp_path / "pos.txt"
    position.write_text("5\n  8\n")
    typed = cli(["wythoff", "5", "8", "--json"])
    assert cli(["wythoff", f"@{position}", "--json"]).out == typed.out
    assert cli(["wythoff", "--json", "-"], stdin=b" 5 8\n").out == typed.out
    rest = tmp_path / "rest.txt"
    rest.write_text("4 5\n")
    assert cli(["nim", "3", f"@{rest}"]).out == cli(["nim", "3", "4", "5"]).out
    components = tmp_path / "sum.txt"
    components.write_text('"wythoff 3 5"\n"nim 4 7"\n')
    assert cli(["sum", f"@{components}"]).out == cli(["sum", "wythoff 3 5", "nim 4 7"]).out
    cards = tmp_path / "cards.txt"
    cards.write_text("2 3\n6\n")  # the option that holds the cards reads a file too
    expected = cli(["cards", "--cards", "2 3 6", "--choices", "3 6"]).out
    assert cli(["cards", "--cards", f"@{cards}", "--choices", "3 6"]).out == expected
    assert cli(["cards", "--cards", "-", "--choices", "3 6"], stdin=b"2 3 6").out == expected
    from grundy.cli.analyse import build_parser

    assert "@FILE" in _help_text("wythoff") and "@文件" in build_parser(grundy.find_game("nim"), lang="zh").description


def test_a_long_path_in_an_error_is_named_whole(cli, tmp_path):
    missing = tmp_path / ("d" * 90) / "nope.txt"  # a word of more than 80 characters
    r = cli(["wythoff", f"@{missing}"])
    assert r.status == 2 and r.err == f"grundy: cannot read {missing}: {os.strerror(errno.ENOENT)}\n"


def test_a_position_file_that_cannot_be_read_is_one_line_naming_it(cli, tmp_path):
    missing = tmp_path / "nope.txt"
    r = cli(["wythoff", f"@{missing}"])
    assert r.status == 2 and r.out == ""
    assert r.err == f"grundy: cannot read {missing}: {os.strerror(errno.ENOENT)}\n"
    r = cli(["wythoff", f"@{missing}", "--lang", "zh"])
    assert r.status == 2 and r.err == f"grundy：无法读取 {missing}：文件或文件夹不存在\n"
    binary = tmp_path / "pos.bin"
    binary.write_bytes(b"\xff\xfe3 5")
    r = cli(["wythoff", f"@{binary}"])
    assert r.status == 2 and r.err == f"grundy: cannot read {binary}: it is not UTF-8 text\n"


def test_a_position_too_long_for_a_command_line_is_read_from_a_file(cli, tmp_path):
    # Linux takes at most 128 KiB in one argument.
    from grundy.bigint import int_to_str

    k = 10**199_999 + 12345
    a, b = w.p_position(k)
    position = tmp_path / "huge.txt"
    position.write_text(f"{int_to_str(a)} {int_to_str(b)}\n")
    data = json.loads(cli(["wythoff", f"@{position}", "--json"]).out)
    assert data["outcome"] == "P" and data["position"] == [a, b] and data["k"] == k


# ------------------------------------------------- options before the name
def _said(argv):
    """What a command line prints, exit status and both streams, help included."""
    from tests.conftest import run_cli

    try:
        r = run_cli(argv)
    except SystemExit as stop:  # --help, in-process
        return ("exit", stop.code)
    return (r.status, r.out, r.err)


@pytest.mark.parametrize("before, after", [
    (["--lang", "zh", "wythoff", "3", "5"], ["wythoff", "3", "5", "--lang", "zh"]),
    (["--lang=zh", "wythoff", "3", "5"], ["wythoff", "3", "5", "--lang", "zh"]),
    (["--json", "wythoff", "3", "5"], ["wythoff", "3", "5", "--json"]),
    (["--json", "--lang", "zh", "nim", "1", "2"], ["nim", "1", "2", "--json", "--lang", "zh"]),
    (["--lang", "zh", "wythoff", "3", "x"], ["wythoff", "3", "x", "--lang", "zh"]),
    (["--json", "judge", "poj1067"], ["judge", "poj1067", "--json"]),
    (["--json", "table", "wythoff", "--size", "3"], ["table", "wythoff", "--size", "3", "--json"]),
    (["--lang", "zh", "table", "wythoff", "--size", "3", "--misere"],
     ["table", "wythoff", "--size", "3", "--misere", "--lang", "zh"]),
    (["--lang", "zh", "beatty", "--terms", "3"], ["beatty", "--terms", "3", "--lang", "zh"]),
])
def test_shared_options_before_the_name_mean_the_same_as_after_it(before, after):
    # 'grundy --lang zh wythoff 3 5' printed the overview; 'grundy --json wythoff 3 5' was refused.
    assert _said(before) == _said(after)
    assert _said(before)[0] in (0, 2)


def test_a_command_without_json_refuses_it_before_the_name_too(cli):
    r = cli(["--json", "judge", "poj1067"])
    # The nearest of judge's options is offered, as for any unknown option.
    assert r.status == 2 and r.err == "grundy judge: unrecognized arguments: --json; did you mean '--solution'?\n"


@pytest.mark.parametrize("before, after", [
    (["--help", "wythoff"], ["wythoff", "--help"]),
    (["-h", "judge"], ["judge", "--help"]),
    (["--lang", "zh", "--help", "queen"], ["queen", "--help", "--lang", "zh"]),
    (["--lang", "zh", "help", "table"], ["table", "--help", "--lang", "zh"]),
])
def test_help_before_the_name(capsys, before, after):
    outputs = []
    for argv in (before, after):
        with pytest.raises(SystemExit) as stop:
            grundy.cli.main(argv)
        assert stop.value.code == 0
        outputs.append(capsys.readouterr().out)
    assert outputs[0] == outputs[1] and outputs[0].startswith(("usage: grundy", "用法：grundy"))


def test_lang_alone_still_prints_the_chinese_overview(cli):
    r = cli(["--lang", "zh"])
    assert r.status == 0 and "游戏：" in r.out and "命令：" in r.out
    assert cli(["help", "--lang", "zh"]).out == r.out and cli(["help"]).out == cli([]).out


# ------------------------------------------------------------- version
@pytest.mark.parametrize("argv", [["-V"], ["--version"], ["version"], ["--lang", "zh", "version"]])
def test_version_every_way(cli, argv):
    r = cli(argv)
    assert (r.status, r.out, r.err) == (0, f"grundy {grundy.__version__}\n", "")


# --------------------------------------------------------------- typos
@pytest.mark.parametrize("argv, en, zh", [
    (["wythof", "3", "5"],
     "grundy: unknown game or command 'wythof'; did you mean 'wythoff'? 'grundy --help' lists them",
     "grundy：未知的游戏或命令 'wythof'；你是不是想输入 'wythoff'？'grundy --help' 列出了全部"),
    (["help", "quen"],
     "grundy: unknown game or command 'quen'; did you mean 'queen'? 'grundy --help' lists them",
     "grundy：未知的游戏或命令 'quen'；你是不是想输入 'queen'？'grundy --help' 列出了全部"),
    (["jugde", "poj1067"],
     "grundy: unknown game or command 'jugde'; did you mean 'judge'? 'grundy --help' lists them",
     "grundy：未知的游戏或命令 'jugde'；你是不是想输入 'judge'？'grundy --help' 列出了全部"),
    (["wythoff", "3", "5", "--misre"],
     "grundy wythoff: unrecognized arguments: --misre; did you mean '--misere'?",
     "grundy wythoff：无法识别的参数：--misre；你是不是想输入 '--misere'？"),
    (["table", "wythoff", "--size", "3", "--bord"],
     "grundy table: unrecognized arguments: --bord; did you mean '--board'?",
     "grundy table：无法识别的参数：--bord；你是不是想输入 '--board'？"),
    (["威佐", "3", "5"],
     "grundy: unknown game or command '威佐'; did you mean '威佐夫'? 'grundy --help' lists them",
     "grundy：未知的游戏或命令 '威佐'；你是不是想输入 '威佐夫'？'grundy --help' 列出了全部"),
])
def test_a_typo_gets_a_suggestion_in_both_languages(cli, argv, en, zh):
    r = cli(argv)
    assert (r.status, r.out, r.err) == (2, "", en + "\n")
    r = cli([*argv, "--lang", "zh"])
    assert (r.status, r.out, r.err) == (2, "", zh + "\n")


def test_an_unknown_judge_format_gets_a_suggestion(cli):
    r = cli(["judge", "poj1076"])
    assert r.status == 2 and r.err.count("\n") == 1
    assert "unknown judge format 'poj1076'; did you mean 'poj1067'?" in r.err
    zh = cli(["judge", "poj1076", "--lang", "zh"])
    assert "未知的评测格式 'poj1076'；你是不是想输入 'poj1067'？" in zh.err


@pytest.mark.parametrize("argv", [["chequers", "1"], ["wythoff", "1", "2", "--bogus"], ["judge", "nonsense"]])
def test_nothing_close_gets_no_suggestion(cli, argv):
    r = cli(argv)
    assert r.status == 2 and "did you mean" not in r.err


#: Chinese names a user may type for each game (each game declares its own).
CHINESE_NAMES = [("威佐夫", "wythoff"), ("尼姆", "nim"), ("巴什", "bash"), ("摩尔", "moore"),
                 ("多堆威佐夫", "allpiles"), ("皇后", "queen"), ("卡片", "cards"), ("约数倍数", "cards"),
                 ("减法", "subtraction"), ("八进制", "octal"), ("和", "sum")]


@pytest.mark.parametrize("alias, name", CHINESE_NAMES)
def test_a_chinese_name_finds_its_game(capsys, alias, name):
    assert grundy.find_game(alias).name == name
    assert alias in grundy.find_game(name).aliases_zh
    for argv in (["help", alias, "--lang", "zh"], [alias, "--help"]):
        with pytest.raises(SystemExit):
            grundy.cli.main(argv)
        assert capsys.readouterr().out.startswith((f"usage: grundy {name}", f"用法：grundy {name}"))


def test_every_game_has_a_chinese_name_of_its_own():
    from grundy.registry import ALIASES, iter_games

    seen = set(ALIASES) | set(grundy.available_games()) | set(grundy.cli.COMMANDS)
    for cls in iter_games():
        assert cls.aliases_zh, cls.name
        assert not seen & set(cls.aliases_zh), cls.name
        seen |= set(cls.aliases_zh)


@pytest.mark.parametrize("alias, english", [("威佐夫", ["wythoff", "3", "5"]),
                                            ("皇后", ["queen", "D4"]),
                                            ("八进制", ["octal", "0.07", "9"])])
def test_a_chinese_name_plays_as_the_english_one(cli, alias, english):
    for extra in ([], ["--lang", "zh"]):
        assert cli([alias, *english[1:], *extra]).out == cli([*english, *extra]).out != ""
    assert cli(["play", alias, *english[1:]], stdin=b"quit\n").status == 0
    assert cli(["sum", " ".join([alias, *english[1:]]), "nim 3"]).status == 0

# --------------------------------------------------------------- octal
@pytest.mark.parametrize("argv", [["octal", "5"], ["octal", "10", "7"], ["octal"], ["play", "octal", "5"]])
def test_octal_asks_for_its_code_first(cli, argv):
    # 'grundy octal 5' silently answered for Kayles.
    r = cli(argv)
    assert r.status == 2 and r.out == "" and r.err.count("\n") == 1, r.err
    heaps = " ".join(argv[argv.index("octal") + 1:]) or "5"
    assert r.err == f"grundy: give the octal game's code first, e.g. 'grundy octal 0.77 {heaps}' (Kayles)\n"
    zh = cli([*argv, "--lang", "zh"])
    assert zh.status == 2 and zh.err == f"grundy：请先给出八进制博弈的代码，例如 'grundy octal 0.77 {heaps}'（凯尔斯保龄球）\n"


def test_octal_with_its_code_still_runs(cli):
    assert "Octal game 0.77 (Kayles)" in cli(["octal", "0.77", "5"]).out
    assert "Octal game 0.07 (Dawson's Kayles)" in cli(["octal", "5", "--code", "0.07"]).out
    assert "Octal game 0.77 (Kayles)" in cli(["octal", "5", "--code", "0.77"]).out
    assert "the octal code first" in " ".join(_help_text("octal").split())
    # The Python default stays, and the report says which game it is.
    assert grundy.find_game("octal")().analyse((5,)).to_text().startswith("Octal game 0.77 (Kayles)")


# ------------------------------------------------- examples of the commands
def _example_parts(example: str) -> tuple[list[str], bytes | None, bool]:
    """The grundy words of an example command line, the input a printf pipes to it,
    and whether it reads or writes a file of the shell (so that it is only parsed)."""
    import shlex

    lexer = shlex.shlex(example, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    words = list(lexer)
    start = words.index("grundy")
    end = next((i for i in range(start, len(words)) if words[i] in ("<", ">", "|")), len(words))
    stdin = None
    if start >= 3 and words[start - 1] == "|" and words[0] == "printf":
        stdin = words[1].replace("\\n", "\n").encode()
    return words[start + 1:end], stdin, end < len(words)


def _help_of(argv):
    import contextlib

    out = io.StringIO()
    with pytest.raises(SystemExit) as stop, contextlib.redirect_stdout(out):
        grundy.cli.main(argv)
    assert stop.value.code == 0
    return out.getvalue()


@pytest.mark.parametrize("command", list(grundy.cli.COMMANDS))
def test_every_command_help_ends_with_examples_that_run(cli, monkeypatch, tmp_path, command):
    # 'grundy help play', 'help beatty' and 'help serve' showed no examples.
    monkeypatch.chdir(tmp_path)  # where the examples write their files
    texts = {heading: _help_of(["help", command, *lang])
             for heading, lang in (("examples:", []), ("示例：", ["--lang", "zh"]))}
    examples = {}
    for heading, text in texts.items():
        assert f"\n{heading}\n" in text, text
        examples[heading] = [line.strip() for line in
                             text.split(f"\n{heading}\n", 1)[1].split("\n\n")[0].splitlines()]
    assert examples["examples:"] == examples["示例："]
    assert examples["examples:"] and all(f"grundy {command}" in e for e in examples["examples:"])
    for example in examples["examples:"]:
        argv, stdin, shell_files = _example_parts(example)
        assert argv[0] == command, example
        grundy.cli.parser_for(command, argv[1:]).parse_command(argv[1:])  # it parses
        if command == "serve" or shell_files:
            continue  # a server, or files of the shell's; play reads its moves (none) from stdin
        before = set(tmp_path.iterdir())
        r = cli(argv, stdin=stdin or b"")
        assert r.status == 0 and (r.out or set(tmp_path.iterdir()) - before), (example, r.err)


def test_serve_names_every_game_the_page_serves(capsys):
    with pytest.raises(SystemExit):
        grundy.cli.main(["serve", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    for cls in grundy.registry.iter_games():
        assert cls.title_in("en") in text, cls.title_in("en")
    with pytest.raises(SystemExit):
        grundy.cli.main(["serve", "--help", "--lang", "zh"])
    text = "".join(capsys.readouterr().out.split())
    for cls in grundy.registry.iter_games():
        assert cls.title_in("zh").replace(" ", "") in text, cls.title_in("zh")


# ----------------------------------------------------------- completion
def _complete(line: str, tmp_path: Path, shell: str = "bash") -> list[str]:
    """The completions of ``line`` (cursor at its end), asked as the shells ask:
    argcomplete's protocol of environment variables, the answer in a file."""
    answer = tmp_path / "completions"
    env = {**_env(), "_ARGCOMPLETE": "1", "_ARGCOMPLETE_SHELL": shell, "_ARGCOMPLETE_SUPPRESS_SPACE": "1",
           "COMP_LINE": line, "COMP_POINT": str(len(line)), "_ARGCOMPLETE_STDOUT_FILENAME": str(answer)}
    proc = subprocess.run([sys.executable, "-m", "grundy"], env=env, capture_output=True, text=True,
                          stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stderr
    text = answer.read_text(encoding="utf-8")
    return sorted(word.strip() for word in text.split("\v") if word.strip())


def test_completion_of_the_first_word(tmp_path):
    assert _complete("grundy wy", tmp_path) == ["wythoff", "wythoffs"]
    assert _complete("grundy ju", tmp_path) == ["judge"]
    assert "completion" in _complete("grundy c", tmp_path) and "cards" in _complete("grundy c", tmp_path)
    assert _complete("grundy 威", tmp_path) == ["威佐夫", "威佐夫博弈"]


def test_completion_of_options_and_values(tmp_path):
    assert _complete("grundy wythoff 3 5 --mi", tmp_path) == ["--misere"]
    assert _complete("grundy --lang zh wythoff --js", tmp_path) == ["--json"]
    assert _complete("grundy table wythoff --size 5 --mis", tmp_path) == ["--misere"]
    assert _complete("grundy judge poj10", tmp_path) == ["poj1067"]
    assert _complete("grundy completion ", tmp_path) == ["bash", "fish", "zsh"]
    assert _complete("grundy help que", tmp_path) == ["queen"]
    zsh = _complete("grundy wythoff --mi", tmp_path, shell="zsh")
    assert len(zsh) == 1 and zsh[0].startswith("--misere:") and "misère" in zsh[0]


@pytest.mark.parametrize("shell, marker", [("bash", "complete "), ("zsh", "compdef"),
                                           ("fish", "complete --command grundy")])
def test_completion_prints_the_shell_code(cli, shell, marker):
    r = cli(["completion", shell])
    assert r.status == 0 and marker in r.out and "_ARGCOMPLETE" in r.out


def test_a_plain_run_does_not_import_argcomplete():
    # Completion must cost nothing at startup: argcomplete is imported only when a shell completes.
    probe = ("import sys, io, contextlib, grundy.cli as c\n"
             "with contextlib.redirect_stdout(io.StringIO()): c.main(['wythoff', '5', '8'])\n"
             "print('argcomplete' in sys.modules)")
    env = {k: v for k, v in _env().items() if k != "_ARGCOMPLETE"}
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env)
    assert proc.stdout == "False\n", proc.stderr
    times = subprocess.run([sys.executable, "-X", "importtime", "-c", "import grundy.cli"],
                           capture_output=True, text=True, env=env)
    assert times.returncode == 0 and "grundy.cli" in times.stderr and "argcomplete" not in times.stderr


def test_a_plain_run_does_not_import_string():
    # The message catalogue needs the string module only to check placeholders, never to answer.
    probe = ("import sys, io, contextlib, grundy.cli as c\n"
             "with contextlib.redirect_stdout(io.StringIO()): c.main(['wythoff', '5', '8'])\n"
             "print('string' in sys.modules)")
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=_env())
    assert proc.stdout == "False\n", proc.stderr


def test_a_plain_run_does_not_import_numpy():
    # A small Wythoff question is answered with Python integers: numpy costs start-up for nothing.
    probe = ("import sys, io, contextlib, grundy.cli as c\n"
             "with contextlib.redirect_stdout(io.StringIO()): c.main(['wythoff', '5', '8'])\n"
             "print('numpy' in sys.modules)")
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=_env())
    assert proc.stdout == "False\n", proc.stderr


@pytest.mark.parametrize("argv", [["octal", "0.07", "9", "12"], ["grundys", "10"], ["octal", "0.77", "--to", "3000"]])
def test_a_small_octal_question_does_not_import_numba(argv):
    # Importing numba and loading its kernels takes longer than the plain path's answer.
    probe = ("import sys, io, contextlib, grundy.cli as c\n"
             f"with contextlib.redirect_stdout(io.StringIO()): c.main({argv!r})\n"
             "print('numba' in sys.modules)")
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=_env())
    assert proc.stdout == "False\n", proc.stderr


def test_a_judge_run_imports_only_its_own_format():
    # The list of formats is for the help: answering input loads the one format asked for.
    probe = ("import sys, io, contextlib, grundy.cli as c\n"
             "sys.stdin = io.TextIOWrapper(io.BytesIO(b'1\\n2\\n1 2\\n'))\n"
             "with contextlib.redirect_stdout(io.TextIOWrapper(io.BytesIO())): c.main(['judge', 'p2197'])\n"
             "print(sorted(m for m in sys.modules if m.startswith('grundy.judge.')))")
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=_env())
    loaded = set(eval(proc.stdout)) if proc.stdout else proc.stderr
    assert "grundy.judge.nim" in loaded and "grundy.judge.wythoff" not in loaded, loaded
    help_text = subprocess.run([sys.executable, "-m", "grundy", "judge", "--help"], capture_output=True,
                               text=True, env=_env()).stdout
    assert "  poj1067 (also hdu1527): " in help_text and "  p2197 (also luogu-p2197): " in help_text


def test_help_of_a_judge_format_points_to_the_judges_help(cli):
    for args in (["help", "poj1067"], ["hdu1527", "--help"]):
        run = cli(args)
        assert run.status == 2 and run.err.count("\n") == 1, run.err
        assert "judge format" in run.err and "grundy judge --help" in run.err and "grundy judge poj1067" in run.err
    run = cli(["help", "poj1067", "--lang", "zh"])
    assert "grundy judge --help" in run.err and "评测" in run.err, run.err


def test_every_name_completion_offers_is_in_the_help(cli):
    # The games' other names (wythoffs, bachet, nim_k, ...) are listed by 'grundy --help' (the Chinese
    # names by 'grundy --help --lang zh'), as completion offers them.
    from grundy.registry import iter_games

    english, chinese = cli(["--help"]).out, cli(["--help", "--lang", "zh"]).out
    for cls in iter_games():
        line = next(line for line in english.splitlines() if line.startswith(f"  {cls.name} "))
        assert all(alias in line for alias in cls.aliases), (cls.name, line)
        line = next(line for line in chinese.splitlines() if line.startswith(f"  {cls.name} "))
        assert all(alias in line for alias in (*cls.aliases, *cls.aliases_zh)), (cls.name, line)
    assert "(also wythoffs)" in english
