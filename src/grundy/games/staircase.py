"""Staircase Nim as chessmen on a row: a move shifts one chessman left, never onto or past another or past the edge.

The chessmen stand on distinct cells 1, 2, 3, ...; whoever cannot move
loses.  A position is the sorted tuple of their cells.

>>> game = Staircase()
>>> game.outcome((1, 2, 3)), game.outcome((1, 5, 6, 7, 9, 12, 14, 17))
('P', 'N')
>>> game.winning_moves((2, 5))
[(2, 3)]

Algorithm notes: with the chessmen at p_1 < ... < p_N and p_0 = 0, let
g_i = p_i - p_(i-1) - 1 be the empty cells left of chessman i.  Moving
chessman i left by d takes d from g_i and adds d to g_(i+1) (nothing, for
i = N): coins moving down a staircase whose bottom step is g_N and whose
floor is beyond it.  Pair the chessmen from the right, (N-1, N),
(N-3, N-2), ... (with a virtual chessman at 0 when N is odd): the gaps
inside the pairs, g_N, g_(N-2), ..., are the odd steps.  The Grundy value
is their XOR.  Every move changes exactly one odd step (it takes from one,
or adds to the one below an even step), so no move keeps the XOR; and any
smaller XOR is reached by shortening an odd step, as in Nim (moving its
chessman left).  By induction on the number of empty cells this is
Sprague-Grundy's mex, so the gaps between the pairs do not count: a move
there, which widens a gap inside a pair, is answered by the partner
moving up behind it.  The moves to a value v are, for each odd step g_i
with t = g_i XOR X XOR v: chessman i left by g_i - t if t < g_i, or chessman
i - 1 left by t - g_i if g_i < t <= g_i + g_(i-1).  Work O(N) per question.

References: E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*,
2nd ed., vol. 1 (staircase Nim); POJ 1704 "Georgia and Bob".
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ..drawing import Shell
from ..engine import Outcome
from ..errors import InputError
from ..bigint import int_to_str
from ..game import Game
from ..messages import Text, catalogue
from ..report import Analysis
from ..validation import parse_count, quoted

__all__ = ["Staircase", "gaps", "grundy", "moves_to"]

Cells = tuple[int, ...]

MESSAGES = catalogue("staircase", {
    "cell": ("the cell of chessman {i}", "第 {i} 个棋子的格子"),
    "not_cells": ("a position of staircase Nim is a tuple of distinct cells 1, 2, 3, ... (at least one), "
                  "not {value}", "阶梯博弈的局面是互不相同的格子号 1, 2, 3, ...（至少一个），不能是 {value}"),
    "explain": ("The empty cells left of each chessman (from the left): {gaps}. Paired from the right, the gaps "
                "inside the pairs are {odd}; their XOR is {x}. {tail}",
                "各棋子左边的空格数（从左起）：{gaps}。从右往左两两配对，对内的空格数为 {odd}，异或和为 {x}。{tail}"),
    "won": ("It is not 0, so the player to move wins, as in Nim on those gaps: {move}.",
            "不为 0，先手必胜，相当于在这些空格上玩尼姆博弈：{move}。"),
    "lost": ("It is 0, so the player to move loses: a move inside a pair changes one of those gaps, and a move "
             "of the left chessman of a pair (widening the gap inside the pair) is undone by its partner.",
             "为 0，先手必败：对内的走法改变其中一个空格数，而移动一对中左边的棋子（使对内空格变大）可以被右边的棋子跟上抵消。"),
    "over": ("no chessman can move (all stand packed at the left edge): the player to move has lost.",
             "所有棋子都紧靠左端，无子可动：轮到走的一方已经输了。"),
    "move": ("move the chessman on {a} to {b}", "把 {a} 格的棋子移到 {b} 格"),
    "type_move": ("type the cell a chessman stands on and the cell it moves to, e.g. '17 15', not {text}",
                  "请输入棋子所在的格子和要移到的格子，例如 '17 15'，而不是 {text}"),
    "from": ("the cell moved from", "起点格"),
    "to": ("the cell moved to", "终点格"),
    "no_chessman": ("no chessman stands on {a}", "{a} 格上没有棋子"),
    "bad_target": ("the chessman on {a} moves left to a cell from {low} to {high}", "{a} 格的棋子只能向左移到 {low} 到 {high} 格"),
    "stuck": ("the chessman on {a} cannot move", "{a} 格的棋子不能移动"),
    "not_a_move": ("a move shifts one chessman left, not onto or past another", "一步把一个棋子向左移，不能移到或越过别的棋子"),
})


def _check(position: Any) -> Cells:
    if (not isinstance(position, tuple | list) or not position
            or not all(type(v) is int and v >= 1 for v in position) or len(set(position)) != len(position)):
        raise InputError(MESSAGES("not_cells", value=quoted(position)))
    cells = tuple(sorted(int(v) for v in position))
    return cells


def gaps(cells: Cells) -> list[int]:
    """g_i: the empty cells left of each chessman, from the left.

    >>> gaps((1, 5, 6, 7, 9, 12, 14, 17))
    [0, 3, 0, 0, 1, 2, 1, 2]
    """
    return [b - a - 1 for a, b in zip((0, *cells), cells)]


def _odd_steps(cells: Cells) -> range:
    # The indices (from 0) of the gaps inside the pairs formed from the right.
    return range(len(cells) - 1, -1, -2)


def grundy(cells: Cells) -> int:
    """The XOR of the gaps inside the pairs formed from the right.

    >>> grundy((1, 2, 3)), grundy((1, 5, 6, 7, 9, 12, 14, 17))
    (0, 3)
    """
    cells = _check(cells)
    g = gaps(cells)
    x = 0
    for i in _odd_steps(cells):
        x ^= g[i]
    return x


def moves_to(cells: Cells, value: int) -> Iterator[Cells]:
    """The options of Grundy value ``value``, chessman by chessman from the left.

    >>> list(moves_to((2, 5), 0)), list(moves_to((3, 4), 0)), list(moves_to((3, 4), 1))
    ([(2, 3)], [], [(2, 4)])
    """
    cells = _check(cells)
    g = gaps(cells)
    x = grundy(cells) ^ value
    found: list[tuple[int, Cells]] = []
    for i in _odd_steps(cells):
        t = g[i] ^ x
        if t < g[i]:
            found.append((i, cells[:i] + (cells[i] - (g[i] - t),) + cells[i + 1:]))
        elif i and g[i] < t <= g[i] + g[i - 1]:
            found.append((i - 1, cells[:i - 1] + (cells[i - 1] - (t - g[i]),) + cells[i:]))
    for _, after in sorted(found):
        yield after


TEXTS = catalogue("staircase.texts", {
    "title": ("Staircase Nim (chessmen on a row)", "阶梯博弈（一行上的棋子）"),
    "summary": ("Staircase Nim: chessmen on a row move left, never onto or past another",
                "阶梯博弈：一行上的棋子向左移，不能移到或越过别的棋子"),
    "position_help": ("the cells of the chessmen (1, 2, 3, ... from the left edge)", "各棋子所在的格子（从左端起 1, 2, 3, ...）"),
    "move_help": ("'17 15' moves the chessman on 17 to 15", "'17 15' 把 17 格的棋子移到 15 格"),
})


@dataclass(frozen=True)
class Staircase(Game):
    """Staircase Nim: chessmen on a row, each moving left."""

    name: ClassVar[str] = "staircase"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (({}, (1, 5, 6, 7, 9, 12, 14, 17)),)
    title: ClassVar[Text] = TEXTS("title")
    aliases: ClassVar[tuple[str, ...]] = ("staircase-nim", "georgia-bob")
    aliases_zh: ClassVar[tuple[str, ...]] = ("阶梯博弈", "阶梯尼姆")
    summary: ClassVar[Text | None] = TEXTS("summary")
    shell: ClassVar[Shell] = replace(
        Game.shell,
        random_start=True,
        position_metavar="CELL",
        examples=("grundy staircase 1 5 6 7 9 12 14 17", "grundy staircase 1 2 3 --grundy"),
    )
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")
    names_grundy_moves: ClassVar[bool] = True

    def validate(self, position: Any) -> Cells:
        return _check(position)

    def parse_position(self, tokens: Any) -> Cells:
        if any("," in t for t in tokens):
            tokens = [part for t in tokens for part in t.split(",") if part.strip()]
        return _check(tuple(parse_count(t, MESSAGES("cell", i=i)) for i, t in enumerate(tokens, 1)))

    def options(self, position: Any) -> Iterator[Cells]:
        cells = position
        for i, c in enumerate(cells):
            low = cells[i - 1] + 1 if i else 1
            for to in range(c - 1, low - 1, -1):
                yield cells[:i] + (to,) + cells[i + 1:]

    def check_move(self, position: Any, after: Any) -> None:
        before, after = _check(position), _check(after)
        changed = [i for i in range(len(before)) if len(after) == len(before) and before[i] != after[i]]
        if len(changed) != 1 or after[changed[0]] > before[changed[0]]:
            raise InputError(MESSAGES("not_a_move"))

    def is_over(self, position: Any) -> bool:
        return bool(position[-1] == len(position))

    def outcome(self, position: Any) -> Outcome:
        position = self.read(position, check=False)
        return "N" if grundy(position) else "P"

    def grundy(self, position: Any) -> int:
        position = self.read(position, check=False)
        return grundy(position)

    def grundy_moves(self, position: Any, value: int) -> Iterator[Cells]:
        position = self.read(position, check=False)
        return moves_to(position, value)

    def winning_moves(self, position: Any) -> list[Cells]:
        position = self.read(position, check=False)
        return list(moves_to(position, 0))

    def explain(self, position: Any, lang: str = "en") -> str:
        cells = self.read(position)
        if self.is_over(cells):
            return MESSAGES("over").render(lang)
        g = gaps(cells)
        odd = [g[i] for i in _odd_steps(cells)][::-1]
        x = grundy(cells)
        shown = ", ".join(map(int_to_str, g[:30])) + (", ..." if len(g) > 30 else "")
        odd_shown = ", ".join(map(int_to_str, odd[:30])) + (", ..." if len(odd) > 30 else "")
        if x:
            first = next(moves_to(cells, 0))
            tail = MESSAGES("won", move=self.describe_move(cells, first, lang))
        else:
            tail = MESSAGES("lost")
        return MESSAGES("explain", gaps=shown, odd=odd_shown, x=x, tail=tail).render(lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        return replace(result, grundy=grundy(result.position))

    def _moved(self, position: Any, after: Any) -> tuple[int, int]:
        a = next((x for x in position if x not in after), position[0])
        b = next((y for y in after if y not in position), a)
        return a, b

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        a, b = self._moved(position, after)
        return MESSAGES("move", a=a, b=b).render(lang)

    def parse_move(self, position: Any, text: str) -> Cells:
        """Read 'FROM TO', e.g. '17 15'.

        >>> Staircase().parse_move((2, 5), "5 3")
        (2, 3)
        """
        words = text.replace(",", " ").split()
        if len(words) != 2:
            raise InputError(MESSAGES("type_move", text=quoted(text)))
        a, b = parse_count(words[0], MESSAGES("from")), parse_count(words[1], MESSAGES("to"))
        cells = _check(position)
        if a not in cells:
            raise InputError(MESSAGES("no_chessman", a=a))
        i = cells.index(a)
        low = cells[i - 1] + 1 if i else 1
        if low > a - 1:
            raise InputError(MESSAGES("stuck", a=a))
        if not low <= b < a:
            raise InputError(MESSAGES("bad_target", a=a, low=low, high=a - 1))
        return cells[:i] + (b,) + cells[i + 1:]

    def move_text(self, position: Any, after: Any) -> str:
        a, b = self._moved(position, after)
        return f"{int_to_str(a)} {int_to_str(b)}"

    def render(self, position: Any, lang: str = "en") -> str:
        cells = _check(position)
        if cells[-1] > 80:
            return self.format_position(cells, lang)
        row = ["."] * cells[-1]
        for c in cells:
            row[c - 1] = "X"
        return "|" + " ".join(row)

    def size(self, position: Any) -> int:
        return sum(gaps(position))

    def random_position(self, rng: Any, scale: int = 20) -> Cells:
        cells = 2 * max(scale, 1)  # at most as many chessmen as cells
        count = rng.randint(min(2, cells), min(5, cells))
        return tuple(sorted(rng.sample(range(1, cells + 1), count)))
