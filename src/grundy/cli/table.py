"""``grundy table GAME --size N [--board | --grundy | --row X] [--format FMT] [-o FILE] [--certificate FILE]``.

Tables of any two-pile game in the registry, under its rule options
(``--misere``, ``--max-take M``, ... as the game declares them): by default
the list of P-positions (x, y) with x, y < N; with ``--board`` the board of
P/N marks, row x per line; with ``--grundy`` every Grundy value G(x, y)
(as an OEIS b-file, ``-o t.b``, read by antidiagonals like A004481).
``--row X`` (Wythoff's game) gives G(X, y) for y < N, or with ``-o
row.json`` the row's periodic description (no --size needed), and
``--certificate FILE`` writes the certificate of its period.  The
computation lives in :mod:`grundy.boards` and :mod:`grundy.games.wythoff.export`;
this module only parses and prints.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from typing import Any

from ..errors import InputError, UnsupportedError, os_reason
from ..messages import LANGS, Text, catalogue
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
    "row": ("row X of Wythoff's Grundy function: G(X, y) for y < N, or its periodic description (-o FILE.json)",
            "威佐夫 SG 函数的第 X 行：y < N 的 G(X, y)，或其周期描述（用 -o 写成 JSON 文件）"),
    "certificate": ("with --row: write the certificate of the row's period (check it with 'grundy verify FILE')",
                    "与 --row 一起：写出该行周期的证书（用 'grundy verify FILE' 检验）"),
    "format": ("output format (default: the one the file name says, .npy, .csv, .b (OEIS b-file) or .json, "
               "else text; npy needs -o)",
               "输出格式（默认由文件名决定：.npy、.csv、.b（OEIS b 文件）或 JSON 文件，其余为 text；npy 需要 -o）"),
    "size_needed": ("grundy table: --size N is needed (except for --row X with -o FILE.json or --certificate)",
                    "grundy table：需要 --size N（--row X 配合 -o 写 JSON 文件或 --certificate 时除外）"),
    "row_game": ("--row is for Wythoff's game with the standard rules, not {game}",
                 "--row 只适用于标准规则的威佐夫博弈，不适用于{game}"),
    "certificate_needs_row": ("grundy table: --certificate needs --row X", "grundy table：--certificate 需要 --row X"),
    "format_for": ("grundy table: --format {fmt} is for {what}", "grundy table：--format {fmt} 只适用于{what}"),
    "for_bfile": ("--grundy or --row", "--grundy 或 --row"),
    "for_json": ("--row (the row's periodic description)", "--row（该行的周期描述）"),
    "row_values": ("G({x}, y) for y < {size}", "y < {size} 的 G({x}, y)"),
    "row_description": ("the periodic description of row {x} (preperiod {e}, period {p})",
                        "第 {x} 行的周期描述（前周期 {e}，周期 {p}）"),
    "antidiagonals": ("{count} Grundy values by antidiagonals (OEIS A004481)", "按反对角线排列的 {count} 个 SG 值（OEIS A004481）"),
    "row_certificate": ("the certificate of row {x}'s period", "第 {x} 行周期的证书"),
    "output": ("write to FILE instead of the screen", "写入文件 FILE，而不是输出到屏幕"),
    "lang": ("language of error messages", "出错信息的语言（zh 为中文）"),
    "not_two_piles": ("{game} is not a two-pile game; tables are for two-pile games",
                      "{game}不是两堆的游戏；表只适用于两堆的游戏"),
    "npy_needs_file": ("grundy table: --format npy writes binary data and needs -o FILE",
                       "grundy table：--format npy 输出二进制数据，需要 -o 文件"),
    "grundy_values": ("{size} x {size} Grundy values", "{size} x {size} 个 SG 值"),
    "board_marks": ("{size} x {size} board of P/N marks", "{size} x {size} 的 P/N 局面图"),
    "p_position": ("{count} P-position (x, y) with x, y < {size}", "{count} 个必败态 (x, y)，x, y < {size}"),
    "p_positions": ("{count} {count:~P-position|P-positions} (x, y) with x, y < {size}", "{count} 个必败态 (x, y)，x, y < {size}"),
    "in_format": ("{what}, {format}", "{what}，{format}"),
    "format_mismatch": ("grundy table: --format {fmt} does not match the file name {output!r}, whose {suffix} means "
                        "{named}; leave out --format or rename the file",
                        "grundy table：--format {fmt} 与文件名 {output!r} 不符（{suffix} 表示 {named}）；"
                        "去掉 --format 或改文件名"),
    "cannot_write": ("cannot write {path}: {reason}", "无法写入 {path}：{reason}"),
})

FORMATS = ("text", "csv", "npy", "b", "json")
#: The format a file name's suffix stands for (any other name is written as text).
SUFFIXES = {".npy": "npy", ".csv": "csv", ".txt": "text", ".b": "b", ".json": "json"}


#: Options of this command that take a value (so their values are not game names).
_VALUED = ("--size", "--format", "-o", "--output", "--lang", "--color", "--row", "--certificate")


def add_arguments(parser: ArgumentParser) -> None:
    say = parser.text
    parser.description = say(MESSAGES("description"))
    parser.add_examples(["grundy table wythoff --size 30",
                         "grundy table wythoff --board --size 12 --misere",
                         "grundy table wythoff --grundy --size 2048 -o g.npy",
                         "grundy table wythoff --grundy --size 100 -o a004481.b",
                         "grundy table wythoff --row 7 -o row7.json --certificate row7.cert.json"])
    complete_with(parser.add_argument("game", help=say(MESSAGES("game"))),
                  lambda: [n for n in game_names() if find_game(n).shell.pile_map])
    parser.add_argument("--size", metavar="N", help=say(MESSAGES("size")))
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--board", action="store_true", help=say(MESSAGES("board")))
    what.add_argument("--grundy", action="store_true", help=say(MESSAGES("grundy")))
    what.add_argument("--row", metavar="X", help=say(MESSAGES("row")))
    parser.add_argument("--certificate", metavar="FILE", help=say(MESSAGES("certificate")))
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
    if not cls.shell.pile_map:
        return  # run() says that tables are for two-pile games
    own = {"--size", "--board", "--grundy", "--row", "--certificate", "--format", "-o", "--output", "--color",
           "-h", "--help"}
    for opt in cls.cli_options:
        if opt.rule and not opt.position and opt.flag not in own:
            add_option(parser, opt)


def run(args: Any) -> int:
    from .. import boards
    from ..validation import parse_count
    from .analyse import options_from_args

    ns = args
    cls = find_game(ns.game)
    if not cls.shell.pile_map:
        raise UnsupportedError(MESSAGES("not_two_piles", game=cls.named()))
    rules, _flags = options_from_args(cls, ns, rules_only=True)
    game = cls(**rules)
    fmt = output_format(ns.format, ns.output)
    if fmt == "npy" and not ns.output:
        raise UsageError(MESSAGES("npy_needs_file"))
    if ns.certificate and ns.row is None:
        raise UsageError(MESSAGES("certificate_needs_row"))
    if ns.row is not None:
        return _row(game, ns, fmt)
    if fmt == "json":
        raise UsageError(MESSAGES("format_for", fmt=fmt, what=MESSAGES("for_json")))
    if fmt == "b" and not ns.grundy:
        raise UsageError(MESSAGES("format_for", fmt=fmt, what=MESSAGES("for_bfile")))
    if ns.size is None:
        raise UsageError(MESSAGES("size_needed"))
    size = parse_count(ns.size, "--size")
    data: Any
    lines: Callable[[Any, str], Iterator[str]]
    if ns.grundy and fmt == "b":
        from ..games.wythoff.export import antidiagonals, bfile_lines

        values = antidiagonals(boards.grundy_board(game, size)).tolist()
        return _write_lines(ns, bfile_lines(values), MESSAGES("antidiagonals", count=len(values)))
    if ns.grundy:
        data = boards.grundy_board(game, size)
        lines = boards.grundy_lines
        what = MESSAGES("grundy_values", size=size)
    elif ns.board:
        data = boards.outcome_board(game, size)
        lines = boards.board_lines
        what = MESSAGES("board_marks", size=size)
    else:
        data = boards.p_positions(game, size)
        lines = boards.p_position_lines
        what = (MESSAGES("p_position", count=1, size=size) if len(data) == 1 else
                MESSAGES("p_positions", count=len(data), size=size))
    if fmt == "npy":
        import numpy as np

        array = np.asarray(data, dtype=np.int64).reshape(-1, 2) if isinstance(data, list) else data
        return _write_npy(ns.output, array, what, ns.lang)
    if ns.output:
        return _write_lines(ns, lines(data, fmt), MESSAGES("in_format", what=what, format=fmt))
    out = sys.stdout
    if ns.board:  # the board is coloured on a terminal; the lists of numbers are data
        rows = boards.board_lines(data, fmt, terminal_style(out, ns.color))
    else:
        rows = lines(data, fmt)
    for line in rows:
        out.write(line + "\n")
    out.flush()
    return 0


def _row(game: Any, ns: Any, fmt: str) -> int:
    """``--row X``: the row's values (--size N), its periodic description (json), its certificate."""
    from ..games.wythoff.export import bfile_lines, row_description, row_values
    from ..validation import parse_count

    rule = getattr(game, "rule", None)
    if not getattr(rule, "classic", False):
        raise UnsupportedError(MESSAGES("row_game", game=game.named()))
    x = parse_count(ns.row, "--row")
    if ns.certificate:
        from ..games.wythoff.certificate import make

        _write_lines(ns, iter([json.dumps(make(x), indent=1)]), MESSAGES("row_certificate", x=x), ns.certificate)
    if fmt == "json":
        row = row_description(x)
        what = MESSAGES("row_description", x=x, e=row["preperiod"], p=row["period"])
        if not ns.output:
            sys.stdout.write(json.dumps(row) + "\n")
            return 0
        return _write_lines(ns, iter([json.dumps(row)]), what)
    if ns.size is None:
        if ns.certificate:
            return 0
        raise UsageError(MESSAGES("size_needed"))
    size = parse_count(ns.size, "--size")
    values = row_values(x, size)
    what = MESSAGES("row_values", x=x, size=size)
    if fmt == "npy":
        import numpy as np

        return _write_npy(ns.output, np.array(values, dtype=object if values and max(values) >= 2**63 else np.int64),
                          what, ns.lang)
    if fmt == "b":
        return _write_lines(ns, bfile_lines(values), what)
    if fmt == "csv":
        return _write_lines(ns, iter(["y,G"] + [f"{y},{v}" for y, v in enumerate(values)]), what)
    return _write_lines(ns, iter(str(v) for v in values), what)


def _write_lines(ns: Any, lines: Iterator[str], what: Text, path: str | None = None) -> int:
    """Write the lines to ``path`` (by default -o FILE, else the screen) and say what was written."""
    path = path or ns.output
    if not path:
        for line in lines:
            sys.stdout.write(line + "\n")
        sys.stdout.flush()
        return 0
    try:
        handle = open(path, "w", encoding="utf-8", newline="\n")
    except OSError as exc:
        raise _cannot_write(path, exc) from None
    try:
        with handle:
            for line in lines:
                handle.write(line + "\n")
    except OSError as exc:  # a full disk, say
        raise _cannot_write(path, exc) from None
    wrote(path, ns.lang, what)
    return 0


def _write_npy(path: str, array: Any, what: Text, lang: str) -> int:
    import numpy as np

    try:
        with open(path, "wb") as binary:  # np.save given a name would add ".npy" to it
            np.save(binary, array, allow_pickle=array.dtype == object)
    except OSError as exc:
        raise _cannot_write(path, exc) from None
    wrote(path, lang, MESSAGES("in_format", what=what, format=array.dtype))
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
