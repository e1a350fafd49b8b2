"""Fibonacci Nim: one pile; the first move takes any number but not all, then each move takes at most twice the last.

A position is (n, limit): n stones, and the most the next move may take
(the start is (n, n - 1); after taking t the limit is 2 t).  Whoever takes
the last stone wins.

>>> game = FibonacciNim()
>>> game.outcome((13, 12)), game.outcome((10000, 9999)), game.winning_moves((10000, 9999))[:2]
('P', 'N', [(9998, 4), (9993, 14)])

Algorithm notes (Whinihan 1963): write n as its Zeckendorf sum, distinct
non-consecutive Fibonacci numbers 1, 2, 3, 5, 8, ... (the greedy choice).
The player to move wins exactly when the smallest term z(n) is at most the
limit.  Taking z(n) leaves n - z(n), whose smallest term is at least two
places above z(n), hence more than 2 z(n): the opponent cannot take it.
From a position whose smallest term exceeds the limit L, every take t <= L
is below z(n), and the smallest term of n - t is then at most 2 t (the
classical lemma: z(F_k - t) <= 2 t for 0 < t < F_k, as n - t ends in
F_k - t), so the opponent can answer with it.  Every winning move: taking
t wins iff n - t is 0 or z(n - t) > 2 t; then the Zeckendorf terms of t are
all below half the smallest term of n - t, so the two sums side by side
are the Zeckendorf sum of n: t is the sum of the j smallest terms of n,
and the (j + 1)-th term must exceed 2 t.  So the winning moves are found
among the O(log n) sums of smallest terms, exactly, for n of any size (the
Fibonacci numbers up to n are Python integers).  Grundy values have no
known closed form: Larsson and Rubinstein-Salzedo describe every position
of value at most 3 and bound how the values of the starting positions grow,
no more.  So they are found by search, for small piles only, and a refusal
says so.

References: M. J. Whinihan, "Fibonacci Nim", Fibonacci Quarterly 1 (1963)
9-13; E. Zeckendorf, Bull. Soc. Roy. Sci. Liège 41 (1972) 179-182;
U. Larsson, S. Rubinstein-Salzedo, "Grundy values of Fibonacci nim",
arXiv:1410.0332 (Int. J. Game Theory, 2016).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, ClassVar

from ..drawing import Shell
from ..engine import Outcome
from ..errors import InputError, TooLargeError
from ..bigint import int_to_str
from ..game import Game
from ..messages import Text, catalogue
from ..validation import parse_count, quoted

__all__ = ["FibonacciNim", "outcome", "winning_takes", "zeckendorf"]

Pair = tuple[int, int]

MESSAGES = catalogue("fibonacci_nim", {
    "n": ("the pile size n", "石子数 n"),
    "limit": ("the limit (the most the next move may take)", "上限（下一步最多可取的个数）"),
    "numbers": ("Fibonacci Nim needs n, or n and the limit, got {count} {count:~number|numbers}",
                "斐波那契博弈需要 n，或 n 和上限，给出了 {count} 个数"),
    "not_pair": ("a position of Fibonacci Nim is (n, limit) of non-negative integers, not {value}",
                 "斐波那契博弈的局面是非负整数 (n, 上限)，不能是 {value}"),
    "over": ("no stones are left: the player to move cannot move and has lost.",
             "石子已取完：轮到走的一方无路可走，已经输了。"),
    "won": ("n = {n} = {terms} (Zeckendorf: distinct non-consecutive Fibonacci numbers). Its smallest term {z} "
            "is at most the limit {limit}: take {z}; what is left has its smallest term {next} > 2 × {z}, so the "
            "opponent cannot take it, and the same rule answers every move.",
            "n = {n} = {terms}（齐肯多夫表示：互不相邻的斐波那契数之和）。最小的项 {z} 不超过上限 {limit}："
            "取 {z} 个；余下部分最小的项 {next} > 2 × {z}，对手取不到它，以后同样按这个规则应对。"),
    "won_all": ("n = {n} is at most the limit {limit}: take all the stones.", "n = {n} 不超过上限 {limit}：全部取走。"),
    "lost": ("n = {n} = {terms} (Zeckendorf: distinct non-consecutive Fibonacci numbers). Its smallest term {z} "
             "is more than the limit {limit}, so every take t leaves a smallest term of at most 2t, which the "
             "opponent takes: the player to move loses.",
             "n = {n} = {terms}（齐肯多夫表示：互不相邻的斐波那契数之和）。最小的项 {z} 大于上限 {limit}，"
             "无论取 t 个，余下部分最小的项都不超过 2t，对手可以取走它：先手必败。"),
    "take": ("take {t} (the next move may take up to {limit})", "取 {t} 个（下一步最多可取 {limit} 个）"),
    "type_move": ("type how many stones to take, e.g. '2', not {text}", "请输入要取的个数，例如 '2'，而不是 {text}"),
    "amount": ("amount", "取的个数"),
    "take_range": ("this move takes 1 to {most} {most:~stone|stones}, not {taken}", "这一步可取 1 到 {most} 个，不能取 {taken} 个"),
    "limit_word": ("limit", "上限"),
    "no_closed_form": ("Fibonacci Nim's Grundy values have no known closed form ({source} describes every position "
                       "of value at most 3 and bounds the growth of the rest), so they are found by search, which stopped "
                       "here: {reason}",
                       "斐波那契博弈的 SG 值没有已知的闭式（{source} 给出了 SG 值不超过 3 的全部局面，并估计了其余的增长），"
                       "所以只能搜索，而搜索在这里停止了：{reason}"),
})


def _check(position: Any) -> Pair:
    if (not isinstance(position, tuple | list) or len(position) != 2
            or not all(type(v) is int and v >= 0 for v in position)):
        raise InputError(MESSAGES("not_pair", value=quoted(position)))
    return int(position[0]), int(position[1])


def zeckendorf(n: int) -> list[int]:
    """The Zeckendorf terms of n, largest first (greedy).

    >>> zeckendorf(10000), zeckendorf(13), zeckendorf(0)
    ([6765, 2584, 610, 34, 5, 2], [13], [])
    """
    fibs = [1, 2]
    while fibs[-1] <= n:
        fibs.append(fibs[-1] + fibs[-2])
    terms = []
    for f in reversed(fibs):
        if f <= n:
            terms.append(f)
            n -= f
    return terms


def winning_takes(n: int, limit: int) -> list[int]:
    """Every winning take, increasing: the sums t of the smallest Zeckendorf terms with t <= limit
    whose next term (if any) exceeds 2 t.

    >>> winning_takes(10000, 9999), winning_takes(13, 12), winning_takes(4, 10)
    ([2, 7, 41, 651, 3235], [], [1, 4])
    """
    n, limit = _check((n, limit))
    takes = []
    t = 0
    terms = zeckendorf(n)[::-1]
    for i, term in enumerate(terms):
        t += term
        if t > limit:
            break
        if i + 1 == len(terms) or terms[i + 1] > 2 * t:
            takes.append(t)
    return takes


def outcome(n: int, limit: int) -> Outcome:
    """'N' if the smallest Zeckendorf term of n is at most the limit, else 'P'.

    >>> outcome(13, 12), outcome(10000, 9999), outcome(0, 5)
    ('P', 'N', 'P')
    """
    n, limit = _check((n, limit))
    return "N" if n and zeckendorf(n)[-1] <= limit else "P"


#: Where the Grundy values are studied (a citation, the same in every language).
LITERATURE = "U. Larsson, S. Rubinstein-Salzedo, 'Grundy values of Fibonacci nim' (arXiv:1410.0332)"

TEXTS = catalogue("fibonacci-nim.texts", {
    "title": ("Fibonacci Nim", "斐波那契博弈"),
    "summary": ("Fibonacci Nim: one pile; each move takes at most twice the last (the first: not all)",
                "斐波那契博弈：一堆石子，每次最多取上一次的两倍（第一次不能取完）"),
    "position_help": ("the pile size n (the first move: any number but not all), or n and the limit",
                      "石子数 n（第一步可取任意个但不能取完），或 n 和上限"),
    "move_help": ("'2' takes 2 stones", "'2' 取 2 个"),
})


@dataclass(frozen=True)
class FibonacciNim(Game):
    """Fibonacci Nim at (n, limit)."""

    name: ClassVar[str] = "fibonacci-nim"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (({}, (10000, 9999)),)
    title: ClassVar[Text] = TEXTS("title")
    aliases: ClassVar[tuple[str, ...]] = ("fibnim", "fibonacci_nim")
    aliases_zh: ClassVar[tuple[str, ...]] = ("斐波那契博弈", "斐波那契尼姆")
    summary: ClassVar[Text | None] = TEXTS("summary")
    shell: ClassVar[Shell] = dataclasses.replace(
        Game.shell,
        random_start=True,
        position_metavar="N",
        examples=("grundy fibonacci-nim 10000", "grundy fibonacci-nim 13",
                  "grundy fibonacci-nim 20 3 --grundy"),
    )
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")

    def validate(self, position: Any) -> Pair:
        return _check(position)

    def parse_position(self, tokens: Any) -> Pair:
        if len(tokens) == 1:
            n = parse_count(tokens[0], MESSAGES("n"))
            return (n, max(n - 1, 0))
        if len(tokens) != 2:
            raise InputError(MESSAGES("numbers", count=len(tokens)))
        return (parse_count(tokens[0], MESSAGES("n")), parse_count(tokens[1], MESSAGES("limit")))

    def options(self, position: Any) -> Iterator[Pair]:
        n, limit = position
        for t in range(1, min(n, limit) + 1):
            yield n - t, 2 * t

    def canonical(self, position: Any) -> Pair:
        n, limit = position
        return (n, min(n, limit))

    def check_move(self, position: Any, after: Any) -> None:
        (n, limit), (left, new_limit) = position, _check(after)
        t = n - left
        if not 1 <= t <= min(n, limit) or new_limit != 2 * t:
            raise InputError(MESSAGES("take_range", most=min(n, limit), taken=t))

    def is_over(self, position: Any) -> bool:
        return bool(position[0] == 0 or position[1] == 0)

    def outcome(self, position: Any) -> Outcome:
        return outcome(*self.read(position))

    def winning_moves(self, position: Any) -> list[Pair]:
        n, limit = self.read(position)
        return [(n - t, 2 * t) for t in winning_takes(n, limit)]

    def grundy(self, position: Any) -> int:
        try:
            return super().grundy(position)
        except TooLargeError as exc:
            raise TooLargeError(MESSAGES("no_closed_form", source=LITERATURE, reason=exc.message)) from None

    def explain(self, position: Any, lang: str = "en") -> str:
        n, limit = self.read(position)
        if n == 0 or limit == 0:
            return MESSAGES("over").render(lang)
        terms = zeckendorf(n)
        shown = " + ".join(map(int_to_str, terms[:12])) + (" + ..." if len(terms) > 12 else "")
        z = terms[-1]
        if z > limit:
            return MESSAGES("lost", n=n, terms=shown, z=z, limit=limit).render(lang)
        if len(terms) == 1:
            return MESSAGES("won_all", n=n, limit=limit).render(lang)
        return MESSAGES("won", n=n, terms=shown, z=z, limit=limit, next=terms[-2]).render(lang)

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        return MESSAGES("take", t=position[0] - after[0], limit=after[1]).render(lang)

    def format_position(self, position: Any, lang: str = "en") -> str:
        return f"({int_to_str(position[0])}, {MESSAGES('limit_word').render(lang)} {int_to_str(position[1])})"

    def parse_move(self, position: Any, text: str) -> Pair:
        words = text.split()
        if len(words) != 1:
            raise InputError(MESSAGES("type_move", text=quoted(text)))
        t = parse_count(words[0], MESSAGES("amount"))
        n, limit = position
        if not 1 <= t <= min(n, limit):
            raise InputError(MESSAGES("take_range", most=min(n, limit), taken=t))
        return (n - t, 2 * t)

    def move_text(self, position: Any, after: Any) -> str:
        return int_to_str(position[0] - after[0])

    def size(self, position: Any) -> int:
        return int(position[0])

    def random_position(self, rng: Any, scale: int = 20) -> Pair:
        n = rng.randint(2, 5 * scale)
        return (n, n - 1)
