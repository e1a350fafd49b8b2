"""The infinite move sets a subtraction game may be given by name: powers of two, Fibonacci numbers, squares.

``grundy subtraction 10 --set fibonacci`` takes a Fibonacci number of
stones from a pile (1, 2, 3, 5, 8, ...); ``--set powers-of-two`` takes
1, 2, 4, 8, ...; ``--set squares`` takes 1, 4, 9, ....

>>> [POWERS_OF_TWO.grundy(n) for n in range(8)], POWERS_OF_TWO.grundy(10**250)
([0, 1, 2, 0, 1, 2, 0, 1], 1)
>>> [FIBONACCI.grundy(n) for n in range(12)]
[0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1]
>>> [n for n in range(40) if SQUARES.grundy(n) == 0]
[0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39]

Algorithm notes
---------------
Powers of two: g(n) = n mod 3, for every n.  No power of two is a multiple
of 3 (its only prime factor is 2), so no move keeps the residue of n mod 3,
and the value n mod 3 is never among the options' (by induction, the
option n - 2^k has value (n - 2^k) mod 3 != n mod 3).  The values below it
are there: from n = 1 (mod 3) the move 1 leaves 0 (mod 3), and from
n = 2 (mod 3) the moves 2 and 1 leave 0 and 1 (mod 3).  So the mex is
n mod 3.  In misère play the same argument, one stone higher, makes the
player to move lose exactly when n = 1 (mod 3) (a pile of 0 is a win: the
opponent took the last stone).  So the winning moves from a pile that
must go to residue t are the powers 2^k = n - t (mod 3): 2^k is 1 (mod 3)
for even k and 2 for odd k; there are about log2(n) / 2 of them.

Fibonacci numbers (1, 2, 3, 5, ...: OEIS A014588): the values start 0 1 2 3
0 1 2 3 4 5 and are small, but whether they are eventually periodic is an
open question (R. K. Guy, *Unsolved Problems in Number Theory*, E26;
A. Flammenkamp, *Lange Perioden in Subtraktions-Spielen*, 1997, studies
finite sets).  No window argument applies to an infinite set (every pile
has new moves), so they are computed by mex, up to :data:`FIBONACCI_LIMIT`,
and larger piles are refused.

Squares (1, 4, 9, ...: OEIS A014586; the P-positions 0, 2, 5, 7, 10, ...
are A030193): not eventually periodic.  No two P-positions differ by a
square (one would be a move from the other to a P-position), so by the
Furstenberg-Sárközy theorem they have density 0; yet there are infinitely
many (if all were at most p, every larger n would be q + k^2 with q <= p,
but at most (p + 1) sqrt(N) numbers up to N are).  An infinite set of
density 0 is not eventually periodic, nor then are the values.  The same
argument holds for the misère P-positions.  They are
computed by mex up to :data:`SQUARES_LIMIT` and larger piles are refused.

The tables are filled lazily, as far as the largest pile asked, with one
mex per pile over the sizes up to it: O(n log n) for Fibonacci numbers,
O(n^1.5) for squares.

References: S. W. Golomb, "A mathematical investigation of games of
take-away", J. Combinatorial Theory 1 (1966) 443-458; A. Sárközy, "On
difference sets of sequences of integers I", Acta Math. Acad. Sci. Hungar.
31 (1978) 125-149; H. Furstenberg, J. Analyse Math. 31 (1977) 204-256.
"""

from __future__ import annotations

from collections.abc import Iterator
from math import isqrt
from typing import Any

from ..errors import TooLargeError
from ..messages import Text, catalogue

__all__ = ["FIBONACCI", "FIBONACCI_LIMIT", "NAMED", "POWERS_OF_TWO", "SQUARES", "SQUARES_LIMIT", "MoveSet",
           "named_set"]

