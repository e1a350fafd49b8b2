"""The game a take-and-break rule defines: its moves, answers, explanations and notation, for any heap.

:class:`RuleGame` is everything that follows from the moves of a :class:`~.rule.Rule`;
its variants say only how the rule is given and word what is theirs (python-chess's
variants of one board): :class:`grundy.games.takebreak.TakeBreak` reads the rule as
text (``grundy takebreak --rule``), :class:`grundy.games.octal.Octal` as an octal code,
and adds misère play.  The values come from :mod:`.solution` (the terms computed, or a
proved period, ordinary or arithmetic, for a heap of any size).

>>> from grundy.games.takebreak import TakeBreak
>>> game = TakeBreak(rule="take 1, leave 0-3")  # the rule of 0.F: G(n) = n mod 2 (a period 2)
>>> game.grundy((10**30 + 1, 4)), game.winning_moves((7,))[:4]
(1, [(6,), (1, 5), (2, 4), (3, 3)])
>>> game.count_moves_to((10**30 + 1,))  # into two heaps and three, counted through the period
83333333333333333333333333333833333333333333333333333333334

Winning moves of a huge heap go through the period (:mod:`.splits`): a split of m into
a + (m - a) with both parts in the periodic range depends on a mod q only (on the sum and
xor of the parts' quotients for an arithmetic period), so the splits are listed lazily, in
order of a, and counted exactly by arithmetic; so are the splits into three heaps.  A
rule's least parts are a least first part, its unequal parts leave out the equal ones.

Algorithm notes: a heap's value is the mex of its options' values, an option of several
heaps having the xor of theirs (Sprague-Grundy); a position's value is the xor of its
heaps', and the winning moves are the moves of one heap to the value that makes it 0.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from itertools import islice
from typing import TYPE_CHECKING, Any, ClassVar

from ...bigint import int_to_str
from ...drawing import Shell
from ...engine import Outcome, nim_sum
from ...errors import InputError, TooLargeError
from ...messages import Text, catalogue
from ...periodic import ArithmeticPeriod, Period
from ...piles import PileGame
from ...report import Analysis
from ...validation import parse_count
from .solution import THREE_LIMIT, Solution

if TYPE_CHECKING:
    from .rule import Rule
    from .splits import Variants

__all__ = ["MOVE_LIMIT", "SHOWN_TERMS", "TAIL_THREE_LIMIT", "RuleGame", "heap_size"]

#: The most winning moves listed for one position (a huge heap may have astronomically many).
MOVE_LIMIT = 100
#: How many terms of the sequence the explanation shows.
SHOWN_TERMS = 30
#: Moves into three heaps of every rest (a take with no upper bound) are listed for heaps below this.
TAIL_THREE_LIMIT = 300

MESSAGES = catalogue("octal.rulegame", {
    "bad_heap": ("a heap is a non-negative integer, not {n!r}", "堆的大小是非负整数，不能是 {n!r}"),
    "not_a_move": ("a move takes from one heap, leaving it, nothing, or two or three heaps in its place",
                   "一步从一堆中取，留下一堆、不留或在原处留下两堆或三堆"),
    "no_such_move": ("the rule {rule} has no move that takes {k} and leaves {parts}",
                     "规则 {rule} 中没有取 {k} 个并留下 {parts} 的走法"),
    "nothing": ("nothing", "空"),
    "three_far": ("take-and-break {rule}: the moves into three heaps of a heap of {n} are listed for heaps below {limit:,}",
                  "取子分堆规则“{rule}”：分成三堆的走法只对小于 {limit:,} 的堆列出，不能对 {n} 的堆列出"),
    "no_theorem_unbounded": ("the Grundy values of one heap, n = 0, 1, ..., are {shown}; the periodicity theorem does not "
                             "cover a take with no upper bound, so heaps below {terms:,} are computed exactly and larger "
                             "ones are not answered",
                             "单堆的 SG 值（n = 0, 1, ...）为 {shown}；周期性定理不适用于没有上限的取法，所以只精确算出"
                             "小于 {terms:,} 的堆，更大的堆不作回答"),
    "no_theorem_unequal": ("the Grundy values of one heap, n = 0, 1, ..., are {shown}; the periodicity theorem does not "
                           "cover heaps that must differ, so heaps below {terms:,} are computed exactly and larger ones "
                           "are not answered",
                           "单堆的 SG 值（n = 0, 1, ...）为 {shown}；周期性定理不适用于要求各堆大小不同的规则，所以只精确"
                           "算出小于 {terms:,} 的堆，更大的堆不作回答"),
    "no_period": ("the Grundy values of one heap, n = 0, 1, ..., are {shown}; no period was proved within {terms:,} "
                  "{terms:~term|terms} (heaps below {terms:,} are computed exactly)",
                  "单堆的 SG 值（n = 0, 1, ...）为 {shown}；在 {terms:,} 项内未证得周期（小于 {terms:,} 的堆已精确算出）"),
    "periodic": ("the Grundy values of one heap, n = 0, 1, ..., are {shown}; they repeat with period {q} from n = "
                 "{n0} (Guy-Smith periodicity theorem: with t = {t}, a period checked for n0 <= n < 2 n0 + p + t "
                 "holds forever)",
                 "单堆的 SG 值（n = 0, 1, ...）为 {shown}；从 n = {n0} 起以周期 {q} 重复（八进制博弈周期性定理：t "
                 "= {t}，周期在 n0 <= n < 2 n0 + p + t 上成立即永远成立）"),
    "periodic_parts": ("the Grundy values of one heap, n = 0, 1, ..., are {shown}; they repeat with period {q} from "
                       "n = {n0} (periodicity theorem for moves leaving up to J = {j} {j:~heap|heaps}: with t = {t}, a period "
                       "checked for n0 <= n < {j} n0 + {j1} p + t holds forever)",
                       "单堆的 SG 值（n = 0, 1, ...）为 {shown}；从 n = {n0} 起以周期 {q} 重复（一步至多留下 J = {j} "
                       "堆时的周期性定理：t = {t}，周期在 n0 <= n < {j} n0 + {j1} p + t 上成立即永远成立）"),
    "arithmetic": ("the Grundy values of one heap, n = 0, 1, ..., are {shown}; from n = {n0} on, G(n + {q}) = G(n) + {s} "
                   "(arithmetic-periodicity test for moves leaving up to three heaps: checked on G(0), ..., G({b}), "
                   "it holds forever)",
                   "单堆的 SG 值（n = 0, 1, ...）为 {shown}；从 n = {n0} 起 G(n + {q}) = G(n) + {s}（一步至多留下三堆时"
                   "的算术周期性判定：在 G(0), ..., G({b}) 上检验成立即永远成立）"),
    "xor": (" xor ", " ⊕ "),
    "grundy_sum": ("the Grundy value is {parts}", "SG 值为 {parts}"),
    "type_move": ("type a heap and an amount (and a heap left), e.g. '1 2' or '1 2 3', not {text!r}",
                  "请输入堆号和个数（以及留下的一堆），例如 '1 2' 或 '1 2 3'，而不是 {text!r}"),
    "heap": ("heap", "堆号"),
    "amount": ("amount", "取的个数"),
    "heap_left": ("heap left", "留下的堆"),
    "no_such_heap": ("there is no heap {heap}", "没有第 {heap} 堆"),
    "take_range": ("heap {heap} has {have}: take 1 to {have}, not {taken}",
                   "第 {heap} 堆有 {have} 个：应取 1 到 {have} 个，不能是 {taken}"),
    "split_range": ("after taking {taken}, {remain} remain: a split leaves 1 to {most}, not {given}",
                    "取 {taken} 个后余 {remain} 个：分堆时留下 1 到 {most} 个，不能是 {given}"),
    "p_position": ("so every move leaves a nonzero value: a P-position", "任何走法都使 SG 值变为非零，所以是必败态"),
    "n_position": ("nonzero: {how}, which leaves value 0", "不为 0：{how}，使 SG 值变为 0"),
    "facts": ("; {head}, {tail}.", "；{head}，{tail}。"),
    "many_moves": (" There are {count:,} winning {count:~move|moves}; the first {limit} are listed.",
                   "必胜走法共 {count:,} 种，列出前 {limit} 种。"),
    "no_move": ("no move", "未走子"),
    "from_heap": (" from heap {i}", "从第 {i} 堆"),
    "take_all": ("take all {k}{where}", "{where}取走全部 {k} 个"),
    "take_leaving": ("take {k}{where}, leaving {left}", "{where}取 {k} 个，留下 {left} 个"),
    "take_split": ("take {k}{where}, leaving heaps of {a} and {b}", "{where}取 {k} 个，余下分成 {a} 个和 {b} 个两堆"),
    "take_three": ("take {k}{where}, leaving heaps of {a}, {b} and {c}",
                   "{where}取 {k} 个，余下分成 {a} 个、{b} 个和 {c} 个三堆"),
    "split_two": ("split{where} into heaps of {a} and {b}", "{where}把一堆分成 {a} 个和 {b} 个两堆"),
    "split_three": ("split{where} into heaps of {a}, {b} and {c}", "{where}把一堆分成 {a} 个、{b} 个和 {c} 个三堆"),
})


def heap_size(n: Any) -> int:
    """n, a heap's size, or the one-line refusal of anything else."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise InputError(MESSAGES("bad_heap", n=n))
    return n


