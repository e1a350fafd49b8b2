"""Everything a user reads with ``--lang zh`` is Chinese: reports, explanations, moves,
boards, terminal play, errors (of every command), the web page's strings.

Chinese text may hold names (Wythoff, Nim, Moore, Beatty, ...) and notation
(a_k, mod, max S, squares such as D4, typed moves in quotes, option flags),
but no English words.  :func:`untranslated` finds them; each test also runs
it on the English version of the same text, so a check that passes is one
that could have failed.
"""

from __future__ import annotations

import ast
import contextlib
import io
import json
import re
from itertools import islice
from pathlib import Path

import pytest

import grundy
from grundy.cli import argparse_zh, main
from grundy.errors import GrundyError
from grundy.registry import find_game
from grundy.play import Match

SRC = Path(grundy.__file__).resolve().parent

#: Words Chinese text may hold: names, and notation shared by both languages.
ALLOWED = {
    "Wythoff", "Nim", "Nim_k", "Moore", "Bouton", "Beatty", "Fraenkel", "Scheinerman", "Ullman",
    "Sprague", "Grundy", "SG", "JSON", "JavaScript", "grundy",
    "mod", "max", "min", "mex", "sqrt", "alpha", "beta", "dx", "dy",
    "true", "false", "null", "en", "zh", "text", "csv", "npy", "NxM",
    "poj", "hdu", "lanqiao", "cses",  # judge formats: poj1067, lanqiao-cards, cses1098
    "timus", "Timus",  # the judge of timus1180
    "bash", "zsh", "fish",  # the shells that complete grundy's words
    "uint", "int", "bool",  # numpy's types of numbers in a file: uint16, int64, bool
    "Python", "Kattis", "DOMjudge",  # the languages and judge systems a problem setter names
}
_WORD = re.compile(r"[A-Za-z][A-Za-z_'’]*")
# Notation, removed before looking for words: typed moves and tokens in quotes, option
# flags, indexed names (a_k, A_n), Go squares (D4, T19), placeholders ({n}), paths and
# file names, words in capitals (metavariables such as FILE, acronyms such as POJ), the
# program's name with its command, and lists of names (the known games, say).
_NOTATION = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"|--?[A-Za-z][\w-]*|\b[A-Za-z]_\w+|\b[A-Z]\d+\b"
                       r"|\{\w+\}|(?<![\w.])/[\w./-]+|\w*\.(?:png|svg|txt|gif|mp4)\b|\b[A-Z]{2,}\b"
                       r"|\bgrundy(?: [a-z]+){0,2}"  # the program and its command: grundy plot queen
                       r"|(?:\b[a-z][\w-]*(?:, |、)){2,}[a-z][\w-]*")  # lists of names: wythoff, nim, ...


def untranslated(text: str) -> list[str]:
    """The English words in a text meant to be Chinese (words of one letter are variables).

    >>> untranslated("局面：pile 1 2, last 4"), untranslated("k = |3 - 5| = 2，a_k = 3")
    (['pile', 'last'], [])
    """
    plain = _NOTATION.sub(" ", text)
    return [w for w in _WORD.findall(plain) if len(w) > 1 and w not in ALLOWED]


def test_the_check_finds_english():
    assert untranslated("理由：moving to (3, 5) leaves the opponent a P-position") == [
        "moving", "to", "leaves", "the", "opponent"]
    assert untranslated("走法：'both 2' 从两堆各取 2 个，用 --max-take 限制") == []
    assert untranslated("威佐夫博弈 (3, 5) + 皇后登山 D4 K10") == []


# --------------------------------------------------------------- every game
def _game(name, **rules):
    return find_game(name)(**rules)


