"""Subtraction games: take s stones from a pile, for s in a fixed set S.

S is a finite set, such as 1,3,4, or one of the infinite sets of
:mod:`grundy.games.movesets` given by name (``fibonacci``,
``powers-of-two``, ``squares``), each with its own theorem.  This module
holds the finite sets' periods (found by the window search of
:mod:`grundy.periodic`) and the game, which answers every question through
its move set (one topic, hence its length); the named sets live in their
own module.

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

Algorithm notes (finite sets): let m = max S.  For n >= m every s in S is a legal move,
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

One topic: the Grundy sequence of a move set, its proved period and the game
that answers from them (the named infinite sets live in
:mod:`grundy.games.movesets`).

References: E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*,
2nd ed., vol. 1, chapter 4 (subtraction games and their periodicity).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any, ClassVar

from ..drawing import Shell
from ..engine import Outcome, nim_sum
from ..errors import InputError, TooLargeError, UnsupportedError
from ..bigint import int_to_str
from ..piles import PileGame
from ..options import MISERE, Option
from ..messages import Text, catalogue
from ..periodic import Period, repeated_window
from ..report import Analysis
from ..validation import parse_count
from .movesets import MoveSet, named_set

__all__ = [
    "MAX_TERMS",
    "Subtraction",
    "grundy_period",
    "grundy_value",
    "grundy_values",
    "misere_outcome",
    "misere_period",
    "parse_set",
]

MESSAGES = catalogue("subtraction", {
    "empty_set": ("--set: give at least one move size, e.g. --set 1,3,4",
                  "--set：至少给出一个可取的个数，例如 --set 1,3,4"),
    "bad_name": ("--set: expected sizes such as 1,3,4 or a name ({names}), not {text!r}",
                 "--set：应为 1,3,4 这样的个数或集合的名字（{names}），而不是 {text!r}"),
    "no_known_period": ("the Grundy values for S = {label} have no known period", "S = {label} 的 SG 值没有已知的周期"),
    "bad_set": ("--set: expected sizes such as 1,3,4, not {text!r}", "--set：应为 1,3,4 这样的个数，而不是 {text!r}"),
    "zero_move": ("--set: a move takes at least one stone, not 0", "--set：一步至少取一个石子，不能是 0"),
    "move_too_large": ("--set: {v} is too large a move (at most {limit})", "--set：{v} 太大（至多 {limit}）"),
    "no_period": ("the sequence for S = {set} has not repeated within {limit:,} {limit:~term|terms}",
                  "S = {set} 的序列在 {limit:,} 项内没有出现重复"),
    "negative_pile": ("a pile is non-negative, not {n}", "堆的石子数是非负整数，不能是 {n}"),
    "misere_outcomes": ("misère outcomes", "单堆在反常规则下的胜负"),
    "grundy_values": ("Grundy values", "单堆的 SG 值"),
    "terms": ("the {what} of one pile, n = 0, 1, ..., are {head}, then repeat with period {period} from n = {pre} "
              "(proof: a window of max S = {m} {m:~term|terms} repeats, and each term depends only on the previous max S "
              "terms)",
              "{what}（n = 0, 1, ...）为 {head}，从 n = {pre} 起以周期 {period} 重复（证明：长度为 max S = {m} "
              "的窗口重复出现，而每一项只取决于前 max S 项）"),
    "title": ("Subtraction game S({sizes})", "减法博弈 S({sizes})"),
    "title_misere": ("Subtraction game S({sizes}) (misère)", "减法博弈 S({sizes})（反常规则：取最后一个者输）"),
    "pile_count_kept": ("a move changes one pile; the number of piles stays the same", "一步只改变一堆，堆数不变"),
    "one_pile": ("a move takes stones from exactly one pile", "一步恰好从一堆中取石子"),
    "not_allowed": ("taking {taken} is not allowed; the set is {{{allowed}}}",
                    "不能取 {taken} 个；可取的个数是 {{{allowed}}}"),
    "facts": ("{facts}; {core}.", "{facts}；{core}。"),
    "xor": (" xor ", " ⊕ "),
    "value_and_verdict": ("{head}, {tail}", "{head}，{tail}"),
    "grundy_sum": ("the Grundy value is {parts} = {values} = {total}", "SG 值为 {parts} = {values} = {total}"),
    "type_pile_amount": ("type a pile and an amount, e.g. '1 3', not {text!r}",
                         "请输入堆号和个数，例如 '1 3'，而不是 {text!r}"),
    "pile": ("pile", "堆号"),
    "amount": ("amount", "取的个数"),
    "no_such_pile": ("there is no pile {pile}", "没有第 {pile} 堆"),
    "too_few": ("pile {pile} has only {there} {there:~stone|stones}", "第 {pile} 堆只有 {there} 个"),
    "misere_stuck": ("no move is possible from {n}, so the player to move has won (the opponent took the last stone)",
                     "从 {n} 无法走子，轮到走的一方已经获胜（对方取走了最后一个）"),
    "misere_won": ("moving to {n} leaves a P-position", "走到 {n} 留给对手必败态"),
    "misere_lost": ("every move leaves an N-position", "任何走法都留给对手必胜态"),
    "p_position": ("0, so every move leaves a nonzero value: a P-position",
                   "任何走法都使 SG 值变为非零，所以是必败态"),
    "n_position": ("nonzero: move to {after}, whose value is 0", "不为 0：走到 {after}，其 SG 值为 0"),
    "take": ("take {t}", "取走 {t} 个"),
    "take_from": ("take {t} from pile {i}", "从第 {i} 堆取 {t} 个"),
    "no_move": ("no move", "未走子"),
})

#: How many terms the period search may compute before it gives up.
MAX_TERMS = 2_000_000
#: The largest element of a subtraction set.
MAX_ELEMENT = 100_000
#: How many terms of the sequence the explanation shows.
SHOWN_TERMS = 40


def parse_set(text: Any) -> Any:
    """Read a subtraction set such as "1,3,4" (or a sequence of ints): sorted, no repeats; or the
    name of an infinite set (see :mod:`grundy.games.movesets`), which is returned as its name.

    >>> parse_set("4, 1,3"), parse_set([2, 2, 5]), parse_set("Fibonacci")
    ((1, 3, 4), (2, 5), 'fibonacci')
    >>> parse_set("1,0")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: --set: a move takes at least one stone, not 0
    """
    if isinstance(text, str):
        named = named_set(text)
        if named is not None:
            return named.name
        tokens = [t for t in text.replace(",", " ").split()]
        if not tokens:
            raise InputError(MESSAGES("empty_set"))
        if not all(t.isascii() and t.isdigit() for t in tokens) and len(tokens) == 1:
            from .movesets import NAMED

            raise InputError(MESSAGES("bad_name", names=", ".join(NAMED), text=text))
        values = [parse_count(t, "--set") for t in tokens]
    elif isinstance(text, Sequence):
        values = [parse_count(t, "--set") for t in text]
    else:
        raise InputError(MESSAGES("bad_set", text=text))
    if not values:
        raise InputError(MESSAGES("empty_set"))
    for v in values:
        if v == 0:
            raise InputError(MESSAGES("zero_move"))
        if v > MAX_ELEMENT:
            raise TooLargeError(MESSAGES("move_too_large", v=v, limit=MAX_ELEMENT))
    return tuple(sorted(set(values)))


class FiniteSet(MoveSet):
    """A finite set of move sizes, whose values are periodic (found by the window argument)."""

    def __init__(self, subset: tuple[int, ...]) -> None:
        self.subset = subset
        self.name = ",".join(map(str, subset))

    @property
    def label(self) -> Any:  # type: ignore[override]
        return ", ".join(map(str, self.subset))

    @property
    def period(self) -> tuple[int, int]:  # type: ignore[override]
        return _periodic(self.subset, False)[0]

    @property
    def misere_period(self) -> tuple[int, int]:  # type: ignore[override]
        return _periodic(self.subset, True)[0]

    def sizes(self, n: int) -> Iterator[int]:
        return (s for s in self.subset if s <= n)

    def __contains__(self, size: Any) -> bool:
        return size in self.subset

    def grundy(self, n: int) -> int:
        value: int = _term(self.subset, False, n)
        return value

    def misere_wins(self, n: int) -> bool:
        return bool(_term(self.subset, True, n))

    def facts(self, misere: bool) -> Any:
        return _terms_message(self.subset, misere)


def move_set(subset: Any) -> MoveSet:
    """The move set of a subtraction game: a :class:`FiniteSet`, or a named infinite one.

    >>> move_set("1,3,4").grundy(10**100), move_set("powers-of-two").grundy(10**100)
    (2, 1)
    """
    from .movesets import NAMED

    key = parse_set(subset)
    return NAMED[key] if isinstance(key, str) else FiniteSet(key)


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
    found = repeated_window(lambda terms: _next_term(terms, subset, misere), max(subset), MAX_TERMS)
    if found is None:
        raise TooLargeError(MESSAGES("no_period", set=set(subset), limit=MAX_TERMS))
    return found


def grundy_period(subset: Any) -> Period:
    """The least preperiod and period of the Grundy sequence of a subtraction set.

    >>> grundy_period((1, 2, 3)), grundy_period((2, 5, 6)), grundy_period("powers-of-two")
    (Period(preperiod=0, period=4), Period(preperiod=0, period=11), Period(preperiod=0, period=3))
    """
    return _period_of(move_set(subset), False)


def misere_period(subset: Any) -> Period:
    """The least preperiod and period of the misère outcome sequence (P/N) of a set."""
    return _period_of(move_set(subset), True)


def _period_of(moves: MoveSet, misere: bool) -> Period:
    found = moves.misere_period if misere else moves.period
    if found is None:
        raise UnsupportedError(MESSAGES("no_known_period", label=moves.label))
    return Period(*found)


def _term(subset: tuple[int, ...], misere: bool, n: int) -> Any:
    (pre, period), terms = _periodic(subset, misere)
    if n >= pre + period:
        n = pre + (n - pre) % period
    return terms[n]


def grundy_value(subset: Any, n: int) -> int:
    """The Grundy value of a pile of n, for any n (through the period).

    >>> grundy_value((1, 3, 4), 7), grundy_value((1, 3, 4), 10**30 + 5)
    (0, 2)
    """
    if n < 0:
        raise InputError(MESSAGES("negative_pile", n=n))
    return move_set(subset).grundy(n)


def grundy_values(subset: Any, count: int) -> list[int]:
    """The Grundy values of piles 0, 1, ..., count - 1.

    >>> grundy_values((2, 3), 10)
    [0, 0, 1, 1, 2, 0, 0, 1, 1, 2]
    """
    moves = move_set(subset)
    return [moves.grundy(n) for n in range(count)]


def misere_outcome(subset: Any, n: int) -> Outcome:
    """The outcome of one pile of n in misère play (whoever takes the last stone loses).

    >>> [misere_outcome((1, 3, 4), n) for n in range(8)]
    ['N', 'P', 'N', 'P', 'N', 'N', 'N', 'N']
    """
    if n < 0:
        raise InputError(MESSAGES("negative_pile", n=n))
    return "N" if move_set(subset).misere_wins(n) else "P"


def _terms_message(subset: tuple[int, ...], misere: bool) -> Any:
    (pre, period), terms = _periodic(subset, misere)
    shown = [("N" if t else "P") if misere else str(t) for t in terms[: pre + period]]
    if len(shown) > SHOWN_TERMS:
        shown = shown[:SHOWN_TERMS] + ["..."]
    head = " ".join(shown)
    what = MESSAGES("misere_outcomes") if misere else MESSAGES("grundy_values")
    return MESSAGES("terms", what=what, head=head, period=period, pre=pre, m=max(subset))


TEXTS = catalogue("subtraction.texts", {
    "title": ("Subtraction game", "减法博弈"),
    "summary": ("Subtraction game: take a number of stones from a fixed set", "减法博弈：每次取的个数属于一个固定的集合"),
    "position_help": ("the pile sizes (one or more)", "各堆的石子数（一堆或几堆）"),
    "move_help": ("'1 3' takes 3 from pile 1 (the amount must be in the set)", "'1 3' 从第 1 堆取 3 个（取的个数必须在集合中）"),
    "set_help": ("the move sizes, e.g. 1,3,4 (default 1,3,4), or fibonacci, powers-of-two, squares",
                 "每步可取的个数，例如 1,3,4（默认 1,3,4），或 fibonacci、powers-of-two、squares"),
    "set_short": ("--set", "可取个数"),
})


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
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (
        ({"set": [1, 3, 4]}, (10, 4)), ({"set": "fibonacci"}, (10, 4)), ({"set": "powers-of-two"}, (10**30, 7)),
    )
    shell: ClassVar[Shell] = dataclasses.replace(
        PileGame.shell,
        examples=(
            "grundy subtraction 10 --set 1,3,4",
            "grundy subtraction 10 20 --set 2,5 --grundy",
            "grundy subtraction 1000000000000 --set 3,17,40",
            "grundy subtraction 1 4 1 --set fibonacci",
            "grundy subtraction 100000000000000000000 --set powers-of-two",
        ),
    )
    title: ClassVar[Text] = TEXTS("title")
    aliases_zh: ClassVar[tuple[str, ...]] = ("减法", "减法博弈")
    summary: ClassVar[Text | None] = TEXTS("summary")
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")
    cli_options: ClassVar[tuple[Option, ...]] = (
        Option("set", str, TEXTS("set_help"), default="1,3,4", metavar="S", short=TEXTS("set_short")),
        MISERE,
    )

    def __post_init__(self) -> None:
        object.__setattr__(self, "set", parse_set(self.set))

    @cached_property
    def moves(self) -> MoveSet:
        """The move set: its sizes, one pile's values and their explanation."""
        return move_set(self.set)

    def display_title(self, lang: str = "en") -> str:
        sizes = self.moves.label
        return (MESSAGES("title_misere", sizes=sizes) if self.misere else MESSAGES("title", sizes=sizes)).render(lang)

    # ----------------------------------------------------------------- rules
    def options(self, position: Any) -> Iterator[tuple[int, ...]]:
        moves = self.moves
        for i, p in enumerate(position):
            for s in moves.sizes(p):
                yield position[:i] + (p - s,) + position[i + 1 :]

    def canonical(self, position: Any) -> tuple[int, ...]:
        return tuple(sorted(position))

    def check_move(self, position: Any, after: Any) -> None:
        if len(after) != len(position):
            raise InputError(MESSAGES("pile_count_kept"))
        changed = [i for i, (p, q) in enumerate(zip(position, after)) if p != q]
        if len(changed) != 1:
            raise InputError(MESSAGES("one_pile"))
        i = changed[0]
        taken = position[i] - after[i]
        if taken not in self.moves:
            allowed = self.moves.label
            raise InputError(MESSAGES("not_allowed", taken=taken, allowed=allowed))

    # -------------------------------------------------------------- solution
    def grundy_of_pile(self, n: int) -> int:
        """g(n) for one pile (normal play)."""
        return self.moves.grundy(n)

    def period(self) -> Period:
        """The least preperiod and period of the sequence this game's answers use."""
        return _period_of(self.moves, self.misere)

    def outcome(self, position: Any) -> Outcome:
        position = self.read(position)
        if self.misere:
            if len(position) == 1:
                return "N" if self.moves.misere_wins(position[0]) else "P"
            return self.solver.outcome(position)
        return "N" if self.grundy(position) else "P"

    def grundy(self, position: Any) -> int:
        position = self.read(position)
        if self.misere:
            return super().grundy(position)  # raises: no Grundy values in misère play
        return nim_sum(self.grundy_of_pile(p) for p in position)

    def winning_moves(self, position: Any) -> list[tuple[int, ...]]:
        """Every winning move, pile by pile, smaller amounts first."""
        position = self.read(position)
        if self.misere:
            if len(position) == 1:
                n = position[0]
                return [(n - s,) for s in self.moves.sizes(n) if not self.moves.misere_wins(n - s)]
            return self.solver.winning_moves(position)
        total = self.grundy(position)
        if total == 0:
            return []
        moves = []
        for i, p in enumerate(position):
            target = self.grundy_of_pile(p) ^ total
            for s in self.moves.sizes(p):
                if self.grundy_of_pile(p - s) == target:
                    moves.append(position[:i] + (p - s,) + position[i + 1 :])
        return moves

    def explain(self, position: Any, lang: str = "en") -> str:
        position = self.read(position)
        if self.misere and len(position) > 1:
            verdict = super().explain(position, lang)
            return verdict[0].upper() + verdict[1:]
        facts = self.moves.facts(self.misere).render(lang)
        wins = self.winning_moves(position)
        if self.misere:
            n = position[0]
            if next(self.moves.sizes(n), None) is None:
                core = MESSAGES("misere_stuck", n=n).render(lang)
            elif wins:
                core = MESSAGES("misere_won", n=wins[0][0]).render(lang)
            else:
                core = MESSAGES("misere_lost").render(lang)
            return MESSAGES("facts", facts=facts, core=core).render(lang)
        values = [self.grundy_of_pile(p) for p in position]
        total = nim_sum(values)
        if len(position) == 1:
            head = f"g({int_to_str(position[0])}) = {total}"
        else:
            xor = MESSAGES("xor").render(lang)
            parts = xor.join(f"g({int_to_str(p)})" for p in position)
            head = MESSAGES("grundy_sum", parts=parts, values=xor.join(map(str, values)), total=total).render(lang)
        if total == 0:
            tail = MESSAGES("p_position").render(lang)
        else:
            tail = MESSAGES("n_position", after=self.format_position(wins[0], lang)).render(lang)
        return MESSAGES("facts", facts=facts, core=MESSAGES("value_and_verdict", head=head, tail=tail)).render(lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        moves = self.moves
        found = moves.misere_period if self.misere else moves.period
        pre, period = found if found is not None else (None, None)
        extra = {"set": list(self.set) if isinstance(self.set, tuple) else self.set, "preperiod": pre,
                 "period": period}
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
                    return MESSAGES("take", t=p - q).render(lang)
                return MESSAGES("take_from", t=p - q, i=i).render(lang)
        return MESSAGES("no_move").render(lang)

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
            raise InputError(MESSAGES("type_pile_amount", text=text))
        pile = parse_count(words[0], MESSAGES("pile"))
        amount = parse_count(words[1], MESSAGES("amount"))
        if not 1 <= pile <= len(position):
            raise InputError(MESSAGES("no_such_pile", pile=pile))
        if amount > position[pile - 1]:
            raise InputError(MESSAGES("too_few", pile=pile, there=position[pile - 1]))
        after = position[: pile - 1] + (position[pile - 1] - amount,) + position[pile:]
        self.check_move(position, after)
        return after

    def random_position(self, rng: Any, scale: int = 20) -> tuple[int, ...]:
        return (rng.randint(0, 3 * scale),)
