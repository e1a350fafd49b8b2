"""Driving ``grundy play`` through a pseudo-terminal, shared by the play tests."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pexpect

import grundy

SRC = str(Path(grundy.__file__).resolve().parents[1])


def spawn(args: list[str], timeout: int = 60, colour: bool = False) -> pexpect.spawn:
    """Start ``grundy play ARGS...`` on a pseudo-terminal, in colour or (by default) plain."""
    env = {**os.environ, "PYTHONPATH": SRC}
    if colour:
        env.pop("NO_COLOR", None)
        env["TERM"] = "xterm"
    else:
        env["NO_COLOR"] = "1"  # the tests read the text
    return pexpect.spawn(sys.executable, ["-m", "grundy", "play", *args], env=env,
                         encoding="utf-8", timeout=timeout)


def piles(text: str) -> tuple[int, ...]:
    """A position of piles as the game prints it: '(3, 5)'."""
    return tuple(int(x) for x in text.strip("()").split(","))


def play_through(child: pexpect.spawn, parse: Callable[[str], Any],
                 choose: Callable[[Any, str], str]) -> str:
    """Play a whole game; return the winner, "human" or "computer".

    ``parse(text)`` reads a printed position; ``choose(position, hint)``
    returns the move to type (hint is the hinted move, or "").
    """
    hint = ""
    position = None
    while True:
        i = child.expect([r"Position: ([^\r]*)\r\n", r"You win!", r"The computer wins\.",
                          r"Hint: [^\r]*Winning move: (.*?)  \(", r"your move> "])
        if i == 0:
            position = parse(child.match.group(1))
            hint = ""
        elif i == 1:
            return "human"
        elif i == 2:
            return "computer"
        elif i == 3:
            hint = child.match.group(1)
        else:
            move = choose(position, hint)
            assert move, f"no move to type at {position}"
            child.sendline(move)