#: (game, positions, analysis flags): rule variants, P- and N-positions, finished games,
#: mid-game card positions, several queens, boards of every kind.
CASES = [
    *[(_game("wythoff", **rules), [(a, b) for a in range(7) for b in range(7)] + big, {})
      for rules, big in [
          ({}, [(10**30, 10**30 + 7), (30, 5000)]),
          ({"misere": True}, [(10**20, 3)]),
          ({"max_take": 3}, [(10**12, 7)]),
          ({"max_take": 1, "misere": True}, []),
          ({"max_take": 3, "misere": True}, [(40, 41)]),
          ({"a": 2}, [(10**15, 5)]),
          ({"a": 3}, []),
      ]],
    (_game("wythoff"), [(3, 5), (10, 15), (100, 10**60), (10**6, 90)], {"grundy": True}),
    *[(_game("nim", misere=m), [(0, 0), (1, 1), (1, 1, 1), (2, 2), (1, 1, 5), (3, 4, 5), (1, 2, 3),
                                (0,), (7,), (2, 3, 3, 5)], {"grundy": not m}) for m in (False, True)],
    *[(_game("bash", max_take=3, misere=m), [(n,) for n in range(11)] + [(10**40,)], {})
      for m in (False, True)],
    *[(_game("moore", k=k, misere=m), [(0, 0), (1, 1), (1, 1, 1), (1, 1, 4), (3, 3, 3), (1, 2, 3),
                                       (3, 5, 6), (1000, 2000, 3000), (2, 2, 2, 2)], {"all": True})
      for k in (1, 2) for m in (False, True)],
    (_game("moore", k=2), [(1, 2, 3), (3, 4, 5)], {"grundy": True}),
    (_game("allpiles"), [(0, 0, 0), (5,), (1, 2), (3, 5), (1, 2, 3), (3, 5, 7), (2, 3, 4, 5),
                         (1, 1, 2, 2), (0, 1, 2, 3), (1, 2, 3, 4, 5, 6)], {}),
    (_game("allpiles"), [(1, 2, 3, 4), (4, 7)], {"grundy": True}),
    (_game("queen"), [((x, y),) for x in (0, 3, 13, 17, 18) for y in (0, 3, 16, 18)], {}),
    (_game("queen"), [((3, 3), (9, 9), (15, 15)), ((3, 3), (3, 3)), ((18, 18), (0, 0))], {}),
    (_game("queen", board="9"), [((3, 3),), ((8, 8),)], {"grundy": True}),
    (_game("queen", board="10x8"), [((5, 7),), ((0, 0),)], {}),
    (_game("queen", board=str(10**24)), [((12345678901234567890, 3),), ((10**24 - 2, 10**24 - 3),)], {}),
    (_game("cards"), [((1, 2, 2, 3), None), ((1, 2, 2, 3), 4), ((2, 3, 6), 6), ((2, 4), 8), ((), 6),
                      ((5, 7), None), ((5, 7), 35), (tuple(range(1, 60)), None),
                      (tuple(range(1, 8)) * 10, 12)], {}),
    (_game("cards", choices=(3, 4, 5)), [((1, 2, 2, 3, 3, 4, 5), None)], {}),
    (_game("cards", choices=(2, 4)), [((2, 4), None)], {}),
    *[(_game("subtraction", set=s, misere=m), [(n,) for n in range(9)] + [(10**25 + 1,)], {})
      for s in ("1,3,4", "2,5") for m in (False, True)],
    (_game("subtraction"), [(14, 3), (7, 7), (0, 0)], {}),
    (_game("subtraction", misere=True), [(3, 4), (1, 1), (0, 0)], {}),
]


def _sum(*components):
    from grundy.games.sum import Sum, parse_component

    parsed = [parse_component(c) for c in components]
    return Sum(games=tuple(g for g, _ in parsed)), tuple(p for _, p in parsed)


SUMS = [
    _sum("wythoff 3 5", "nim 4 7", "queen D4"),
    _sum("wythoff 3 5", "nim 4 4"),
    _sum("wythoff 0 0", "nim 0"),
    _sum("cards --cards '2 3 6'", "nim 3"),
    _sum("subtraction --set 1,3,4 10", "allpiles 1 2 3", "bash 10 --max-take 3", "moore --k 2 1 2 3"),
]


def _reports(game, position, flags, lang):
    """Everything the command line, the JSON and terminal play say about one position."""
    analysis = game.analyse(position, lang, **flags)
    data = analysis.to_json()
    texts = [analysis.to_text(), data["explanation"], *data["moves_described"],
             game.display_title(lang), game.render(position, lang), Match(game, position).hint(lang),
             game.format_position(position, lang)]
    for after in islice(game.options(position), 3):  # losing moves are described too
        texts.append(game.describe_move(position, after, lang))
    return texts