MESSAGES = catalogue("movesets", {
    "powers_label": ("powers of two", "2 的幂"),
    "fibonacci_label": ("Fibonacci numbers", "斐波那契数"),
    "squares_label": ("squares", "平方数"),
    "powers_facts": ("S = {{1, 2, 4, 8, ...}}: no power of two is a multiple of 3, so a move never keeps n mod 3, "
                     "while the takes 1 and 2 reach the smaller residues: g(n) = n mod 3",
                     "S = {{1, 2, 4, 8, ...}}：2 的幂都不是 3 的倍数，一步不会保持 n mod 3 不变，而取 1 或 2 "
                     "可以到达更小的余数：g(n) = n mod 3"),
    "powers_misere": ("S = {{1, 2, 4, 8, ...}}, misère play: no power of two is a multiple of 3, so the player to "
                      "move loses exactly when n mod 3 = 1 (the opponent always restores it, and a pile of 0 is "
                      "a win)",
                      "S = {{1, 2, 4, 8, ...}}，反常规则：2 的幂都不是 3 的倍数，轮到走的一方恰在 n mod 3 = 1 时必败"
                      "（对手总能恢复这个余数，而 0 个石子时轮到走的一方获胜）"),
    "computed": ("S = {{{sizes}, ...}} ({label}): the {what} of one pile, n = 0, 1, ..., are {head} (each by mex "
                 "over the moves; {why})",
                 "S = {{{sizes}, ...}}（{label}）：单堆的{what}（n = 0, 1, ...）为 {head}（逐项按 mex 计算；{why}）"),
    "grundy_values": ("Grundy values", "SG 值"),
    "misere_outcomes": ("misère outcomes", "反常规则下的胜负"),
    "fibonacci_why": ("no period is known: R. K. Guy, Unsolved Problems in Number Theory, E26",
                      "尚不知道是否有周期：见盖伊《数论中未解决的问题》E26"),
    "squares_why": ("not eventually periodic: no two P-positions differ by a square, so they have density 0 "
                    "(Furstenberg-Sárközy), yet there are infinitely many",
                    "不会最终成为周期序列：任意两个必败态之差都不是平方数，因此必败态密度为 0（弗斯滕伯格-萨尔科齐"
                    "定理），但必败态有无穷多个"),
    "squares_misere_why": ("not eventually periodic, by the argument of normal play: no two misère P-positions "
                           "differ by a square, and there are infinitely many",
                           "不会最终成为周期序列，理由与普通规则相同：任意两个反常规则下的必败态之差都不是平方数，"
                           "而这样的必败态有无穷多个"),
    "too_large": ("for S = {label} no closed form is known: one pile's values are computed by mex up to "
                  "{limit:,} {limit:~stone|stones}, not {n}",
                  "S = {label} 没有已知的公式：单堆的值按 mex 逐项计算，最多到 {limit:,} 个石子，不能是 {n}"),
})

#: The largest pile whose values are computed, for Fibonacci numbers and squares.
FIBONACCI_LIMIT = 1_000_000
SQUARES_LIMIT = 100_000
#: Terms of a computed sequence that an explanation shows.
SHOWN_TERMS = 30


