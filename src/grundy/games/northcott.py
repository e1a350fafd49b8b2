"""Northcott's game: rows of a board, each with Tom's piece and Jerry's; each player moves his own.

A move takes one of one's own pieces along its row to any empty cell, left
or right, without jumping over the opponent's piece in that row; who
cannot move loses.  Tom moves first.  A position is the rows, each
(Tom's column, Jerry's column), and whose turn it is (0: Tom, 1: Jerry);
the board's width is a rule.

>>> game = Northcott(width=6)
>>> game.outcome((((4, 5), (1, 2), (1, 2)), 0)), game.outcome((((4, 5), (1, 3), (1, 2)), 0))
('P', 'N')
>>> game.winning_moves((((4, 5), (1, 3), (1, 2)), 0))
[(((4, 5), (2, 3), (1, 2)), 1), (((3, 5), (1, 3), (1, 2)), 1)]

Algorithm notes: the game is partizan on its face (each player moves only
his own pieces) and even loopy (a piece may go back and forth), but it is
Nim on the gaps g = |T - J| - 1, whoever is to move: the player to move
wins exactly when the XOR of the gaps is not 0 (Winning Ways, ch. 3).  A
move toward the opponent's piece shortens one gap to any smaller size,
as in Nim, and both players have those moves in every row.  A move away
widens a gap; it is reversible: the opponent follows with his own piece
and restores the gap, which leaves the XOR as it was.  The player facing
XOR != 0 shortens a gap to make it 0, and answers each retreat by
following it; the retreats are bounded by the board (each one pushes the
retreating piece toward its edge, and following keeps the gaps), and each
shortening lowers the sum of the gaps, so he wins in a bounded number of
moves.  Hence the outcome is that of Nim on the gaps, and as a sum of
partizan games each row is worth the nimber *g (its retreats being
reversible through to the shortening moves), so the position's value is the XOR of the gaps: the game's
value under its reduction to Nim, which the report gives under that name
(it is not the Grundy value of an impartial game; the game is partizan).
A sum of games refuses it as a component: whose turn it is belongs to its
position, and a move in another component would have to change it.  The winning moves are every
move that makes the XOR 0: shortening a gap g to g XOR X, or widening it to
g XOR X where the mover's piece has room behind it.  Work O(rows).

References: E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*,
2nd ed., vol. 1, chapter 3, "Some Harder Games and How to Make Them Easier"
(Northcott's game); HDU 1730.
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
from ..options import Option
from ..report import Analysis
from ..validation import parse_count, quoted

__all__ = ["Northcott", "gap_xor", "moves_to"]

Row = tuple[int, int]
Position = tuple[tuple[Row, ...], int]
TURNS = {"tom": 0, "black": 0, "jerry": 1, "white": 1, "汤姆": 0, "杰瑞": 1}

MESSAGES = catalogue("northcott", {
    "value": ("Value under the reduction to Nim (XOR of the gaps)", "化为尼姆后的值（各间隔的异或和）"),
    "value_is": ("the XOR of the gaps: the game's value under its reduction to Nim (the game is partizan, each "
                 "player moving his own pieces, so this is not the Grundy value of an impartial game)",
                 "各间隔的异或和：这个游戏化为尼姆后的值（这是双方走法不同的游戏，各走自己的棋子，所以它不是公平游戏的 SG 值）"),
    "tom": ("Tom", "汤姆"),
    "jerry": ("Jerry", "杰瑞"),
    "to_move": ("{rows} ({who} to move)", "{rows}（{who}走）"),
    "column": ("a column in row {i}", "第 {i} 行的列号"),
    "odd": ("each row needs two columns, Tom's and Jerry's ('4,5'), got {count} {count:~number|numbers}",
            "每行需要两个列号：汤姆的和杰瑞的（'4,5'），给出了 {count} 个数"),
    "not_position": ("a position of Northcott's game is rows of (Tom's column, Jerry's column), distinct, from 1 "
                     "to {width}, and whose turn it is (0: Tom, 1: Jerry), not {value}",
                     "诺斯科特游戏的局面是各行的（汤姆的列，杰瑞的列）——两列不同，在 1 到 {width} 之间——以及轮到谁走"
                     "（0：汤姆，1：杰瑞），不能是 {value}"),
    "needs_width": ("Northcott's game needs --width M, the number of columns", "诺斯科特游戏需要 --width M：列数"),
    "bad_width": ("--width must be an integer of at least 2, not {m}", "--width 必须是至少为 2 的整数，不能是 {m}"),
    "explain": ("The gaps between the two pieces of each row are {gaps}; their XOR is {x}. {tail}",
                "各行两个棋子之间的空格数为 {gaps}，异或和为 {x}。{tail}"),
    "won": ("It is not 0, so {who}, to move, wins: {move}. It is Nim on the gaps: moving toward the opponent "
            "shortens a gap, and a move away is answered by following it, which restores the gap.",
            "不为 0，轮到走的{who}必胜：{move}。这就是在空格数上的尼姆博弈：向对方靠近是减少空格，"
            "向后退可以被对方跟上抵消，空格数不变。"),
    "lost": ("It is 0, so {who}, to move, loses: moving toward the opponent changes one gap and so the XOR, and "
             "a move away is answered by following it, which restores the gap; the retreats end at the edge.",
             "为 0，轮到走的{who}必败：向对方靠近会改变一个空格数，从而改变异或和；向后退会被对方跟上，"
             "空格数复原，而后退到边上就退不动了。"),
    "over": ("{who}, to move, has no move (every piece of his is shut in by an edge and the opponent): he has lost.",
             "轮到走的{who}无子可动（每个棋子都被边和对方的棋子挡住）：已经输了。"),
    "move": ("{who} moves his piece in row {row} from column {a} to column {b}",
             "{who}把第 {row} 行的棋子从第 {a} 列移到第 {b} 列"),
    "type_move": ("type the row and the column to move your piece to, e.g. '2 3', not {text}",
                  "请输入行号和棋子要移到的列号，例如 '2 3'，而不是 {text}"),
    "row": ("the row", "行号"),
    "target": ("the column", "列号"),
    "no_row": ("there is no row {row}", "没有第 {row} 行"),
    "bad_target": ("in row {row} your piece moves to an empty column from {low} to {high}, not past the "
                   "opponent's piece", "第 {row} 行你的棋子只能移到 {low} 到 {high} 列中的空格，不能越过对方的棋子"),
    "not_a_move": ("a move takes one of the mover's pieces along its row, without jumping over the opponent's",
                   "一步把走棋一方的一个棋子沿本行移动，不能越过对方的棋子"),
    "row_label": ("row {i}", "第 {i} 行"),
})


def _who(turn: int) -> Text:
    return MESSAGES("jerry") if turn else MESSAGES("tom")


def gap_xor(rows: Any) -> int:
    """The XOR of the gaps |T - J| - 1.

    >>> gap_xor(((4, 5), (1, 2), (1, 2))), gap_xor(((4, 5), (1, 3), (1, 2)))
    (0, 1)
    """
    x = 0
    for t, j in rows:
        x ^= abs(t - j) - 1
    return x


def _span(x: int, y: int, width: int) -> tuple[int, int]:
    # The columns a piece at x may take, the opponent's being at y.
    return (1, y - 1) if x < y else (y + 1, width)


def moves_to(position: Position, value: int, width: int) -> Iterator[Position]:
    """The moves to Grundy value ``value`` (XOR of the gaps): those that shorten a gap, row by row,
    then those that widen one (so that a player who takes the first never goes on for ever)."""
    rows, turn = position
    x = gap_xor(rows) ^ value
    for widen in (False, True):
        yield from _moves_to(rows, turn, x, width, widen)


def _moves_to(rows: tuple[Row, ...], turn: int, x: int, width: int, widen: bool) -> Iterator[Position]:
    for i, row in enumerate(rows):
        mine, theirs = row[turn], row[1 - turn]
        g = abs(mine - theirs) - 1
        target = g ^ x
        if target == g or (target > g) != widen:
            continue
        step = g - target  # > 0 toward the opponent, < 0 away from him
        to = mine + step if mine < theirs else mine - step
        low, high = _span(mine, theirs, width)
        if low <= to <= high:
            new = (to, theirs) if turn == 0 else (theirs, to)
            yield rows[:i] + (new,) + rows[i + 1:], 1 - turn


TEXTS = catalogue("northcott.texts", {
    "title": ("Northcott's game", "诺斯科特游戏"),
    "summary": ("Northcott's game: rows with Tom's and Jerry's pieces; each moves his own, not jumping",
                "诺斯科特游戏：每行有汤姆和杰瑞各一个棋子，各走自己的，不能越过对方"),
    "position_help": ("each row as 'T,J' (Tom's column, Jerry's column); then 'jerry' if Jerry is to move (Tom moves first)",
                      "每行写作 'T,J'（汤姆的列，杰瑞的列）；轮到杰瑞走时最后加上 'jerry'（汤姆先走）"),
    "move_help": ("'2 3' moves your piece in row 2 to column 3", "'2 3' 把你第 2 行的棋子移到第 3 列"),
    "width_help": ("the number of columns of the board", "棋盘的列数"),
    "width_label": ("{value} {value:~column|columns}", "{value} 列"),
    "width_short": ("--width", "列数"),
})


@dataclass(frozen=True)
class Northcott(Game):
    """Northcott's game on a board ``width`` columns wide."""

    width: int | None = None

    name: ClassVar[str] = "northcott"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (({"width": 6}, (((4, 5), (1, 3), (1, 2)), 0)),)
    title: ClassVar[Text] = TEXTS("title")
    aliases: ClassVar[tuple[str, ...]] = ("northcotts-game", "tom-jerry")
    aliases_zh: ClassVar[tuple[str, ...]] = ("诺斯科特", "诺斯科特游戏")
    summary: ClassVar[Text | None] = TEXTS("summary")
    shell: ClassVar[Shell] = replace(
        Game.shell,
        random_start=True,
        position_metavar="T,J",
        examples=("grundy northcott --width 6 4,5 1,3 1,2",
                  "grundy northcott --width 6 4,5 1,2 1,2 jerry"),
    )
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")
    names_grundy_moves: ClassVar[bool] = True
    #: Its position holds whose turn it is: a sum, whose components keep their own, refuses it.
    turn_in_position: ClassVar[bool] = True
    loopy: ClassVar[bool] = True
    cli_options: ClassVar[tuple[Option, ...]] = (
        Option("width", int, TEXTS("width_help"), minimum=2, metavar="M", label=TEXTS("width_label"),
               required=True, short=TEXTS("width_short")),
    )

    def __post_init__(self) -> None:
        m = self.width
        if m is not None and (isinstance(m, bool) or not isinstance(m, int) or m < 2):
            raise InputError(MESSAGES("bad_width", m=quoted(m)))

    @property
    def m(self) -> int:
        """The number of columns."""
        if self.width is None:
            raise InputError(MESSAGES("needs_width"))
        return self.width

    def validate(self, position: Any) -> Position:
        m = self.m
        try:
            rows, turn = position
            good = (turn in (0, 1) and type(turn) is int and isinstance(rows, tuple | list) and len(rows) > 0
                    and all(isinstance(r, tuple | list) and len(r) == 2 and all(type(c) is int and 1 <= c <= m for c in r)
                            and r[0] != r[1] for r in rows))
        except (TypeError, ValueError):
            good = False
        if not good:
            raise InputError(MESSAGES("not_position", width=m, value=quoted(position)))
        return tuple((int(t), int(j)) for t, j in rows), int(turn)

    def parse_position(self, tokens: Any) -> Position:
        words = [w for t in tokens for w in t.replace(",", " ").split()]
        turn = 0
        for end in (0, -1):
            if words and words[end].lower() in TURNS:
                turn = TURNS[words.pop(end).lower()]
                break
        if len(words) % 2:
            raise InputError(MESSAGES("odd", count=len(words)))
        cols = [parse_count(w, MESSAGES("column", i=i // 2 + 1)) for i, w in enumerate(words)]
        return self.validate((tuple(zip(cols[::2], cols[1::2])), turn))

    def options(self, position: Any) -> Iterator[Position]:
        rows, turn = position
        for i, row in enumerate(rows):
            mine, theirs = row[turn], row[1 - turn]
            low, high = _span(mine, theirs, self.m)
            for to in range(low, high + 1):
                if to != mine:
                    new = (to, theirs) if turn == 0 else (theirs, to)
                    yield rows[:i] + (new,) + rows[i + 1:], 1 - turn

    def check_move(self, position: Any, after: Any) -> None:
        (rows, turn), (new, new_turn) = self.validate(position), self.validate(after)
        changed = [i for i in range(len(rows)) if len(new) == len(rows) and rows[i] != new[i]]
        if len(changed) != 1 or new_turn != 1 - turn:
            raise InputError(MESSAGES("not_a_move"))
        (i,) = changed
        mine, theirs = rows[i][turn], rows[i][1 - turn]
        low, high = _span(mine, theirs, self.m)
        if new[i][1 - turn] != theirs or not low <= new[i][turn] <= high:
            raise InputError(MESSAGES("not_a_move"))

    def outcome(self, position: Any) -> Outcome:
        return "N" if gap_xor(self.read(position)[0]) else "P"

    def grundy(self, position: Any) -> int:
        return gap_xor(self.read(position)[0])

    def grundy_moves(self, position: Any, value: int) -> Iterator[Position]:
        return moves_to(self.read(position), value, self.m)

    def winning_moves(self, position: Any) -> list[Position]:
        position = self.read(position)
        return list(moves_to(position, 0, self.m)) if gap_xor(position[0]) else []

    def explain(self, position: Any, lang: str = "en") -> str:
        rows, turn = self.read(position)
        who = _who(turn)
        if self.is_over((rows, turn)):
            return MESSAGES("over", who=who).render(lang)
        gaps = [abs(t - j) - 1 for t, j in rows]
        shown = ", ".join(map(int_to_str, gaps[:30])) + (", ..." if len(gaps) > 30 else "")
        x = gap_xor(rows)
        if x:
            first = next(moves_to((rows, turn), 0, self.m))
            tail = MESSAGES("won", who=who, move=self.describe_move((rows, turn), first, lang))
        else:
            tail = MESSAGES("lost", who=who)
        return MESSAGES("explain", gaps=shown, x=x, tail=tail).render(lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        return replace(result, grundy=gap_xor(result.position[0]), grundy_is=(MESSAGES("value"), MESSAGES("value_is")))

    def delaying_move(self, position: Any) -> Position | None:
        # One cell toward the opponent where possible: moves away could go on for ever.
        moves = list(self.options(self.validate(position)))
        total = self.size(position)
        closer = [m for m in moves if self.size(m) == total - 1]
        return (closer or moves)[0] if moves else None

    def _moved(self, position: Any, after: Any) -> tuple[int, int, int]:
        (rows, turn), (new, _) = position, after
        i = next((k for k in range(len(rows)) if rows[k] != new[k]), 0)
        return i + 1, rows[i][turn], new[i][turn]

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        row, a, b = self._moved(position, after)
        who = _who(position[1])
        return MESSAGES("move", who=who, row=row, a=a, b=b).render(lang)

    def move_text(self, position: Any, after: Any) -> str:
        row, _a, b = self._moved(position, after)
        return f"{row} {int_to_str(b)}"

    def parse_move(self, position: Any, text: str) -> Position:
        """Read 'ROW COLUMN': the mover's piece in that row goes to that column.

        >>> Northcott(width=6).parse_move((((4, 5), (1, 3)), 0), "2 2")
        (((4, 5), (2, 3)), 1)
        """
        words = text.replace(",", " ").split()
        if len(words) != 2:
            raise InputError(MESSAGES("type_move", text=quoted(text)))
        row, to = parse_count(words[0], MESSAGES("row")), parse_count(words[1], MESSAGES("target"))
        rows, turn = self.validate(position)
        if not 1 <= row <= len(rows):
            raise InputError(MESSAGES("no_row", row=row))
        mine, theirs = rows[row - 1][turn], rows[row - 1][1 - turn]
        low, high = _span(mine, theirs, self.m)
        if not low <= to <= high or to == mine:
            raise InputError(MESSAGES("bad_target", row=row, low=low, high=high))
        new = (to, theirs) if turn == 0 else (theirs, to)
        return rows[:row - 1] + (new,) + rows[row:], 1 - turn

    def format_position(self, position: Any, lang: str = "en") -> str:
        rows, turn = position
        text = " ".join(f"{int_to_str(t)},{int_to_str(j)}" for t, j in rows)
        return MESSAGES("to_move", rows=text, who=_who(turn)).render(lang)

    def render(self, position: Any, lang: str = "en") -> str:
        rows, turn = self.validate(position)
        if self.m > 60:
            return self.format_position((rows, turn), lang)
        lines = []
        for i, (t, j) in enumerate(rows, 1):
            cells = ["."] * self.m
            cells[t - 1], cells[j - 1] = "T", "J"
            lines.append(f"{MESSAGES('row_label', i=i).render(lang)} | {' '.join(cells)}")
        who = _who(turn).render(lang)
        return "\n".join(lines) + "\n" + MESSAGES("to_move", rows="", who=who).render(lang).strip()

    def position_to_json(self, position: Any) -> Any:
        rows, turn = position
        return [[list(r) for r in rows], turn]

    def position_from_json(self, value: Any) -> Position:
        if isinstance(value, list) and len(value) == 2 and isinstance(value[0], list):
            return self.validate((tuple(tuple(r) if isinstance(r, list) else r for r in value[0]), value[1]))
        return self.validate(value)

    def size(self, position: Any) -> int:
        return sum(abs(t - j) - 1 for t, j in position[0])

    def random_position(self, rng: Any, scale: int = 20) -> Position:
        m = self.width or 8
        rows = []
        for _ in range(rng.randint(2, 4)):
            # Two different columns, drawn without listing a board that may be huge.
            t, j = rng.randint(1, m), rng.randint(1, m - 1)
            rows.append((t, j + 1 if j >= t else j))
        return tuple(rows), 0