def _allow_half(m: int, variants: Variants) -> bool:
    # whether a split of m into two equal heaps is admitted (some variant without "unequal" allows its part)
    return m % 2 == 1 or any(not unequal and low <= m // 2 for unequal, low in variants)


class RuleGame(PileGame):
    """A take-and-break game on heaps: what follows from the moves of its rule (:attr:`parsed`).

    A variant is a frozen dataclass with the fields that give the rule, and ``terms`` (how many
    terms are computed, its default when None: ``--to``); it words its refusals and the facts
    that are its own through the hooks below (``_refusal``, ``_three_far``, ``_unproved``,
    ``_refused_move``, ``_identity``).
    """

    terms: int | None

    shell: ClassVar[Shell] = dataclasses.replace(PileGame.shell, board_kind="heaps", position_metavar="HEAP")
    names_grundy_moves: ClassVar[bool] = True

    @property
    def parsed(self) -> Rule:
        """The rule as a :class:`~grundy.games.octal.rule.Rule`."""
        raise NotImplementedError

    # ----------------------------------------------------------------- hooks
    def _refusal(self, g: Solution, n: int) -> Exception:
        """The refusal of a heap of n that neither the terms computed nor a period answer."""
        from .refusal import rule_refusal

        return rule_refusal(g, n)

    def _three_far(self, n: int) -> Exception:
        """The refusal to list the moves into three heaps of n (past THREE_LIMIT without a period)."""
        return TooLargeError(MESSAGES("three_far", rule=self.parsed.words(), n=int_to_str(n), limit=THREE_LIMIT))

    def _unproved(self, g: Solution, shown: str) -> Text:
        """The explanation's first part when no period is proved."""
        if g.covered:
            return MESSAGES("no_period", shown=shown, terms=g.terms)
        if not self.parsed.bounded:
            return MESSAGES("no_theorem_unbounded", shown=shown, terms=g.terms)
        return MESSAGES("no_theorem_unequal", shown=shown, terms=g.terms)

    def _refused_move(self, n: int, k: int, parts: tuple[int, ...]) -> Exception:
        """The refusal of taking k from a heap of n and leaving ``parts``, which the rule does not allow."""
        shown = ", ".join(map(int_to_str, parts)) or MESSAGES("nothing")
        return InputError(MESSAGES("no_such_move", rule=self.parsed.words(), k=k, parts=shown))

    def _identity(self) -> dict[str, Any]:
        """What names the game in its analysis (JSON), before the period."""
        return {"rule": str(self.parsed), "code": self.parsed.code()}

    # ----------------------------------------------------------------- rules
    def options(self, position: Any) -> Iterator[tuple[int, ...]]:
        rule = self.parsed
        for i, p in enumerate(position):
            for _k, parts in rule.heap_moves(p):
                yield position[:i] + (parts or (0,)) + position[i + 1 :]

    def canonical(self, position: Any) -> tuple[int, ...]:
        return tuple(sorted(p for p in position if p))

    def _decode(self, position: Any, after: Any) -> tuple[int, int, tuple[int, ...]] | None:
        """(heap index, tokens taken, heaps left) of a move, or None if it is not one."""
        extra = len(after) - len(position)
        if extra == 0:
            changed = [i for i, (p, q) in enumerate(zip(position, after)) if p != q]
            if len(changed) != 1:
                return None
            i = changed[0]
            p, q = position[i], after[i]
            return (i, p - q, (q,) if q else ()) if q < p else None
        if extra not in (1, 2):
            return None
        i = next((j for j, (p, q) in enumerate(zip(position, after)) if p != q), len(position))
        if i >= len(position) or tuple(after[i + extra + 1 :]) != tuple(position[i + 1 :]):
            return None
        parts = tuple(after[i : i + extra + 1])
        if min(parts) < 1 or sum(parts) > position[i]:
            return None
        return i, position[i] - sum(parts), parts

    def check_move(self, position: Any, after: Any) -> None:
        move = self._decode(position, after)
        if move is None:
            raise InputError(MESSAGES("not_a_move"))
        i, k, parts = move
        if not self.parsed.allows(position[i], k, parts):
            raise self._refused_move(position[i], k, parts)

    # -------------------------------------------------------------- solution
    def _solution(self) -> Solution:
        return Solution(self.parsed, self.terms, self._refusal)

    def grundy_of_heap(self, n: int) -> int:
        """G(n) for one heap."""
        return self._solution()(n)

    def period(self) -> Period | ArithmeticPeriod | None:
        """The least preperiod and period of G, with the saltus of an arithmetic period (None if none was
        proved within the terms computed, or the periodicity theorem does not cover the rule)."""
        return self._solution().period

    def grundy(self, position: Any) -> int:
        g = self._solution()
        return nim_sum(g(p) for p in self.read(position))

    def outcome(self, position: Any) -> Outcome:
        return "N" if self.grundy(position) else "P"

    def _kinds(self, p: int) -> Iterator[tuple[int, int, Variants]]:
        # (the rest m, heaps left j, the variants that allow it) of each kind of move on a heap of p, in move
        # order: k ascending, then 0, 1, 2 and 3 heaps left
        rule = self.parsed
        if p >= TAIL_THREE_LIMIT and any(c.take_from is not None and 3 in c.leave for c in rule.clauses):
            raise self._three_far(p)
        for k in rule.takes(p):
            for j in range(4):
                variants = rule.variants(p, k, j)
                if variants:
                    yield p - k, j, variants

    def _triples(self, g: Solution, m: int, target: int, variants: Variants) -> Iterator[tuple[int, ...]]:
        # the splits a <= b <= c of m that reach target: read off the values below THREE_LIMIT, through
        # the proved period (ordinary or arithmetic; never with unequal parts) above
        from .splits import small_triples

        if m < THREE_LIMIT:
            yield from small_triples(g, m, target, variants)
        elif g.period is None:
            raise self._three_far(m)
        else:
            yield from g.through.triples(m, target, min(low for _unequal, low in variants))

    def _heap_moves_to(self, g: Solution, p: int, target: int) -> Iterator[tuple[int, ...]]:
        # the heaps left by the moves on a heap of p whose value is target, in move order, parts ascending
        from .splits import pairs

        for m, j, variants in self._kinds(p):
            least = min(low for _unequal, low in variants)
            if j == 0:
                if m == 0 and target == 0:
                    yield ()
            elif j == 1:
                if m >= least and g(m) == target:
                    yield (m,)
            elif j == 2:
                for a in pairs(g, m, target, least, _allow_half(m, variants)):
                    yield a, m - a
            else:
                yield from self._triples(g, m, target, variants)

    def _heap_count(self, g: Solution, p: int, target: int) -> int:
        # how many moves _heap_moves_to lists, counted through the period
        from .splits import pair_count

        count = 0
        for m, j, variants in self._kinds(p):
            least = min(low for _unequal, low in variants)
            if j == 0:
                count += m == 0 and target == 0
            elif j == 1:
                count += m >= least and g(m) == target
            elif j == 2:
                count += pair_count(g, m, target, least, _allow_half(m, variants))
            elif m >= THREE_LIMIT and g.period is not None:
                count += g.through.triple_count(m, target, least)
            else:
                count += sum(1 for _ in self._triples(g, m, target, variants))
        return count

    def _moves_to(self, position: tuple[int, ...], value: int) -> Iterator[tuple[int, ...]]:
        g = self._solution()
        values = [g(p) for p in position]
        total = nim_sum(values)
        for i, p in enumerate(position):
            for parts in self._heap_moves_to(g, p, values[i] ^ total ^ value):
                yield position[:i] + (parts or (0,)) + position[i + 1 :]

    def count_moves_to(self, position: Any, value: int = 0) -> int:
        """How many moves lead to Grundy value ``value`` (winning moves for 0), counted exactly."""
        position = self.read(position)
        g = self._solution()
        values = [g(p) for p in position]
        total = nim_sum(values)
        return sum(self._heap_count(g, p, values[i] ^ total ^ value) for i, p in enumerate(position))

    def grundy_moves(self, position: Any, value: int) -> Iterator[tuple[int, ...]]:
        """The options of Grundy value ``value``, in move order, one at a time
        (for a huge heap there may be too many to list: take what you need)."""
        return self._moves_to(self.read(position), value)

    def winning_moves(self, position: Any) -> list[tuple[int, ...]]:
        """Every winning move (at most MOVE_LIMIT): heap by heap, fewer tokens taken first, then no heap,
        one heap, two and three heaps left, the parts ascending."""
        position = self.read(position)
        if self.grundy(position) == 0:
            return []
        return list(islice(self.grundy_moves(position, 0), MOVE_LIMIT))

    # ------------------------------------------------------------ explaining
    def _facts(self, g: Solution, lang: str) -> str:
        # the values of one heap, and the period that answers every heap (or why none does)
        period, rules = g.period, g.rules
        if period is None:
            count = min(SHOWN_TERMS, len(g.values))
        elif period.saltus:  # the terms grow without end: a few periods are shown
            count = min(SHOWN_TERMS, max(period.preperiod + 3 * period.period, 12))
        else:
            count = min(SHOWN_TERMS, period.preperiod + period.period)
        shown = " ".join(str(g(n)) for n in range(count)) + " ..."
        if period is None:
            return self._unproved(g, shown).render(lang)
        n0, q, j = period.preperiod, period.period, rules.parts
        if period.saltus:
            from .arithmetic import needed

            b = needed(rules, g.values, period)
            return MESSAGES("arithmetic", shown=shown, q=q, n0=n0, s=period.saltus, b=(b or 0) - 1).render(lang)
        if j != 2:
            return MESSAGES("periodic_parts", shown=shown, q=q, n0=n0, t=rules.t, j=j, j1=j - 1).render(lang)
        return MESSAGES("periodic", shown=shown, q=q, n0=n0, t=rules.t).render(lang)

    def explain(self, position: Any, lang: str = "en") -> str:
        position = self.read(position)
        g = self._solution()
        values = [g(p) for p in position]
        total = nim_sum(values)
        x = MESSAGES("xor").render(lang)
        head = MESSAGES("grundy_sum", parts=x.join(f"G({int_to_str(p)})" for p in position)).render(lang)
        if len(position) > 1:
            head += " = " + x.join(map(str, values))
        head += f" = {total}"
        if total == 0:
            tail = MESSAGES("p_position").render(lang)
        else:
            first = next(self._moves_to(position, 0))
            tail = MESSAGES("n_position", how=self.describe_move(position, first, lang)).render(lang)
        text = self._facts(g, lang) + MESSAGES("facts", head=head, tail=tail).render(lang)
        if total:
            count = self.count_moves_to(position)
            if count > MOVE_LIMIT:
                text += MESSAGES("many_moves", count=count, limit=MOVE_LIMIT).render(lang)
        return text

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        period = self.period()
        count = self.count_moves_to(result.position) if result.outcome == "N" else 0
        extra = {
            **self._identity(),
            "preperiod": period.preperiod if period else None,
            "period": period.period if period else None,
            "saltus": period.saltus if period else None,
            "heap_grundy": [self.grundy_of_heap(p) for p in result.position],
            "winning_move_count": count,
            "winning_moves_complete": count == len(result.winning_moves),
        }
        return dataclasses.replace(result, grundy=self.grundy(result.position), extra={**result.extra, **extra})

    # -------------------------------------------------------------- notation
    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        move = self._decode(position, after)
        if move is None:
            return MESSAGES("no_move").render(lang)
        i, k, parts = move
        where = MESSAGES("from_heap", i=i + 1).render(lang) if len(position) > 1 else ""
        if not parts:
            return MESSAGES("take_all", k=k, where=where).render(lang)
        if len(parts) == 1:
            return MESSAGES("take_leaving", k=k, where=where, left=parts[0]).render(lang)
        if k == 0 and len(parts) == 2:
            return MESSAGES("split_two", where=where, a=parts[0], b=parts[1]).render(lang)
        if k == 0:
            return MESSAGES("split_three", where=where, a=parts[0], b=parts[1], c=parts[2]).render(lang)
        if len(parts) == 3:
            return MESSAGES("take_three", k=k, where=where, a=parts[0], b=parts[1], c=parts[2]).render(lang)
        return MESSAGES("take_split", k=k, where=where, a=parts[0], b=parts[1]).render(lang)

    def move_text(self, position: Any, after: Any) -> str:
        move = self._decode(position, after)
        if move is None:
            return ""
        i, k, parts = move
        return f"{i + 1} {int_to_str(k)}" + "".join(f" {int_to_str(part)}" for part in parts[:-1])

    def parse_move(self, position: tuple[int, ...], text: str) -> tuple[int, ...]:
        """Read 'HEAP TAKE', 'HEAP TAKE LEFT' (two heaps: LEFT and the rest) or 'HEAP TAKE A B' (three heaps:
        A, B and the rest); with one heap, 'TAKE' alone.  TAKE is 0 for a split without taking, where
        the rule has one.

        >>> from grundy.games.takebreak import TakeBreak
        >>> TakeBreak(rule="grundy").parse_move((10,), "1 0 3"), TakeBreak(rule="0.77").parse_move((5, 6), "2 1")
        ((3, 7), (5, 5))
        >>> from grundy.games.octal import Octal
        >>> Octal(code="4.8").parse_move((10,), "1 0 4"), Octal(code="0.8").parse_move((10,), "1 1 2 3")
        ((4, 6), (2, 3, 4))
        """
        words = text.replace(",", " ").split()
        if len(words) == 1 and len(position) == 1:
            words = ["1"] + words
        if len(words) not in (2, 3, 4):
            raise InputError(MESSAGES("type_move", text=text))
        heap = parse_count(words[0], MESSAGES("heap"))
        amount = parse_count(words[1], MESSAGES("amount"))
        if not 1 <= heap <= len(position):
            raise InputError(MESSAGES("no_such_heap", heap=heap))
        p = position[heap - 1]
        splits = len(words) > 2 and any(c.takes(0) for c in self.parsed.clauses)
        if amount < (0 if splits else 1) or amount > p:
            raise InputError(MESSAGES("take_range", heap=heap, have=p, taken=amount))
        rest = p - amount
        if len(words) == 4:
            a, b = (parse_count(w, MESSAGES("heap_left")) for w in words[2:])
            if a < 1 or b < 1 or a + b >= rest:
                raise InputError(MESSAGES("split_range", taken=amount, remain=rest, most=rest - 1, given=a + b))
            parts: tuple[int, ...] = (a, b, rest - a - b)
        elif len(words) == 3:
            left = parse_count(words[2], MESSAGES("heap_left"))
            if not 1 <= left < rest:
                raise InputError(MESSAGES("split_range", taken=amount, remain=rest, most=rest - 1, given=left))
            parts = (left, rest - left)
        else:
            parts = (rest,)
        after = position[: heap - 1] + parts + position[heap:]
        self.check_move(position, after)
        return after