def _ids(cases):
    return [f"{g.name}-{i}" for i, (g, *_rest) in enumerate(cases)]


@pytest.mark.parametrize("game, positions, flags", CASES, ids=_ids(CASES))
def test_every_report_is_chinese(game, positions, flags):
    english = []
    for position in positions:
        for text in _reports(game, position, flags, "zh"):
            assert not untranslated(text), (position, text)
        english += untranslated("\n".join(_reports(game, position, flags, "en")))
    assert english  # the same reports in English are caught


@pytest.mark.parametrize("game, position", SUMS, ids=[f"sum-{i}" for i in range(len(SUMS))])
def test_sums_are_chinese(game, position):
    for text in _reports(game, position, {}, "zh"):
        assert not untranslated(text), text
    assert untranslated("\n".join(_reports(game, position, {}, "en")))


def test_a_long_list_of_moves_ends_alike_in_both_languages():
    from grundy.games.nim import explain

    # Eleven piles of one stone: each is a winning move; eight are listed, then the rest is counted.
    assert explain((1,) * 11).endswith("; and 3 more.")
    assert explain((1,) * 11, lang="zh").endswith("；另有 3 种。")


def test_card_positions_read_in_chinese():
    cards = _game("cards")
    assert cards.format_position(((1, 2, 2, 3), 4), "zh") == "卡片 1 2 2 3，上一张 4"
    assert cards.format_position(((1, 2, 2, 3), 4)) == "cards 1 2 2 3, last 4"
    many = cards.format_position((tuple(range(1, 50)) * 2, None), "zh")
    assert many.endswith("（共 98 张）") and not untranslated(many)
    game, position = _sum("cards --cards '2 3 6'", "nim 3")
    assert game.format_position(position) == "cards 2 3 6 + nim (3)"  # said "cards cards" before


def test_the_remaining_cards_are_counted_alike_in_both_explanations():
    from grundy.games.cards import explain

    # A space between 剩余 and the count, whether the player to move wins or loses.
    assert explain([2, 3, 6], last=6, lang="zh").startswith("拿 2：剩余 3 张卡片的整除关系图")
    assert "都被剩余 2 张卡片的整除关系图" in explain([2, 4], last=8, lang="zh")


def test_every_option_and_position_help_has_chinese():
    from grundy.registry import iter_games

    for cls in iter_games():
        if cls.name != "sum":  # a sum has no options and no moves of its own
            # (each text is a message: its Chinese translates the English beside it)
            position_help_zh = cls.position_help.render("zh")
            assert position_help_zh and not untranslated(position_help_zh), cls.name
        assert cls.title is not None and not untranslated(cls.title.render("zh")), cls.name
        assert cls.move_help is None or not untranslated(cls.move_help.render("zh")), cls.name
        for opt in cls.cli_options:
            assert opt.help.render("zh") and not untranslated(opt.help.render("zh")), (cls.name, opt.name)
            if opt.short is not None:
                assert not untranslated(opt.short.render("zh")), (cls.name, opt.name)


# ---------------------------------------------------------------- the errors
def _raise_sites():
    """Every construction of a grundy error in the package, with whether its message has Chinese:
    a message of a catalogue (``InputError(MESSAGES("id", ...))``), or English with ``zh=``."""
    from tests.test_messages import MODULES, catalogue_names

    names = {"GrundyError", "InputError", "TooLargeError", "UnsupportedError", "UsageError", "JudgeError"}
    for module, (path, tree, _own) in MODULES.items():
        messages = catalogue_names(module, MODULES)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
                if name in names and node.args:
                    by_id = any(_is_message(a, messages) for a in node.args)
                    yield f"{path.relative_to(SRC)}:{node.lineno}", by_id or any(k.arg == "zh" for k in node.keywords)


def _is_message(node, messages):
    # MESSAGES("id", ...), or a method of one: MESSAGES("id", ...).only_in(lang), or one of two
    if isinstance(node, ast.IfExp):
        return _is_message(node.body, messages) and _is_message(node.orelse, messages)
    while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        node = node.func.value
    return isinstance(node, ast.Call) and getattr(node.func, "id", None) in messages


def test_every_error_has_a_chinese_text():
    sites = list(_raise_sites())
    assert len(sites) > 200  # the scan sees the package's errors
    assert [where for where, zh in sites if not zh] == []


