"""The ``grundy`` command line: argument parsing only; every command calls the library.

Usage: ``grundy GAME POSITION... [--json] [--lang zh]`` analyses a position
of any registered game; ``grundy COMMAND ...`` runs one of the tools
(judge, table, beatty, play, plot, serve).  Bad input gives a one-line
message on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import re
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from ..errors import GrundyError
from ..exact import unlimited_digits
from ..game import GAMES, available_games

__all__ = ["COMMANDS", "ArgumentParser", "UsageError", "main"]

#: command -> (module, one-line summary); the module defines add_arguments(parser)
#: and run(args) -> exit status.  Modules not installed are not offered.
COMMANDS: dict[str, tuple[str, str]] = {
    "judge": ("grundy.cli.judge", "answer judge input (POJ 1067, HDU 2177, ...) in the judge's format"),
    "table": ("grundy.cli.table", "tables of P-positions and Grundy values"),
    "beatty": ("grundy.cli.beatty", "complementary Beatty sequences behind the P-positions"),
    "play": ("grundy.cli.play", "play a game against the computer in the terminal"),
    "plot": ("grundy.cli.plot", "pictures: P-position maps, Grundy heatmaps, the queen's board"),
    "serve": ("grundy.cli.serve", "a local web page to play and explore"),
}


class UsageError(GrundyError):
    """Bad command-line arguments."""


class ArgumentParser(argparse.ArgumentParser):
    """An argparse parser whose errors are one-line exceptions, not exits."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # No option of grundy starts with "-" and a digit, so such a token is a
        # value ("-1,3", "--board -5x3"), refused by the game with its name;
        # argparse itself reads only "-1" and "-1.5" so.
        self._negative_number_matcher = re.compile(r"^-\.?\d")

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message}")

    def parse_command(self, argv: Sequence[str]) -> argparse.Namespace:
        """Parse with options before or after the positions (``--`` ends the options)."""
        argv = list(argv)
        if "--" in argv:  # argparse's intermixed mode mishandles "--"
            return self.parse_args(argv)
        return self.parse_intermixed_args(argv)


def _available_commands() -> list[str]:
    return [n for n, (m, _) in COMMANDS.items() if importlib.util.find_spec(m) is not None]


def _overview() -> str:
    from .. import __version__

    lines = [
        f"grundy {__version__}: exact solutions and perfect play for impartial games",
        "",
        "usage: grundy GAME POSITION... [--json] [--lang en|zh]",
        "       grundy COMMAND ...",
        "",
        "games:",
    ]
    for name in available_games():
        lines.append(f"  {name:<12} {GAMES[name][1]}")
    lines.append("")
    lines.append("commands:")
    for name in _available_commands():
        lines.append(f"  {name:<12} {COMMANDS[name][1]}")
    lines += ["", "'grundy NAME --help' (or 'grundy help NAME') describes one game or command.",
              "Example: grundy wythoff 3 5    grundy judge poj1067 < input.txt"]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status (0 ok, 2 bad input, 130 interrupted)."""
    args = list(sys.argv[1:] if argv is None else argv)
    _utf8_streams()
    # Exact integers of any size are printed in full (the limit in force
    # before is restored on return, for callers that run main in-process).
    try:
        with unlimited_digits():
            status = _dispatch(args)
        sys.stdout.flush()  # a full disk says so here, not at exit
        return status
    except GrundyError as exc:
        sys.stdout.flush()
        # Usage errors already name the command ("grundy wythoff: ...").
        prefix = "" if isinstance(exc, UsageError) else "grundy: "
        print(f"{prefix}{_one_line(exc)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        sys.stdout.flush()
        print("grundy: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): stop quietly.
        _drop_output()
        return 0
    except OSError as exc:
        # Output that cannot be written (a full disk, say); files that cannot
        # be read or written are named by the commands as they open them.
        if exc.filename is None:
            _drop_output()
            print(f"grundy: cannot write the output: {exc.strerror or exc}", file=sys.stderr)
        else:
            print(f"grundy: cannot write {exc.filename}: {exc.strerror or exc}", file=sys.stderr)
        return 2


def _drop_output() -> None:
    # Whatever is still buffered for standard output goes nowhere, so that
    # Python's own flush at exit does not fail again.
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        try:
            sys.stdout = open(os.devnull, "w", encoding="utf-8")
        except OSError:
            pass


def _dispatch(args: list[str]) -> int:
    if args[:1] == ["help"] and len(args) > 1:  # grundy help NAME: as grundy NAME --help
        return _dispatch([args[1], "--help"])
    if not args or args[0] in ("-h", "--help", "help"):
        print(_overview())
        return 0
    if args[0] == "--version":
        from .. import __version__

        print(f"grundy {__version__}")
        return 0
    name = args[0].lower()
    if name in _available_commands():
        module = importlib.import_module(COMMANDS[name][0])
        parser = ArgumentParser(prog=f"grundy {name}", description=COMMANDS[name][1])
        module.add_arguments(parser)
        extend = getattr(module, "add_game_options", None)
        if extend is not None:
            # Commands over any game take that game's options too (e.g. --misere).
            extend(parser, args[1:])
        ns = parser.parse_command(args[1:])
        status: int = module.run(ns)
        return status
    from ..game import ALIASES

    name = ALIASES.get(name, name)
    if name in available_games():
        from . import analyse

        return analyse.main(name, args[1:])
    raise UsageError(f"grundy: unknown game or command {args[0]!r}; 'grundy --help' lists them")


def _one_line(exc: BaseException) -> str:
    # Whitespace made single spaces; a huge word (a number of thousands of
    # digits quoted back) shortened to its ends.
    words = [w if len(w) <= 80 else f"{w[:40]}...{w[-6:]}" for w in str(exc).split()]
    return " ".join(words) or type(exc).__name__


def _utf8_streams() -> None:
    for stream in (sys.stdout, sys.stderr):
        reconfigure: Any = getattr(stream, "reconfigure", None)
        if reconfigure is not None and (stream.encoding or "").lower() not in ("utf-8", "utf8"):
            try:
                reconfigure(encoding="utf-8", errors="replace")
            except (ValueError, OSError):
                pass
