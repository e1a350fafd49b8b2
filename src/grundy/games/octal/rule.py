"""Take-and-break rules in general: take k tokens from a heap, leave j heaps; a small value and its text.

A :class:`Rule` is a few clauses (:class:`Clause`), each read "take K, leave J": a move
takes k tokens from one heap, k in the set K (a finite set, every k from some
number on, or both; 0 takes nothing), and leaves j nonempty heaps in its place,
j in J (0 to 3; 0 removes the whole heap, which then had exactly k).  A clause
may also ask that the heaps left be all different (``unequal``), that each have
at least m tokens (``parts >= m``), or that the heap moved on have at least h
(``heap >= h``).  Taking nothing and leaving one heap (or none) is no move.

>>> kayles = Rule("take 1-2, leave 0-2")
>>> kayles, kayles.code(), Rule("0.77") == kayles
(Rule('take 1-2, leave 0-2'), '0.77', True)
>>> Rule("lasker"), str(COUPLES_ARE_FOREVER)
(Rule('take 1+, leave 0-1; take 0, leave 2'), 'take 0, leave 2, heap >= 3')
>>> list(GRUNDYS_GAME.heap_moves(6)), GRUNDYS_GAME.text("zh")
([(0, (1, 5)), (0, (2, 4))], '取 0 个，留下 2 堆，各堆大小不同')
>>> Rule([Clause(take=(1,), take_from=3, leave=(1, 2))])
Rule('take 1,3+, leave 1-2')

The grammar: clauses are separated by ``;``, the parts of a clause by ``,``;
a list is numbers, ranges ``a-b`` and ``a+`` (every number from a on),
separated by commas or spaces, and a number after a comma goes on the list
before it (``take 1,3, leave 1``).  An octal or hexadecimal code (``0.137``,
``4.07``) and the names ``grundy``, ``lasker`` and ``couples`` are rules too.
:meth:`Rule.kernel_rules` gives what the compiled kernels compute
(:class:`grundy.games.octal.values.Rules`); the game a rule defines is
:class:`grundy.games.octal.rulegame.RuleGame`.

One topic: the rule, as a value and as text both ways.  The grammar it reads is
the one it writes (every text it writes reads back as the same rule, and a code
reads as the clauses it stands for), so reading and writing stay together; its
length is the reading's refusals, one message for each way a text can be wrong.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...errors import InputError, TooLargeError
from ...messages import Text, catalogue
from .code import NAMES, Digits, code_text, head_of, parse_code

if TYPE_CHECKING:
    from .values import Move, Rules

__all__ = ["COUPLES_ARE_FOREVER", "GRUNDYS_GAME", "LASKERS_NIM", "MAX_CLAUSES", "MAX_NUMBER", "MAX_TAKES", "Clause",
           "Rule", "admitted", "partitions"]

#: The most clauses a rule has, the largest number written in one, and the most takes a clause lists.
MAX_CLAUSES = 32
MAX_NUMBER = 10**6
MAX_TAKES = 1024

MESSAGES = catalogue("octal.rule", {
    "take": ("take {items}", "取 {items} 个"),
    "take_from": ("take {start}+", "取 {start} 个及以上"),
    "take_both": ("take {items},{start}+", "取 {items} 个或 {start} 个及以上"),
    "leave": ("leave {items}", "留下 {items} 堆"),
    "unequal": ("unequal", "各堆大小不同"),
    "parts": ("parts >= {least}", "每堆至少 {least} 个"),
    "heap": ("heap >= {heap}", "原堆至少 {heap} 个"),
    "item_separator": (",", "、"),
    "part_separator": (", ", "，"),
    "clause_separator": ("; ", "；"),
    "grundys_game": ("Grundy's game", "格兰迪博弈"),
    "laskers_nim": ("Lasker's Nim", "拉斯克尼姆"),
    "couples": ("Couples are forever", "成双不拆"),
    "not_text": ("a take-and-break rule is text such as 'take 1-2, leave 0-2', not {text!r}",
                 "取子分堆的规则是 'take 1-2, leave 0-2' 这样的文本，而不是 {text!r}"),
    "empty": ("the rule {rule} is empty: write it as 'take 1-2, leave 0-2' (take 1 or 2, leave 0, 1 or 2 heaps)",
              "规则 {rule} 是空的：应写作 'take 1-2, leave 0-2'（取 1 或 2 个，留下 0、1 或 2 堆）"),
    "unknown_word": ("rule {rule}: {word!r} is not take, leave, unequal, parts >= N or heap >= N",
                     "规则 {rule}：{word!r} 不是 'take'、'leave'、'unequal'、'parts >= N' 或 'heap >= N'"),
    "no_list": ("rule {rule}: the numbers {word!r} follow no take or leave", "规则 {rule}：数 {word!r} 前面没有 'take' 或 'leave'"),
    "bad_item": ("rule {rule}: {item!r} is not a number, a range such as 1-3, or a number and + (it and every "
                 "larger one)", "规则 {rule}：{item!r} 不是数、1-3 这样的范围，也不是带 + 的数（它和所有更大的数）"),
    "empty_range": ("rule {rule}: the range {item} holds no number", "规则 {rule}：范围 {item} 中没有数"),
    "twice": ("rule {rule}: one move says {word} twice", "规则 {rule}：同一条规则中 '{word}' 出现了两次"),
    "no_take": ("rule {rule}: a move says what it takes, e.g. 'take 1-2, leave 0-2'",
                "规则 {rule}：每条规则都要说明取多少，例如 'take 1-2, leave 0-2'"),
    "no_leave": ("rule {rule}: a move says how many heaps it leaves, e.g. 'take 1-2, leave 0-2'",
                 "规则 {rule}：每条规则都要说明留下几堆，例如 'take 1-2, leave 0-2'"),
    "leave_range": ("rule {rule}: a move leaves 0 to 3 heaps, not {j}", "规则 {rule}：一步留下 0 到 3 堆，不能是 {j}"),
    "leave_plus": ("rule {rule}: a move leaves 0 to 3 heaps: write them out, not {item}",
                   "规则 {rule}：一步留下 0 到 3 堆：请逐一写出，不能写 {item}"),
    "bound": ("rule {rule}: {word} takes a number of at least 1, e.g. '{word} >= 2', not {given!r}",
              "规则 {rule}：'{word}' 后面要写至少为 1 的数，例如 '{word} >= 2'，不能是 {given!r}"),
    "no_move": ("rule {rule}: taking nothing and leaving one heap or none is no move; a move that takes 0 splits the "
                "heap (leave 2 or 3)", "规则 {rule}：不取而留下一堆或不留堆都不是一步；取 0 个的一步要把堆分开（'leave 2' 或 'leave 3'）"),
    "too_big": ("rule {rule}: {n} is larger than {limit:,}", "规则 {rule}：{n} 大于 {limit:,}"),
    "too_many_takes": ("rule {rule}: one move lists at most {limit:,} {limit:~take|takes} (write k+ for every take from k on)",
                       "规则 {rule}：一条规则至多列出 {limit:,} 种取法（'k+' 表示从 k 起的所有取法）"),
    "too_many_clauses": ("rule {rule}: at most {limit} {limit:~move|moves} separated by ';'",
                         "规则 {rule}：至多 {limit} 条以 ';' 分隔的规则"),
    "bad_clause": ("a clause of a take-and-break rule: {field} is {value!r}, but {why}",
                   "取子分堆规则的一条：'{field}' 为 {value!r}，但{why}"),
    "why_takes": ("the takes are numbers 0 to {limit:,}", "取的个数应在 0 到 {limit:,} 之间"),
    "why_leave": ("the heaps left are 0 to 3, at least one of them", "留下的堆数应在 0 到 3 之间，至少给出一个"),
    "why_bound": ("it is a number 1 to {limit:,}", "它应在 1 到 {limit:,} 之间"),
    "why_no_take": ("a clause takes something: give take or take_from", "每条规则都要有取法：请给出 'take' 或 'take_from'"),
})

#: The names a rule may be given by (besides octal codes), and the rules they stand for.
_NAMED = {
    "grundy": "take 0, leave 2, unequal",
    "grundys": "take 0, leave 2, unequal",
    "grundys-game": "take 0, leave 2, unequal",
    "lasker": "take 1+, leave 0-1; take 0, leave 2",
    "laskers-nim": "take 1+, leave 0-1; take 0, leave 2",
    "couples": "take 0, leave 2, heap >= 3",
    "couples-are-forever": "take 0, leave 2, heap >= 3",
}


def _int(text: str, rule: str) -> int:
    n = int(text)
    if n > MAX_NUMBER:
        raise TooLargeError(MESSAGES("too_big", rule=rule, n=text if len(text) <= 30 else text[:27] + "...",
                                     limit=MAX_NUMBER))
    return n


def _items(values: Sequence[int], start: int | None, separator: str) -> str:
    # 1,3-5 for (1, 3, 4, 5): runs of two or more as ranges
    runs: list[list[int]] = []
    for v in values:
        if runs and runs[-1][-1] == v - 1:
            runs[-1].append(v)
        else:
            runs.append([v])
    return separator.join(f"{r[0]}-{r[-1]}" if len(r) > 1 else f"{r[0]}" for r in runs)


@dataclass(frozen=True)
class Clause:
    """One kind of move: take k (k in ``take``, or k >= ``take_from``), leave j heaps (j in ``leave``), all
    different if ``unequal``, each of at least ``least``, from a heap of at least ``heap``.

    The lists are kept sorted, and a take at or just below ``take_from`` joins it.

    >>> Clause(take=(2, 1, 3), take_from=4, leave=(2,))
    Clause(take_from=1, leave=(2,))
    >>> Clause(take=(1,), leave=(4,))
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: a clause of a take-and-break rule: leave is (4,), but the heaps left are 0 to 3, at least one of them
    """

    take: tuple[int, ...] = ()
    take_from: int | None = None
    leave: tuple[int, ...] = ()
    unequal: bool = False
    least: int = 1
    heap: int = 1

    def __post_init__(self) -> None:
        def refuse(field: str, why: Text) -> InputError:
            return InputError(MESSAGES("bad_clause", field=field, value=getattr(self, field), why=why))

        def whole(x: Any, low: int) -> bool:
            return type(x) is int and low <= x <= MAX_NUMBER

        take = self.take
        if not isinstance(take, (tuple, list)) or not all(whole(k, 0) for k in take) or len(take) > MAX_TAKES:
            raise refuse("take", MESSAGES("why_takes", limit=MAX_NUMBER))
        if self.take_from is not None and not whole(self.take_from, 0):
            raise refuse("take_from", MESSAGES("why_takes", limit=MAX_NUMBER))
        leave = self.leave
        if not isinstance(leave, (tuple, list)) or not leave or not all(type(j) is int and 0 <= j <= 3 for j in leave):
            raise refuse("leave", MESSAGES("why_leave"))
        for field in ("least", "heap"):
            if not whole(getattr(self, field), 1):
                raise refuse(field, MESSAGES("why_bound", limit=MAX_NUMBER))
        if not take and self.take_from is None:
            raise refuse("take", MESSAGES("why_no_take"))
        start = self.take_from
        values = sorted(set(take))
        if start is not None:
            values = [k for k in values if k < start]
            while values and values[-1] == start - 1:
                start = values.pop()
        object.__setattr__(self, "take", tuple(values))
        object.__setattr__(self, "take_from", start)
        object.__setattr__(self, "leave", tuple(sorted(set(leave))))
        object.__setattr__(self, "unequal", bool(self.unequal))

    def __repr__(self) -> str:
        shown = {"take": (), "take_from": None, "unequal": False, "least": 1, "heap": 1}
        fields = [f"{name}={getattr(self, name)!r}" for name in ("take", "take_from", "leave", "unequal", "least", "heap")
                  if name not in shown or getattr(self, name) != shown[name]]
        return f"Clause({', '.join(fields)})"

    def takes(self, k: int) -> bool:
        """True if the clause may take k tokens."""
        return k in self.take or (self.take_from is not None and k >= self.take_from)

    def admits(self, n: int, k: int, parts: Sequence[int]) -> bool:
        """True if taking k from a heap of n and leaving ``parts`` (sorted) is a move of this clause."""
        j = len(parts)
        return (self.takes(k) and j in self.leave and n >= self.heap and k + sum(parts) == n and not (k == 0 and j <= 1)
                and all(p >= self.least for p in parts) and not (self.unequal and len(set(parts)) < j))

    def text(self, lang: str = "en") -> str:
        """The clause in words: "take 1-2, leave 0-2" (which :class:`Rule` reads back), or in Chinese."""
        separator = MESSAGES("item_separator").render(lang)
        takes = _items(self.take, self.take_from, separator)
        if self.take_from is None:
            take = MESSAGES("take", items=takes)
        else:
            take = (MESSAGES("take_both", items=takes, start=self.take_from) if takes else
                    MESSAGES("take_from", start=self.take_from))
        parts = [take, MESSAGES("leave", items=_items(self.leave, None, separator))]
        if self.unequal:
            parts.append(MESSAGES("unequal"))
        if self.least > 1:
            parts.append(MESSAGES("parts", least=self.least))
        if self.heap > 1:
            parts.append(MESSAGES("heap", heap=self.heap))
        return MESSAGES("part_separator").render(lang).join(p.render(lang) for p in parts)

    def __str__(self) -> str:
        return self.text()

    def moves(self) -> Iterator[Move]:
        """The clause's kinds of move as the kernels take them."""
        from .values import Move

        for j in self.leave:
            if self.take_from is not None:
                yield Move(self.take_from, j, True, self.unequal, self.least, self.heap)
            for k in self.take:
                if k or j >= 2:
                    yield Move(k, j, False, self.unequal, self.least, self.heap)


