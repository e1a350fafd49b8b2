"""Subtraction games: take s stones from a pile, for s in a fixed finite set S.

Whoever takes the last stone wins (or loses, in misère play).  The Grundy
value of a pile of n is g(n) = mex{g(n - s) : s in S, s <= n}; the sequence
is eventually periodic, grundy finds its least preperiod and period exactly
and uses them for piles of any size.

>>> S = (1, 3, 4)
>>> grundy_values(S, 12)
[0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2]
>>> grundy_period(S)
Period(preperiod=0, period=7)
>>> grundy_value(S, 10**100)  # 10**100 = 4 (mod 7)
2
>>> misere_period(S), misere_outcome(S, 10**100)
(Period(preperiod=0, period=7), 'N')

Algorithm notes: let m = max S.  For n >= m every s in S is a legal move,
so g(n) is a fixed function of the window W(n - m) = (g(n - m), ...,
g(n - 1)), and W(a + 1) is a function of W(a) for every a >= 0.  Hence if
W(a) = W(b) with a < b, then g(n + b - a) = g(n) for all n >= a: a window
of length max S that repeats is a proof of periodicity, and the first
repeated window (the least b) gives the least preperiod a and the least
period b - a.  As g(n) <= |S|, there are at most (|S| + 1)^m windows, so a
repetition always comes.  Misère play is the same argument on the sequence
of outcomes: a pile too small for any move is a win for the player to move
(they cannot take the last stone), and otherwise n is N iff some n - s is
P.  Several piles in normal play: the Grundy value is the XOR of the
piles' values (Sprague-Grundy); several piles in misère play have no such
rule, and are searched exhaustively (with a bound on the work).

References: E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*,
2nd ed., vol. 1, chapter 4 (subtraction games and their periodicity).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar, NamedTuple

from ..engine import Outcome, nim_sum
from ..errors import InputError, TooLargeError
from ..exact import int_to_str
from ..game import PileGame
from ..options import MISERE, Option
from ..report import Analysis
from ..validation import parse_count
from ..i18n import pick

__all__ = [
    "MAX_TERMS",
    "Period",
    "Subtraction",
    "grundy_period",
    "grundy_value",
    "grundy_values",
    "misere_outcome",
    "misere_period",
    "parse_set",
]

#: How many terms the period search may compute before it gives up.
MAX_TERMS = 2_000_000
#: The largest element of a subtraction set.
MAX_ELEMENT = 100_000
#: How many terms of the sequence the explanation shows.
SHOWN_TERMS = 40


class Period(NamedTuple):
    """s(n + period) = s(n) for every n >= preperiod; both are the least such."""

    preperiod: int
    period: int


def parse_set(text: Any) -> tuple[int, ...]:
    """Read a subtraction set such as "1,3,4" (or a sequence of ints): sorted, no repeats.

    >>> parse_set("4, 1,3"), parse_set([2, 2, 5])
    ((1, 3, 4), (2, 5))
    >>> parse_set("1,0")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: --set: a move takes at least one stone, not 0
    """
    if isinstance(text, str):
        tokens = [t for t in text.replace(",", " ").split()]
        if not tokens:
            raise InputError("--set: give at least one move size, e.g. --set 1,3,4",
                             zh="--set：至少给出一个可取的个数，例如 --set 1,3,4")
        values = [parse_count(t, "--set") for t in tokens]
    elif isinstance(text, Sequence):
        values = [parse_count(t, "--set") for t in text]
    else:
        raise InputError(f"--set: expected sizes such as 1,3,4, not {text!r}",
                         zh=f"--set：应为 1,3,4 这样的个数，而不是 {text!r}")
    if not values:
        raise InputError("--set: give at least one move size, e.g. --set 1,3,4",
                         zh="--set：至少给出一个可取的个数，例如 --set 1,3,4")
    for v in values:
        if v == 0:
            raise InputError("--set: a move takes at least one stone, not 0",
                             zh="--set：一步至少取一个石子，不能是 0")
        if v > MAX_ELEMENT:
            raise TooLargeError(f"--set: {v} is too large a move (at most {MAX_ELEMENT})",
                                zh=f"--set：{v} 太大（至多 {MAX_ELEMENT}）")
    return tuple(sorted(set(values)))


def _mex(values: set[int]) -> int:
    m = 0
    while m in values:
        m += 1
    return m


def _next_term(terms: list[Any], subset: tuple[int, ...], misere: bool) -> Any:
    n = len(terms)
    if misere:
        # The mover wins (True) with no move at all, or with a move to a losing position.
        legal = [s for s in subset if s <= n]
        return not legal or any(not terms[n - s] for s in legal)
    return _mex({terms[n - s] for s in subset if s <= n})


@lru_cache(maxsize=64)
def _periodic(subset: tuple[int, ...], misere: bool) -> tuple[Period, tuple[Any, ...]]:
    """(period, the terms before preperiod + period) for one set and rule."""
    m = max(subset)
    terms: list[Any] = []
    # The windows W(a) = terms[a : a + m] are compared through a rolling hash;
    # a hash match is confirmed by comparing the windows themselves.
    mod = (1 << 61) - 1
    base = 1_000_003
    top = pow(base, m - 1, mod)
    seen: dict[int, list[int]] = {}
    h = 0
    while True:
        n = len(terms)
        if n >= MAX_TERMS:
            raise TooLargeError(
                f"the sequence for S = {set(subset)} has not repeated within {MAX_TERMS:,} terms",
                zh=f"S = {set(subset)} 的序列在 {MAX_TERMS:,} 项内没有出现重复"
            )
        terms.append(_next_term(terms, subset, misere))
        h = (h * base + int(terms[-1]) + 1) % mod
        if n + 1 < m:
            continue
        a = n + 1 - m  # the window terms[a : a + m] is complete
        for earlier in seen.get(h, ()):
            if terms[earlier : earlier + m] == terms[a : a + m]:
                return Period(earlier, a - earlier), tuple(terms[:a])
        seen.setdefault(h, []).append(a)
        h = (h - (int(terms[a]) + 1) * top) % mod


def grundy_period(subset: Sequence[int]) -> Period:
    """The least preperiod and period of the Grundy sequence of a subtraction set.

    >>> grundy_period((1, 2, 3)), grundy_period((2, 5, 6))
    (Period(preperiod=0, period=4), Period(preperiod=0, period=11))
    """
    return _periodic(parse_set(subset), False)[0]


def misere_period(subset: Sequence[int]) -> Period:
    """The least preperiod and period of the misère outcome sequence (P/N) of a set."""
    return _periodic(parse_set(subset), True)[0]


def _term(subset: tuple[int, ...], misere: bool, n: int) -> Any:
    (pre, period), terms = _periodic(subset, misere)
    if n >= pre + period:
        n = pre + (n - pre) % period
    return terms[n]


def grundy_value(subset: Sequence[int], n: int) -> int:
    """The Grundy value of a pile of n, for any n (through the period).

    >>> grundy_value((1, 3, 4), 7), grundy_value((1, 3, 4), 10**30 + 5)
    (0, 2)
    """
    if n < 0:
        raise InputError(f"a pile is non-negative, not {int_to_str(n)}",
                         zh=f"堆的石子数是非负整数，不能是 {int_to_str(n)}")
    value: int = _term(parse_set(subset), False, n)
    return value


def grundy_values(subset: Sequence[int], count: int) -> list[int]:
    """The Grundy values of piles 0, 1, ..., count - 1.

    >>> grundy_values((2, 3), 10)
    [0, 0, 1, 1, 2, 0, 0, 1, 1, 2]
    """
    s = parse_set(subset)
    return [_term(s, False, n) for n in range(count)]


def misere_outcome(subset: Sequence[int], n: int) -> Outcome:
    """The outcome of one pile of n in misère play (whoever takes the last stone loses).

    >>> [misere_outcome((1, 3, 4), n) for n in range(8)]
    ['N', 'P', 'N', 'P', 'N', 'N', 'N', 'N']
    """
    if n < 0:
        raise InputError(f"a pile is non-negative, not {int_to_str(n)}",
                         zh=f"堆的石子数是非负整数，不能是 {int_to_str(n)}")
    return "N" if _term(parse_set(subset), True, n) else "P"


def _describe_terms(subset: tuple[int, ...], misere: bool, lang: str) -> str:
    (pre, period), terms = _periodic(subset, misere)
    shown = [("N" if t else "P") if misere else str(t) for t in terms[: pre + period]]
    if len(shown) > SHOWN_TERMS:
        shown = shown[:SHOWN_TERMS] + ["..."]
    head = " ".join(shown)
    what = pick(lang, "misère outcomes", "单堆在反常规则下的胜负") if misere else pick(
        lang, "Grundy values", "单堆的 SG 值")
    return pick(
        lang,
        f"the {what} of one pile, n = 0, 1, ..., are {head}, then repeat with period {period} "
        f"from n = {pre} (proof: a window of max S = {max(subset)} terms repeats, and each "
        "term depends only on the previous max S terms)",
        f"{what}（n = 0, 1, ...）为 {head}，从 n = {pre} 起以周期 {period} 重复"
        f"（证明：长度为 max S = {max(subset)} 的窗口重复出现，而每一项只取决于前 max S 项）",
    )


@dataclass(frozen=True)
class Subtraction(PileGame):
    """A subtraction game on one or more piles: take s stones from one pile, s in the set.

    >>> g = Subtraction(set="1,3,4")
    >>> g.set, g.outcome((7,)), g.winning_moves((10,)), g.grundy((4, 5))
    ((1, 3, 4), 'P', [(9,), (7,)], 1)
    >>> Subtraction(set=(1, 3, 4), misere=True).outcome((10**100,))
    'N'
    """

    set: Any = (1, 3, 4)
    misere: bool = False

    name: ClassVar[str] = "subtraction"
    examples: ClassVar[tuple[str, ...]] = (
        "grundy subtraction 10 --set 1,3,4",
        "grundy subtraction 10 20 --set 2,5 --grundy",
        "grundy subtraction 1000000000000 --set 3,17,40",
    )
    title: ClassVar[str] = "Subtraction game"
    title_zh: ClassVar[str] = "减法博弈"
    aliases_zh: ClassVar[tuple[str, ...]] = ("减法", "减法博弈")
    board_kind: ClassVar[str] = "piles"
    move_kinds: ClassVar[tuple[str, ...]] = ("take",)
    pile_map: ClassVar[bool] = False
    random_start: ClassVar[bool] = True
    summary: ClassVar[str] = "Subtraction game: take a number of stones from a fixed set"
    summary_zh: ClassVar[str] = "减法博弈：每次取的个数属于一个固定的集合"
    piles: ClassVar[int | None] = None
    position_metavar: ClassVar[str] = "PILE"
    position_help: ClassVar[str] = "the pile sizes (one or more)"
    position_help_zh: ClassVar[str] = "各堆的石子数（一堆或几堆）"
    move_help: ClassVar[str] = "'1 3' takes 3 from pile 1 (the amount must be in the set)"
    move_help_zh: ClassVar[str] = "'1 3' 从第 1 堆取 3 个（取的个数必须在集合中）"
    cli_options: ClassVar[tuple[Option, ...]] = (
        Option("set", str, "the move sizes, e.g. 1,3,4 (default 1,3,4)", default="1,3,4",
               metavar="S", help_zh="每步可取的个数，例如 1,3,4（默认 1,3,4）", name_zh="可取个数"),
        MISERE,
    )

    def __post_init__(self) -> None:
        object.__setattr__(self, "set", parse_set(self.set))

    def display_title(self, lang: str = "en") -> str:
        sizes = ", ".join(map(str, self.set))
        base = pick(lang, f"Subtraction game S({sizes})", f"减法博弈 S({sizes})")
        return base + (pick(lang, " (misère)", "（反常规则：取最后一个者输）") if self.misere else "")

    # ----------------------------------------------------------------- rules
    def options(self, position: Any) -> Iterator[tuple[int, ...]]:
        for i, p in enumerate(position):
            for s in self.set:
                if s <= p:
                    yield position[:i] + (p - s,) + position[i + 1 :]

    def canonical(self, position: Any) -> tuple[int, ...]:
        return tuple(sorted(position))

    def check_move(self, position: Any, after: Any) -> None:
        if len(after) != len(position):
            raise InputError("a move changes one pile; the number of piles stays the same",
                             zh="一步只改变一堆，堆数不变")
        changed = [i for i, (p, q) in enumerate(zip(position, after)) if p != q]
        if len(changed) != 1:
            raise InputError("a move takes stones from exactly one pile", zh="一步恰好从一堆中取石子")
        i = changed[0]
        taken = position[i] - after[i]
        if taken not in self.set:
            allowed = ", ".join(map(str, self.set))
            raise InputError(f"taking {int_to_str(taken)} is not allowed; the set is {{{allowed}}}",
                             zh=f"不能取 {int_to_str(taken)} 个；可取的个数是 {{{allowed}}}")

    # -------------------------------------------------------------- solution
    def grundy_of_pile(self, n: int) -> int:
        """g(n) for one pile (normal play)."""
        value: int = _term(self.set, False, n)
        return value

    def period(self) -> Period:
        """The least preperiod and period of the sequence this game's answers use."""
        return _periodic(self.set, self.misere)[0]

    def outcome(self, position: Any) -> Outcome:
        position = self.validate(position)
        if self.misere:
            if len(position) == 1:
                return "N" if _term(self.set, True, position[0]) else "P"
            return self.solver.outcome(position)
        return "N" if self.grundy(position) else "P"

    def grundy(self, position: Any) -> int:
        if self.misere:
            return super().grundy(position)  # raises: no Grundy values in misère play
        return nim_sum(self.grundy_of_pile(p) for p in self.validate(position))

    def winning_moves(self, position: Any) -> list[tuple[int, ...]]:
        """Every winning move, pile by pile, smaller amounts first."""
        position = self.validate(position)
        if self.misere:
            if len(position) == 1:
                n = position[0]
                return [(n - s,) for s in self.set if s <= n and not _term(self.set, True, n - s)]
            return self.solver.winning_moves(position)
        total = self.grundy(position)
        if total == 0:
            return []
        moves = []
        for i, p in enumerate(position):
            target = self.grundy_of_pile(p) ^ total
            for s in self.set:
                if s <= p and self.grundy_of_pile(p - s) == target:
                    moves.append(position[:i] + (p - s,) + position[i + 1 :])
        return moves

    def explain(self, position: Any, lang: str = "en") -> str:
        position = self.validate(position)
        if self.misere and len(position) > 1:
            verdict = super().explain(position, lang)
            return verdict[0].upper() + verdict[1:]
        facts = _describe_terms(self.set, self.misere, lang)
        wins = self.winning_moves(position)
        if self.misere:
            n = position[0]
            if not any(s <= n for s in self.set):
                core = pick(lang, "no move is possible from {n}, so the player to move has won "
                            "(the opponent took the last stone)",
                            "从 {n} 无法走子，轮到走的一方已经获胜（对方取走了最后一个）", n=n)
            elif wins:
                core = pick(lang, "moving to {n} leaves a P-position", "走到 {n} 留给对手必败态",
                            n=wins[0][0])
            else:
                core = pick(lang, "every move leaves an N-position", "任何走法都留给对手必胜态")
            return facts + pick(lang, f"; {core}.", f"；{core}。")
        values = [self.grundy_of_pile(p) for p in position]
        total = nim_sum(values)
        if len(position) == 1:
            head = f"g({int_to_str(position[0])}) = {total}"
        else:
            parts = pick(lang, " xor ", " ⊕ ").join(f"g({int_to_str(p)})" for p in position)
            nums = pick(lang, " xor ", " ⊕ ").join(map(str, values))
            head = pick(lang, f"the Grundy value is {parts} = {nums} = {total}",
                        f"SG 值为 {parts} = {nums} = {total}")
        if total == 0:
            tail = pick(lang, "0, so every move leaves a nonzero value: a P-position",
                        "任何走法都使 SG 值变为非零，所以是必败态")
        else:
            tail = pick(lang, "nonzero: move to {after}, whose value is 0", "不为 0：走到 {after}，其 SG 值为 0",
                        after=self.format_position(wins[0], lang))
        return facts + pick(lang, f"; {head}, {tail}.", f"；{head}，{tail}。")

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        pre, period = self.period()
        extra = {"set": list(self.set), "preperiod": pre, "period": period}
        grundy = result.grundy
        if not self.misere:
            grundy = self.grundy(result.position)
            extra["pile_grundy"] = [self.grundy_of_pile(p) for p in result.position]
        return dataclasses.replace(result, grundy=grundy, extra={**result.extra, **extra})

    # -------------------------------------------------------------- notation
    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        for i, (p, q) in enumerate(zip(position, after), 1):
            if p != q:
                if len(position) == 1:
                    return pick(lang, "take {t}", "取走 {t} 个", t=p - q)
                return pick(lang, "take {t} from pile {i}", "从第 {i} 堆取 {t} 个", t=p - q, i=i)
        return pick(lang, "no move", "未走子")

    def move_text(self, position: Any, after: Any) -> str:
        for i, (p, q) in enumerate(zip(position, after), 1):
            if p != q:
                return f"{i} {int_to_str(p - q)}"
        return ""

    def parse_move(self, position: tuple[int, ...], text: str) -> tuple[int, ...]:
        """Read 'PILE AMOUNT' (or just 'AMOUNT' with one pile).

        >>> Subtraction().parse_move((10,), "3"), Subtraction().parse_move((5, 6), "2 4")
        ((7,), (5, 2))
        """
        words = text.replace(",", " ").split()
        if len(words) == 1 and len(position) == 1:
            words = ["1"] + words
        if len(words) != 2:
            raise InputError(f"type a pile and an amount, e.g. '1 3', not {text!r}",
                             zh=f"请输入堆号和个数，例如 '1 3'，而不是 {text!r}")
        pile = parse_count(words[0], "pile", "堆号")
        amount = parse_count(words[1], "amount", "取的个数")
        if not 1 <= pile <= len(position):
            raise InputError(f"there is no pile {int_to_str(pile)}", zh=f"没有第 {int_to_str(pile)} 堆")
        if amount > position[pile - 1]:
            there = int_to_str(position[pile - 1])
            raise InputError(f"pile {pile} has only {there} stones", zh=f"第 {pile} 堆只有 {there} 个")
        after = position[: pile - 1] + (position[pile - 1] - amount,) + position[pile:]
        self.check_move(position, after)
        return after

    def random_position(self, rng: Any, scale: int = 20) -> tuple[int, ...]:
        return (rng.randint(0, 3 * scale),)
