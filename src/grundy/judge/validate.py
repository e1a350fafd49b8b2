"""Input validators: does a test input keep the statement's format and bounds?

A validator reads the input as a problem setter's validator does (testlib's
``readInt(lo, hi)``, ``readSpace()``, ``readEoln()``): strictly, line by
line: numbers written without signs or leading zeros, single spaces
between them, no space at either end of a line, every line ending in
``\\n`` (no CR), no blank line except where the statement separates its
tests by them, nothing after the end; and each number within the
statement's bounds (:file:`judge-formats.md` and the bounds the formats
declare).  The first fault raises :class:`ValidationError`, naming the line
and the rule it breaks.

>>> validate("poj1067", b"2 1\\n8 4\\n")
>>> validate("hdu1907", b"1\\n2\\n3 5000\\n")
Traceback (most recent call last):
...
grundy.judge.validate.ValidationError: line 3: pile 2 = 5000 is outside 1..4747
"""

from __future__ import annotations

from collections.abc import Callable

from ..errors import InputError, UnsupportedError
from ..messages import Text, catalogue
from . import show_token

__all__ = ["VALIDATORS", "ValidationError", "validate", "validates"]

MESSAGES = catalogue("judge.validate", {
    "at_line": ("line {line}: {rule}", "第 {line} 行：{rule}"),
    "valid": ("valid: {lines:,} {lines:~line|lines} within {name}'s format and bounds", "合法：共 {lines:,} 行，符合 {name} 的格式与范围"),
    "no_line_end": ("the last line has no line end (\\n)", "最后一行没有换行符（\\n）"),
    "crlf": ("the line ends in CR (\\r): lines end in \\n alone", "行末有 CR（\\r）：每行只以 \\n 结尾"),
    "spacing": ("single spaces between numbers, none at the ends of a line", "数之间各用一个空格，行首行末不留空白"),
    "blank": ("a blank line where {what} is expected", "这里应为{what}，却是空行"),
    "not_number": ("{token} is not a non-negative integer written without leading zeros",
                   "{token} 不是不带前导零的非负整数"),
    "numbers": ("{got} {got:~number|numbers} on the line where {want} ({what}) are expected", "这一行有 {got} 个数，应为 {want} 个（{what}）"),
    "declared": ("as the count {n} before them says", "与前面给出的个数 {n} 一致"),
    "same_cell": ("T = J = {value}: the two pieces of a row stand on different cells", "T = J = {value}：同一行的两枚棋子不能在同一格"),
    "range": ("{what} = {value} is outside {lo}..{hi}", "{what} = {value} 不在 {lo}..{hi} 之内"),
    "ends": ("the input ends where {what} is expected", "输入提前结束，缺少：{what}"),
    "extra": ("more input after the end: {token}", "输入结束之后还有内容：{token}"),
    "ordered": ("a <= b is required, not {a} > {b}", "要求 a <= b，而 {a} > {b}"),
    "distinct": ("{what} {value} appears twice: they are distinct", "{what} {value} 出现了两次：题目要求互不相同"),
    "total": ("the heaps of all tests add up to {total:,}, more than {most:,}", "所有测试的堆数之和为 {total:,}，超过了 {most:,}"),
    "cycle": ("the graph has a cycle through vertex {v}: the statement's graph is acyclic",
              "图中有经过顶点 {v} 的环：题目保证图无环"),
    "not_a_card": ("choice {value} is not among the cards", "可先拿的数 {value} 不在卡片之中"),
    "no_validator": ("{name} declares no validator", "{name} 没有输入校验器"),
    # what a line holds, named in the rules
    "pair": ("the pair a b", "数对 a b"), "a": ("a", "a"), "b": ("b", "b"), "count": ("the count", "组数"),
    "n": ("n", "n"), "pile": ("pile {j}", "第 {j} 堆"), "value": ("value {j}", "第 {j} 个数"),
    "tests": ("the number of tests", "测试组数"), "move": ("move {j}", "第 {j} 个取法"),
    "row": ("row {j}: T J", "第 {j} 行：T J"), "query": ("a query M p1 .. p_M", "询问 M p1 .. p_M"),
    "vertex": ("vertex {j}: X and its successors", "顶点 {j}：X 和它的后继"), "cards": ("the cards", "卡片"),
    "choices": ("the first choices", "可先拿的数"), "the_end": ("the last line", "结束行"),
})


class ValidationError(InputError):
    """A test input that breaks the statement: the line and the rule.

    >>> ValidationError(4, MESSAGES("spacing")).text("zh")
    '第 4 行：数之间各用一个空格，行首行末不留空白'
    """

    def __init__(self, line: int, rule: Text) -> None:
        super().__init__(MESSAGES("at_line", line=line, rule=rule))
        self.line = line