class MoveSet:
    """A named infinite set of move sizes: its sizes, one pile's values, and their explanation."""

    name: str = ""
    aliases: tuple[str, ...] = ()
    label: Text
    #: (preperiod, period) of the values and of the misère outcomes, where they are periodic.
    period: tuple[int, int] | None = None
    misere_period: tuple[int, int] | None = None

    def sizes(self, n: int) -> Iterator[int]:
        """The move sizes up to n, increasing."""
        raise NotImplementedError

    def __contains__(self, size: Any) -> bool:
        raise NotImplementedError

    def grundy(self, n: int) -> int:
        """The Grundy value of one pile of n."""
        raise NotImplementedError

    def misere_wins(self, n: int) -> bool:
        """True if the player to move wins one pile of n in misère play."""
        raise NotImplementedError

    def facts(self, misere: bool) -> Text:
        """What the explanation says of the sequence of one pile's values (or misère outcomes)."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return self.name


class _PowersOfTwo(MoveSet):
    name = "powers-of-two"
    aliases = ("powers2", "pow2", "2^k", "2的幂")
    label = MESSAGES("powers_label")
    period = (0, 3)
    misere_period = (0, 3)

    def sizes(self, n: int) -> Iterator[int]:
        s = 1
        while s <= n:
            yield s
            s <<= 1

    def __contains__(self, size: Any) -> bool:
        return isinstance(size, int) and size > 0 and size & (size - 1) == 0

    def grundy(self, n: int) -> int:
        return n % 3

    def misere_wins(self, n: int) -> bool:
        return n % 3 != 1

    def facts(self, misere: bool) -> Text:
        return MESSAGES("powers_misere") if misere else MESSAGES("powers_facts")


class _Computed(MoveSet):
    # A set whose values are computed by mex, pile after pile, up to a limit.
    limit: int
    why: Text
    misere_why: Text

    def __init__(self) -> None:
        self._values: list[int] = []
        self._wins: list[bool] = []  # misère: the player to move wins
        self._sizes: list[int] = []

    def _sizes_up_to(self, n: int) -> Iterator[int]:
        raise NotImplementedError

    def sizes(self, n: int) -> Iterator[int]:
        if n > len(self._values) + 16:  # no table needed: list the sizes themselves
            yield from self._sizes_up_to(n)
            return
        self._fill(n)
        for s in self._sizes:
            if s > n:
                return
            yield s

    def _fill(self, n: int) -> None:
        if n > self.limit:
            raise TooLargeError(MESSAGES("too_large", label=self.label, limit=self.limit, n=n))
        values, wins = self._values, self._wins
        if n < len(values):
            return
        sizes = self._sizes = list(self._sizes_up_to(max(n, 2 * len(values), 64)))
        for m in range(len(values), n + 1):
            seen = 0
            win = False
            for s in sizes:
                if s > m:
                    break
                seen |= 1 << values[m - s]
                win = win or not wins[m - s]
            values.append((~seen & (seen + 1)).bit_length() - 1)
            wins.append(win or m == 0)

    def grundy(self, n: int) -> int:
        self._fill(n)
        return self._values[n]

    def misere_wins(self, n: int) -> bool:
        self._fill(n)
        return self._wins[n]

    def facts(self, misere: bool) -> Text:
        self._fill(SHOWN_TERMS)
        if misere:
            head = " ".join("N" if w else "P" for w in self._wins[:SHOWN_TERMS])
        else:
            head = " ".join(map(str, self._values[:SHOWN_TERMS]))
        sizes = ", ".join(map(str, self._sizes[:5]))
        what = MESSAGES("misere_outcomes") if misere else MESSAGES("grundy_values")
        why = self.misere_why if misere else self.why
        return MESSAGES("computed", sizes=sizes, label=self.label, what=what, head=head + " ...", why=why)


class _Fibonacci(_Computed):
    name = "fibonacci"
    aliases = ("fib", "fibonacci-numbers", "斐波那契")
    label = MESSAGES("fibonacci_label")
    limit = FIBONACCI_LIMIT
    why = misere_why = MESSAGES("fibonacci_why")

    def _sizes_up_to(self, n: int) -> Iterator[int]:
        a, b = 1, 2
        while a <= n:
            yield a
            a, b = b, a + b

    def __contains__(self, size: Any) -> bool:
        # n is a Fibonacci number iff 5 n^2 + 4 or 5 n^2 - 4 is a square.
        if not isinstance(size, int) or size < 1:
            return False
        return any(isqrt(t) ** 2 == t for t in (5 * size * size + 4, 5 * size * size - 4))


class _Squares(_Computed):
    name = "squares"
    aliases = ("square", "squares-numbers", "平方数")
    label = MESSAGES("squares_label")
    limit = SQUARES_LIMIT
    why = MESSAGES("squares_why")
    misere_why = MESSAGES("squares_misere_why")

    def _sizes_up_to(self, n: int) -> Iterator[int]:
        return (k * k for k in range(1, isqrt(n) + 1))

    def __contains__(self, size: Any) -> bool:
        return isinstance(size, int) and size > 0 and isqrt(size) ** 2 == size


POWERS_OF_TWO: MoveSet = _PowersOfTwo()
FIBONACCI: MoveSet = _Fibonacci()
SQUARES: MoveSet = _Squares()
#: The named sets by name.
NAMED: dict[str, MoveSet] = {s.name: s for s in (FIBONACCI, POWERS_OF_TWO, SQUARES)}


def named_set(word: str) -> MoveSet | None:
    """The named move set a word stands for (its name or an alias, any case), or None.

    >>> named_set("Fibonacci"), named_set("pow2"), named_set("1,3,4")
    (fibonacci, powers-of-two, None)
    """
    key = word.strip().lower().replace("_", "-").replace(" ", "-")
    return next((s for s in NAMED.values() if key == s.name or key in s.aliases), None)
