"""Octal games (Guy and Smith): take tokens from a heap, and perhaps split what is left.

An octal code ``0.d1d2d3...`` gives the rules: digit ``d_k`` (0 to 7) says
what removing k tokens from one heap may do.  Bit 1: remove the whole heap
(the heap had exactly k); bit 2: leave one nonempty heap; bit 4: leave two
nonempty heaps (split the rest in two); hexadecimal digits 8 to F (bit 8)
also leave three, and a digit before the point splits without taking
(:mod:`grundy.games.octal.code`).  Whoever makes the last move wins.
Kayles is 0.77, Dawson's Kayles 0.07, Dawson's chess 0.137, Guiles 0.15.

>>> grundy_values("0.77", 13)
[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]
>>> grundy_period("0.77")
Period(preperiod=71, period=12)
>>> grundy_value("0.07", 10**100)  # through the period 34 of Dawson's Kayles
2
>>> Octal(code="0.77").winning_moves((4,))  # take 2 from the middle: 1 and 1 are left
[(1, 1)]
>>> grundy_period("0.FF"), grundy_value("0.FF", 10**22)  # arithmetic-periodic: G(n + 1) = G(n) + 1
(ArithmeticPeriod(preperiod=0, period=1, saltus=1), 10000000000000000000000)

The values and periods are computed in :mod:`grundy.games.octal.values`
(the compiled kernel when numba is installed), and the period is proved by
the octal periodicity theorem, or an arithmetic period G(n + p) = G(n) + s
by the test of :mod:`.arithmetic` (hexadecimal games); if none is proved within :data:`MAX_TERMS`
terms (or the bound given as ``--to``), heaps up to that size are still
answered exactly, and larger ones are refused.

Winning moves of a huge heap: a split of m into (a, m - a) with
n0 <= a <= m / 2 has both parts in the periodic range, so whether it
reaches a given value depends only on a mod q; the splits are listed in
order of a by walking the good residues (at most :data:`MOVE_LIMIT` of
them) and counted exactly by arithmetic (``winning_move_count``).  Splits
into three heaps and arithmetic periods are read the same way, through
:mod:`.splits`.


References: R. K. Guy and C. A. B. Smith, "The G-values of various games",
Proc. Cambridge Philos. Soc. 52 (1956) 514-526; E. R. Berlekamp,
J. H. Conway, R. K. Guy, *Winning Ways*, 2nd ed., vol. 1, chapter 4.

One topic: the octal game itself (its rules, positions, moves, answers and
explanations); its codes (:mod:`.code`), values (:mod:`.values`), kernels, data
files (:mod:`.data`) and certificate live beside it in :mod:`grundy.games.octal`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import Any, ClassVar

from ...drawing import Shell
from ...engine import Outcome, nim_sum
from ...errors import InputError, TooLargeError
from ...bigint import int_to_str
from ...piles import PileGame
from ...options import MISERE, Option
from ...messages import Text, catalogue
from ...periodic import ArithmeticPeriod, Period
from ...report import Analysis
from ...validation import parse_count
from .code import MAX_DIGITS, NAMES, code_text, head_of, heap_moves, parse_code  # noqa: F401 (MAX_DIGITS: re-exported)
from .refusal import refusal
from .splits import split_count as _split_count
from .splits import split_values as _split_values
from .splits import triple_count as _triple_count
from .splits import triple_values as _triple_values
from .values import compute, octal_rules, solved

__all__ = [
    "MAX_TERMS",
    "MOVE_LIMIT",
    "Octal",
    "grundy_period",
    "grundy_value",
    "grundy_values",
    "heap_moves",
    "parse_code",
    "raw_values",
]

#: How many terms the period search computes before it gives up.
MAX_TERMS = 20_000
#: The same when a move may leave three heaps (N terms: N**3 / 36 xors, see .values; seconds for this
#: many); and moves into three heaps are listed and counted for heaps below THREE_LIMIT.
MAX_TERMS_TRIPLES = THREE_LIMIT = 3_000
#: The most winning moves listed for one position (a huge heap may have astronomically many).
MOVE_LIMIT = 100
#: How many terms of the sequence the explanation shows.
SHOWN_TERMS = 30

#: Names of well-known octal games, in English and Chinese.
MESSAGES = catalogue("octal", {
    "bad_heap": ("a heap is a non-negative integer, not {n!r}", "堆的大小是非负整数，不能是 {n!r}"),
    "two_codes": ("two codes given: {given} and --code {code}", "给出了两个代码：{given} 和 --code {code}"),
    "code_first": ("give the octal game's code first, e.g. 'grundy octal 0.77 {heaps}' ({name})",
                   "请先给出八进制博弈的代码，例如 'grundy octal 0.77 {heaps}'（{name}）"),
    "no_heaps": ("give at least one heap size after the code, e.g. 0.77 10 7",
                 "代码之后至少给出一堆的大小，例如 0.77 10 7"),
    "title": ("Octal game {code}", "八进制博弈 {code}"),
    "title_named": ("Octal game {code} ({name})", "八进制博弈 {code}（{name}）"),
    "not_a_move": ("a move takes from one heap, leaving it, nothing, or two or three heaps in its place",
                   "一步从一堆中取，留下一堆、不留或在原处留下两堆或三堆"),
    "whole_heap": ("code {code} does not allow to remove a whole heap of {k}",
                   "代码 {code} 不允许取 {k} 个时整堆取走"),
    "one_heap_left": ("code {code} does not allow to leave one heap after taking {k}",
                      "代码 {code} 不允许取 {k} 个时取后留下一堆"),
    "two_heaps_left": ("code {code} does not allow to leave two heaps after taking {k}",
                       "代码 {code} 不允许取 {k} 个时取后留下两堆"),
    "three_heaps_left": ("code {code} does not allow to leave three heaps after taking {k}",
                         "代码 {code} 不允许取 {k} 个时取后留下三堆"),
    "take_three": ("take {k}{where}, leaving heaps of {a}, {b} and {c}",
                   "{where}取 {k} 个，余下分成 {a} 个、{b} 个和 {c} 个三堆"),
    "split_two": ("split{where} into heaps of {a} and {b}", "{where}把一堆分成 {a} 个和 {b} 个两堆"),
    "split_three": ("split{where} into heaps of {a}, {b} and {c}", "{where}把一堆分成 {a} 个、{b} 个和 {c} 个三堆"),
    "three_far": ("octal {code}: the moves into three heaps of a heap of {n} are listed for heaps below {limit:,}",
                  "八进制 {code}：分成三堆的走法只对小于 {limit:,} 的堆列出，不能对 {n} 的堆列出"),
    "no_period": ("no period was proved within {terms:,} {terms:~term|terms} (heaps below {terms:,} are computed exactly)",
                  "在 {terms:,} 项内未证得周期（小于 {terms:,} 的堆已精确算出）"),
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
})

def raw_values(code: Any, count: int) -> list[int]:
    """G(0), ..., G(count - 1) computed term by term, without any period.

    >>> raw_values("0.07", 10)
    [0, 0, 1, 1, 2, 0, 3, 1, 1, 0]
    """
    run = compute(octal_rules(parse_code(code)), count, stop=False)
    return [int(v) for v in run.values]


def default_terms(digits: tuple[int, ...]) -> int:
    """The terms the period search computes by default (MAX_TERMS_TRIPLES if a move may leave three heaps)."""
    return MAX_TERMS_TRIPLES if any(d & 8 for d in (head_of(digits), *digits)) else MAX_TERMS


def _solved(digits: tuple[int, ...], limit: int | None = None) -> tuple[Any, Period | ArithmeticPeriod | None]:
    return solved(digits, default_terms(digits) if limit is None else limit)


def _g(digits: tuple[int, ...], n: int, limit: int | None = None) -> int:
    values, period = _solved(digits, limit)
    if n < len(values):
        return int(values[n])
    if period is None:
        raise refusal(digits, values, n)
    n0, q, s = period.preperiod, period.period, period.saltus
    c, r = divmod(n - n0, q)
    return int(values[n0 + r]) + s * c


def grundy_period(code: Any) -> Period | ArithmeticPeriod | None:
    """The least preperiod and period, proved by the periodicity theorem (None if not found);
    an :class:`~grundy.periodic.ArithmeticPeriod` (with its saltus) when G(n + p) = G(n) + s.

    >>> grundy_period("0.07"), grundy_period("0.137"), grundy_period("0.8")
    (Period(preperiod=53, period=34), Period(preperiod=52, period=34), ArithmeticPeriod(preperiod=1, period=3, saltus=1))
    """
    return _solved(parse_code(code))[1]


def grundy_value(code: Any, n: int) -> int:
    """G(n) for one heap of n, of any size when the period is known.

    >>> grundy_value("0.77", 71), grundy_value("0.77", 71 + 12 * 10**50)
    (7, 7)
    """
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise InputError(MESSAGES("bad_heap", n=n))
    return _g(parse_code(code), n)


def grundy_values(code: Any, count: int) -> list[int]:
    """G(0), ..., G(count - 1).

    >>> grundy_values("0.15", 12)
    [0, 1, 1, 0, 1, 1, 2, 2, 1, 2, 2, 1]
    """
    digits = parse_code(code)
    return [_g(digits, n) for n in range(count)]


TEXTS = catalogue("octal.texts", {
    "title": ("Octal game", "八进制博弈"),
    "summary": ("Octal games (Kayles 0.77, Dawson's Kayles 0.07, ...)", "八进制博弈：从一堆中取，并可把余下的分成两堆（凯尔斯保龄球 0.77 等）"),
    "position_help": ("the octal code first (e.g. 0.77, Kayles; or give it with --code), then the heap sizes",
                      "先写八进制代码（例如凯尔斯保龄球 0.77；也可以用 --code 给出），然后是各堆的大小"),
    "move_help": ("'1 2' takes 2 from heap 1; '1 2 3' takes 2 from heap 1 and splits the rest into 3 and the remainder",
                  "'1 2' 从第 1 堆取 2 个；'1 2 3' 从第 1 堆取 2 个并把余下的分成 3 个和其余"),
    "code_help": ("the octal code, e.g. 0.77 (Kayles), 0.07 (Dawson's Kayles); it may also be given as the first positional argument",
                  "八进制代码，例如 0.77、0.07；也可以作为第一个位置参数给出"),
    "code_label": ("code {value}", "代码 {value}"),
    "code_short": ("--code", "八进制代码"),
})


@dataclass(frozen=True)
class Octal(PileGame):
    """An octal game on one or more heaps, given by its code (default 0.77, Kayles).

    >>> g = Octal(code="0.07")
    >>> g.outcome((5,)), g.winning_moves((6, 1)), g.grundy((10**30,))
    ('P', [(2, 2, 1)], 1)
    """

    code: Any = "0.77"
    #: How many terms the period search may compute (MAX_TERMS when None): ``--to``; in misère
    #: play, the largest heap the misère quotient takes in.
    terms: int | None = dataclasses.field(default=None, repr=False)
    #: Misère play: answered through the misère quotient (:mod:`grundy.games.quotient`).
    misere: bool = dataclasses.field(default=False, repr=False)

    name: ClassVar[str] = "octal"
    samples: ClassVar[tuple[tuple[dict[str, Any], Any], ...]] = (({"code": "0.77"}, (10, 7, 3)), ({"code": "0.137"}, (10**30,)))
    shell: ClassVar[Shell] = dataclasses.replace(
        PileGame.shell,
        board_kind="heaps",
        position_metavar="HEAP",
        examples=(
            "grundy octal 0.77 10 7 3",
            "grundy octal 0.07 20 --grundy",
            "grundy octal 0.137 1000000000000000000000000",
            "grundy octal 0.137 --to 10000 -o seq.b",
            "grundy octal --survey '0.?7' --to 2000",
        ),
        command_line="grundy.cli.octal",
    )
    names_grundy_moves: ClassVar[bool] = True
    title: ClassVar[Text] = TEXTS("title")
    aliases_zh: ClassVar[tuple[str, ...]] = ("八进制", "八进制博弈")
    summary: ClassVar[Text | None] = TEXTS("summary")
    position_help: ClassVar[Text] = TEXTS("position_help")
    move_help: ClassVar[Text | None] = TEXTS("move_help")
    cli_options: ClassVar[tuple[Option, ...]] = (
        Option("code", str, TEXTS("code_help"), default="0.77", metavar="CODE", label=TEXTS("code_label"),
               short=TEXTS("code_short")),
        MISERE,
    )

    def __post_init__(self) -> None:
        object.__setattr__(self, "code", code_text(parse_code(self.code)))

    def rules(self) -> dict[str, Any]:
        """The rules: the code, and misère play when asked (the bound of the period search is not a rule)."""
        return {k: v for k, v in super().rules().items() if k != "terms" and (k != "misere" or v)}

    def quotient(self, to: int | None = None) -> Any:
        """The misère quotient of heaps up to ``to`` (see :mod:`grundy.games.quotient`)."""
        from ..quotient import DEFAULT_BOUND, misere_quotient

        return misere_quotient(self.code, to=DEFAULT_BOUND if to is None else to)

    def _misere(self, position: Any) -> Any:
        from ..quotient.misere import misere_answer

        return misere_answer(self.code, self.read(position), to=self.terms)

    @property
    def digits(self) -> tuple[int, ...]:
        """d1, ..., dt."""
        return parse_code(self.code)

    @classmethod
    def from_tokens(cls, tokens: Sequence[str], **rules: Any) -> tuple[Octal, tuple[int, ...]]:
        """Read ``CODE HEAP ...``, or ``HEAP ...`` with the code given as ``code``.

        A first token with a point is the code.  Without a code the heaps
        are refused rather than read as Kayles: ``grundy octal 5`` names no
        game.

        >>> Octal.from_tokens(["0.07", "5", "6"])
        (Octal(code='0.07'), (5, 6))
        >>> Octal.from_tokens(["5"], code="0.07")
        (Octal(code='0.07'), (5,))
        >>> Octal.from_tokens(["5"])
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: give the octal game's code first, e.g. 'grundy octal 0.77 5' (Kayles)
        """
        tokens = list(tokens)
        code = rules.pop("code", None)
        if tokens and ("." in tokens[0] or "·" in tokens[0]):
            given = tokens.pop(0)
            if code not in (None, "0.77") and parse_code(code) != parse_code(given):
                raise InputError(MESSAGES("two_codes", given=given, code=code))
            code = given
        elif code is None:
            heaps = " ".join(tokens)
            heaps = heaps if heaps and len(heaps) <= 30 else "5"
            raise InputError(MESSAGES("code_first", heaps=heaps, name=NAMES["0.77"]))
        game = cls(code=code, **rules)
        if not tokens:
            raise InputError(MESSAGES("no_heaps"))
        return game, game.parse_position(tokens)

    def display_title(self, lang: str = "en") -> str:
        known = NAMES.get(self.code)
        title = MESSAGES("title_named", code=self.code, name=known) if known else MESSAGES("title", code=self.code)
        return title.render(lang)

    # ----------------------------------------------------------------- rules
    def options(self, position: Any) -> Iterator[tuple[int, ...]]:
        for i, p in enumerate(position):
            for _k, parts in heap_moves(self.digits, p):
                yield position[:i] + (parts or (0,)) + position[i + 1 :]

    def canonical(self, position: Any) -> tuple[int, ...]:
        return tuple(sorted(p for p in position if p))

    def _decode(self, position: Any, after: Any) -> tuple[int, int, tuple[int, ...]] | None:
        """(heap index, tokens taken, heaps left) of a move, or None if it is not one."""
        if len(after) == len(position):
            changed = [i for i, (p, q) in enumerate(zip(position, after)) if p != q]
            if len(changed) != 1:
                return None
            i = changed[0]
            p, q = position[i], after[i]
            return (i, p - q, (q,) if q else ()) if q < p else None
        if len(after) == len(position) + 1:
            i = next((j for j, (p, q) in enumerate(zip(position, after)) if p != q), len(position))
            if i >= len(position) or after[i + 2 :] != position[i + 1 :]:
                return None
            a, b = after[i], after[i + 1]
            if a < 1 or b < 1 or a + b > position[i] or (a + b == position[i] and not head_of(self.digits) & 4):
                return None
            return i, position[i] - a - b, (a, b)
        if len(after) == len(position) + 2:
            i = next((j for j, (p, q) in enumerate(zip(position, after)) if p != q), len(position))
            if i >= len(position) or after[i + 3 :] != position[i + 1 :]:
                return None
            parts = tuple(after[i : i + 3])
            if min(parts) < 1 or sum(parts) > position[i]:
                return None
            return i, position[i] - sum(parts), parts
        return None

    def check_move(self, position: Any, after: Any) -> None:
        move = self._decode(position, after)
        if move is None:
            raise InputError(MESSAGES("not_a_move"))
        _i, k, parts = move
        digits = self.digits
        d = (head_of(digits) & 12) if k == 0 else digits[k - 1] if k <= len(digits) else 0
        bit = 1 << len(parts)
        if not d & bit:
            raise InputError(MESSAGES("whole_heap", code=self.code, k=k) if bit == 1 else
                             MESSAGES("one_heap_left", code=self.code, k=k) if bit == 2 else
                             MESSAGES("two_heaps_left", code=self.code, k=k) if bit == 4 else
                             MESSAGES("three_heaps_left", code=self.code, k=k))

    # -------------------------------------------------------------- solution
    def grundy_of_heap(self, n: int) -> int:
        """G(n) for one heap."""
        return _g(self.digits, n, self.terms)

    def period(self) -> Period | ArithmeticPeriod | None:
        """The least preperiod and period of G, with the saltus of an arithmetic period (None if none was
        proved within MAX_TERMS)."""
        return _solved(self.digits, self.terms)[1]

    def grundy(self, position: Any) -> int:
        if self.misere:
            return super().grundy(position)  # refused: misère play has no Grundy value
        return nim_sum(self.grundy_of_heap(p) for p in self.read(position))

    def outcome(self, position: Any) -> Outcome:
        if self.misere:
            return "P" if self._misere(position).outcome == "P" else "N"
        return "N" if self.grundy(position) else "P"

    def _moves_to(self, position: tuple[int, ...], value: int) -> Iterator[tuple[int, ...]]:
        # Heap by heap; in a heap, k ascending (k = 0 first: splits without taking); for each k the whole
        # heap, one heap, then splits a <= b, then splits a <= b <= c.
        values = [self.grundy_of_heap(p) for p in position]
        total = nim_sum(values)
        digits = self.digits
        for i, p in enumerate(position):
            target = values[i] ^ total ^ value
            for k, d in enumerate((head_of(digits) & 12, *digits)):
                if k > p:
                    break
                m = p - k
                if m == 0:
                    if d & 1 and target == 0:
                        yield position[:i] + (0,) + position[i + 1 :]
                    continue
                if d & 2 and k and self.grundy_of_heap(m) == target:
                    yield position[:i] + (m,) + position[i + 1 :]
                if d & 4:
                    for a in _split_values(digits, m, target, self.terms):
                        yield position[:i] + (a, m - a) + position[i + 1 :]
                if d & 8:
                    for parts in self._triples(m, target):
                        yield position[:i] + parts + position[i + 1 :]

    def _triples(self, m: int, target: int) -> Iterator[tuple[int, int, int]]:
        # the splits a <= b <= c of m whose values xor to target: read off the values below THREE_LIMIT,
        # through the proved period (ordinary or arithmetic) above
        if m >= THREE_LIMIT:
            if self.period() is None:
                raise TooLargeError(MESSAGES("three_far", code=self.code, n=int_to_str(m), limit=THREE_LIMIT))
            yield from _triple_values(self.digits, m, target, self.terms)
            return
        g = [self.grundy_of_heap(a) for a in range(m + 1)]
        for a in range(1, m // 3 + 1):
            for b in range(a, (m - a) // 2 + 1):
                if g[a] ^ g[b] ^ g[m - a - b] == target:
                    yield a, b, m - a - b

    def count_moves_to(self, position: Any, value: int = 0) -> int:
        """How many moves lead to Grundy value ``value`` (winning moves for 0), counted exactly."""
        position = self.read(position)
        values = [self.grundy_of_heap(p) for p in position]
        total = nim_sum(values)
        count = 0
        digits = self.digits
        for i, p in enumerate(position):
            target = values[i] ^ total ^ value
            for k, d in enumerate((head_of(digits) & 12, *digits)):
                m = p - k
                if m < 0:
                    break
                if m == 0:
                    count += bool(d & 1 and target == 0)
                    continue
                count += bool(d & 2 and k and self.grundy_of_heap(m) == target)
                if d & 4:
                    count += _split_count(digits, m, target, self.terms)
                if d & 8:
                    count += (_triple_count(digits, m, target, self.terms) if m >= THREE_LIMIT and self.period()
                              else sum(1 for _ in self._triples(m, target)))
        return count

    def grundy_moves(self, position: Any, value: int) -> Iterator[tuple[int, ...]]:
        """The options of Grundy value ``value``, in move order, one at a time
        (for a huge heap there may be too many to list: take what you need)."""
        return self._moves_to(self.read(position), value)

    def winning_moves(self, position: Any) -> list[tuple[int, ...]]:
        """Every winning move (at most MOVE_LIMIT): heap by heap, fewer tokens taken first,
        then the whole heap / one heap left / splits a <= b by a ascending."""
        position = self.read(position)
        if self.misere:
            moves: list[tuple[int, ...]] = self._misere(position).moves
            return moves
        if self.grundy(position) == 0:
            return []
        return list(islice(self.grundy_moves(position, 0), MOVE_LIMIT))

    def _facts(self, lang: str) -> str:
        digits = self.digits
        values, period = _solved(digits, self.terms)
        if period is None:
            return MESSAGES("no_period", terms=len(values)).render(lang)
        n0, q = period.preperiod, period.period
        shown = " ".join(map(str, values[: min(SHOWN_TERMS, n0 + q)]))
        if n0 + q > SHOWN_TERMS:
            shown += " ..."
        t = len(digits)
        if period.saltus:
            from .arithmetic import needed

            # the terms grow without end: a few periods are shown
            count = min(SHOWN_TERMS, max(n0 + 3 * q, 12))
            shown = " ".join(str(self.grundy_of_heap(n)) for n in range(count)) + " ..."
            b = needed(octal_rules(digits), values, period)
            return MESSAGES("arithmetic", shown=shown, q=q, n0=n0, s=period.saltus, b=(b or 0) - 1).render(lang)
        parts = octal_rules(digits).parts
        if parts != 2:
            return MESSAGES("periodic_parts", shown=shown, q=q, n0=n0, t=t, j=parts, j1=parts - 1).render(lang)
        return MESSAGES("periodic", shown=shown, q=q, n0=n0, t=t).render(lang)

    def explain(self, position: Any, lang: str = "en") -> str:
        position = self.read(position)
        if self.misere:
            from ..quotient.misere import explanation

            return explanation(self._misere(position), position,
                               lambda after: self.describe_move(position, after, lang), lang)
        values = [self.grundy_of_heap(p) for p in position]
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
        text = self._facts(lang) + MESSAGES("facts", head=head, tail=tail).render(lang)
        if total:
            count = self.count_moves_to(position)
            if count > MOVE_LIMIT:
                text += MESSAGES("many_moves", count=count, limit=MOVE_LIMIT).render(lang)
        return text

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        if self.misere:
            return dataclasses.replace(result, extra={**result.extra, "code": self.code,
                                                      **self._misere(result.position).extra()})
        period = self.period()
        count = self.count_moves_to(result.position) if result.outcome == "N" else 0
        extra = {
            "code": self.code,
            "preperiod": period.preperiod if period else None,
            "period": period.period if period else None,
            "saltus": period.saltus if period else None,
            "heap_grundy": [self.grundy_of_heap(p) for p in result.position],
            "winning_move_count": count,
            "winning_moves_complete": count == len(result.winning_moves),
        }
        return dataclasses.replace(result, grundy=self.grundy(result.position),
                                   extra={**result.extra, **extra})

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
        """Read 'HEAP TAKE' or 'HEAP TAKE LEFT' (a split), 'HEAP TAKE A B' (three heaps: A, B and the rest);
        with one heap, 'TAKE' alone.  TAKE is 0 for a split without taking (a digit before the point).

        >>> Octal(code="0.77").parse_move((10,), "1 2 3"), Octal().parse_move((5, 6), "2 1")
        ((3, 5), (5, 5))
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
        if amount < (0 if head_of(self.digits) and len(words) > 2 else 1) or amount > p:
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
