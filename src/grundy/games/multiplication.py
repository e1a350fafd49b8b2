"""The multiplication game: p starts at 1; a move multiplies p by 2 to 9; whoever first makes p >= n wins.

The position is (p, n); the player left with p >= n cannot move (the
opponent reached n), as in normal play.

>>> game = Multiplication()
>>> game.outcome((1, 162)), game.winning_moves((1, 162)), game.outcome((1, 17))
('N', [(9, 162)], 'P')

Algorithm notes: only m = ceil(n / p) matters (p x >= n iff x >= m), and a
move by k turns it into ceil(m / k).  Claim: for m >= 2 the player to move
wins exactly when m lies in (18^j, 9 * 18^j] for some j >= 0, and loses when
m lies in (9 * 18^j, 18^(j+1)].  By induction on m: for m in (1, 9] the
move by 9 reaches n.  For m in (9 * 18^j, 18^(j+1)] every k from 2 to 9
gives ceil(m / k) between ceil(m / 9) > 18^j and ceil(m / 2) <= 9 * 18^j:
a winning interval for the opponent.  For m in (18^j, 9 * 18^j] with
j >= 1, k = ceil(m / 18^j) is between 2 and 9 and ceil(m / k) <= 18^j, while
k 18^j / 2 < (m + 18^j) / 2 <= m gives ceil(m / k) > 9 * 18^(j-1): a losing
interval for the opponent.  The interval of m is found with a few integer
divisions by 18 (ceil(m / 18^j) in [2, 18] names it), so n of any size is
answered at once; the winning multipliers are the k whose ceil(m / k) is
losing.  Grundy values are found by search (on m), for moderate n only.

References: Waterloo local contest, 2001-09-22, "A Multiplication Game"
(UVa 847, POJ 2505, HDU 1517).
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

__all__ = ["Multiplication", "interval", "outcome", "winning_multipliers"]

Pair = tuple[int, int]
MULTIPLIERS = range(2, 10)

MESSAGES = catalogue("multiplication", {
    "p": ("p", "p"),
    "n": ("n", "n"),
    "numbers": ("the multiplication game needs n, or p and n, got {count} {count:~number|numbers}",
                "乘法游戏需要 n，或 p 和 n，给出了 {count} 个数"),
    "not_pair": ("a position of the multiplication game is (p, n) with p >= 1 and n >= 1, not {value}",
                 "乘法游戏的局面是 (p, n)，p ≥ 1，n ≥ 1，不能是 {value}"),
    "over": ("p = {p} >= n = {n}: the opponent reached n and won; the player to move has lost.",
             "p = {p} ≥ n = {n}：对手已到达 n 获胜，轮到走的一方已经输了。"),
    "won": ("p = {p}, n = {n}: the product still needed is m = ⌈n / p⌉ = {m}, and ⌈m / 18^{j}⌉ = {c} "
            "is between 2 and 9, so m lies in (18^{j}, 9 × 18^{j}]: the player to move wins. {how}",
            "p = {p}，n = {n}：还需要乘上的积 m = ⌈n / p⌉ = {m}，⌈m / 18^{j}⌉ = {c} 在 2 到 9 之间，"
            "所以 m 在 (18^{j}, 9 × 18^{j}] 中：先手必胜。{how}"),
    "won_now": ("Multiply by {ks}: p reaches n at once.", "乘以 {ks}：p 立即达到 n。"),
    "won_later": ("Multiply by {ks}: that leaves the opponent m in (9 × 18^{i}, 18^{j}], where every multiplier "
                  "from 2 to 9 hands m back in a winning interval.",
                  "乘以 {ks}：对手面对的 m 在 (9 × 18^{i}, 18^{j}] 中，无论乘以 2 到 9 中的哪一个，都把 m 交回到必胜区间。"),
    "lost": ("p = {p}, n = {n}: the product still needed is m = ⌈n / p⌉ = {m}, and ⌈m / 18^{j}⌉ = {c} "
             "is between 10 and 18, so m lies in (9 × 18^{j}, 18^{k}]: every multiplier from 2 to 9 leaves the "
             "opponent ⌈m / k⌉ in (18^{j}, 9 × 18^{j}], a winning interval, so the player to move loses.",
             "p = {p}，n = {n}：还需要乘上的积 m = ⌈n / p⌉ = {m}，⌈m / 18^{j}⌉ = {c} 在 10 到 18 之间，"
             "所以 m 在 (9 × 18^{j}, 18^{k}] 中：无论乘以 2 到 9 中的哪一个，对手面对的 ⌈m / k⌉ 都在 "
             "(18^{j}, 9 × 18^{j}] 中，是必胜区间，所以先手必败。"),
    "multiply": ("multiply by {k}, to p = {after}", "乘以 {k}，得到 p = {after}"),
    "type_move": ("type the multiplier, 2 to 9, e.g. '9', not {text}", "请输入乘数（2 到 9），例如 '9'，而不是 {text}"),
    "multiplier": ("the multiplier", "乘数"),
    "not_a_move": ("a move multiplies p by 2 to 9", "一步把 p 乘以 2 到 9 中的一个数"),
})


def _check(position: Any) -> Pair:
    if (not isinstance(position, tuple | list) or len(position) != 2
            or not all(type(v) is int and v >= 1 for v in position)):
        raise InputError(MESSAGES("not_pair", value=quoted(position)))
    return int(position[0]), int(position[1])


def needed(p: int, n: int) -> int:
    """m = ceil(n / p), the product still needed (1 or less: the game is over)."""
    return -(-n // p)


def interval(m: int) -> tuple[int, int]:
    """(j, c): the j with c = ceil(m / 18^j) in [2, 18], for m >= 2; the mover wins iff c <= 9.

    >>> interval(162), interval(17), interval(34012226)
    ((1, 9), (0, 17), (6, 2))
    """
    j, c = 0, m
    while c > 18:
        c = -(-c // 18)
        j += 1
    return j, c


def _wins(m: int) -> bool:
    return m >= 2 and interval(m)[1] <= 9


def outcome(p: int, n: int) -> Outcome:
    """'P' if the player to move loses, 'N' if he wins.

    >>> outcome(1, 162), outcome(1, 17), outcome(1, 18**300), outcome(1, 9 * 18**300)
    ('N', 'P', 'P', 'N')
    """
    p, n = _check((p, n))
    return "N" if _wins(needed(p, n)) else "P"


def winning_multipliers(p: int, n: int) -> list[int]:
    """Every multiplier that wins, increasing.

    >>> winning_multipliers(1, 162), winning_multipliers(1, 17), winning_multipliers(1, 7)
    ([9], [], [7, 8, 9])
    """
    p, n = _check((p, n))
    m = needed(p, n)
    if not _wins(m):
        return []
    return [k for k in MULTIPLIERS if not _wins(-(-m // k))]


TEXTS = catalogue("multiplication.texts", {
    "title": ("The multiplication game", "乘法游戏"),
    "summary": ("The multiplication game: multiply p by 2 to 9; the first to reach n wins",
                "乘法游戏：把 p 乘以 2 到 9，先使 p ≥ n 者胜"),
    "position_help": ("the target n (p starts at 1), or p and n", "目标 n（p 从 1 开始），或 p 和 n"),
    "move_help": ("'9' multiplies p by 9", "'9' 把 p 乘以 9"),
})


@dataclass(frozen=True)
class Multiplication(Game):
    """The multiplication game at (p, n): p so far, n the target."""

    name: ClassVar[str] = "multiplication"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (({}, (1, 162)),)
    title: ClassVar[Text] = TEXTS("title")
    aliases: ClassVar[tuple[str, ...]] = ("multiply", "stan-ollie")
    aliases_zh: ClassVar[tuple[str, ...]] = ("乘法游戏", "乘法")
    summary: ClassVar[Text | None] = TEXTS("summary")
    shell: ClassVar[Shell] = dataclasses.replace(
        Game.shell,
        random_start=True,
        position_metavar="N",
        examples=("grundy multiplication 162", "grundy multiplication 2 17",
                  "grundy multiplication 1 34012226 --grundy"),
    )
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")

    def validate(self, position: Any) -> Pair:
        return _check(position)

    def parse_position(self, tokens: Any) -> Pair:
        if len(tokens) == 1:
            return _check((1, parse_count(tokens[0], MESSAGES("n"))))
        if len(tokens) != 2:
            raise InputError(MESSAGES("numbers", count=len(tokens)))
        return _check((parse_count(tokens[0], MESSAGES("p")), parse_count(tokens[1], MESSAGES("n"))))

    def options(self, position: Any) -> Iterator[Pair]:
        p, n = position
        if p < n:
            for k in MULTIPLIERS:
                yield p * k, n

    def canonical(self, position: Any) -> int:
        return max(needed(*position), 1)

    def check_move(self, position: Any, after: Any) -> None:
        (p, n), (q, n2) = position, _check(after)
        if n2 != n or p >= n or q % p or q // p not in MULTIPLIERS:
            raise InputError(MESSAGES("not_a_move"))

    def is_over(self, position: Any) -> bool:
        return bool(position[0] >= position[1])

    def outcome(self, position: Any) -> Outcome:
        return outcome(*self.read(position))

    def winning_moves(self, position: Any) -> list[Pair]:
        p, n = self.read(position)
        return [(p * k, n) for k in winning_multipliers(p, n)]

    def explain(self, position: Any, lang: str = "en") -> str:
        p, n = self.read(position)
        m = needed(p, n)
        if m <= 1:
            return MESSAGES("over", p=p, n=n).render(lang)
        j, c = interval(m)
        if c > 9:
            return MESSAGES("lost", p=p, n=n, m=m, j=j, c=c, k=j + 1).render(lang)
        ks = ", ".join(map(str, winning_multipliers(p, n)))
        how = MESSAGES("won_now", ks=ks) if j == 0 else MESSAGES("won_later", ks=ks, i=j - 1, j=j)
        return MESSAGES("won", p=p, n=n, m=m, j=j, c=c, how=how).render(lang)

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        return MESSAGES("multiply", k=after[0] // position[0], after=after[0]).render(lang)

    def format_position(self, position: Any, lang: str = "en") -> str:
        return f"(p = {int_to_str(position[0])}, n = {int_to_str(position[1])})"

    def parse_move(self, position: Any, text: str) -> Pair:
        words = text.split()
        if len(words) != 1:
            raise InputError(MESSAGES("type_move", text=quoted(text)))
        k = parse_count(words[0], MESSAGES("multiplier"))
        after = (position[0] * k, position[1])
        if k not in MULTIPLIERS:
            raise InputError(MESSAGES("type_move", text=quoted(text)))
        self.check_move(position, after)
        return after

    def move_text(self, position: Any, after: Any) -> str:
        return int_to_str(after[0] // position[0])

    def size(self, position: Any) -> int:
        return max(needed(*position), 1).bit_length()

    def random_position(self, rng: Any, scale: int = 20) -> Pair:
        return (1, rng.randint(2, 50 * scale))