class _Input:
    # The input's lines, read strictly, one at a time.
    def __init__(self, data: bytes, blank_between: bool = False) -> None:
        self.lines = data.split(b"\n")
        if self.lines[-1]:
            raise ValidationError(len(self.lines), MESSAGES("no_line_end"))
        self.lines.pop()
        self.at = 0  # lines read
        self.blank_between = blank_between

    def fail(self, rule: Text, line: int | None = None) -> ValidationError:
        return ValidationError(self.at if line is None else line, rule)

    def done(self) -> bool:
        # True at the end of the input (blank lines between tests skipped where allowed).
        while self.blank_between and self.at < len(self.lines) and not self.lines[self.at]:
            self.at += 1
        return self.at >= len(self.lines)

    def numbers(self, what: Text) -> list[int]:
        if self.at >= len(self.lines):
            raise ValidationError(len(self.lines) + 1, MESSAGES("ends", what=what))
        line = self.lines[self.at]
        self.at += 1
        if line.endswith(b"\r"):
            raise self.fail(MESSAGES("crlf"))
        if not line:
            raise self.fail(MESSAGES("blank", what=what))
        tokens = line.split(b" ")
        if any(not t for t in tokens) or any(c in line for c in b"\t\x0b\x0c"):
            raise self.fail(MESSAGES("spacing"))
        for t in tokens:
            if not t.isdigit() or len(t) > 1 and t.startswith(b"0"):
                raise self.fail(MESSAGES("not_number", token=show_token(t)))
        return [int(t) for t in tokens]

    def line(self, what: Text, *bounds: tuple[int, int], names: list[Text] | None = None) -> list[int]:
        # A line of len(bounds) numbers, each within its bounds.
        values = self.numbers(what)
        if len(values) != len(bounds):
            raise self.fail(MESSAGES("numbers", got=len(values), want=len(bounds), what=what))
        for j, (value, (lo, hi)) in enumerate(zip(values, bounds)):
            self.within(value, lo, hi, names[j] if names else what)
        return values

    def one(self, what: Text, lo: int, hi: int) -> int:
        return self.line(what, (lo, hi))[0]

    def row(self, n: int, lo: int, hi: int, what: Callable[[int], Text], counted: bool = False) -> list[int]:
        # A line of n numbers within [lo, hi] (after its count n on the same line, if counted).
        values = self.numbers(what(1))
        if counted:
            values = values[1:]
        if len(values) != n:
            raise self.fail(MESSAGES("numbers", got=len(values), want=n, what=MESSAGES("declared", n=n)))
        for j, value in enumerate(values, 1):
            self.within(value, lo, hi, what(j))
        return values

    def within(self, value: int, lo: int, hi: int, what: Text) -> None:
        if not lo <= value <= hi:
            raise self.fail(MESSAGES("range", what=what, value=value, lo=_bound(lo), hi=_bound(hi)))

    def end(self) -> None:
        if not self.done():
            line = self.lines[self.at]
            raise ValidationError(self.at + 1, MESSAGES("extra", token=show_token(line.split()[0] if line.split()
                                                                                  else line)))

    def next_is(self, values: list[bytes]) -> bool:
        # True if the next line is exactly one of these (a terminating line).
        return self.at < len(self.lines) and self.lines[self.at] in values


def _bound(v: int) -> str:
    # A bound as a statement writes it: 1000, 10^9, 2^31 - 1.
    for base in (10, 2):
        for minus in (0, 1):
            k = (v + minus).bit_length() - 1 if base == 2 else len(str(v + minus)) - 1
            if v > 10**6 and base**k == v + minus:
                return f"{base}^{k}" + (" - 1" if minus else "")
    return str(v)


def _pile(j: int) -> Text:
    return MESSAGES("pile", j=j)


def _value(j: int) -> Text:
    return MESSAGES("value", j=j)


def _pairs(top: int, end: bytes | None = None, lo: int = 0, ordered: bool = False) -> Callable[[_Input], None]:
    # Lines 'a b' within [lo, top] (a <= b if ordered), to the end or to the line `end`.
    def check(r: _Input) -> None:
        names = [MESSAGES("a"), MESSAGES("b")]
        count = 0
        while not (r.next_is([end]) if end is not None else r.done()):
            a, b = r.line(MESSAGES("pair"), (lo, top), (lo, top), names=names)
            if ordered and a > b:
                raise r.fail(MESSAGES("ordered", a=a, b=b))
            count += 1
        if end is not None:
            r.numbers(MESSAGES("the_end"))
        if not count:
            raise ValidationError(r.at + 1, MESSAGES("ends", what=MESSAGES("pair")))
        r.end()
    return check