#: Bad command lines of every game and command (each also run in English).
BAD_COMMANDS = [
    ["wythoff", "3"], ["wythoff", "3", "x"], ["wythoff", "-3", "5"], ["wythoff", "3", "5", "--a", "0"],
    ["wythoff", "3", "5", "--a", "2", "--misere"], ["wythoff", "300", "1000000", "--grundy"],
    ["wythoff", "5", "7", "--misere", "--grundy"], ["wythoff", "3", "5", "--max-take"],
    ["wythoff", "3", "5", "--colour"], ["wythoff", "3", "5", "--lang"],
    ["nim"], ["nim", "3", "4", "--misere", "--grundy"], ["bash", "10"], ["bash", "1", "2", "--max-take", "3"],
    ["moore", "1", "2"], ["moore", "--k", "0", "1"], ["moore", "--k", "2", *[str(2**40 - 1)] * 4, "--all"],
    ["allpiles"], ["allpiles", "100000", "200000", "300000", "400000"],
    ["queen", "I5"], ["queen", "U5"], ["queen", "D4", "--board", "19x0"], ["queen", "D4", "--board", "big"],
    ["queen", "30,3"], ["queen", "3,x"], ["queen", "D-4"], ["queen"],
    ["cards"], ["cards", "--cards", "2 0"], ["cards", "--cards", "2 3", "--choices", "5"],
    ["cards", "1", "2", "--cards", "2 3"], ["cards", "--cards", "2 3", "--choices", ""],
    ["subtraction", "--set", "1,0", "5"], ["subtraction", "--set", "", "5"], ["subtraction", "--set", "a", "5"],
    ["sum"], ["sum", "nim 3", "wythoff 3 5 --misere"], ["sum", "nim x"], ["sum", "nim 3 --foo"],
    ["sum", "chess e4"], ["sum", "sum nim"], ["sum", 'nim "3'],
    ["chess"], ["table", "nim", "--size", "4"], ["table", "wythoff", "--size", "x"],
    ["table", "wythoff", "--size", "4", "--format", "npy"], ["table", "wythoff", "--size", "100000"],
    ["beatty", "--a", "0"], ["beatty", "--terms", "100000000"], ["beatty", "--check", "x"],
    ["judge", "nonsense"], ["judge", "poj1067", "/nonexistent/input"],
    ["play", "wythoff", "3"], ["play", "chess"], ["plot", "queen", "--size", "5", "-o", "x.png"],
    ["--bogus", "wythoff"], ["--json", "judge", "poj1067"],
    ["wythof", "3", "5"], ["威佐", "3", "5"], ["judge", "poj1076"], ["wythoff", "3", "5", "--misre"],
    ["play", "quen"], ["octal", "5"], ["sum", "octal 5"],
    ["table", "wythoff", "--size", "5", "--format", "csv", "-o", "x.npy"],
]


def _stderr(cli, argv, lang, stdin=b""):
    result = cli([*argv, "--lang", lang] if lang == "zh" else argv, stdin=stdin)
    assert result.status == 2, (argv, result.err)
    assert result.err.count("\n") == 1, result.err
    return result.err


@pytest.mark.parametrize("argv", BAD_COMMANDS, ids=[" ".join(a) or "-" for a in BAD_COMMANDS])
def test_errors_are_chinese(cli, argv):
    zh = _stderr(cli, argv, "zh")
    assert not untranslated(zh), zh
    assert untranslated(_stderr(cli, argv, "en"))


def _zh_error(call):
    """The English and the Chinese message of the error that ``call()`` raises."""
    with pytest.raises(GrundyError) as caught:
        call()
    return str(caught.value), caught.value.text("zh")


