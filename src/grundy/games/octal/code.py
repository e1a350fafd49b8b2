"""Take-and-break codes: reading d0.d1d2... and writing it back, the moves of one heap, the classic names.

Digit d_k (k >= 1) says what taking k tokens from a heap may leave: bit 1
nothing (the heap had exactly k), bit 2 one nonempty heap, bit 4 two, bit 8
three (a hexadecimal digit, 8 to F).  A digit d0 before the point allows
splitting a heap without taking anything: bit 4 into two nonempty heaps,
bit 8 into three (so d0 is 0, 4, 8 or C; bits 1 and 2 would be no move or
the heap left as it was).  These are Winning Ways' and Flammenkamp's
conventions: digit d_k holds 2**j when j heaps may be left.

>>> parse_code("0.77"), code_text((1, 3, 7)), str(NAMES["0.07"])
((7, 7), '0.137', "Dawson's Kayles")
>>> parse_code("0.f7"), parse_code("4.07"), code_text(parse_code("4.07"))
((15, 7), Digits((0, 7), head=4), '4.07')
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from ...errors import InputError, TooLargeError
from ...messages import Text, catalogue

__all__ = ["HEX", "MAX_DIGITS", "NAMES", "Digits", "code_text", "head_of", "heap_moves", "parse_code"]

#: The longest code accepted (digits after the point).
MAX_DIGITS = 64
#: The digits of a code: 0-9, then A-F for 10-15 (hexadecimal codes).
HEX = "0123456789ABCDEF"

MESSAGES = catalogue("octal.code", {
    "kayles": ("Kayles", "凯尔斯保龄球"),
    "dawsons_kayles": ("Dawson's Kayles", "道森凯尔斯"),
    "dawsons_chess": ("Dawson's chess", "道森象棋"),
    "guiles": ("Guiles", "吉尔斯"),
    "not_text": ("an octal code is text such as 0.77, not {text!r}",
                 "八进制代码应是 0.77 这样的文本，而不是 {text!r}"),
    "no_point": ("octal code {code}: write it as 0.d1d2..., e.g. 0.77",
                 "八进制代码 {code}：应写作 0.d1d2...，例如 0.77"),
    "head_bits": ("code {code}: the digit before the point only splits a heap without taking: 4 (into two), "
                  "8 (into three) or C (either), not {head}",
                  "代码 {code}：小数点前的数字只表示不取而分堆：4（分成两堆）、8（分成三堆）或 C（两者皆可），"
                  "不能是 {head}"),
    "leading_digit": ("octal code {code}: it starts with one digit and a point (e.g. 0.77 or 4.07), not {head}.",
                      "八进制代码 {code}：应以一位数字和小数点开头（例如 0.77 或 4.07），不能以 {head}. 开头"),
    "bad_digit": ("octal code {code}: digit {digit} is not 0 to 9 or A to F",
                  "八进制代码 {code}：数字 {digit} 不在 0 到 9 或 A 到 F 之间"),
    "no_digits": ("octal code {code}: give at least one nonzero digit",
                  "八进制代码 {code}：至少要有一个非零数字"),
    "too_many_digits": ("octal code {code}: at most {limit} {limit:~digit|digits}", "八进制代码 {code}：至多 {limit} 位数字"),
})

#: The names of well-known octal games, by code.
NAMES: dict[str, Text] = {
    "0.77": MESSAGES("kayles"),
    "0.07": MESSAGES("dawsons_kayles"),
    "0.137": MESSAGES("dawsons_chess"),
    "0.15": MESSAGES("guiles"),
}


class Digits(tuple[int, ...]):
    """d1, ..., dt of a code with a digit d0 before the point, kept as ``head``.

    Codes starting 0. are plain tuples; a Digits equals only a Digits with the same head.

    >>> Digits((0, 7), head=4) == (0, 7), Digits((0, 7), head=4) == Digits((0, 7), head=4)
    (False, True)
    """

    head: int

    def __new__(cls, digits: Sequence[int], head: int = 0) -> Digits:
        made = super().__new__(cls, digits)
        made.head = head
        return made

    def __eq__(self, other: object) -> bool:
        return isinstance(other, tuple) and tuple(self) == tuple(other) and head_of(other) == self.head

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash((self.head, tuple(self)))

    def __repr__(self) -> str:
        return f"Digits({tuple(self)!r}, head={self.head})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Digits, (tuple(self), self.head))


def head_of(digits: Sequence[int]) -> int:
    """d0 of a code's digits (0 for a plain tuple)."""
    return int(getattr(digits, "head", 0))