def _singles(lo: int, hi: int, end: bytes | None = None) -> Callable[[_Input], None]:
    # One number per line within [lo, hi], to the end or to the line `end`.
    def check(r: _Input) -> None:
        count = 0
        while not (r.next_is([end]) if end is not None else r.done()):
            r.one(MESSAGES("n"), lo, hi)
            count += 1
        if end is not None:
            r.numbers(MESSAGES("the_end"))
        if not count:
            raise ValidationError(r.at + 1, MESSAGES("ends", what=MESSAGES("n")))
        r.end()
    return check


def _counted(t: tuple[int, int], n: tuple[int, int], pile: tuple[int, int], total: int | None = None,
             distinct: bool = False) -> Callable[[_Input], None]:
    # T; then per test a line n and a line of n numbers.
    def check(r: _Input) -> None:
        tests = r.one(MESSAGES("tests"), *t)
        seen = 0
        for _ in range(tests):
            count = r.one(MESSAGES("n"), *n)
            seen += count
            if total is not None and seen > total:
                raise r.fail(MESSAGES("total", total=seen, most=total))
            values = r.row(count, *pile, _pile)
            if distinct and len(set(values)) < len(values):
                twice = next(v for i, v in enumerate(values) if v in values[:i])
                raise r.fail(MESSAGES("distinct", what=_pile(values.index(twice) + 1), value=twice))
        r.end()
    return check


def _to_zero(n: tuple[int, int], pile: tuple[int, int]) -> Callable[[_Input], None]:
    # Tests 'n' and a line of n numbers, to a line '0'.
    def check(r: _Input) -> None:
        while not r.next_is([b"0"]):
            count = r.one(MESSAGES("n"), *n)
            r.row(count, *pile, _pile)
        r.numbers(MESSAGES("the_end"))
        r.end()
    return check


def _cases_of_pairs(t: tuple[int, int], first: tuple[int, int], second: tuple[int, int]) -> Callable[[_Input], None]:
    # T; then T lines of two numbers.
    def check(r: _Input) -> None:
        for _ in range(r.one(MESSAGES("tests"), *t)):
            r.line(MESSAGES("pair"), first, second)
        r.end()
    return check


def _s_nim(r: _Input) -> None:
    # HDU 1536: 'k s1..sk', 'm', m lines 'l h1..hl', to a line '0'.
    while not r.next_is([b"0"]):
        k = r.numbers(MESSAGES("move", j=1))[0]
        r.at -= 1
        r.within(k, 1, 100, MESSAGES("n"))
        r.row(k, 1, 10000, lambda j: MESSAGES("move", j=j), counted=True)
        for _ in range(r.one(MESSAGES("count"), 1, 100)):
            l = r.numbers(_pile(1))[0]
            r.at -= 1
            r.within(l, 1, 100, MESSAGES("n"))
            r.row(l, 0, 10000, _pile, counted=True)
    r.numbers(MESSAGES("the_end"))
    r.end()


def _staircase(r: _Input) -> None:
    _counted((1, 20), (1, 1000), (1, 10000), distinct=True)(r)


def _northcott(r: _Input) -> None:
    # HDU 1730: tests 'n m' and n lines 'T J' (1..m, distinct), blank lines between them.
    count = 0
    while not r.done():
        n, m = r.line(MESSAGES("pair"), (1, 1000), (2, 100), names=[MESSAGES("n"), MESSAGES("n")])
        for j in range(1, n + 1):
            t, k = r.line(MESSAGES("row", j=j), (1, m), (1, m))
            if t == k:
                raise r.fail(MESSAGES("same_cell", value=t))
        count += 1
    if not count:
        raise ValidationError(1, MESSAGES("ends", what=MESSAGES("pair")))


def _dag(r: _Input) -> None:
    # HDU 1524: tests to the end: N; N lines 'X s1..sX'; queries 'M p1..pM'; a line '0'.
    count = 0
    while not r.done():
        n = r.one(MESSAGES("n"), 1, 1000)
        graph = []
        for v in range(n):
            x = r.numbers(MESSAGES("vertex", j=v))[0]
            r.at -= 1
            graph.append(r.row(x, 0, n - 1, _value, counted=True))
        cycle = _cycle(graph)
        if cycle is not None:
            raise r.fail(MESSAGES("cycle", v=cycle))
        while not r.next_is([b"0"]):
            m = r.numbers(MESSAGES("query"))[0]
            r.at -= 1
            r.within(m, 1, 10, MESSAGES("query"))
            r.row(m, 0, n - 1, _value, counted=True)
        r.numbers(MESSAGES("the_end"))
        count += 1
    if not count:
        raise ValidationError(1, MESSAGES("ends", what=MESSAGES("n")))


