"""``grundy table GAME --size N [--board | --grundy] [--format text|csv|npy] [-o FILE]``.

Tables of any two-pile game in the registry, under its rule options
(``--misere``, ``--max-take M``, ... as the game declares them): by default
the list of P-positions (x, y) with x, y < N; with ``--board`` the board of
P/N marks, row x per line; with ``--grundy`` every Grundy value G(x, y).
The computation lives in :mod:`grundy.tables`; this module only parses and
prints.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from typing import Any

from ..errors import InputError, UnsupportedError, os_reason
from ..i18n import LANGS
from ..messages import Text, catalogue
from ..registry import find_game, game_names
from .parser import ArgumentParser, UsageError, complete_with
from .output import add_colour_option, terminal_style, wrote

#: The line that lists the command in ``grundy --help``, in English and Chinese.
SUMMARY = "tables of P-positions and Grundy values"
SUMMARY_ZH = "必败态和 SG 值的表"

__all__ = ["SUMMARY", "SUMMARY_ZH", "add_arguments", "add_game_options", "output_format", "run"]

MESSAGES = catalogue("cli.table", {
    "description": ("Tables of a two-pile game: its P-positions (default), the board of P/N marks "
                    "(--board) or every Grundy value (--grundy), for piles below N.  The game's rule "
                    "options apply (see 'grundy table GAME --help').",
                    "两堆游戏的表：必败态（默认）、P/N 标记的局面图（--board）或全部 SG 值（--grundy），"
                    "堆的大小小于 N。可以加上游戏的规则选项（见 'grundy table 游戏 --help --lang zh'）。"),
    "game": ("a two-pile game, e.g. wythoff", "一个两堆的游戏，例如 'wythoff'"),
    "size": ("piles 0..N-1", "堆的大小为 0 到 N-1"),
    "board": ("the board of P/N marks, row x per line", "P/N 标记的局面图，每行是一个 x"),
    "grundy": ("every Grundy value G(x, y)", "全部 SG 值 G(x, y)"),
    "format": ("output format (default: the one the file name says, .npy or .csv, else text; npy needs -o)",
               "输出格式（默认由文件名决定：.npy、.csv，其余为 text；npy 需要 -o）"),
    "output": ("write to FILE instead of the screen", "写入文件 FILE，而不是输出到屏幕"),
    "lang": ("language of error messages", "出错信息的语言（zh 为中文）"),
    "not_two_piles": ("{game} is not a two-pile game; tables are for two-pile games",
                      "{game}不是两堆的游戏；表只适用于两堆的游戏"),
    "npy_needs_file": ("grundy table: --format npy writes binary data and needs -o FILE",
                       "grundy table：--format npy 输出二进制数据，需要 -o 文件"),
    "grundy_values": ("{size} x {size} Grundy values", "{size} x {size} 个 SG 值"),
    "board_marks": ("{size} x {size} board of P/N marks", "{size} x {size} 的 P/N 局面图"),
    "p_position": ("{count} P-position (x, y) with x, y < {size}", "{count} 个必败态 (x, y)，x, y < {size}"),
    "p_positions": ("{count} P-positions (x, y) with x, y < {size}", "{count} 个必败态 (x, y)，x, y < {size}"),
    "in_format": ("{what}, {format}", "{what}，{format}"),
    "format_mismatch": ("grundy table: --format {fmt} does not match the file name {output!r}, whose {suffix} means "
                        "{named}; leave out --format or rename the file",
                        "grundy table：--format {fmt} 与文件名 {output!r} 不符（{suffix} 表示 {named}）；"
                        "去掉 --format 或改文件名"),
    "cannot_write": ("cannot write {path}: {reason}", "无法写入 {path}：{reason}"),
})

FORMATS = ("text", "csv", "npy")
#: The format a file name's suffix stands for (any other name is written as text).
SUFFIXES = {".npy": "npy", ".csv": "csv", ".txt": "text"}


#: Options of this command that take a value (so their values are not game names).
_VALUED = ("--size", "--format", "-o", "--output", "--lang", "--color")


def add_arguments(parser: ArgumentParser) -> None:
    say = parser.text
    parser.description = say(MESSAGES("description"))
    parser.add_examples(["grundy table wythoff --size 30",
                         "grundy table wythoff --board --size 12 --misere",
                         "grundy table wythoff --grundy --size 2048 -o g.npy"])
    complete_with(parser.add_argument("game", help=say(MESSAGES("game"))),
                  lambda: [n for n in game_names() if find_game(n).pile_map])
    parser.add_argument("--size", required=True, metavar="N", help=say(MESSAGES("size")))
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--board", action="store_true", help=say(MESSAGES("board")))
    what.add_argument("--grundy", action="store_true", help=say(MESSAGES("grundy")))
    parser.add_argument("--format", choices=FORMATS, default=None, help=say(MESSAGES("format")))
    parser.add_argument("-o", "--output", metavar="FILE", help=say(MESSAGES("output")))
    parser.add_argument("--lang", choices=LANGS, default="en", help=say(MESSAGES("lang")))
    add_colour_option(parser)


def add_game_options(parser: ArgumentParser, argv: list[str]) -> None:
    """Add the rule options (--misere, --max-take, ...) of the game named in argv."""
    from .analyse import add_option

    name = None
    skip = False
    for token in argv:
        if skip:
            skip = False
        elif token in _VALUED:
            skip = True
        elif not token.startswith("-"):
            name = token
            break
    if name is None:
        return
    cls = find_game(name)
    if not cls.pile_map:
        return  # run() says that tables are for two-pile games
    own = {"--size", "--board", "--grundy", "--format", "-o", "--output", "--color", "-h", "--help"}
    for opt in cls.cli_options:
        if opt.rule and not opt.position and opt.flag not in own:
            add_option(parser, opt)


def run(args: Any) -> int:
    from .. import boards, tables
    from ..game import parse_count
    from .analyse import options_from_args

    ns = args
    cls = find_game(ns.game)
    if not cls.pile_map:
        raise UnsupportedError(MESSAGES("not_two_piles", game=Text.literal(cls.name, cls.title_zh or cls.name)))
    size = parse_count(ns.size, "--size")
    rules, _flags = options_from_args(cls, ns, rules_only=True)
    game = cls(**rules)
    fmt = output_format(ns.format, ns.output)
    if fmt == "npy" and not ns.output:
        raise UsageError(MESSAGES("npy_needs_file"))
    data: Any
    lines: Callable[[Any, str], Iterator[str]]
    if ns.grundy:
        data = boards.grundy_board(game, size)
        lines = tables.grundy_lines
        what = MESSAGES("grundy_values", size=size)
    elif ns.board:
        data = boards.outcome_board(game, size)
        lines = tables.board_lines
        what = MESSAGES("board_marks", size=size)
    else:
        data = boards.p_positions(game, size)
        lines = tables.p_position_lines
        what = (MESSAGES("p_position", count=1, size=size) if len(data) == 1 else
                MESSAGES("p_positions", count=len(data), size=size))
    if fmt == "npy":
        import numpy as np

        array = np.asarray(data, dtype=np.int64).reshape(-1, 2) if isinstance(data, list) else data
        try:
            with open(ns.output, "wb") as binary:  # np.save given a name would add ".npy" to it
                np.save(binary, array)
        except OSError as exc:
            raise _cannot_write(ns.output, exc) from None
        wrote(ns.output, ns.lang, MESSAGES("in_format", what=what, format=array.dtype))
        return 0
    if ns.output:
        try:
            handle = open(ns.output, "w", encoding="utf-8", newline="\n")
        except OSError as exc:
            raise _cannot_write(ns.output, exc) from None
        try:
            with handle:
                for line in lines(data, fmt):
                    handle.write(line + "\n")
        except OSError as exc:  # a full disk, say
            raise _cannot_write(ns.output, exc) from None
        wrote(ns.output, ns.lang, MESSAGES("in_format", what=what, format=fmt))
        return 0
    out = sys.stdout
    if ns.board:  # the board is coloured on a terminal; the lists of numbers are data
        rows = tables.board_lines(data, fmt, terminal_style(out, ns.color))
    else:
        rows = lines(data, fmt)
    for line in rows:
        out.write(line + "\n")
    out.flush()
    return 0


def output_format(fmt: str | None, output: str | None) -> str:
    """The format to write: ``--format`` if given, else the one the file name stands for.

    A name that stands for another format than ``--format`` is refused.

    >>> output_format(None, "g.npy"), output_format(None, "t.CSV"), output_format(None, "t"), output_format(None, None)
    ('npy', 'csv', 'text', 'text')
    >>> output_format("csv", "x.npy")
    Traceback (most recent call last):
    ...
    grundy.cli.parser.UsageError: grundy table: --format csv does not match the file name 'x.npy', whose .npy means npy; leave out --format or rename the file
    """
    suffix = os.path.splitext(output or "")[1]
    named = SUFFIXES.get(suffix.lower())
    if fmt is None:
        return named or "text"
    if named is not None and named != fmt:
        raise UsageError(MESSAGES("format_mismatch", fmt=fmt, output=output, suffix=suffix, named=named))
    return fmt


def _cannot_write(path: str, exc: OSError) -> InputError:
    return InputError(MESSAGES("cannot_write", path=path, reason=os_reason(exc)))