def test_positions_the_library_refuses_are_refused_in_chinese():
    from grundy.games import wythoff as w
    from tests.test_contract import BAD_POSITIONS, SAMPLES

    calls = [lambda: w.outcome(-1, 2), lambda: w.p_position(1.5), lambda: w.partner(-1),
             lambda: w.restricted_winning_moves(3, 4, 2.5), lambda: w.generalized_p_position(-1, 2),
             lambda: w.Wythoff().outcome((1, 2, 3)), lambda: find_game("queen")().outcome(((19, 3),)),
             lambda: find_game("nim")().outcome((1, 10**20000 * -1))]
    for game, _ in SAMPLES:
        for bad in BAD_POSITIONS:
            try:
                game.read(bad)
            except GrundyError:
                calls += [lambda g=game, b=bad: g.outcome(b), lambda g=game, b=bad: g.explain(b, "zh")]
    english = []
    for call in calls:
        en, zh = _zh_error(call)
        # None and True are values quoted back, as the user gave them.
        assert zh != en and not untranslated(re.sub(r"\b(None|True)\b", "", zh)), (en, zh)
        english += untranslated(en)
    assert len(calls) > 50 and english


def test_a_cycle_and_a_game_without_options_are_refused_in_chinese():
    from grundy.build import game_from_words
    from grundy.engine import CycleError, Solver

    with pytest.raises(CycleError) as caught:
        Solver(lambda p: [1 - p], progress=None).grundy(0)
    assert caught.value.text("zh") == "局面 0 可以从它自身再走到"
    assert str(caught.value) == "the position 0 can be reached from itself"
    en, zh = _zh_error(lambda: game_from_words(["sum", "--x"]))
    assert (en, zh) == ("sum has no option --x (its options: --misere)", "游戏的和没有选项 --x（它的选项：--misere）")


@pytest.mark.parametrize("argv", [["queen", "9" * 20000 + ",3"], ["table", "wythoff", "--size", "9" * 20000],
                                  ["subtraction", "5", "--set", "9" * 20000], ["sum", "nim_" + "9" * 20000],
                                  ["allpiles", *map(str, range(1, 1001))], ["queen", "-1,3"]])
def test_huge_or_negative_tokens_are_quoted_short_in_chinese(cli, argv):
    zh = _stderr(cli, argv, "zh")
    assert len(zh) < 400 and not untranslated(zh), zh  # the known games are listed
    assert untranslated(_stderr(cli, argv, "en"))


JUDGE_INPUTS = [
    ("poj1067", b"1 2\n3 x\n"), ("poj1067", b"1 2 3"), ("hdu2177", b"1 2\n3 -4\n0 0\n"),
    ("p2197", b"2\n3 1 2 3\n2 1"), ("p2197", b"x"), ("p2197", b"1\n2000000000 1"),
    ("hdu2176", b"3 1 2 y\n0\n"), ("hdu2176", b"2 1"), ("hdu1846", b"1\n5 0\n"), ("hdu1846", b"2\n5 1\n"),
    ("lanqiao-cards", b"2 3 6\n5\n"), ("lanqiao-cards", b"\n"), ("lanqiao-cards", b"2 3\n"),
    ("lanqiao-cards", b"2 0\n2\n"), ("lanqiao-cards", b"2 3\n2\n7\n"),
]


@pytest.mark.parametrize("fmt, data", JUDGE_INPUTS, ids=[f"{f}-{i}" for i, (f, _) in enumerate(JUDGE_INPUTS)])
def test_judge_errors_are_chinese(cli, fmt, data):
    zh = _stderr(cli, ["judge", fmt], "zh", data)
    assert zh.startswith("grundy：第 ") and not untranslated(zh), zh
    assert untranslated(_stderr(cli, ["judge", fmt], "en", data))


def _help(argv):
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit) as done:
        main(argv)
    assert done.value.code in (0, None)
    return out.getvalue()


def _help_words(text):
    """The words of a help text, without the usage lines, the example command lines
    and the options' left column (notation)."""
    words = []
    in_usage = in_examples = False
    for line in text.splitlines():
        if line.startswith(("用法：", "usage: ")):
            in_usage = True
        elif not line.strip():
            in_usage = in_examples = False
        if in_usage or in_examples and line.startswith("  "):
            continue
        in_examples = line in ("示例：", "examples:")  # its heading is read, its commands are not
        # A judge format's names ("  poj1067（又名 hdu1527）: ...") are notation too.
        line = re.sub(r"^  [\w-]+(（又名 [^）]*）| \(also [^)]*\))?: ", "  ", line)
        # So are a game's other names after its summary in the overview.
        line = re.sub(r"（又名 [^）]*）$", "", line)
        words += untranslated(re.sub(r"^  (-\S.*?|\S+)(?=\s{2,}|$)", " ", line))
    return words


