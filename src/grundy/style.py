"""The parts of a text report a shell may decorate (colour on a terminal, say), by their role.

The text reports take a ``style``, a function ``style(role, text) -> str``,
and pass each part of the roles below through it: the verdict of
:meth:`Analysis.to_text <grundy.report.Analysis.to_text>` and of
:meth:`Match.hint <grundy.play.Match.hint>`, the marks of
:func:`grundy.boards.board_lines` and of the queen's board.  The default,
:func:`plain`, returns the text unchanged, so the library writes plain
text and the shell alone decides on decoration.  A style adds around the
text and never changes it: a report reads the same without it.

>>> from grundy.boards import board_lines
>>> import numpy as np
>>> list(board_lines(np.array([[True, False]]), style=lambda role, text: f"[{role}:{text}]"))
['[P-mark:P] [N-mark:N]']
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["ROLES", "Style", "plain"]

#: A decoration of the parts of a report: ``style(role, text)`` returns the text, decorated.
Style = Callable[[str, str], str]

#: The roles of the parts a report passes through its style.
ROLES = {
    "P": "the verdict on a P-position",
    "N": "the verdict on an N-position",
    "P-mark": "a P-position marked on a board (P in a table, the queen's safe square)",
    "N-mark": "an N-position marked on a board",
    "target": "the square a winning move goes to",
    "piece": "a piece on a board (the queen)",
    "goal": "the square that ends the game (the queen's corner)",
}


def plain(role: str, text: str) -> str:
    """No decoration: the text itself.

    >>> plain("P", "P-position")
    'P-position'
    """
    return text
