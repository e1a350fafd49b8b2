"""What the commands print besides their answers: the line naming a file written, and colour.

Colour is the command line's alone: the library's reports take a style
(:mod:`grundy.style`), plain by default, and :func:`terminal_style` gives
them colour when standard output is a terminal that wants it.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from os import PathLike
from typing import Any

from ..messages import Text, catalogue
from ..style import Style, plain

__all__ = ["COLOURS", "add_colour_option", "colour_wanted", "terminal_style", "terminal_width", "wrote"]

MESSAGES = catalogue("cli.output", {
    "color": ("colour the verdict and the board: auto (default: on a terminal, unless NO_COLOR is set; "
              "FORCE_COLOR forces it), always or never",
              "给结论和棋盘上色：'auto'（默认：输出到终端且未设置环境变量 'NO_COLOR' 时上色；"
              "设置了 'FORCE_COLOR' 则总是上色）、'always' 或 'never'"),
    "wrote": ("wrote {path}", "已写入 {path}"),
    "wrote_what": ("wrote {path}: {what}", "已写入 {path}：{what}"),
})

#: The SGR codes of each role of :data:`grundy.style.ROLES`: bold red and bold green for
#: the verdicts, bold yellow on dim for the P and N marks of a board.
COLOURS = {
    "P": "1;31",
    "N": "1;32",
    "P-mark": "1;33",
    "N-mark": "2",
    "target": "1;32",
    "piece": "1;36",
    "goal": "1;35",
}

CHOICES = ("auto", "always", "never")


def add_colour_option(parser: Any) -> None:
    """Add ``--color auto|always|never`` to a command that colours its output."""
    parser.add_argument("--color", choices=CHOICES, default="auto", help=parser.text(MESSAGES("color")))


def colour_wanted(stream: Any, choice: str = "auto", environ: Mapping[str, str] | None = None) -> bool:
    """Whether to colour what is written to ``stream``.

    ``always`` and ``never`` decide alone.  ``auto``: not when NO_COLOR is
    set and not empty (no-color.org); else yes when FORCE_COLOR is; else
    only on a terminal, other than a dumb one, and not on Windows, whose
    older consoles show the escape codes as text.

    >>> import io
    >>> colour_wanted(io.StringIO()), colour_wanted(io.StringIO(), "always")
    (False, True)
    """
    if choice != "auto":
        return choice == "always"
    env = os.environ if environ is None else environ
    if env.get("NO_COLOR"):
        return False
    if env.get("FORCE_COLOR"):
        return True
    try:
        terminal = bool(stream.isatty())
    except (AttributeError, OSError, ValueError):  # no such method, or a closed stream
        return False
    return terminal and env.get("TERM") != "dumb" and sys.platform != "win32"


def ansi(role: str, text: str) -> str:
    """Colour text for a terminal by its role (SGR escape codes around it).

    >>> ansi("P", "P-position")
    '\\x1b[1;31mP-position\\x1b[0m'
    """
    code = COLOURS.get(role)
    return f"\x1b[{code}m{text}\x1b[0m" if code and text else text


def terminal_style(stream: Any, choice: str = "auto") -> Style:
    """The style of the reports written to ``stream``: colour if :func:`colour_wanted`, else plain."""
    return ansi if colour_wanted(stream, choice) else plain


def terminal_width(stream: Any) -> int | None:
    """The width to wrap prose to on ``stream``: its terminal's columns, or None when it is not a terminal
    (piped or redirected output is never wrapped).

    >>> import io
    >>> terminal_width(io.StringIO()) is None
    True
    """
    try:
        if not stream.isatty():
            return None
        import shutil

        return max(shutil.get_terminal_size().columns, 40)
    except (AttributeError, OSError, ValueError):
        return None


def wrote(path: str | PathLike[str], lang: str = "en", what: str | Text | None = None) -> None:
    """Say on stderr, in one line, that a file was written, and what it holds (a message).

    Standard output stays for answers (empty when the answer went to a file).

    >>> import contextlib, io
    >>> with contextlib.redirect_stderr(io.StringIO()) as err:
    ...     wrote("g.npy", "en", Text.literal("8 x 8 Grundy values, uint16", "8 x 8 个 SG 值，uint16"))
    ...     wrote("map.png", "zh")
    >>> print(err.getvalue(), end="")
    wrote g.npy: 8 x 8 Grundy values, uint16
    已写入 map.png
    """
    text = MESSAGES("wrote_what", path=path, what=what) if what else MESSAGES("wrote", path=path)
    print(text.render(lang), file=sys.stderr)
