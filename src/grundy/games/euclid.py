"""Euclid's game: two numbers; a move subtracts a positive multiple of the smaller from the larger.

The numbers stay non-negative, and whoever makes one of them 0 wins (the
player left with a 0 cannot move, as in normal play).

>>> game = Euclid()
>>> game.outcome((34, 12)), game.winning_moves((34, 12)), game.outcome((15, 24))
('N', [(10, 12)], 'P')
>>> game.winning_moves((5, 5))
[(0, 5)]

Algorithm notes (Cole and Davie 1969): with a >= b > 0, write a = q b + r,
0 <= r < b.  If r = 0 the player to move subtracts q b and wins.  If q >= 2
the moves include (r, b) and (r + b, b); from (r + b, b) the only move is
to (r, b), so exactly one of the two is a P-position and the player to move
picks it: he wins.  If q = 1 (and r > 0) the only move is to (r, b): it is
forced.  So the game follows the continued fraction a / b = [q1; q2, ...]:
the moves are forced while the quotients are 1, and the player who meets
the first quotient of 2 or more (or the last one, where the remainder is
0) wins.  The player to move wins exactly when the number of forced moves
before that is even.  There is at most one winning move: the one of (r, b)
and (r + b, b) that is a P-position (with a = b, the move to (0, b): taking a
from b leaves the same pair, so it is listed once).
Work: one subtraction per forced move, at most log_phi(a) + 1 of them, so
numbers of any size are answered at once.

Grundy values, by the same continued fraction: with a = q b + r, the
options of (a, b) that change a are P_j = (r + j b, b), j = 0 .. q - 1,
and those of P_j are P_0 .. P_(j-1).  So if v is the value of P_0 (of
(b, r), 0 when r = 0: a terminal position), the values of P_1, P_2, ... are
0, 1, 2, ... with v left out, and G(a, b) = q if q > v, else q - 1.  The
value is folded from the last quotient to the first, starting from 0
(:func:`grundy`), and the options of each value are named at once
(:func:`grundy_moves`): their values are all different.  Cairns, Ho and
Lengyel give this function explicitly.  It is also Nivasch's
floor(|x/y - y/x|) for Grossman's variant (which ends at (d, d), with no
move to 0), taken at x/y = [q1; ..., q(n-1), qn + 1] where a/b = [q1; ..., qn]:
the two games differ only in the last quotient's column, (j d, d), which
ends at (0, d) here and at (d, d) there, so that qn here plays as qn + 1
there (tests/games/test_euclid.py checks both forms against the brute force).

References: A. J. Cole and A. J. T. Davie, "A game based on the Euclidean
algorithm and a winning strategy for it", Math. Gaz. 53 (1969) 354-357;
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, 2nd ed.;
G. Nivasch, "The Sprague-Grundy function of the game Euclid", Discrete
Math. 306 (2006) 2798-2800; G. Cairns, N. B. Ho, T. Lengyel, "The
Sprague-Grundy function of the real game Euclid", Discrete Math. 311
(2011) 457-462.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, ClassVar

from ..drawing import Shell
from ..engine import Outcome
from ..errors import InputError
from ..bigint import int_to_str
from ..game import Game
from ..messages import Text, catalogue
from ..validation import parse_count, quoted

__all__ = ["Euclid", "forced_moves", "grundy", "grundy_moves", "outcome", "winning_moves"]

Pair = tuple[int, int]

MESSAGES = catalogue("euclid", {
    "number": ("number {i}", "第 {i} 个数"),
    "two_numbers": ("Euclid's game needs two numbers, got {count}", "欧几里得游戏需要两个数，给出了 {count} 个"),
    "not_pair": ("a position of Euclid's game is a pair of non-negative integers, such as (34, 12), not {value}",
                 "欧几里得游戏的局面是两个非负整数，例如 (34, 12)，不能是 {value}"),
    "over": ("one number is 0: the opponent reached it and won; the player to move has lost.",
             "有一个数已是 0：对手先到 0 获胜，轮到走的一方已经输了。"),
    "won": ("{chain}{a} = {q} × {b} + {r}: {reason}, so the player to move there wins; it is reached after "
            "{forced} forced {forced:~move|moves} (each time the larger number is less than twice the smaller, the only move "
            "subtracts the smaller once), so the player to move now {verdict}. Winning move: {move}.",
            "{chain}{a} = {q} × {b} + {r}：{reason}，所以在那里走的一方获胜；从现在起要经过 {forced} "
            "步被迫的走法（较大的数小于较小的数的两倍时，只能减去一次较小的数），所以现在轮到走的一方{verdict}。必胜走法：{move}。"),
    "lost": ("{chain}{a} = {q} × {b} + {r}: {reason}, so the player to move there wins; it is reached after "
             "{forced} forced {forced:~move|moves} (each time the larger number is less than twice the smaller, the only move "
             "subtracts the smaller once), an odd number, so the opponent gets there: the player to move loses.",
             "{chain}{a} = {q} × {b} + {r}：{reason}，所以在那里走的一方获胜；从现在起要经过 {forced} "
             "步被迫的走法（较大的数小于较小的数的两倍时，只能减去一次较小的数），是奇数步，先到那里的是对手：轮到走的一方必败。"),
    "divides": ("the smaller divides the larger (subtract it {q} {q:~time|times} to reach 0)",
                "较小的数整除较大的数（减去 {q} 次即到 0）"),
    "quotient": ("the quotient {q} is at least 2 (of (r, b) and (r + b, b) one is lost for the opponent: "
                 "from (r + b, b) the only move is to (r, b))",
                 "商 {q} 至少为 2（(r, b) 与 (r + b, b) 中恰有一个是对手的必败态：从 (r + b, b) 只能走到 (r, b)）"),
    "chain": ("The forced moves: {steps}. ", "被迫的走法：{steps}。"),
    "chain_long": ("{count} forced {count:~move|moves}, from {first} to {last}. ", "{count} 步被迫的走法，从 {first} 到 {last}。"),
    "wins": ("wins", "必胜"),
    "subtract": ("subtract {k} × {b} = {taken} from {a}, leaving {after}", "从 {a} 减去 {k} × {b} = {taken}，留下 {after}"),
    "type_move": ("type the position the move leaves, e.g. '10 12', not {text}", "请输入走后的局面，例如 '10 12'，而不是 {text}"),
    "not_a_move": ("{after} is not one move from {before}: subtract a positive multiple of the smaller number from "
                   "the larger, staying at 0 or above",
                   "从 {before} 走一步到不了 {after}：只能从较大的数减去较小的数的正整数倍，且不小于 0"),
})


def _check(position: Any) -> Pair:
    if (not isinstance(position, tuple | list) or len(position) != 2
            or not all(type(v) is int and v >= 0 for v in position)):
        raise InputError(MESSAGES("not_pair", value=quoted(position)))
    return int(position[0]), int(position[1])


def forced_moves(a: int, b: int) -> tuple[int, Pair]:
    """How many forced moves lead from (a, b) to the first position whose mover wins, and that position.

    The position is written larger number first.

    >>> forced_moves(34, 12), forced_moves(15, 24)
    ((0, (34, 12)), (3, (6, 3)))
    """
    x, y = (a, b) if a >= b else (b, a)
    forced = 0
    while y and x < 2 * y and x != y:
        x, y = y, x - y
        forced += 1
    return forced, (x, y)


def outcome(a: int, b: int) -> Outcome:
    """'P' if the player to move loses, 'N' if he wins.

    >>> outcome(34, 12), outcome(15, 24), outcome(7, 0), outcome(10**100 + 1, 10**100)
    ('N', 'P', 'P', 'P')
    """
    a, b = _check((a, b))
    if a == 0 or b == 0:
        return "P"
    forced, _ = forced_moves(a, b)
    return "N" if forced % 2 == 0 else "P"


def _options(a: int, b: int) -> Iterator[Pair]:
    if a == 0 or b == 0:
        return
    if a >= b:
        for k in range(1, a // b + 1):
            yield a - k * b, b
    if b > a:  # with a == b, (a, 0) is the pair (0, b) already given
        for k in range(1, b // a + 1):
            yield a, b - k * a


def winning_moves(a: int, b: int) -> list[Pair]:
    """Every winning move, as the position it leaves (the larger number changed in place).

    >>> winning_moves(34, 12), winning_moves(15, 24), winning_moves(3, 9)
    ([(10, 12)], [], [(3, 0)])
    """
    a, b = _check((a, b))
    if a == 0 or b == 0:
        return []
    moves = []
    for big, small, first in ((a, b, True), (b, a, False)):
        if big < small or (big == small and not first):
            continue
        q, r = divmod(big, small)
        candidates = [r] if r == 0 else [r, r + small] if q >= 2 else [r]
        for left in candidates:
            pair = (left, small) if first else (small, left)
            if left == 0 or outcome(*pair) == "P":
                moves.append(pair)
    return moves


TEXTS = catalogue("euclid.texts", {
    "title": ("Euclid's game", "欧几里得游戏"),
    "summary": ("Euclid's game: subtract a multiple of the smaller number from the larger; reaching 0 wins",
                "欧几里得游戏：从较大的数减去较小的数的倍数，先得到 0 者胜"),
    "position_help": ("the two numbers", "两个数"),
    "move_help": ("'10 12' moves to the numbers 10 and 12", "'10 12' 走到 10 和 12 两个数"),
})


def grundy(a: int, b: int) -> int:
    """The Grundy value of (a, b), folded along the continued fraction of a / b (see the module's notes).

    >>> grundy(34, 12), grundy(15, 24), grundy(5, 5), grundy(7, 0), grundy(1, 10**100) == 10**100
    (2, 0, 1, 0, True)
    """
    a, b = _check((a, b))
    if a < b:
        a, b = b, a
    quotients = []
    while b:
        q, r = divmod(a, b)
        quotients.append(q)
        a, b = b, r
    value = 0
    for q in reversed(quotients):
        value = q if q > value else q - 1
    return value


def grundy_moves(a: int, b: int, value: int) -> Iterator[Pair]:
    """The option of (a, b) whose Grundy value is ``value``, if there is one (the options' values all differ).

    >>> list(grundy_moves(34, 12, 0)), list(grundy_moves(34, 12, 2)), list(grundy_moves(10**50, 1, 7))
    ([(10, 12)], [], [(7, 1)])
    """
    a, b = _check((a, b))
    if a == 0 or b == 0 or value < 0:
        return
    big, small = (a, b) if a >= b else (b, a)
    q, r = divmod(big, small)
    v = grundy(small, r)  # the value of P_0 = (r, small); those of P_1, P_2, ... are 0, 1, 2, ... without v
    j = 0 if value == v else value + 1 if value < v else value
    if j < q:
        left = r + j * small
        yield (left, b) if a >= b else (a, left)


@dataclass(frozen=True)
class Euclid(Game):
    """Euclid's game on a pair of numbers (a, b)."""

    name: ClassVar[str] = "euclid"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (({}, (34, 12)),)
    title: ClassVar[Text] = TEXTS("title")
    aliases: ClassVar[tuple[str, ...]] = ("euclids-game", "euclid-game")
    aliases_zh: ClassVar[tuple[str, ...]] = ("欧几里得", "欧几里得游戏")
    summary: ClassVar[Text | None] = TEXTS("summary")
    shell: ClassVar[Shell] = dataclasses.replace(
        Game.shell,
        random_start=True,
        position_metavar="N",
        examples=("grundy euclid 34 12", "grundy euclid 15 24 --grundy"),
    )
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")
    names_grundy_moves: ClassVar[bool] = True

    def validate(self, position: Any) -> Pair:
        return _check(position)

    def parse_position(self, tokens: Any) -> Pair:
        if len(tokens) != 2:
            raise InputError(MESSAGES("two_numbers", count=len(tokens)))
        return (parse_count(tokens[0], MESSAGES("number", i=1)), parse_count(tokens[1], MESSAGES("number", i=2)))

    def options(self, position: Any) -> Iterator[Pair]:
        return _options(*position)

    def canonical(self, position: Any) -> Pair:
        a, b = position
        return (a, b) if a >= b else (b, a)

    def check_move(self, position: Any, after: Any) -> None:
        (a, b), (x, y) = position, _check(after)
        if not a or not b or not ((y == b and x < a and (a - x) % b == 0) or (x == a and y < b and (b - y) % a == 0)):
            raise InputError(MESSAGES("not_a_move", before=self.format_position(position),
                                      after=self.format_position(after)))

    def is_over(self, position: Any) -> bool:
        return 0 in position

    def outcome(self, position: Any) -> Outcome:
        return outcome(*self.read(position))

    def winning_moves(self, position: Any) -> list[Pair]:
        return winning_moves(*self.read(position))

    def grundy(self, position: Any) -> int:
        return grundy(*self.read(position))

    def grundy_moves(self, position: Any, value: int) -> Iterator[Pair]:
        a, b = self.read(position)
        return grundy_moves(a, b, value)

    def explain(self, position: Any, lang: str = "en") -> str:
        a, b = self.read(position)
        if a == 0 or b == 0:
            return MESSAGES("over").render(lang)
        forced, (x, y) = forced_moves(a, b)
        steps = [self.canonical((a, b))]
        if forced <= 8:
            u, v = steps[0]
            for _ in range(forced):
                u, v = v, u - v
                steps.append((u, v))
            chain = MESSAGES("chain", steps=" → ".join(self.format_position(s) for s in steps)) if forced else ""
        else:
            chain = MESSAGES("chain_long", count=forced, first=self.format_position(steps[0]),
                             last=self.format_position((x, y)))
        q, r = divmod(x, y)
        reason = MESSAGES("divides", q=q) if r == 0 else MESSAGES("quotient", q=q)
        if forced % 2:
            return MESSAGES("lost", chain=chain, a=x, q=q, b=y, r=r, reason=reason, forced=forced).render(lang)
        move = self.describe_move((a, b), winning_moves(a, b)[0], lang)
        return MESSAGES("won", chain=chain, a=x, q=q, b=y, r=r, reason=reason, forced=forced,
                        verdict=MESSAGES("wins"), move=move).render(lang)

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        (a, b), (x, y) = position, after
        big, small, left = (a, b, x) if x != a else (b, a, y)
        taken = big - left
        k = taken // small if small else 0
        return MESSAGES("subtract", k=k, b=small, taken=taken, a=big,
                        after=self.format_position(after, lang)).render(lang)

    def parse_move(self, position: Any, text: str) -> Pair:
        words = text.replace(",", " ").split()
        if len(words) != 2:
            raise InputError(MESSAGES("type_move", text=quoted(text)))
        after = self.parse_position(words)
        self.check_move(position, after)
        return after

    def move_text(self, position: Any, after: Any) -> str:
        return f"{int_to_str(after[0])} {int_to_str(after[1])}"

    def size(self, position: Any) -> int:
        return int(position[0] + position[1])

    def random_position(self, rng: Any, scale: int = 20) -> Pair:
        return (rng.randint(1, 3 * scale), rng.randint(1, 3 * scale))