def _cycle(graph: list[list[int]]) -> int | None:
    # A vertex on a cycle of the graph, or None (an iterative depth-first search).
    state = [0] * len(graph)  # 0 new, 1 on the path, 2 done
    for root in range(len(graph)):
        if state[root]:
            continue
        stack = [(root, iter(graph[root]))]
        state[root] = 1
        while stack:
            v, successors = stack[-1]
            w = next(successors, None)
            if w is None:
                state[v] = 2
                stack.pop()
            elif state[w] == 1:
                return w
            elif state[w] == 0:
                state[w] = 1
                stack.append((w, iter(graph[w])))
    return None


def _cards(r: _Input) -> None:
    # Lanqiao cards: the cards (1..100) on one line, the first choices (among them) on the next.
    cards = r.numbers(MESSAGES("cards"))
    for j, c in enumerate(cards, 1):
        r.within(c, 1, 100, _value(j))
    choices = r.numbers(MESSAGES("choices"))
    for c in choices:
        if c not in cards:
            raise r.fail(MESSAGES("not_a_card", value=c))
    r.end()


def _one_pair(r: _Input) -> None:
    r.line(MESSAGES("pair"), (0, 10**9), (0, 10**9), names=[MESSAGES("a"), MESSAGES("b")])
    r.end()


def _one_number(r: _Input) -> None:
    r.one(MESSAGES("n"), 1, 10**250)
    r.end()


def _hdu2149(r: _Input) -> None:
    _pairs(1099, lo=1)(r)


def _triples(r: _Input) -> None:
    # HDU 1848: lines 'm n p' (1..1000) to '0 0 0'.
    while not r.next_is([b"0 0 0"]):
        r.line(MESSAGES("pile", j=1), (1, 1000), (1, 1000), (1, 1000), names=[_pile(1), _pile(2), _pile(3)])
    r.numbers(MESSAGES("the_end"))
    r.end()


#: Each format's validator, by name: the statements' formats and bounds.
VALIDATORS: dict[str, Callable[[_Input], None]] = {
    "poj1067": _pairs(10**9),
    "hdu2177": _pairs(10**6, end=b"0 0", ordered=True),
    "p2197": _counted((1, 10), (1, 10**4), (0, 10**4 - 1)),
    "hdu2176": _to_zero((1, 200_000), (1, 2**63 - 1)),
    "hdu1846": _cases_of_pairs((1, 10**6), (1, 1000), (1, 1000)),
    "lanqiao-cards": _cards,
    "hdu1907": _counted((1, 474), (1, 47), (1, 4747)),
    "hdu1850": _to_zero((2, 100), (1, 10**6)),
    "hdu1849": _to_zero((1, 1000), (0, 1000)),
    "hdu2149": _hdu2149,
    "cses1098": _counted((1, 200_000), (1, 200_000), (1, 10**9), total=200_000),
    "hdu1848": _triples,
    "hdu3032": _counted((1, 100), (1, 10**6), (1, 2**31 - 1)),
    "hdu1536": _s_nim,
    "timus1180": _one_number,
    "cses1730": _counted((1, 200_000), (1, 200_000), (1, 10**9), total=200_000),
    "poj1704": _staircase,
    "hdu1730": _northcott,
    "hdu2516": _singles(2, 2**31 - 1, end=b"0"),
    "hdu1524": _dag,
    "hdu1517": _singles(2, 4294967294),
    "poj2348": _pairs(2**31 - 1, end=b"0 0", lo=1),
    "hdu3951": _cases_of_pairs((1, 100), (3, 10**9), (1, 10)),
    "p2252": _one_pair,
}

#: The formats whose tests are separated by blank lines (as their samples are).
BLANK_BETWEEN = frozenset({"hdu1730", "hdu1524"})


def validates(name: str) -> bool:
    """True if the format of this name has a validator."""
    return name in VALIDATORS


def validate(name: str, data: bytes) -> None:
    """Raise :class:`ValidationError` at the first line of ``data`` that breaks format ``name``'s statement."""
    check = VALIDATORS.get(name)
    if check is None:
        raise UnsupportedError(MESSAGES("no_validator", name=name))
    check(_Input(data, blank_between=name in BLANK_BETWEEN))


def valid_message(name: str, data: bytes) -> Text:
    """The line that says an input is valid."""
    return MESSAGES("valid", lines=data.count(b"\n"), name=name)