HELP = [[], ["wythoff"], ["nim"], ["bash"], ["moore"], ["allpiles"], ["queen"], ["cards"], ["subtraction"],
        ["sum"], ["judge"], ["table"], ["table", "wythoff"], ["beatty"], ["play"], ["play", "queen"],
        ["plot"], ["serve"], ["version"], ["completion"]]


@pytest.mark.parametrize("argv", HELP, ids=[" ".join(a) or "overview" for a in HELP])
def test_help_is_chinese(argv):
    zh = _help([*argv, "--help", "--lang", "zh"]) if argv else None
    if zh is None:  # the overview prints and returns
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            assert main(["--help", "--lang", "zh"]) == 0
        zh = out.getvalue()
        english = io.StringIO()
        with contextlib.redirect_stdout(english):
            main(["--help"])
        en = english.getvalue()
    else:
        en = _help([*argv, "--help"])
    assert "用法：" in zh and _help_words(zh) == []
    assert _help_words(en)


def test_the_judge_formats_are_listed_once_in_either_language():
    for argv, heading, refer in [(["judge", "--help"], "formats:", "(see the list above)"),
                                 (["judge", "--help", "--lang", "zh"], "格式：", "见上面的列表")]:
        text = _help(argv)
        assert "poj1067, hdu2177" not in text and heading in text and refer in text  # no second list


@pytest.mark.parametrize("name", grundy.available_games())
def test_game_help_shows_its_examples_under_a_chinese_heading(name):
    # The commands stay as typed; the heading and the marks of required options are Chinese.
    def examples(text, heading):
        lines = text.split(f"\n{heading}\n", 1)[1].splitlines()
        return [line.strip() for line in lines if line.startswith("  ")]

    zh, en = _help(["help", name, "--lang", "zh"]), _help(["help", name])
    assert examples(zh, "示例：") == examples(en, "examples:") != []
    assert zh.count("（必需）") == en.count(" (required)") == sum(
        1 for opt in find_game(name).cli_options if opt.required and opt.kind is not bool)


def test_argparse_messages_are_translated():
    # argparse asks by message id (gettext's way); the catalogue answers, nothing is guessed.
    assert argparse_zh("the following arguments are required: %s") == "缺少必需的参数：%s"
    assert argparse_zh("argument %(argument_name)s: %(message)s") == "参数 %(argument_name)s：%(message)s"
    assert argparse_zh("something else") == "something else"


@pytest.mark.parametrize("argv, zh", [
    (["wythoff", "3", "5", "--max-take"], "grundy wythoff：参数 --max-take：需要一个值"),
    (["table", "wythoff", "--size", "5", "--board", "--grundy"], "grundy table：参数 --grundy：不能与 --board 同时使用"),
    (["nim", "3", "--misere=1"], "grundy nim：参数 --misere：不接受值 '1'"),
    (["judge"], "grundy judge：缺少必需的参数：format"),
    (["wythoff", "3", "5", "--lang", "fr"], None),  # an unknown language: the error is in English
])
def test_argparse_errors_are_composed_in_chinese(cli, argv, zh):
    result = cli([*argv, "--lang", "zh"] if zh else argv)
    assert result.status == 2
    if zh is None:
        assert result.err == "grundy wythoff: argument --lang: invalid choice: 'fr' (choose from 'en', 'zh')\n"
    else:
        assert result.err == zh + "\n"


#: argparse's messages that only a parser built wrong brings (a programming error, not a
#: user's), and those of features grundy does not use (files, deprecation, defaults in help).
ARGPARSE_UNMET = {
    "%r is not callable", "'required' is an invalid argument for positionals", ".__call__() not defined",
    'argument "-" with mode %r', "can't open '%(filename)s': %(error)s", "cannot have multiple subparser arguments",
    "cannot merge actions - two groups are named %r", "conflicting subparser alias: %s", "conflicting subparser: %s",
    "dest= is required for options like %r", "invalid conflict_resolution value: %r",
    "invalid option string %(option)r: must start with a character %(prefix_chars)r",
    "mutually exclusive arguments must be optional", "unexpected option string: %s",
    "conflicting option string: %s", "%(prog)s: error: %(message)s\n", "%(prog)s: warning: %(message)s\n",
    "option '%(option)s' is deprecated", "argument '%(argument_name)s' is deprecated",
    "command '%(parser_name)s' is deprecated", " (default: %(default)s)", "subcommands",
}


