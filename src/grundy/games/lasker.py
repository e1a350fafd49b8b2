"""Lasker's Nim: take any positive number from one heap, or split a heap into two non-empty heaps.

Whoever makes the last move wins.

>>> [grundy_value(n) for n in range(10)]
[0, 1, 2, 4, 3, 5, 6, 8, 7, 9]
>>> winning_moves((3, 3)), winning_moves((12, 3))
([], [(3, 3), (4, 8, 3)])
>>> list(splits_to(12, 13))
[(1, 11), (3, 9), (5, 7)]

Algorithm notes
---------------
Closed form (Lasker 1931; *Winning Ways*, ch. 4): g(0) = 0, g(4k+1) = 4k+1,
g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3.  Proof by induction on n.
The takes from n reach every g(q), q < n; the set {0, ..., 4k} is closed
under g (g swaps 4j+3 and 4j+4), so from n = 4k+1 or 4k+2 the takes give
exactly the values below n, and from 4k+3 and 4k+4 they give
{0, ..., 4k+2}, plus g(4k+3) = 4k+4 from 4k+4.  A split n = a + b gives
g(a) XOR g(b), whose last two bits are the XOR of the last two bits of
g(a) and g(b), and these depend only on a and b mod 4 (g(x) mod 4 is 1, 2,
0, 3 for x mod 4 = 1, 2, 3, 0).  Going through the residue pairs that sum
to n mod 4: a split of 4k+1 gives 0 or 2 mod 4 (never 4k+1); of 4k+2, 0 or
1 mod 4 (never 4k+2); of 4k+3, always 3 mod 4, so never 4k+4, while the
split 1 + (4k+2) gives 1 XOR (4k+2) = 4k+3; of 4k+4, 0 or 1 mod 4, never
4k+3.  The mex is therefore as stated.  So g is a bijection of the
naturals, its own inverse, and a heap's value is g(n); a position's value
is the XOR of its heaps' values (Sprague-Grundy).

Winning moves without trying every split.  To give a heap n the value v,
the take goes to q = g(v) (one candidate; legal iff q < n).  A split
n = a + b with g(a) XOR g(b) = v is solved for: fix the residues of a and b
mod 4 (four cases), so that g(a) = a + d_a and g(b) = b + d_b with known
d in {-1, 0, 1}; then X = g(a) and Y = g(b) satisfy X + Y = C := n + d_a
+ d_b and X XOR Y = v.  Since X + Y = (X XOR Y) + 2 (X AND Y), X AND Y =
w := (C - v) / 2, which must be a natural number with w AND v = 0, and
then X = w OR s for any s contained in v (the bits of v are split between
X and Y).  The residue fixes the last two bits of s; the other bits of v
are free, and the submasks s of them are listed in increasing order, so
the splits come out by increasing a and stop at a = n / 2, without a step
for a split that does not win.  There may be exponentially many (2^k
for k free bits): :func:`splits_to` yields them lazily, and
:func:`winning_moves` refuses to list more than :data:`MAX_MOVES`.
Cost: O(1) big-integer operations per move listed.

References: E. Lasker, *Brettspiele der Völker* (1931), 183-196;
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, 2nd ed., vol. 1,
chapter 4 ("Lasker's Nim").
"""

from __future__ import annotations

import dataclasses
import heapq
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import Any, ClassVar

from ..drawing import Shell
from ..engine import Outcome, nim_sum
from ..errors import InputError, TooLargeError, misere_grundy_error
from ..bigint import int_to_str
from ..piles import PileGame
from ..messages import Text, catalogue, joined
from ..report import Analysis
from ..validation import check_piles, parse_count
from .nim import check_takes, delay_among, describe_takes, parse_takes, small_takes, takes_message, takes_text

__all__ = ["MAX_MOVES", "Lasker", "grundy_value", "outcome", "splits_to", "winning_moves"]