def admitted(parts: Sequence[int], unequal: bool, least: int) -> bool:
    """True if the heaps ``parts`` (sorted) are all different (if ``unequal``) and all of at least ``least``."""
    return (not parts or parts[0] >= least) and not (unequal and len(set(parts)) < len(parts))


def partitions(m: int, parts: int, least: int = 1) -> Iterator[tuple[int, ...]]:
    """Every way to leave ``parts`` heaps of at least ``least`` from m tokens, a <= b <= c, ascending.

    >>> list(partitions(6, 3)), list(partitions(6, 2, least=2)), list(partitions(0, 0)), list(partitions(4, 1, 5))
    ([(1, 1, 4), (1, 2, 3), (2, 2, 2)], [(2, 4), (3, 3)], [()], [])
    """
    least = max(least, 1)
    if parts == 0:
        if m == 0:
            yield ()
    elif parts == 1:
        if m >= least:
            yield (m,)
    elif parts == 2:
        for a in range(least, m // 2 + 1):
            yield a, m - a
    else:
        for a in range(least, m // 3 + 1):
            for b in range(a, (m - a) // 2 + 1):
                yield a, b, m - a - b


class Rule:
    """A take-and-break game: its clauses (:class:`Clause`), read from text or given as values; immutable.

    ``repr`` evaluates back, ``str`` is the text, and two rules are equal when their clauses are.

    >>> rule = Rule("take 1,3, leave 1 ; take 0, leave 2-3, parts >= 2")
    >>> rule, rule.clauses[1]
    (Rule('take 1,3, leave 1; take 0, leave 2-3, parts >= 2'), Clause(take=(0,), leave=(2, 3), least=2))
    >>> Rule("take 1-2, leave 4")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: rule 'take 1-2, leave 4': a move leaves 0 to 3 heaps, not 4
    """

    __slots__ = ("clauses",)
    clauses: tuple[Clause, ...]

    def __init__(self, rule: str | Iterable[Clause] | Rule) -> None:
        if isinstance(rule, Rule):
            clauses: tuple[Clause, ...] = rule.clauses
        elif isinstance(rule, str):
            clauses = _parse(rule)
        else:
            try:
                clauses = tuple(rule)
            except TypeError:
                raise InputError(MESSAGES("not_text", text=rule)) from None
            if not clauses or not all(isinstance(c, Clause) for c in clauses):
                raise InputError(MESSAGES("not_text", text=rule))
        object.__setattr__(self, "clauses", clauses)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a Rule is immutable")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rule) and self.clauses == other.clauses

    def __hash__(self) -> int:
        return hash(self.clauses)

    def __repr__(self) -> str:
        return f"Rule({str(self)!r})"

    def __str__(self) -> str:
        return self.text()

    def __reduce__(self) -> tuple[Any, ...]:
        return (Rule, (str(self),))

    def text(self, lang: str = "en") -> str:
        """The rule in words, its clauses separated by "; " (the English reads back as the same rule)."""
        return MESSAGES("clause_separator").render(lang).join(c.text(lang) for c in self.clauses)

    def words(self) -> Text:
        """The rule in a message: its text in the message's language."""
        return Text.literal(self.text("en"), self.text("zh"))

    @property
    def parts(self) -> int:
        """The most heaps a move leaves (at least 1)."""
        return max([1, *(j for c in self.clauses for j in c.leave)])

    @property
    def bounded(self) -> bool:
        """True when every take is bounded (no ``k+``)."""
        return all(c.take_from is None for c in self.clauses)

    def known(self) -> Text | None:
        """The name of a well-known game with this rule (Grundy's game, Kayles, ...), or None."""
        for rule, name in _KNOWN:
            if rule == self:
                return name
        code = self.code()
        return NAMES.get(code) if code is not None else None

    def code(self) -> str | None:
        """The octal (or hexadecimal) code of the same game, or None if no code says it.

        >>> Rule("take 1, leave 0; take 2, leave 0-1; take 3, leave 0-2").code(), Rule("take 0, leave 2-3").code()
        ('0.137', 'C.')
        >>> Rule("take 1, leave 1-2, parts >= 2").code() is None, GRUNDYS_GAME.code() is None
        (True, True)
        """
        digits: dict[int, int] = {}
        for c in self.clauses:
            if c.take_from is not None:
                return None
            for k in c.take:
                for j in c.leave:
                    if k == 0 and j <= 1:
                        continue
                    # a bound says nothing when every move of the clause meets it
                    if (j and c.least > 1) or (j >= 2 and c.unequal) or c.heap > k + j:
                        return None
                    digits[k] = digits.get(k, 0) | 1 << j
        if not digits or max(digits) > 64:
            return None
        tail = tuple(digits.get(k, 0) for k in range(1, max(digits) + 1))
        head = digits.get(0, 0)
        return code_text(Digits(tail, head) if head else tail)

    def moves(self) -> tuple[Move, ...]:
        """The kinds of move, as the kernels take them (:class:`grundy.games.octal.values.Move`)."""
        return tuple(dict.fromkeys(m for c in self.clauses for m in c.moves()))

    def kernel_rules(self) -> Rules:
        """What the kernels compute (:func:`grundy.games.octal.values.compute`), its t the periodicity
        theorem's where it applies (:func:`grundy.games.octal.values.theorem_t`).

        >>> Rule("0.07").kernel_rules().t, GRUNDYS_GAME.kernel_rules().t, Rule("take 1-2, leave 1, parts >= 3").kernel_rules().t
        (2, None, 4)
        """
        from .values import Rules, theorem_t

        moves = self.moves()
        return Rules(name=str(self), moves=moves, t=theorem_t(moves))

    def takes(self, n: int) -> Iterator[int]:
        """The takes k <= n some clause allows, ascending (each once)."""
        finite = sorted({k for c in self.clauses for k in c.take if k <= n})
        starts = [c.take_from for c in self.clauses if c.take_from is not None and c.take_from <= n]
        start = min(starts) if starts else n + 1
        yield from (k for k in finite if k < start)
        yield from range(start, n + 1)

    def variants(self, n: int, k: int, parts: int) -> list[tuple[bool, int]]:
        """(unequal, least) of each clause that lets a heap of n take k and leave ``parts`` heaps."""
        if k == 0 and parts <= 1:
            return []
        return [(c.unequal, c.least) for c in self.clauses if parts in c.leave and n >= c.heap and c.takes(k)]

    def allows(self, n: int, k: int, parts: Sequence[int]) -> bool:
        """True if taking k from a heap of n and leaving ``parts`` is a move."""
        parts = tuple(sorted(parts))
        return any(c.admits(n, k, parts) for c in self.clauses)

    def heap_moves(self, n: int) -> Iterator[tuple[int, tuple[int, ...]]]:
        """Every move from one heap of n, once: (tokens taken, heaps left), k ascending, then 0, 1, 2 and 3
        heaps left, the parts a <= b <= c ascending.

        >>> list(LASKERS_NIM.heap_moves(3))
        [(0, (1, 2)), (1, (2,)), (2, (1,)), (3, ())]
        """
        for k in self.takes(n):
            for j in range(4):
                variants = self.variants(n, k, j)
                if not variants:
                    continue
                least = min(v[1] for v in variants)
                for parts in partitions(n - k, j, least):
                    if any(admitted(parts, unequal, low) for unequal, low in variants):
                        yield k, parts


def _parse(text: str) -> tuple[Clause, ...]:
    shown = repr(text.strip()[:60])
    plain = text.strip()
    if plain.lower() in _NAMED:
        plain = _NAMED[plain.lower()]
    elif _CODE.fullmatch(plain):
        return tuple(_from_code(parse_code(plain)))
    pieces = [c for c in re.split(r"[;\n]", plain) if c.strip()]
    if not pieces:
        raise InputError(MESSAGES("empty", rule=shown))
    if len(pieces) > MAX_CLAUSES:
        raise InputError(MESSAGES("too_many_clauses", rule=shown, limit=MAX_CLAUSES))
    return tuple(_clause(piece, shown) for piece in pieces)


_CODE = re.compile(r"\w?[.·]\w*")
_ITEM = re.compile(r"([0-9]+)(?:\s*-\s*([0-9]+)|\s*(\+))?")
_BOUND = re.compile(r"(parts|heap)\s*(?:>=|≥)\s*(\S*)|(parts|heap)\s+(\S+)\+", re.IGNORECASE)


def _clause(piece: str, rule: str) -> Clause:
    lists: dict[str, list[str]] = {}
    flags: dict[str, Any] = {}
    current: str | None = None
    for part in (p.strip() for p in piece.split(",")):
        if not part:
            continue
        word = part.split()[0].lower()
        if word in ("take", "leave"):
            if word in lists:
                raise InputError(MESSAGES("twice", rule=rule, word=word))
            lists[word] = [part[len(word):]]
            current = word
        elif word == "unequal" and part.lower() == "unequal":
            if "unequal" in flags:
                raise InputError(MESSAGES("twice", rule=rule, word="unequal"))
            flags["unequal"] = True
            current = None
        elif word.startswith(("parts", "heap")):
            match = _BOUND.fullmatch(part)
            name = word[:5] if word.startswith("parts") else "heap"
            given = (match.group(2) if match.group(1) else match.group(4)) if match else part[len(name):].strip()
            if match is None or not given.isascii() or not given.isdigit() or int(given) < 1:
                raise InputError(MESSAGES("bound", rule=rule, word=name, given=given))
            key = "least" if name == "parts" else "heap"
            if key in flags:
                raise InputError(MESSAGES("twice", rule=rule, word=name))
            flags[key] = _int(given, rule)
            current = None
        elif part[0].isascii() and part[0].isdigit():
            if current is None:
                raise InputError(MESSAGES("no_list", rule=rule, word=part))
            lists[current].append(part)
        else:
            raise InputError(MESSAGES("unknown_word", rule=rule, word=part.split()[0]))
    if "take" not in lists:
        raise InputError(MESSAGES("no_take", rule=rule))
    if "leave" not in lists:
        raise InputError(MESSAGES("no_leave", rule=rule))
    takes, take_from = _numbers(lists["take"], rule)
    leave, plus = _numbers(lists["leave"], rule)
    if not takes and take_from is None:
        raise InputError(MESSAGES("no_take", rule=rule))
    if not leave and plus is None:
        raise InputError(MESSAGES("no_leave", rule=rule))
    if plus is not None:
        raise InputError(MESSAGES("leave_plus", rule=rule, item=f"{plus}+"))
    if leave and max(leave) > 3:
        raise InputError(MESSAGES("leave_range", rule=rule, j=max(leave)))
    if take_from is None and set(takes) == {0} and max(leave) <= 1:
        raise InputError(MESSAGES("no_move", rule=rule))
    if len(takes) > MAX_TAKES:
        raise TooLargeError(MESSAGES("too_many_takes", rule=rule, limit=MAX_TAKES))
    return Clause(take=tuple(takes), take_from=take_from, leave=tuple(leave), **flags)


def _numbers(texts: list[str], rule: str) -> tuple[list[int], int | None]:
    # The numbers of a list (items separated by commas or spaces), and the start of an a+ (the least one)
    values: set[int] = set()
    start: int | None = None
    for text in texts:
        rest = text.strip()
        if not rest:
            continue
        position = 0
        while position < len(rest):
            match = _ITEM.match(rest, position)
            end = match.end() if match else position
            if match is None or (end < len(rest) and not rest[end].isspace()):
                bad = rest[position:].split()[0] if rest[position:].split() else rest[position:]
                raise InputError(MESSAGES("bad_item", rule=rule, item=bad))
            low = _int(match.group(1), rule)
            if match.group(3):
                start = low if start is None else min(start, low)
            elif match.group(2):
                high = _int(match.group(2), rule)
                if high < low:
                    raise InputError(MESSAGES("empty_range", rule=rule, item=match.group(0)))
                if high - low >= MAX_TAKES:
                    raise TooLargeError(MESSAGES("too_many_takes", rule=rule, limit=MAX_TAKES))
                values.update(range(low, high + 1))
            else:
                values.add(low)
            position = end
            while position < len(rest) and rest[position].isspace():
                position += 1
    return sorted(values), start


def _from_code(digits: tuple[int, ...]) -> list[Clause]:
    # One clause a run of takes k with the same heaps left (the digit d_k), k ascending
    clauses: list[Clause] = []
    for k, d in enumerate((head_of(digits) & 12, *digits)):
        leave = tuple(j for j in range(4) if d >> j & 1 and (k or j >= 2))
        if not leave:
            continue
        last = clauses[-1] if clauses else None
        if last is not None and last.leave == leave and last.take[-1] == k - 1:
            clauses[-1] = Clause(take=(*last.take, k), leave=leave)
        else:
            clauses.append(Clause(take=(k,), leave=leave))
    return clauses


GRUNDYS_GAME = Rule(_NAMED["grundy"])
LASKERS_NIM = Rule(_NAMED["lasker"])
COUPLES_ARE_FOREVER = Rule(_NAMED["couples"])
_KNOWN = ((GRUNDYS_GAME, MESSAGES("grundys_game")), (LASKERS_NIM, MESSAGES("laskers_nim")),
          (COUPLES_ARE_FOREVER, MESSAGES("couples")))