def _argparse_message_ids():
    import argparse
    import inspect

    for node in ast.walk(ast.parse(inspect.getsource(argparse))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("_", "ngettext") and node.args:
            if isinstance(node.args[0], ast.Constant):
                yield node.args[0].value


def test_every_argparse_message_a_user_can_meet_is_in_the_catalogue():
    from grundy.cli.parser import ARGPARSE

    ids = set(_argparse_message_ids())
    english = {en for en, _zh in ARGPARSE.values()}
    assert len(ids) > 30 and ids - ARGPARSE_UNMET - english == set()
    # Each entry is one of this argparse's messages, or one of a later Python's that grundy asks for too.
    assert english - ids <= {"%(heading)s:", "show program's version number and exit"}


def test_plain_argparse_keeps_its_own_words_beside_a_chinese_parser():
    import argparse

    from grundy.cli.parser import ArgumentParser

    zh = ArgumentParser(prog="grundy demo", lang="zh")
    zh.add_argument("--size", required=True)
    plain = argparse.ArgumentParser(prog="demo")
    assert zh.format_help().startswith("用法：grundy demo [-h] --size SIZE\n\n选项：\n")
    assert plain.format_help().startswith("usage: demo [-h]\n\noptions:\n")
    assert ArgumentParser(prog="en").format_usage() == "usage: en [-h]\n"


class _FullDisk(io.RawIOBase):
    def writable(self):
        return True

    def write(self, b):
        import errno

        raise OSError(errno.ENOSPC, "No space left on device")


def test_an_output_that_cannot_be_written_says_so_in_chinese(monkeypatch, capsys):
    import sys

    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(_FullDisk(), encoding="utf-8"))
    assert main(["wythoff", "3", "5", "--lang", "zh"]) == 2
    zh = capsys.readouterr().err
    assert zh.startswith("grundy：") and zh.count("\n") == 1 and not untranslated(zh), zh
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(_FullDisk(), encoding="utf-8"))
    assert main(["wythoff", "3", "5"]) == 2
    assert untranslated(capsys.readouterr().err)


def test_an_interruption_says_so_in_chinese(monkeypatch, capsys):
    from grundy.cli import analyse

    def interrupted(*args):
        raise KeyboardInterrupt

    monkeypatch.setattr(analyse, "main", interrupted)
    assert main(["wythoff", "3", "5", "--lang", "zh"]) == 130
    zh = capsys.readouterr().err
    assert zh.startswith("grundy：") and zh.count("\n") == 1 and not untranslated(zh), zh
    assert main(["wythoff", "3", "5"]) == 130
    assert untranslated(capsys.readouterr().err)


# ------------------------------------------------------------ terminal play
#: (game and position, typed lines): a hint, a bad move, undo, help, then moves to the end.
PLAY = [
    (["wythoff", "2", "2"], ["hint", "3 1", "提示", "悔棋", "帮助", "both 2"]),  # the human wins
    (["wythoff", "1", "2"], ["1 9", "1 1"]),  # the computer wins
    (["nim", "1", "1", "1", "--misere"], ["hint", "2 9", "1 1", "2 1"]),
    (["bash", "5", "--max-take", "3"], ["9", "1", "hint"]),
    (["moore", "--k", "2", "1", "2", "3"], ["4 4", "hint", "undo", "help"]),
    (["allpiles", "1", "2", "3", "4"], ["all 9", "hint"]),
    (["queen", "D4"], ["C5", "hint", "T19"]),
    (["queen", "D4", "K10"], ["D4", "hint"]),
    (["cards", "--cards", "2 3 4 6"], ["5", "hint", "4"]),
    (["subtraction", "7"], ["2", "hint", "undo"]),
    (["sum", "wythoff 3 5", "nim 4 7"], ["3 1", "hint", "2 1 1"]),
]