MESSAGES = catalogue("lasker", {
    "split": ("split {n} into {a} + {b}", "把 {n} 分成 {a} 和 {b}"),
    "split_pile": ("split pile {i} ({n}) into {a} + {b}", "把第 {i} 堆（{n} 个）分成 {a} 和 {b}"),
    "values": ("g(n) = n for n = 4k+1 and 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3 (Lasker)",
               "g(n) = n（n = 4k+1 或 4k+2），g(4k+3) = 4k+4，g(4k+4) = 4k+3（拉斯克）"),
    "sum": ("{values}; here {parts} = {total}", "{values}；这里 {parts} = {total}"),
    "no_stones": ("no stones are left: the player to move cannot move and has lost.",
                  "石子已取完：轮到走的一方无路可走，已经输了。"),
    "lost": ("{facts}. It is 0, so every move (a take or a split) leaves a non-zero value, and the opponent "
             "can always bring it back to 0.",
             "{facts}。SG 值为 0：任何一步（取或分）都使它变为非 0，对手总能再把它变回 0。"),
    "won": ("{facts}. It is not 0: {moves}, leaving the value 0{more}.", "{facts}。SG 值不为 0：{moves}，使 SG 值变为 0{more}。"),
    "more": (" (and {more} more winning moves)", "（另有 {more} 种必胜走法）"),
    "many_more": (" (and more than {more:,} other winning moves)", "（另有超过 {more:,} 种必胜走法）"),
    "separator": ("; or ", "；或"),
    "too_many": ("there are more than {limit:,} winning {limit:~move|moves} (splits of a heap); ask for the outcome or the "
                 "Grundy value instead", "必胜走法（分堆）超过 {limit:,} 种；请只问胜负或 SG 值"),
    "type_move": ("type 'pile amount' to take (e.g. '2 3'), or 'pile a+b' to split (e.g. '1 3+4'), not {text!r}",
                  "取子请输入 '堆号 个数'（例如 '2 3'），分堆请输入 '堆号 a+b'（例如 '1 3+4'），而不是 {text!r}"),
    "bad_pile": ("the pile is a number from 1 to {piles}, not {text!r}", "堆号是 1 到 {piles} 之间的数，而不是 {text!r}"),
    "part": ("a part of the split", "分出的一堆"),
    "bad_split": ("pile {i} has {n} {n:~stone|stones}: a split gives two non-empty heaps that add up to {n}, not {a} + {b}",
                  "第 {i} 堆有 {n} 个：分成的两堆都不能为空，且加起来是 {n}，不能是 {a} + {b}"),
    "not_a_move": ("{after} is not one move from {before}: take from one heap, or split one heap into two",
                   "从 {before} 走一步到不了 {after}：只能从一堆中取，或把一堆分成两堆"),
})

#: The most winning moves :func:`winning_moves` lists (a heap can have
#: exponentially many winning splits).
MAX_MOVES = 100_000

#: Winning moves an explanation names, and counts.
_SHOWN, _COUNTED = 3, 1000
#: g(x) - x and g(x) mod 4, by x mod 4 (for x >= 1).
_SHIFT = (-1, 0, 0, 1)
_VALUE_MOD4 = (3, 1, 2, 0)


def grundy_value(n: int) -> int:
    """The Grundy value of one heap of n: n, except 4k+3 and 4k+4 trade places.

    >>> grundy_value(3), grundy_value(4), grundy_value(10**30 + 3) - 10**30
    (4, 3, 4)
    """
    if n <= 0:
        return 0
    return n + _SHIFT[n & 3]


def outcome(piles: Sequence[int]) -> Outcome:
    """'P' if the player to move loses, else 'N'.

    >>> outcome((2, 2, 3)), outcome((3, 3))
    ('N', 'P')
    """
    piles = check_piles(piles, "lasker")
    return "N" if nim_sum(grundy_value(p) for p in piles) else "P"


def _submasks(mask: int) -> Iterator[int]:
    # Every s with s & ~mask == 0, in increasing order.
    s = 0
    while True:
        yield s
        if s == mask:
            return
        s = (s - mask) & mask


def _splits_in_class(n: int, v: int, ra: int) -> Iterator[tuple[int, int]]:
    # The splits n = a + b, a <= b, a = ra (mod 4), with g(a) ^ g(b) = v, by increasing a.
    rb = (n - ra) & 3
    da, db = _SHIFT[ra], _SHIFT[rb]
    c = n + da + db  # = g(a) + g(b)
    if c < v or (c - v) & 1:
        return
    w = (c - v) >> 1  # = g(a) & g(b)
    if w & v:
        return
    low = _VALUE_MOD4[ra] ^ (w & 3)  # the last two bits that s must have
    if low & ~v & 3 or (w & 3) & ~_VALUE_MOD4[ra]:
        return
    if ((w | (v & 3 & ~low)) & 3) != _VALUE_MOD4[rb]:
        return
    half = n // 2
    for s in _submasks(v & ~3):
        x = w | low | s
        a = x - da
        if a > half:
            return
        b = n - a
        if a >= 1 and b >= 1:
            yield a, b


def splits_to(n: int, v: int) -> Iterator[tuple[int, int]]:
    """Every split of a heap of n into a + b (a <= b) with g(a) XOR g(b) = v, by increasing a.

    Solved for, not searched: see the module's notes.

    >>> list(splits_to(12, 0)), list(splits_to(10, 8)), list(splits_to(7, 0))
    ([(6, 6)], [(1, 9)], [])
    """
    if n < 2 or v < 0:
        return iter(())
    return heapq.merge(*(_splits_in_class(n, v, ra) for ra in range(4)))