def parse_code(text: Any) -> tuple[int, ...]:
    """The digits d1, d2, ..., dt of a code such as "0.77" (trailing zeros dropped); a Digits when d0 is not 0.

    It also accepts ".77" and "·77" (as Winning Ways writes them), and hexadecimal digits A-F in either case.

    >>> parse_code("0.77"), parse_code(".137"), parse_code("0.070"), parse_code("0.8")
    ((7, 7), (1, 3, 7), (0, 7), (8,))
    >>> parse_code("0.G")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: octal code '0.G': digit G is not 0 to 9 or A to F
    >>> parse_code("2.07")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: code '2.07': the digit before the point only splits a heap without taking: 4 (into two), 8 (into three) or C (either), not 2
    """
    if not isinstance(text, str):
        raise InputError(MESSAGES("not_text", text=text))
    code = text.strip().replace("·", ".")
    shown = repr(text.strip()[:30])
    head, dot, tail = code.partition(".")
    if not dot:
        raise InputError(MESSAGES("no_point", code=shown))
    if len(head) > 1:
        raise InputError(MESSAGES("leading_digit", code=shown, head=head))
    d0 = HEX.find(head.upper()) if head else 0
    if d0 < 0:
        raise InputError(MESSAGES("leading_digit", code=shown, head=head))
    if d0 & 3:
        raise InputError(MESSAGES("head_bits", code=shown, head=head))
    for ch in tail:
        if ch.upper() not in HEX:
            raise InputError(MESSAGES("bad_digit", code=shown, digit=ch))
    digits = tuple(HEX.index(ch) for ch in tail.upper().rstrip("0"))
    if not digits and not d0:
        raise InputError(MESSAGES("no_digits", code=shown))
    if len(digits) > MAX_DIGITS:
        raise TooLargeError(MESSAGES("too_many_digits", code=shown, limit=MAX_DIGITS))
    return Digits(digits, d0) if d0 else digits


def code_text(digits: Sequence[int]) -> str:
    """The code written back: (0, 7) -> "0.07", (15, 7) -> "0.F7", Digits((0, 7), head=4) -> "4.07"."""
    return HEX[head_of(digits)] + "." + "".join(HEX[d] for d in digits)


def heap_moves(digits: Sequence[int], n: int) -> Iterator[tuple[int, tuple[int, ...]]]:
    """Every move from one heap of n: (tokens taken, heaps left), k ascending (k = 0 first when d0 allows
    splitting without taking), then the whole heap, one heap, splits a <= b and splits a <= b <= c.

    >>> list(heap_moves((7, 7), 3))
    [(1, (2,)), (1, (1, 1)), (2, (1,))]
    >>> list(heap_moves(Digits((8,), head=4), 4))
    [(0, (1, 3)), (0, (2, 2)), (1, (1, 1, 1))]
    """
    for k, d in enumerate((head_of(digits) & 12, *digits)):
        if k > n:
            break
        m = n - k
        if m == 0:
            if d & 1:
                yield k, ()
            continue
        if d & 2 and k:
            yield k, (m,)
        if d & 4:
            for a in range(1, m // 2 + 1):
                yield k, (a, m - a)
        if d & 8:
            for a in range(1, m // 3 + 1):
                for b in range(a, (m - a) // 2 + 1):
                    yield k, (a, b, m - a - b)