@pytest.mark.parametrize("argv, lines", PLAY, ids=[" ".join(a) for a, _ in PLAY])
def test_terminal_play_is_chinese(cli, argv, lines):
    typed = "".join(line + "\n" for line in lines).encode()
    zh = cli(["play", *argv, "--lang", "zh", "--hints"], stdin=typed)
    assert zh.status == 0 and zh.err == "", zh.err
    assert "对局结束" in zh.out or "你赢了" in zh.out or "电脑获胜" in zh.out
    leaks = [(line, untranslated(line)) for line in zh.out.splitlines() if untranslated(line)]
    assert leaks == []
    en = cli(["play", *argv, "--hints"], stdin=typed.replace("提示".encode(), b"hint")
             .replace("悔棋".encode(), b"undo").replace("帮助".encode(), b"help"))
    assert untranslated(en.out)


def test_play_takes_the_language_before_the_game(cli):
    # --lang's value is not the game's name (it was taken for one).
    assert "你赢了" in cli(["play", "--lang", "zh", "wythoff", "2", "2"], stdin=b"both 2\n").out


# ---------------------------------------------------------------- web page
def test_web_answers_in_chinese():
    from grundy.web import service

    games = service.list_games()["games"]
    for info in games:
        assert not untranslated(info["title_zh"]) and not untranslated(info["position_help_zh"])
        for opt in info["options"]:
            assert not untranslated(opt["help_zh"]), (info["name"], opt["name"])
    answer = service.analyse("cards", options={"cards": "1 2 2 3"}, tokens=["4"], lang="zh")
    assert answer["position_text"] == "卡片 1 2 2 3，上一张 4"
    answer = service.analyse("cards", options={"cards": "2 3 6", "choices": "3 6"}, tokens=[], lang="zh")
    # the issue's sample: of the first cards 3 and 6, only 3 wins
    assert answer["winning_positions_text"] == ["卡片 2 6，上一张 3"]
    with pytest.raises(GrundyError) as caught:
        service.check_move("wythoff", position=[3, 5], text="1 9", lang="zh")
    assert caught.value.zh and not untranslated(caught.value.zh)


def _js_strings(block: str) -> dict[str, str]:
    return dict(re.findall(r"(\w+): '((?:[^'\\]|\\.)*)'", block))


def test_web_page_strings_are_chinese():
    script = (SRC / "web" / "static" / "texts.js").read_text(encoding="utf-8")
    en = _js_strings(script[script.index("  en: {"):script.index("  zh: {")])
    zh = _js_strings(script[script.index("  zh: {"):script.index("\n};")])
    assert set(zh) == set(en) and len(zh) > 50
    html = re.compile(r"<[^>]+>|&\w+;")
    leaks = {k: untranslated(html.sub(" ", v)) for k, v in zh.items() if untranslated(html.sub(" ", v))}
    assert leaks == {}
    assert any(untranslated(html.sub(" ", v)) for v in en.values())


@pytest.mark.parametrize("argv", [["--check", "100"], ["--a", "3", "--start", "10", "--terms", "3"]])
def test_beatty_is_chinese(cli, argv):
    zh = cli(["beatty", *argv, "--lang", "zh"])
    assert zh.status == 0 and "互补 Beatty 序列" in zh.out and not untranslated(zh.out), zh.out
    assert untranslated(cli(["beatty", *argv]).out)


@pytest.mark.parametrize("argv, name", [(["--grundy"], "g.npy"), (["--board"], "b.npy"), ([], "p.csv"),
                                        (["--board"], "b.txt")])
def test_the_file_written_is_named_in_chinese(cli, tmp_path, argv, name):
    command = ["table", "wythoff", "--size", "6", *argv, "-o", str(tmp_path / name)]
    zh = cli([*command, "--lang", "zh"])
    assert zh.status == 0 and zh.err.startswith("已写入") and not untranslated(zh.err), zh.err
    assert untranslated(cli(command).err)


def test_json_output_is_chinese(cli):
    result = cli(["cards", "4", "--cards", "1 2 2 3", "--json", "--lang", "zh"])
    data = json.loads(result.out)
    assert not untranslated(data["explanation"]) and data["position"] == {"cards": [1, 2, 2, 3], "last": 4}
    text = cli(["cards", "4", "--cards", "1 2 2 3", "--lang", "zh"]).out
    assert "局面：卡片 1 2 2 3，上一张 4" in text.splitlines()
    assert "cards" not in text