def _moves_to(piles: tuple[int, ...], i: int, v: int) -> Iterator[tuple[int, ...]]:
    # The moves on heap i that give it the value v: the take, then the splits.
    p = piles[i]
    q = grundy_value(v)
    if q < p:
        yield piles[:i] + (q,) + piles[i + 1 :]
    for a, b in splits_to(p, v):
        yield piles[:i] + (a, b) + piles[i + 1 :]


def _winning(piles: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    total = nim_sum(grundy_value(p) for p in piles)
    if total == 0:
        return
    for i, p in enumerate(piles):
        yield from _moves_to(piles, i, grundy_value(p) ^ total)


def winning_moves(piles: Sequence[int]) -> list[tuple[int, ...]]:
    """Every winning move, heap by heap (the take first, then the splits by their smaller part).

    A split of heap i puts its two parts in its place, the smaller first.

    >>> winning_moves((12, 3)), winning_moves((1, 2, 4))
    ([(3, 3), (4, 8, 3)], [])
    """
    piles = check_piles(piles, "lasker")
    moves = list(islice(_winning(piles), MAX_MOVES + 1))
    if len(moves) > MAX_MOVES:
        raise TooLargeError(MESSAGES("too_many", limit=MAX_MOVES))
    return moves


def _split_of(position: Sequence[int], after: Sequence[int]) -> int | None:
    # The heap that the move from position to after splits, if it is a split.
    if len(after) != len(position) + 1:
        return None
    i = next((j for j, (p, q) in enumerate(zip(position, after)) if p != q), len(position) - 1)
    if (tuple(after[:i]) == tuple(position[:i]) and tuple(after[i + 2 :]) == tuple(position[i + 1 :])
            and after[i] >= 1 and after[i + 1] >= 1 and after[i] + after[i + 1] == position[i]):
        return i
    return None


TEXTS = catalogue("lasker.texts", {
    "title": ("Lasker's Nim", "拉斯克尼姆"),
    "summary": ("Lasker's Nim: take from one heap, or split a heap into two", "拉斯克尼姆：从一堆中取任意个，或把一堆分成两堆"),
    "position_help": ("the heap sizes H1 H2 ...", "各堆的石子数 H1 H2 ..."),
    "move_help": ("'2 3' takes 3 from heap 2; '1 3+4' splits heap 1 into 3 and 4",
                  "'2 3' 从第 2 堆取 3 个；'1 3+4' 把第 1 堆分成 3 和 4"),
})


@dataclass(frozen=True)
class Lasker(PileGame):
    """Lasker's Nim on any number of heaps.

    >>> g = Lasker()
    >>> g.outcome((2, 2, 3)), g.winning_moves((2, 2, 3)), g.grundy((3, 5))
    ('N', [(2, 2, 0)], 1)
    >>> g.describe_move((7,), (3, 4)), g.move_text((2, 7), (2, 3, 4))
    ('split 7 into 3 + 4', '2 3+4')
    """

    name: ClassVar[str] = "lasker"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (({}, (12, 3)),)
    names_grundy_moves: ClassVar[bool] = True
    shell: ClassVar[Shell] = dataclasses.replace(
        PileGame.shell,
        move_kinds=("take", "typed"),
        examples=(
            "grundy lasker 2 2 3",
            "grundy lasker 7 --json",
            "grundy lasker 1000000000000000000003 5",
        ),
    )
    title: ClassVar[Text] = TEXTS("title")
    aliases: ClassVar[tuple[str, ...]] = ("lasker-nim", "laskers-nim")
    aliases_zh: ClassVar[tuple[str, ...]] = ("拉斯克", "拉斯克尼姆", "分堆尼姆")
    summary: ClassVar[Text | None] = TEXTS("summary")
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")

    # ----------------------------------------------------------------- rules
    def options(self, position: Any) -> Iterator[tuple[int, ...]]:
        piles = tuple(position)
        for i, p in enumerate(piles):
            for q in range(p - 1, -1, -1):
                yield piles[:i] + (q,) + piles[i + 1 :]
            for a in range(1, p // 2 + 1):
                yield piles[:i] + (a, p - a) + piles[i + 1 :]

    def canonical(self, position: Any) -> tuple[int, ...]:
        return tuple(sorted(p for p in position if p))

    def is_over(self, position: Any) -> bool:
        return not any(position)

    def check_move(self, position: Any, after: Any) -> None:
        if _split_of(position, after) is not None:
            return
        if len(after) != len(position):
            raise InputError(MESSAGES("not_a_move", after=self.format_position(after),
                                      before=self.format_position(position)))
        check_takes(position, after, 1)

    # -------------------------------------------------------------- solution
    def outcome(self, position: Any) -> Outcome:
        return outcome(self.read(position))

    def grundy(self, position: Any) -> int:
        position = self.read(position)
        if self.misere:
            raise misere_grundy_error()
        return nim_sum(grundy_value(p) for p in position)

    def winning_moves(self, position: Any) -> list[tuple[int, ...]]:
        return winning_moves(self.read(position))

    def grundy_moves(self, position: Any, value: int) -> Iterator[tuple[int, ...]]:
        """The moves to a position of value ``value``, heap by heap (solved for, as winning moves are).

        >>> list(Lasker().grundy_moves((5,), 2))
        [(2,), (1, 4)]
        """
        piles = self.read(position)
        total = nim_sum(grundy_value(p) for p in piles)
        for i, p in enumerate(piles):
            yield from _moves_to(piles, i, grundy_value(p) ^ total ^ value)

    def explain(self, position: Any, lang: str = "en") -> str:
        piles = self.read(position)
        return self._explanation(piles).render(lang)

    def _explanation(self, piles: tuple[int, ...]) -> Text:
        if not any(piles):
            return MESSAGES("no_stones")
        values = [grundy_value(p) for p in piles]
        total = nim_sum(values)
        parts = " ⊕ ".join(f"g({int_to_str(p)})" for p in piles[:8]) + (" ⊕ ..." if len(piles) > 8 else "")
        shown = " ⊕ ".join(map(int_to_str, values[:8])) + (" ⊕ ..." if len(piles) > 8 else "")
        equation = f"{parts} = {shown}" if len(piles) > 1 else parts
        facts = MESSAGES("sum", values=MESSAGES("values"), parts=equation, total=total)
        if total == 0:
            return MESSAGES("lost", facts=facts)
        first = list(islice(_winning(piles), _COUNTED + 1))
        moves: list[Text] = [self._move_message(piles, after) for after in first[:_SHOWN]]
        more: Text | str = ""
        if len(first) > _SHOWN:
            more = (MESSAGES("more", more=len(first) - _SHOWN) if len(first) <= _COUNTED else
                    MESSAGES("many_more", more=_COUNTED - _SHOWN))
        return MESSAGES("won", facts=facts, moves=joined(moves, MESSAGES("separator")), more=more)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        values = [grundy_value(p) for p in result.position]
        return dataclasses.replace(result, grundy=nim_sum(values), extra={**result.extra, "heap_grundy": values})

    # -------------------------------------------------------------- notation
    def _move_message(self, position: Any, after: Any) -> Text:
        i = _split_of(position, after)
        if i is None:
            return takes_message(position, after)
        if len(position) == 1:
            return MESSAGES("split", n=position[i], a=after[i], b=after[i + 1])
        return MESSAGES("split_pile", i=i + 1, n=position[i], a=after[i], b=after[i + 1])

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        if _split_of(position, after) is None:
            return describe_takes(position, after, lang)
        return self._move_message(position, after).render(lang)

    def move_text(self, position: Any, after: Any) -> str:
        i = _split_of(position, after)
        if i is None:
            return takes_text(position, after)
        return f"{i + 1} {int_to_str(after[i])}+{int_to_str(after[i + 1])}"

    def parse_move(self, position: Any, text: str) -> tuple[int, ...]:
        """Read '2 3' (take 3 from heap 2) or '1 3+4' (split heap 1 into 3 and 4).

        >>> Lasker().parse_move((7, 2), "1 3+4"), Lasker().parse_move((7, 2), "2 2")
        ((3, 4, 2), (7, 0))
        """
        words = text.replace("+", " + ").replace(",", " ").split()
        if "+" not in words:
            return parse_takes(position, text)
        if len(words) != 4 or words[2] != "+":
            raise InputError(MESSAGES("type_move", text=text))
        pile_text = words[0]
        if not (pile_text.isascii() and pile_text.isdigit()) or not 1 <= int(pile_text) <= len(position):
            raise InputError(MESSAGES("bad_pile", piles=len(position), text=pile_text))
        i = int(pile_text) - 1
        a, b = (parse_count(w, MESSAGES("part")) for w in (words[1], words[3]))
        if a < 1 or b < 1 or a + b != position[i]:
            raise InputError(MESSAGES("bad_split", i=i + 1, n=position[i], a=a, b=b))
        return tuple(position[:i]) + (a, b) + tuple(position[i + 1 :])

    # ------------------------------------------------------------------ play
    def random_position(self, rng: Any, scale: int = 20) -> tuple[int, ...]:
        # Two or three heaps of up to half the scale: splits make a game of a few
        # heaps long, and a search of every order of the heaps it leaves large.
        return tuple(rng.randint(1, max(2, scale // 2)) for _ in range(rng.randint(2, 3)))

    def delaying_move(self, position: Any) -> tuple[int, ...] | None:
        # Small takes only, with the winning replies counted up to a few.
        budget = max(4, min(256, 100_000 // max(1, len(position))))
        return delay_among(self, small_takes(position, budget),
                           lambda after: sum(1 for _ in islice(_winning(tuple(after)), 8)))
