"""Take-and-break games given by a rule: take k tokens from a heap, leave j heaps (:mod:`grundy.games.octal.rule`).

The rule is a :class:`~grundy.games.octal.rule.Rule` ("take 1-2, leave 0-2" is
Kayles; a take may have no upper bound, "take 1+"; the heaps left may have to
differ, "unequal", or be large enough, "parts >= 2"; the heap moved on too,
"heap >= 3").  Whoever makes the last move wins.  The values are computed by
the kernels of the octal games (:mod:`grundy.games.octal.values`), and a
period is proved by the periodicity theorem wherever it applies: bounded
takes without "unequal" (its t raised for the bounds: see
:func:`~grundy.games.octal.values.theorem_t`).  Elsewhere, and where no period
is found within the terms computed, heaps up to the bound are answered
exactly and larger ones are refused.

>>> couples = TakeBreak(rule="take 0, leave 2, heap >= 3", terms=100)  # Couples are forever
>>> [couples.grundy_of_heap(n) for n in range(12)]
[0, 0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3]
>>> grundy_values("lasker", 9), grundy_period("take 1-2, leave 0-2")
([0, 1, 2, 4, 3, 5, 6, 8, 7], Period(preperiod=71, period=12))
>>> game = TakeBreak(rule="take 0, leave 2, parts >= 2")
>>> game.period(), game.grundy((10**30,)), game.winning_moves((9, 6))
(Period(preperiod=55, period=34), 3, [(3, 6, 6), (9, 2, 4)])

Winning moves of a huge heap go through the period as for the octal games
(:mod:`grundy.games.octal.game`): a split of m into a + (m - a) with both parts
in the periodic range depends on a mod q only, so the splits are listed by
walking the good residues and counted by arithmetic.

Algorithm notes: a heap's value is the mex of its options' values, an option
of several heaps having the xor of theirs (Sprague-Grundy); so are the values
here, whatever the rule, and the kernels compute them (the options of a take
with no upper bound are gathered as the heaps grow).  The period, where
claimed, rests on the theorem's hypothesis checked on the values computed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import islice
from typing import Any, ClassVar

from ..bigint import int_to_str
from ..drawing import Shell
from ..engine import Outcome, nim_sum
from ..errors import InputError, TooLargeError
from ..messages import Text, catalogue
from ..options import Option
from ..periodic import Period
from ..piles import PileGame
from ..report import Analysis
from ..validation import parse_count
from .octal.game import MAX_TERMS, MAX_TERMS_TRIPLES, MOVE_LIMIT, SHOWN_TERMS, THREE_LIMIT
from .octal.game import MESSAGES as OCTAL
from .octal.rule import Rule, admitted

__all__ = ["TAIL_THREE_LIMIT", "TakeBreak", "grundy_period", "grundy_value", "grundy_values"]

#: Moves into three heaps of every rest (a take with no upper bound) are listed for heaps below this.
TAIL_THREE_LIMIT = 300
#: The rule of a game built without one (the command line asks for it: see TakeBreak.from_tokens).
KAYLES = "take 1-2, leave 0-2"
#: The fewest terms computed for a rule the periodicity theorem does not cover (see _Values).
FIRST_TERMS = 256

MESSAGES = catalogue("takebreak", {
    "title": ("Take-and-break game", "取子分堆博弈"),
    "summary": ("Take-and-break games by rule: take k from a heap, leave j heaps ('take 1-2, leave 0-2': Kayles)",
                "按规则的取子分堆博弈：从一堆取 k 个，留下 j 堆（'take 1-2, leave 0-2' 即凯尔斯保龄球）"),
    "position_help": ("the heap sizes (the rule is given by --rule)", "各堆的大小（规则用 --rule 给出）"),
    "move_help": ("'1 2' takes 2 from heap 1; '1 2 3' takes 2 from heap 1 and leaves 3 and the rest; '1 0 2 3' "
                  "splits heap 1 into 2, 3 and the rest",
                  "'1 2' 从第 1 堆取 2 个；'1 2 3' 从第 1 堆取 2 个，余下分成 3 个和其余；'1 0 2 3' 把第 1 堆分成 "
                  "2 个、3 个和其余"),
    "rule_help": ("the rule: 'take K, leave J' clauses separated by ';', e.g. 'take 1-2, leave 0-2' (Kayles), "
                  "'take 0, leave 2, unequal' (Grundy's game), 'take 1+, leave 0-1; take 0, leave 2' (Lasker's Nim); "
                  "also unequal, parts >= M, heap >= H, an octal code, or grundy, lasker, couples",
                  "规则：以 ';' 分隔的若干条 'take K, leave J'，例如 'take 1-2, leave 0-2'（凯尔斯保龄球）、"
                  "'take 0, leave 2, unequal'（格兰迪博弈）、'take 1+, leave 0-1; take 0, leave 2'（拉斯克尼姆）；"
                  "还可加 'unequal'、'parts >= M'、'heap >= H'，也可以是八进制代码，或 'grundy'、'lasker'、'couples'"),
    "rule_label": ("rule {value}", "规则 {value}"),
    "rule_short": ("--rule", "规则"),
    "titled": ("Take-and-break game: {rule}", "取子分堆博弈：{rule}"),
    "titled_named": ("Take-and-break game: {rule} ({name})", "取子分堆博弈：{rule}（{name}）"),
    "not_a_move": ("the rule {rule} has no move that takes {k} and leaves {parts}",
                   "规则 {rule} 中没有取 {k} 个并留下 {parts} 的走法"),
    "nothing": ("nothing", "空"),
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
    "periodic": ("the Grundy values of one heap, n = 0, 1, ..., are {shown}; they repeat with period {q} from n = {n0} "
                 "(the periodicity theorem for moves leaving up to J = {j} {j:~heap|heaps}: with t = {t}, a period checked "
                 "for n0 <= n < {j} n0 + {j1} p + t holds forever)",
                 "单堆的 SG 值（n = 0, 1, ...）为 {shown}；从 n = {n0} 起以周期 {q} 重复（一步至多留下 J = {j} 堆时的"
                 "周期性定理：t = {t}，周期在 n0 <= n < {j} n0 + {j1} p + t 上成立即永远成立）"),
    "refused": ("take-and-break {rule}: {why}, so only heaps below {terms:,} are answered, not {n}; --to {need} computes "
                "the terms up to it ({time})",
                "取子分堆规则“{rule}”：{why}，所以只能回答小于 {terms:,} 的堆，不能回答 {n}；用 --to {need} 可算到这一堆（{time}）"),
    "refused_far": ("take-and-break {rule}: {why}, so only heaps below {terms:,} are answered, not {n}; --to accepts at "
                    "most {limit:,} {limit:~term|terms}",
                    "取子分堆规则“{rule}”：{why}，所以只能回答小于 {terms:,} 的堆，不能回答 {n}；--to 至多接受 {limit:,} 项"),
    "why_unbounded": ("the periodicity theorem does not cover a take with no upper bound",
                      "周期性定理不适用于没有上限的取法"),
    "why_unequal": ("the periodicity theorem does not cover heaps that must differ", "周期性定理不适用于要求各堆大小不同的规则"),
    "why_no_period": ("no period was proved within {terms:,} {terms:~term|terms}", "在 {terms:,} 项内未证得周期"),
    "time": ("about {low}", "约需 {low}"),
    "rule_first": ("give the rule with --rule, e.g. grundy takebreak --rule 'take 1-2, leave 0-2' {heaps} (Kayles)",
                   "请用 --rule 给出规则，例如 grundy takebreak --rule 'take 1-2, leave 0-2' {heaps}（凯尔斯保龄球）"),
    "no_heaps": ("give at least one heap size after the rule, e.g. grundy takebreak --rule '{rule}' 10 7",
                 "规则之后至少给出一堆的大小，例如 grundy takebreak --rule '{rule}' 10 7"),
    "three_far": ("take-and-break {rule}: the moves into three heaps of a heap of {n} are listed for heaps below {limit:,}",
                  "取子分堆规则“{rule}”：分成三堆的走法只对小于 {limit:,} 的堆列出，不能对 {n} 的堆列出"),
})


def _rule(rule: Any) -> Rule:
    # a Rule, read once for each text
    return _read(rule) if isinstance(rule, str) else rule if isinstance(rule, Rule) else Rule(rule)


@lru_cache(maxsize=256)
def _read(text: str) -> Rule:
    return Rule(text)


def default_terms(rule: Rule) -> int:
    """The terms computed by default: MAX_TERMS, or MAX_TERMS_TRIPLES if a move may leave three heaps."""
    return MAX_TERMS_TRIPLES if rule.parts == 3 else MAX_TERMS


@lru_cache(maxsize=32)
def _solved(rule: Rule, limit: int) -> tuple[Any, Period | None]:
    # G(0..) to ``limit`` or the proved period (read-only), and the period
    from .octal.values import compute

    run = compute(rule.kernel_rules(), limit)
    run.values.flags.writeable = False
    return run.values, run.period


class _Values:
    """G of one heap for a rule: from the terms computed, or through the period.

    Where the periodicity theorem applies, the terms up to the bound are computed at once (the period
    search may stop them early); elsewhere no period can be proved, and only the terms the heaps asked
    about need are computed, a power of 2 from :data:`FIRST_TERMS` on, up to the bound (every question
    asks G of its heaps first).
    """

    def __init__(self, rule: Rule, limit: int | None) -> None:
        self.rule = rule
        self.limit = default_terms(rule) if limit is None else limit
        self.covered = rule.kernel_rules().t is not None
        self.values, self.period = _solved(rule, self.limit if self.covered else min(self.limit, FIRST_TERMS))

    @property
    def terms(self) -> int:
        """The heaps below this are answered from the terms (larger ones only through a period)."""
        return len(self.values) if self.covered else self.limit

    def __call__(self, n: int) -> int:
        if n >= len(self.values) and not self.covered and n < self.limit:
            self.values, self.period = _solved(self.rule, min(self.limit, max(FIRST_TERMS, 1 << n.bit_length())))
        if n < len(self.values):
            return int(self.values[n])
        if self.period is None:
            raise self.refusal(n)
        n0, q = self.period
        return int(self.values[n0 + (n - n0) % q])

    def array(self, x: Any) -> Any:
        """G of every heap in an int64 array (each below the terms computed, or periodic)."""
        import numpy as np

        count = len(self.values)
        if self.period is None:
            return self.values[x]
        n0, q = self.period
        return np.where(x < count, self.values[np.minimum(x, count - 1)], self.values[n0 + (x - n0) % q])

    def refusal(self, n: int) -> TooLargeError:
        from .octal.refusal import duration
        from .octal.values import MAX_BOUND, estimate_seconds

        rules = self.rule.kernel_rules()
        terms = self.terms
        why = (MESSAGES("why_no_period", terms=terms) if rules.t is not None else
               MESSAGES("why_unbounded") if not self.rule.bounded else MESSAGES("why_unequal"))
        if n + 1 > MAX_BOUND:
            return TooLargeError(MESSAGES("refused_far", rule=self.rule.words(), why=why, terms=terms, n=int_to_str(n),
                                          limit=MAX_BOUND))
        _low, high = estimate_seconds(rules, self.values, n + 1)
        return TooLargeError(MESSAGES("refused", rule=self.rule.words(), why=why, terms=terms, n=int_to_str(n),
                                      need=n + 1, time=MESSAGES("time", low=duration(high))))


def grundy_values(rule: Any, count: int) -> list[int]:
    """G(0), ..., G(count - 1) of one heap under ``rule`` (a :class:`Rule` or its text)."""
    g = _Values(_rule(rule), None)
    return [g(n) for n in range(count)]


def grundy_value(rule: Any, n: int) -> int:
    """G(n) of one heap, of any size when a period is proved.

    >>> grundy_value("take 1-2, leave 0-2", 10**40)
    1
    """
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise InputError(OCTAL("bad_heap", n=n))
    return _Values(_rule(rule), None)(n)


def grundy_period(rule: Any) -> Period | None:
    """The least preperiod and period, proved by the periodicity theorem (None if none is, or it does not apply)."""
    return _Values(_rule(rule), None).period


def _pairs(g: _Values, m: int, target: int, variants: list[tuple[bool, int]]) -> Iterator[int]:
    # Every a, a <= m - a, with G(a) xor G(m - a) = target that some variant (unequal, least) admits, ascending
    least, half, allow_half = _pair_range(m, variants)
    if half < least:
        return
    period = g.period
    if period is None or m < len(g.values):
        for a in _chunks(least, half):
            for x in a[(g.array(a) ^ g.array(m - a)) == target].tolist():
                if allow_half or 2 * x != m:
                    yield x
        return
    n0, q = period
    for a in _chunks(least, min(half, n0 - 1)):
        # m - a > len(values) - n0 >= n0 is periodic (m may pass int64: reduced first)
        other = g.values[n0 + ((m - n0) % q - a) % q]
        for x in a[(g.array(a) ^ other) == target].tolist():
            if allow_half or 2 * x != m:
                yield x
    first = max(least, n0)
    good = [r for r in range(q) if (int(g.values[n0 + r]) ^ int(g.values[n0 + (m - 2 * n0 - r) % q])) == target]
    if not good:
        return
    base = n0
    while base <= half:
        for r in good:
            x = base + r
            if x > half:
                return
            if x >= first and (allow_half or 2 * x != m):
                yield x
        base += q


def _chunks(low: int, high: int) -> Iterator[Any]:
    # low, ..., high as int64 arrays of at most 2**20
    import numpy as np

    for start in range(low, high + 1, 1 << 20):
        yield np.arange(start, min(high, start + (1 << 20) - 1) + 1, dtype=np.int64)


def _pair_range(m: int, variants: list[tuple[bool, int]]) -> tuple[int, int, bool]:
    # (the least smaller part, the largest, whether a = m / 2 is allowed) of the splits of m the variants admit:
    # a split a + b, a < b, needs some variant's least <= a; a = b needs one of them without "unequal"
    least = min(low for _unequal, low in variants)
    half = m // 2
    allow_half = m % 2 == 1 or any(not unequal and low <= half for unequal, low in variants)
    return least, half, allow_half


def _pair_count(g: _Values, m: int, target: int, variants: list[tuple[bool, int]]) -> int:
    # How many values _pairs yields (counted through the period)
    least, half, allow_half = _pair_range(m, variants)
    period = g.period
    if period is None or m < len(g.values) or half < period.preperiod:
        return sum(1 for _ in _pairs(g, m, target, variants))
    n0, q = period
    count = sum(1 for x in _pairs_below(g, m, target, variants, n0))
    first = max(least, n0)
    for r in range(q):
        if (int(g.values[n0 + r]) ^ int(g.values[n0 + (m - 2 * n0 - r) % q])) != target:
            continue
        low = n0 + r + max(0, -(-(first - n0 - r) // q)) * q  # the least a >= first with a = n0 + r (mod q)
        if low <= half:
            count += (half - low) // q + 1
            if not allow_half and (half - low) % q == 0 and 2 * half == m:
                count -= 1
    return count


def _pairs_below(g: _Values, m: int, target: int, variants: list[tuple[bool, int]], stop: int) -> Iterator[int]:
    for x in _pairs(g, m, target, variants):
        if x >= stop:
            return
        yield x


def _triples(rule: Rule, g: _Values, m: int, target: int, variants: list[tuple[bool, int]]) -> Iterator[tuple[int, ...]]:
    # the splits a <= b <= c of m that some variant admits and whose values xor to target
    import numpy as np

    if m >= THREE_LIMIT:
        raise TooLargeError(MESSAGES("three_far", rule=rule.words(), n=int_to_str(m), limit=THREE_LIMIT))
    least = min(low for _unequal, low in variants)
    values = g.array(np.arange(m + 1, dtype=np.int64))
    for a in range(least, m // 3 + 1):
        b = np.arange(a, (m - a) // 2 + 1, dtype=np.int64)
        c = m - a - b
        hit = (values[a] ^ values[b] ^ values[c]) == target
        distinct = (b > a) & (c > b)
        ok = np.zeros(len(b), dtype=bool)
        for unequal, low in variants:
            if a >= low:
                ok |= distinct if unequal else True
        for x in b[hit & ok].tolist():
            yield a, x, m - a - x


@dataclass(frozen=True)
class TakeBreak(PileGame):
    """A take-and-break game on one or more heaps, given by its rule (see :mod:`grundy.games.octal.rule`).

    >>> game = TakeBreak(rule="take 0, leave 2, unequal")
    >>> game, game.winning_moves((5, 6)), game.display_title()
    (TakeBreak(rule='take 0, leave 2, unequal'), [(2, 3, 6), (5, 1, 5)], "Take-and-break game: take 0, leave 2, unequal (Grundy's game)")
    """

    rule: Any = KAYLES
    #: How many terms are computed (MAX_TERMS, or MAX_TERMS_TRIPLES for three heaps, when None): ``--to``.
    terms: int | None = dataclasses.field(default=None, repr=False)

    name: ClassVar[str] = "takebreak"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (
        ({"rule": "take 1-2, leave 0-2"}, (10, 7, 3)),
        ({"rule": "take 1+, leave 0-1; take 0, leave 2"}, (12, 3)),
        ({"rule": "take 0, leave 2, heap >= 3"}, (10, 7, 4)),
        ({"rule": "take 2, leave 0-2, parts >= 2"}, (10**30, 5)),
    )
    shell: ClassVar[Shell] = dataclasses.replace(
        PileGame.shell,
        board_kind="heaps",
        position_metavar="HEAP",
        examples=(
            "grundy takebreak --rule 'take 1-2, leave 0-2' 10 7 3",
            "grundy takebreak --rule 'take 0, leave 2, unequal' 20 --grundy",
            "grundy takebreak --rule 'take 1+, leave 0-1; take 0, leave 2' 12 3",
            "grundy takebreak --rule 'take 0, leave 2, heap >= 3' --to 100",
            "grundy takebreak --rule 'take 2, leave 0-2, parts >= 2' 1000000000000000000000000",
        ),
        command_line="grundy.cli.takebreak",
    )
    names_grundy_moves: ClassVar[bool] = True
    title: ClassVar[Text] = MESSAGES("title")
    aliases: ClassVar[tuple[str, ...]] = ("take-and-break", "take-break")
    aliases_zh: ClassVar[tuple[str, ...]] = ("取子分堆", "取子分堆博弈")
    summary: ClassVar[Text | None] = MESSAGES("summary")
    position_help: ClassVar[Text] = MESSAGES("position_help")
    move_help: ClassVar[Text | None] = MESSAGES("move_help")
    cli_options: ClassVar[tuple[Option, ...]] = (
        Option("rule", str, MESSAGES("rule_help"), default=KAYLES, metavar="RULE", label=MESSAGES("rule_label"),
               short=MESSAGES("rule_short")),
    )

    def __post_init__(self) -> None:
        object.__setattr__(self, "rule", str(_rule(self.rule)))

    @property
    def parsed(self) -> Rule:
        """The rule as a :class:`Rule`."""
        return _rule(self.rule)

    def rules(self) -> dict[str, Any]:
        """The rule (the bound of the computation is not a rule)."""
        return {"rule": self.rule}

    def display_title(self, lang: str = "en") -> str:
        rule = self.parsed
        known = rule.known()
        text = rule.text(lang)
        return (MESSAGES("titled_named", rule=text, name=known) if known else MESSAGES("titled", rule=text)).render(lang)

    def _values(self) -> _Values:
        return _Values(self.parsed, self.terms)

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
            raise InputError(OCTAL("not_a_move"))
        i, k, parts = move
        if not self.parsed.allows(position[i], k, parts):
            shown = ", ".join(map(int_to_str, parts)) or MESSAGES("nothing")
            raise InputError(MESSAGES("not_a_move", rule=self.parsed.words(), k=k, parts=shown))

    # -------------------------------------------------------------- solution
    def grundy_of_heap(self, n: int) -> int:
        """G(n) for one heap."""
        return self._values()(n)

    def period(self) -> Period | None:
        """The least preperiod and period of G (None if none was proved, or the theorem does not apply)."""
        return self._values().period

    def grundy(self, position: Any) -> int:
        return nim_sum(self.grundy_of_heap(p) for p in self.read(position))

    def outcome(self, position: Any) -> Outcome:
        return "N" if self.grundy(position) else "P"

    def _heap_moves_to(self, g: _Values, p: int, target: int, pairs: bool = True) -> Iterator[tuple[int, ...]]:
        # The moves on one heap of p whose parts have the value ``target``: k ascending, then 0, 1, 2, 3
        # heaps left, parts ascending (without the splits in two unless ``pairs``).
        rule = self.parsed
        if p >= TAIL_THREE_LIMIT and any(c.take_from is not None and 3 in c.leave for c in rule.clauses):
            raise TooLargeError(MESSAGES("three_far", rule=self.parsed.words(), n=int_to_str(p), limit=TAIL_THREE_LIMIT))
        for k in rule.takes(p):
            m = p - k
            for j in range(4):
                variants = rule.variants(p, k, j)
                if not variants:
                    continue
                if j == 0:
                    if m == 0 and target == 0:
                        yield ()
                elif j == 1:
                    if admitted((m,), False, min(low for _u, low in variants)) and g(m) == target:
                        yield (m,)
                elif j == 2:
                    if not pairs:
                        continue
                    for a in _pairs(g, m, target, variants):
                        yield a, m - a
                else:
                    yield from _triples(rule, g, m, target, variants)

    def _moves_to(self, position: tuple[int, ...], value: int) -> Iterator[tuple[int, ...]]:
        g = self._values()
        values = [g(p) for p in position]
        total = nim_sum(values)
        for i, p in enumerate(position):
            for parts in self._heap_moves_to(g, p, values[i] ^ total ^ value):
                yield position[:i] + (parts or (0,)) + position[i + 1 :]

    def count_moves_to(self, position: Any, value: int = 0) -> int:
        """How many moves lead to Grundy value ``value`` (winning moves for 0), counted exactly."""
        position = self.read(position)
        g = self._values()
        values = [g(p) for p in position]
        total = nim_sum(values)
        rule = self.parsed
        count = 0
        for i, p in enumerate(position):
            target = values[i] ^ total ^ value
            for k in rule.takes(p):
                variants = rule.variants(p, k, 2)
                if variants:
                    count += _pair_count(g, p - k, target, variants)
            count += sum(1 for _ in self._heap_moves_to(g, p, target, pairs=False))
        return count

    def grundy_moves(self, position: Any, value: int) -> Iterator[tuple[int, ...]]:
        """The options of Grundy value ``value``, in move order, one at a time."""
        return self._moves_to(self.read(position), value)

    def winning_moves(self, position: Any) -> list[tuple[int, ...]]:
        """Every winning move (at most MOVE_LIMIT): heap by heap, fewer tokens taken first, then no heap,
        one heap, two and three heaps left, the parts ascending."""
        position = self.read(position)
        if self.grundy(position) == 0:
            return []
        return list(islice(self.grundy_moves(position, 0), MOVE_LIMIT))

    def _facts(self, lang: str) -> str:
        g = self._values()
        values, period, terms = g.values, g.period, g.terms
        rules = self.parsed.kernel_rules()
        count = SHOWN_TERMS if period is None else min(SHOWN_TERMS, period.preperiod + period.period)
        shown = " ".join(map(str, values[:count].tolist()))
        if len(values) > count:
            shown += " ..."
        if period is None:
            if rules.t is not None:
                return MESSAGES("no_period", shown=shown, terms=terms).render(lang)
            if not self.parsed.bounded:
                return MESSAGES("no_theorem_unbounded", shown=shown, terms=terms).render(lang)
            return MESSAGES("no_theorem_unequal", shown=shown, terms=terms).render(lang)
        n0, q = period
        j = rules.parts
        if j == 2:
            return OCTAL("periodic", shown=shown, q=q, n0=n0, t=rules.t).render(lang)
        return MESSAGES("periodic", shown=shown, q=q, n0=n0, t=rules.t, j=j, j1=j - 1).render(lang)

    def explain(self, position: Any, lang: str = "en") -> str:
        position = self.read(position)
        values = [self.grundy_of_heap(p) for p in position]
        total = nim_sum(values)
        x = OCTAL("xor").render(lang)
        head = OCTAL("grundy_sum", parts=x.join(f"G({int_to_str(p)})" for p in position)).render(lang)
        if len(position) > 1:
            head += " = " + x.join(map(str, values))
        head += f" = {total}"
        if total == 0:
            tail = OCTAL("p_position").render(lang)
        else:
            first = next(self._moves_to(position, 0))
            tail = OCTAL("n_position", how=self.describe_move(position, first, lang)).render(lang)
        text = self._facts(lang) + OCTAL("facts", head=head, tail=tail).render(lang)
        if total:
            count = self.count_moves_to(position)
            if count > MOVE_LIMIT:
                text += OCTAL("many_moves", count=count, limit=MOVE_LIMIT).render(lang)
        return text

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        period = self.period()
        count = self.count_moves_to(result.position) if result.outcome == "N" else 0
        extra = {
            "rule": self.rule,
            "code": self.parsed.code(),
            "preperiod": period.preperiod if period else None,
            "period": period.period if period else None,
            "heap_grundy": [self.grundy_of_heap(p) for p in result.position],
            "winning_move_count": count,
            "winning_moves_complete": count == len(result.winning_moves),
        }
        return dataclasses.replace(result, grundy=self.grundy(result.position), extra={**result.extra, **extra})

    # -------------------------------------------------------------- notation
    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        move = self._decode(position, after)
        if move is None:
            return OCTAL("no_move").render(lang)
        i, k, parts = move
        where = OCTAL("from_heap", i=i + 1).render(lang) if len(position) > 1 else ""
        if not parts:
            return OCTAL("take_all", k=k, where=where).render(lang)
        if len(parts) == 1:
            return OCTAL("take_leaving", k=k, where=where, left=parts[0]).render(lang)
        if k == 0 and len(parts) == 2:
            return OCTAL("split_two", where=where, a=parts[0], b=parts[1]).render(lang)
        if k == 0:
            return OCTAL("split_three", where=where, a=parts[0], b=parts[1], c=parts[2]).render(lang)
        if len(parts) == 3:
            return OCTAL("take_three", k=k, where=where, a=parts[0], b=parts[1], c=parts[2]).render(lang)
        return OCTAL("take_split", k=k, where=where, a=parts[0], b=parts[1]).render(lang)

    def move_text(self, position: Any, after: Any) -> str:
        move = self._decode(position, after)
        if move is None:
            return ""
        i, k, parts = move
        return f"{i + 1} {int_to_str(k)}" + "".join(f" {int_to_str(part)}" for part in parts[:-1])

    def parse_move(self, position: tuple[int, ...], text: str) -> tuple[int, ...]:
        """Read 'HEAP TAKE', 'HEAP TAKE LEFT' (two heaps: LEFT and the rest) or 'HEAP TAKE A B' (three heaps:
        A, B and the rest); with one heap, 'TAKE' alone.  TAKE is 0 for a split without taking.

        >>> TakeBreak(rule="grundy").parse_move((10,), "1 0 3"), TakeBreak(rule="0.77").parse_move((5, 6), "2 1")
        ((3, 7), (5, 5))
        """
        words = text.replace(",", " ").split()
        if len(words) == 1 and len(position) == 1:
            words = ["1"] + words
        if len(words) not in (2, 3, 4):
            raise InputError(OCTAL("type_move", text=text))
        heap = parse_count(words[0], OCTAL("heap"))
        amount = parse_count(words[1], OCTAL("amount"))
        if not 1 <= heap <= len(position):
            raise InputError(OCTAL("no_such_heap", heap=heap))
        p = position[heap - 1]
        if amount < (0 if len(words) > 2 else 1) or amount > p:
            raise InputError(OCTAL("take_range", heap=heap, have=p, taken=amount))
        rest = p - amount
        if len(words) == 4:
            a, b = (parse_count(w, OCTAL("heap_left")) for w in words[2:])
            if a < 1 or b < 1 or a + b >= rest:
                raise InputError(OCTAL("split_range", taken=amount, remain=rest, most=rest - 1, given=a + b))
            parts: tuple[int, ...] = (a, b, rest - a - b)
        elif len(words) == 3:
            left = parse_count(words[2], OCTAL("heap_left"))
            if not 1 <= left < rest:
                raise InputError(OCTAL("split_range", taken=amount, remain=rest, most=rest - 1, given=left))
            parts = (left, rest - left)
        else:
            parts = (rest,)
        after = position[: heap - 1] + parts + position[heap:]
        self.check_move(position, after)
        return after

    @classmethod
    def from_tokens(cls, tokens: Sequence[str], **rules: Any) -> tuple[TakeBreak, tuple[int, ...]]:
        """Read ``HEAP ...`` under the rule given as ``rule``.  Without a rule the heaps are refused rather
        than read as Kayles: ``grundy takebreak 5`` names no game.

        >>> TakeBreak.from_tokens(["5", "6"], rule="take 1-2, leave 0-2")
        (TakeBreak(rule='take 1-2, leave 0-2'), (5, 6))
        >>> TakeBreak.from_tokens(["5"])
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: give the rule with --rule, e.g. grundy takebreak --rule 'take 1-2, leave 0-2' 5 (Kayles)
        """
        if rules.get("rule") is None:
            heaps = " ".join(tokens)
            raise InputError(MESSAGES("rule_first", heaps=heaps if heaps and len(heaps) <= 30 else "5"))
        game = cls(**rules)
        if not tokens:
            raise InputError(MESSAGES("no_heaps", rule=game.rule))
        return game, game.parse_position(list(tokens))
