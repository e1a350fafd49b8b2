"""The game of Queen to the corner: its rules, its answers (a lone queen by Wythoff's theorem, several as a sum of lone queens), their explanations and its typed moves.

One topic: the methods of one game class, each short and each leaning on the
board's notation (:mod:`.board`); the drawing lives in :mod:`.view`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
import re
from typing import Any, ClassVar

from ...drawing import SquareBoard
from ...drawing import Shell
from ...engine import Outcome
from ...errors import InputError, TooLargeError
from ...bigint import int_to_str
from ...game import Game
from ...messages import Text, catalogue, joined
from ...options import Option
from ...report import Analysis
from ...style import Style, plain
from ...validation import parse_count, quoted, shown
from .. import wythoff as _w
from ..sum import Sum
from .board import (
    GO_LETTERS, Square, _off_board, _square_at, _uses_go, distances, format_square, parse_board,
    parse_square, winning_targets,
)
from .view import draw

__all__ = ["Queen"]

MESSAGES = catalogue("queen", {
    "square": ("square", "格子"),
    "caption": ("The queen moves up, right, or diagonally up-right. Whoever puts her on the top-right corner wins.",
                "皇后只能向上、向右或向右上方走任意格。谁把皇后走到右上角谁赢。"),
    "lone_queen": ("The queen on {square} is {dx} {dx:~column|columns} and {dy} {dy:~row|rows} from the corner {corner}. Moving right, up or "
                        "diagonally up-right lowers these distances like taking from pile 1, pile 2 or both piles in "
                        "Wythoff's game, so the safe squares are those whose distances (dx, dy) form a Wythoff P-position "
                        "(a_k, b_k) = (floor(k*phi), floor(k*phi) + k) or its mirror image. ",
                        "{square} 上的皇后离角 {corner} 还有 {dx} 列、{dy} "
                        "行。向右、向上、沿右上对角线走，相当于威佐夫博弈中从第 1 堆、第 2 "
                        "堆或两堆同时取石子，所以安全格（必败态）就是距离 (dx, dy) 构成威佐夫奇异局势 (a_k, b_k) = "
                        "(⌊kφ⌋, ⌊kφ⌋ + k)（或其镜像）的格子。"),
    "several_reach": ("several queens can move to {name}: say which, e.g. {example}",
                           "有几个皇后都能走到 {name}：请说明走哪一个，例如 {example}"),
    "board_title": (" ({cols} x {rows} board)", "（{cols} x {rows} 棋盘）"),
    "not_squares": ("a position is one or more squares, such as ((3, 3),) or the text D4",
                        "局面是一个或几个格子，例如 ((3, 3),) 或文字 D4"),
    "one_queen": ("a move takes exactly one queen to another square", "一步恰好把一个皇后走到另一格"),
    "target_off_board": ("{b} is off the {c} x {r} board", "{b} 不在 {c} x {r} 的棋盘上"),
    "cannot_reach": ("the queen on {a} cannot go to {b}: she moves only up, right or diagonally up-right",
                        "{a} 上的皇后不能走到 {b}：皇后只能向上、向右或向右上方走"),
    "all_on_corner": ("every queen is on the corner {corner}: no move is left, so the player to move has lost.",
                           "所有皇后都已在角上 {corner}：无棋可走，轮到走的一方已经输了。"),
    "others_on_corner": ("The other queens are on the corner and cannot move. ", "其余皇后都在角上，不能再走。"),
    "not_pair": ("Here (dx, dy) = ({dx}, {dy}) is not one of them: move her to {target}, at distances ({u}, {v}), a "
                   "safe square.",
                   "这里 (dx, dy) = ({dx}, {dy}) 不是奇异局势：把她走到 {target}，距离为 ({u}, "
                   "{v})，是安全格。"),
    "sum_move": ("Move the queen on {a} to {b}: her value {g} becomes {g} XOR {total} = {h}, and the XOR becomes 0.",
                     "把 {a} 的皇后走到 {b}：她的 SG 值由 {g} 变为 {g} ⊕ {total} = {h}，异或和变为 0。"),
    "no_squares": ("give the queen's square, e.g. D4 (or several squares)", "请给出皇后所在的格子，例如 D4（也可以是几个格子）"),
    "not_a_list": ("a queen position is a list of squares, not {value!r}", "皇后的局面是格子的列表，不能是 {value!r}"),
    "type_move": ("type the target square, e.g. F6, or the queen and the target, e.g. D4 F6, not {text!r}",
                           "请输入目标格，例如 F6，或皇后所在格和目标格，例如 D4 F6，而不是 {text!r}"),
    "none_reach": ("no queen can move to {name}: a queen moves only up, right or diagonally up-right",
                     "没有皇后能走到 {name}：皇后只能向上、向右或向右上方走"),
    "go_board_title": (" (19 x 19 Go board)", "（19 路围棋盘）"),
    "on_corner": ("the queen is on the corner {corner}: the previous player moved her there and won; no move is left.",
                            "皇后已在角上 {corner}：上一位玩家把她走到这里并获胜，已无棋可走。"),
    "on_pair": ("Here (dx, dy) = ({dx}, {dy}) is the pair with k = {k}: every move leaves the opponent a square from "
                     "which they win.",
                     "这里 (dx, dy) = ({dx}, {dy}) 正是 k = {k} 的奇异局势：任何走法都让对手获胜。"),
    "straight": ("Here (dx, dy) = ({dx}, {dy}): she can go straight onto the corner {target} and win.",
                     "这里 (dx, dy) = ({dx}, {dy})：她可以一步走到角 {target} 而获胜。"),
    "sum_lost": ("Every move changes one value and makes the XOR non-zero.", "任何走法都只改变一个值，使异或和变为非零。"),
    "no_queen": ("there is no queen on {shown}", "{shown} 上没有皇后"),
    "move_one_square": ("the queen must move at least one square", "皇后至少要走一格"),
    "not_a_square_item": ("{item!r} is not a square", "{item!r} 不是格子"),
    "not_square": ("{square} is not a square (x, y)", "{square} 不是格子 (x, y)"),
    "not_integer": ("square {square}: coordinates are integers, not {v}", "格子 {square}：坐标是整数，不能是 {v}"),
    "negative": ("square {square}: coordinates are non-negative, not {v}", "格子 {square}：坐标是非负整数，不能是 {v}"),
    "sum": ("The queens move independently, so the game is the sum of one-queen games. Each queen's Grundy value "
            "is the Wythoff Grundy value of her distances to the corner, and the player to move loses exactly when "
            "their XOR is 0. Grundy values: {parts}. XOR = {total}. ",
            "各个皇后互不影响，整局是几个单皇后游戏的和。每个皇后的 SG 值是她到角的距离在威佐夫博弈中的 SG 值，"
            "当且仅当这些值的异或为 0 时轮到走的一方必败。SG 值：{parts}。异或和 = {total}。"),
    "separator": ("; ", "；"),
    "diagonally": ("diagonally up-right", "沿右上对角线"),
    "right": ("right", "向右"),
    "up": ("up", "向上"),
    "move_one": ("move the queen on {a} {t} square {way} to {b}", "把 {a} 的皇后{way}走 {t} 格到 {b}"),
    "move": ("move the queen on {a} {t} {t:~square|squares} {way} to {b}", "把 {a} 的皇后{way}走 {t} 格到 {b}"),
})


# The Wythoff game whose Grundy values are a lone queen's.
_WYTHOFF = _w.Wythoff()
@dataclass(frozen=True)
class QueenAnalysis(Analysis):
    """The analysis of a queen position; its text report ends with the board."""

    def to_text(self, style: Style = plain, *, width: int | None = None, digits: int | None = None) -> str:
        g: Queen = self.game  # type: ignore[assignment]
        targets = [g.moved_queen(self.position, m)[1] for m in self.winning_moves]
        board = g.render(self.position, self.lang, targets=targets, marks=True, style=style)
        return super().to_text(style, width=width, digits=digits) + "\n" + board


TEXTS = catalogue("queen.texts", {
    "title": ("Queen to the corner", "皇后登山"),
    "summary": ("Queen to the corner of a Go board", "皇后登山：把皇后走到围棋盘的右上角"),
    "position_help": ("the queen's square in Go coordinates (D4, Q16) or as x,y (0-based); several squares for several queens",
                      "皇后所在的格子：围棋坐标（D4、Q16）或从 0 起的 x,y；几个皇后就写几个格子"),
    "move_help": ("type the target square, e.g. 'F6' (with several queens: 'D4 F6')",
                  "输入目标格，例如 'F6'（有几个皇后时：'D4 F6'）"),
    "board_help": ("board size: 19 or 19x13 (columns x rows), any size", "棋盘大小：19 或 19x13（列 x 行），任意大小"),
    "board_short": ("--board", "棋盘"),
})


@dataclass(frozen=True, repr=False)
class Queen(Game):
    """Queen to the corner on a board of ``board = (columns, rows)``; positions are tuples of squares.

    >>> q = Queen(board="19x13")
    >>> q
    Queen(board=(19, 13))
    >>> pos = q.parse_position(["A1", "T13"])
    >>> q.format_position(pos), q.outcome(pos)
    ('A1 T13', 'N')
    """

    board: tuple[int, int] = (19, 19)

    name: ClassVar[str] = "queen"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (({}, ((3, 3),)), ({}, ((3, 3), (9, 9))))
    shell: ClassVar[Shell] = dataclasses.replace(
        Game.shell,
        board_kind="square",
        move_kinds=("pick",),
        random_start=True,
        featured=2,
        position_metavar="SQUARE",
        examples=(
            "grundy queen D4",
            "grundy queen D4 K10 Q16",
            "grundy queen 3,5 --board 9x7",
            "grundy queen E5 --board 9 --grundy",
        ),
    )
    title: ClassVar[Text] = TEXTS("title")
    aliases_zh: ClassVar[tuple[str, ...]] = ("皇后", "皇后登山")
    summary: ClassVar[Text | None] = TEXTS("summary")
    #: grundy_moves names a lone queen's moves to a Grundy value (a sum of queens asks it).
    names_grundy_moves: ClassVar[bool] = True
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")
    cli_options: ClassVar[tuple[Option, ...]] = (
        Option("board", str, TEXTS("board_help"), default="19", metavar="SIZE", short=TEXTS("board_short")),
    )

    def __post_init__(self) -> None:
        object.__setattr__(self, "board", parse_board(self.board))

    def __repr__(self) -> str:
        if self.board == (19, 19):
            return "Queen()"
        return f"Queen(board=({int_to_str(self.board[0])}, {int_to_str(self.board[1])}))"

    @property
    def corner(self) -> Square:
        """The top-right corner, where the queen goes."""
        return self.board[0] - 1, self.board[1] - 1

    def display_title(self, lang: str = "en") -> str:
        base = self.title_in(lang)
        cols, rows = self.board
        if self.board == (19, 19):
            return base + MESSAGES("go_board_title").render(lang)
        return base + MESSAGES("board_title", cols=cols, rows=rows).render(lang)

    # ----------------------------------------------------------------- rules
    def validate(self, position: Any) -> tuple[Square, ...]:
        if isinstance(position, tuple) and len(position) == 2 and all(
            isinstance(v, int) for v in position
        ):
            position = (position,)
        if not isinstance(position, (tuple, list)) or not position:
            raise InputError(MESSAGES("not_squares"))
        cols, rows = self.board
        squares = []
        for square in position:
            if not isinstance(square, (tuple, list)) or len(square) != 2:
                raise InputError(MESSAGES("not_square", square=quoted(square)))
            x, y = square
            for v in (x, y):
                if isinstance(v, bool) or not isinstance(v, int):
                    raise InputError(MESSAGES("not_integer", square=quoted(square), v=quoted(v)))
                if v < 0:
                    raise InputError(MESSAGES("negative", square=quoted(square), v=quoted(v)))
            if x >= cols or y >= rows:
                raise _off_board(x, y, self.board)
            squares.append((x, y))
        return tuple(squares)

    def canonical(self, position: Any) -> Any:
        return tuple(sorted(position))

    def _square_name(self, square: Square) -> str:
        # A square as this board writes it (Go coordinates, or x,y).
        return format_square(square, self.board)

    def _queen_moves(self, square: Square) -> Iterator[Square]:
        # One queen's moves: right, up, diagonally up-right, nearest first.
        x, y = square
        dx, dy = distances(square, self.board)
        for t in range(1, max(dx, dy) + 1):
            if t <= dx:
                yield (x + t, y)
            if t <= dy:
                yield (x, y + t)
            if t <= dx and t <= dy:
                yield (x + t, y + t)

    def options(self, position: Any) -> Iterator[tuple[Square, ...]]:
        for i, square in enumerate(position):
            for target in self._queen_moves(square):
                yield position[:i] + (target,) + position[i + 1:]

    def moved_queen(self, position: Any, after: Any) -> tuple[Square, Square]:
        """Return (from, to) of the queen that moves from ``position`` to ``after``."""
        changed = [i for i, (s, t) in enumerate(zip(position, after)) if s != t]
        if len(position) != len(after) or len(changed) != 1:
            raise InputError(MESSAGES("one_queen"))
        i = changed[0]
        return position[i], after[i]

    def check_move(self, position: Any, after: Any) -> None:
        (x, y), (u, v) = self.moved_queen(position, after)
        cols, rows = self.board
        a = format_square((x, y), self.board)
        if not (0 <= u < cols and 0 <= v < rows):
            b, c, r = f"({int_to_str(u)}, {int_to_str(v)})", int_to_str(cols), int_to_str(rows)
            raise InputError(MESSAGES("target_off_board", b=b, c=c, r=r))
        b = format_square((u, v), self.board)
        du, dv = u - x, v - y
        if du < 0 or dv < 0 or (du and dv and du != dv):
            raise InputError(MESSAGES("cannot_reach", a=a, b=b))

    # -------------------------------------------------------------- solution
    def _active(self, position: Any) -> list[int]:
        corner = self.corner
        return [i for i, s in enumerate(position) if s != corner]

    def as_sum(self, position: Any) -> tuple[Sum, tuple[tuple[Square], ...]]:
        """The queens as a sum of lone queens on this board: the sum, and its position.

        >>> game, parts = Queen().as_sum("D4 K10")
        >>> parts, game.grundy(parts) == Queen().grundy("D4 K10")
        ((((3, 3),), ((9, 9),)), True)
        """
        queens = self.read(position)
        return Sum(games=(self,) * len(queens)), tuple((square,) for square in queens)

    def outcome(self, position: Any) -> Outcome:
        position = self.read(position)
        active = self._active(position)
        if len(active) > 1:
            game, parts = self.as_sum(position)
            return game.outcome(parts)
        if not active:
            return "P"
        # The queens on the corner cannot move: the game is the lone queen's (no Grundy values).
        return _w.outcome(*distances(position[active[0]], self.board))

    def grundy(self, position: Any) -> int:
        """The Grundy value: Wythoff's of a lone queen's distances, the sum's (their XOR) for several."""
        position = self.read(position)
        if len(position) > 1:
            game, parts = self.as_sum(position)
            return game.grundy(parts)
        # Wythoff.grundy: exact when the queen is at most 100 rows or columns from the
        # corner, or within 4096 of it both ways; a clear TooLargeError beyond.
        return _WYTHOFF.grundy(distances(position[0], self.board))

    def winning_moves(self, position: Any) -> list[tuple[Square, ...]]:
        """Every winning move: queen by queen, each diagonal first, then right, then up, nearest first."""
        position = self.read(position)
        active = self._active(position)
        if len(active) > 1:
            game, parts = self.as_sum(position)
            return [tuple(part[0] for part in after) for after in game.winning_moves(parts)]
        if not active:
            return []
        i = active[0]
        return [position[:i] + (t,) + position[i + 1:] for t in winning_targets(position[i], self.board)]

    def grundy_moves(self, position: Any, value: int) -> Iterator[tuple[Square, ...]]:
        """The moves to a position of Grundy value ``value``, in the order of :meth:`winning_moves`.

        A lone queen's are named from Wythoff's values of her distances
        (:func:`grundy.games.wythoff.periodicity.wythoff_options_with_value`), without a search.

        >>> [Queen().format_position(m) for m in Queen().grundy_moves("D4", 0)]
        ['T19', 'K4', 'D10']
        """
        position = self.read(position)
        if len(position) > 1:
            # In the sum, queen i must move to value ^ (the total) ^ (her value).
            game, parts = self.as_sum(position)
            values = game.component_values(parts)
            total = game.grundy(parts)
            for i, (square, own) in enumerate(zip(position, values)):
                for target in self._moves_to_value(square, value ^ total ^ own):
                    yield position[:i] + (target,) + position[i + 1:]
            return
        yield from ((target,) for target in self._moves_to_value(position[0], value))

    def _moves_to_value(self, square: Square, value: int) -> list[Square]:
        # A lone queen's moves to Grundy value `value`: diagonal, right, up, nearest first.
        from ..wythoff.periodicity import wythoff_options_with_value

        dx, dy = distances(square, self.board)

        def order(after: tuple[int, int]) -> tuple[int, int]:
            u, v = after
            return (0 if u < dx and v < dy else 1 if v == dy else 2), max(dx - u, dy - v)

        options = sorted(wythoff_options_with_value(dx, dy, value), key=order)
        return [_square_at(u, v, self.board) for u, v in options]

    def explain(self, position: Any, lang: str = "en") -> str:
        position = self.read(position)
        sq = self._square_name
        corner = sq(self.corner)
        active = self._active(position)
        if not active:
            if len(position) == 1:
                return MESSAGES("on_corner", corner=corner).render(lang)
            return MESSAGES("all_on_corner", corner=corner).render(lang)
        if len(active) == 1:
            return self._explain_one(position, active[0], len(position) > 1, lang)
        return self._explain_sum(position, lang)

    def _explain_one(self, position: Any, i: int, others: bool, lang: str) -> str:
        sq = self._square_name
        square = position[i]
        dx, dy = distances(square, self.board)
        head = MESSAGES("lone_queen", square=sq(square), corner=sq(self.corner), dx=dx, dy=dy).render(lang)
        if others:
            head += MESSAGES("others_on_corner").render(lang)
        lo, hi = min(dx, dy), max(dx, dy)
        k = hi - lo
        if _w.is_p_position(dx, dy):
            return head + MESSAGES("on_pair", dx=dx, dy=dy, k=k).render(lang)
        target = winning_targets(square, self.board)[0]
        u, v = distances(target, self.board)
        if target == self.corner:
            return head + MESSAGES("straight", dx=dx, dy=dy, target=sq(target)).render(lang)
        return head + MESSAGES("not_pair", dx=dx, dy=dy, target=sq(target), u=u, v=v).render(lang)

    def _explain_sum(self, position: Any, lang: str) -> str:
        sq = self._square_name
        game, parts = self.as_sum(position)
        values = game.component_values(parts)
        total = game.grundy(parts)
        listed = []
        for s, g in zip(position, values):
            dx, dy = distances(s, self.board)
            listed.append(f"{sq(s)} ({int_to_str(dx)}, {int_to_str(dy)}) -> {int_to_str(g)}")
        head = MESSAGES("sum", parts=joined(listed, MESSAGES("separator")), total=total).render(lang)
        if total == 0:
            return head + MESSAGES("sum_lost").render(lang)
        first = self.winning_moves(position)[0]
        a, b = self.moved_queen(position, first)
        g = values[position.index(a)]
        return head + MESSAGES("sum_move", a=sq(a), b=sq(b), g=g, total=total, h=g ^ total).render(lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        pos = result.position
        sq = self._square_name
        moves = [self.moved_queen(pos, m) for m in result.winning_moves]
        extra: dict[str, Any] = {
            "board": list(self.board),
            "corner": sq(self.corner),
            "queens": [{"square": sq(s), "distances": list(distances(s, self.board))} for s in pos],
            "moves": [{"queen": sq(a), "to": sq(b)} for a, b in moves],
        }
        if len(self._active(pos)) > 1:
            game, parts = self.as_sum(pos)
            for entry, g in zip(extra["queens"], game.component_values(parts)):
                entry["grundy"] = g
        return QueenAnalysis(**{**result.__dict__, "extra": {**result.extra, **extra}})

    # -------------------------------------------------------------- notation
    def parse_position(self, tokens: Sequence[str]) -> tuple[Square, ...]:
        if not tokens:
            raise InputError(MESSAGES("no_squares"))
        return tuple(parse_square(t, self.board) for t in tokens)

    def position_to_json(self, position: Any) -> list[str]:
        return [format_square(s, self.board) for s in position]

    def position_from_json(self, value: Any) -> tuple[Square, ...]:
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not value:
            raise InputError(MESSAGES("not_a_list", value=value))
        squares = []
        for item in value:
            if isinstance(item, str):
                squares.append(parse_square(item, self.board))
            elif isinstance(item, list) and len(item) == 2:
                squares.append((parse_count(item[0], MESSAGES("square")), parse_count(item[1], MESSAGES("square"))))
            else:
                raise InputError(MESSAGES("not_a_square_item", item=item))
        return self.validate(tuple(squares))

    def format_position(self, position: Any, lang: str = "en") -> str:
        return " ".join(format_square(s, self.board) for s in position)

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        (x, y), (u, v) = self.moved_queen(position, after)
        a, b = format_square((x, y), self.board), format_square((u, v), self.board)
        t = max(u - x, v - y)
        way = MESSAGES("diagonally") if u > x and v > y else MESSAGES("right") if u > x else MESSAGES("up")
        if t == 1:
            return MESSAGES("move_one", a=a, t=t, way=way, b=b).render(lang)
        return MESSAGES("move", a=a, t=t, way=way, b=b).render(lang)

    def move_text(self, position: Any, after: Any) -> str:
        a, b = self.moved_queen(position, after)
        target = format_square(b, self.board)
        if len(position) == 1:
            return target
        return f"{format_square(a, self.board)} {target}"

    def parse_move(self, position: tuple[Square, ...], text: str) -> tuple[Square, ...]:
        """Read 'F6' (the square the queen goes to) or 'D4 F6' (which queen, and where).

        >>> q = Queen()
        >>> q.parse_move(((3, 3),), "F6"), q.parse_move(((3, 3), (0, 0)), "A1 A5")
        (((5, 5),), ((3, 3), (0, 4)))
        >>> q.parse_move(((3, 3),), "C5")
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: the queen on D4 cannot go to C5: she moves only up, right or diagonally up-right
        """
        words = [w for w in re.split(r"[\s\-]+|->", text.strip()) if w and w.lower() != "to"]
        if len(words) == 2:
            origin = parse_square(words[0], self.board)
            if origin not in position:
                shown = format_square(origin, self.board)
                raise InputError(MESSAGES("no_queen", shown=shown))
            i = position.index(origin)
            target = parse_square(words[1], self.board)
            after = position[:i] + (target,) + position[i + 1:]
            if target == origin:
                raise InputError(MESSAGES("move_one_square"))
            self.check_move(position, after)
            return after
        if len(words) != 1:
            raise InputError(MESSAGES("type_move", text=text))
        target = parse_square(words[0], self.board)
        reach = []
        for i, square in enumerate(position):
            after = position[:i] + (target,) + position[i + 1:]
            if square == target:
                continue
            try:
                self.check_move(position, after)
            except InputError:
                continue
            reach.append(after)
        if len(reach) == 1 or (reach and all(r == reach[0] for r in reach)):
            return reach[0]
        name = format_square(target, self.board)
        if not reach:
            if len(position) == 1:
                self.check_move(position, (target,))  # raises with the reason
                raise InputError(MESSAGES("move_one_square"))
            raise InputError(MESSAGES("none_reach", name=name))
        example = f"'{format_square(position[0], self.board)} {name}'"
        raise InputError(MESSAGES("several_reach", name=name, example=example))

    def render(
        self, position: Any, lang: str = "en", targets: Any = None, marks: bool = False,
        style: Style = plain,
    ) -> str:
        """Draw the board (its top-right 30 x 30 part when it is larger).

        ``Q`` marks a queen and ``#`` the corner.  With ``marks`` (the analysis
        report), ``*`` marks a winning target and ``o`` a safe square (a
        P-position for a lone queen); without it (terminal play) the board
        gives nothing away.  ``style`` decorates these marks, in the board
        and in its legend (roles "piece", "goal", "target", "P-mark").

        >>> print(Queen(board=(6, 5)).render(((0, 0),), marks=True))
           A B C D E F
         5 . . . . . #  5
         4 . . . * . .  4
         3 . . . . o .  3
         2 * . . . . .  2
         1 Q . . . . .  1
           A B C D E F
        Q queen   * winning target   o safe square (P-position)   # corner
        >>> print(Queen(board=(3, 2)).render(((0, 0),)))
           A B C
         2 . . #  2
         1 Q . .  1
           A B C
        Q queen   # corner (whoever moves a queen there wins)
        """
        if not marks:
            targets = []
        elif targets is None:
            try:
                targets = [self.moved_queen(position, m)[1] for m in self.winning_moves(position)]
            except TooLargeError:
                targets = []
        return draw(self.board, position, lang, targets, marks, style)

    # ------------------------------------------------------------------ play
    def size(self, position: Any) -> int:
        return sum(sum(distances(s, self.board)) for s in position)

    def random_position(self, rng: Any, scale: int = 20) -> tuple[Square, ...]:
        cols, rows = self.board
        while True:
            square = (rng.randrange(cols), rng.randrange(rows))
            if square != self.corner or cols * rows == 1:
                return (square,)

    # --------------------------------------------------------------- drawing
    def square_board(self, position: Any) -> SquareBoard:
        """The queens on the board, their lines of movement, and the squares named as they are typed.

        An empty position gives the board alone.

        >>> b = Queen(board="9").square_board(((3, 3),))
        >>> b.name((3, 3)), b.goals, b.lines
        ('D4', ((8, 8),), (((3, 3), (3, 8)), ((3, 3), (8, 3)), ((3, 3), (8, 8))))
        """
        cols, rows = self.board
        queens = self.validate(position) if position else ()
        lines = []
        for x, y in queens:
            diagonal = min(cols - 1 - x, rows - 1 - y)
            ends = [(x, rows - 1), (cols - 1, y), (x + diagonal, y + diagonal)]
            lines += [((x, y), end) for end in ends if end != (x, y)]
        go = _uses_go(self.board)
        stars = tuple((x, y) for x in (3, 9, 15) for y in (3, 9, 15)) if self.board == (19, 19) else ()
        return SquareBoard(
            cols, rows, queens, lambda square: format_square(square, self.board),
            column_label=(lambda x: GO_LETTERS[x]) if go else str,
            row_label=(lambda y: str(y + 1)) if go else str,
            piece="♛", marks=stars, goals=(self.corner,), lines=tuple(lines),
            caption=MESSAGES("caption"),
        )
