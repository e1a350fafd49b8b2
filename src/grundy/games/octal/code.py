"""Octal codes: reading 0.d1d2... and writing it back, the moves of one heap, the classic names.

>>> parse_code("0.77"), code_text((1, 3, 7)), str(NAMES["0.07"])
((7, 7), '0.137', "Dawson's Kayles")
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from ...errors import InputError, TooLargeError
from ...messages import Text, catalogue

__all__ = ["MAX_DIGITS", "NAMES", "code_text", "heap_moves", "parse_code"]

#: The longest octal code accepted (digits after the point).
MAX_DIGITS = 64

MESSAGES = catalogue("octal.code", {
    "kayles": ("Kayles", "凯尔斯保龄球"),
    "dawsons_kayles": ("Dawson's Kayles", "道森凯尔斯"),
    "dawsons_chess": ("Dawson's chess", "道森象棋"),
    "guiles": ("Guiles", "吉尔斯"),
    "not_text": ("an octal code is text such as 0.77, not {text!r}",
                 "八进制代码应是 0.77 这样的文本，而不是 {text!r}"),
    "no_point": ("octal code {code}: write it as 0.d1d2..., e.g. 0.77",
                 "八进制代码 {code}：应写作 0.d1d2...，例如 0.77"),
    "leading_four": ("octal code {code}: a leading 4 (a move that splits a heap without taking) is not supported; "
                     "use 0.d1d2...",
                     "八进制代码 {code}：不支持开头的 4（不取而分堆的走法）；请用 0.d1d2..."),
    "leading_digit": ("octal code {code}: it starts with 0. (e.g. 0.77), not {head}.",
                      "八进制代码 {code}：应以 0. 开头（例如 0.77），不能以 {head}. 开头"),
    "bad_digit": ("octal code {code}: digit {digit} is not 0 to 7",
                  "八进制代码 {code}：数字 {digit} 不在 0 到 7 之间"),
    "no_digits": ("octal code {code}: give at least one nonzero digit after the point",
                  "八进制代码 {code}：小数点后至少要有一个非零数字"),
    "too_many_digits": ("octal code {code}: at most {limit} {limit:~digit|digits}", "八进制代码 {code}：至多 {limit} 位数字"),
})

#: The names of well-known octal games, by code.
NAMES: dict[str, Text] = {
    "0.77": MESSAGES("kayles"),
    "0.07": MESSAGES("dawsons_kayles"),
    "0.137": MESSAGES("dawsons_chess"),
    "0.15": MESSAGES("guiles"),
}


def parse_code(text: Any) -> tuple[int, ...]:
    """The digits d1, d2, ..., dt of an octal code such as "0.77" (trailing zeros dropped).

    It also accepts ".77" and "·77" (as Winning Ways writes them).

    >>> parse_code("0.77"), parse_code(".137"), parse_code("0.070")
    ((7, 7), (1, 3, 7), (0, 7))
    >>> parse_code("0.8")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: octal code '0.8': digit 8 is not 0 to 7
    >>> parse_code("4.07")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: octal code '4.07': a leading 4 (a move that splits a heap without taking) is not supported; use 0.d1d2...
    """
    if not isinstance(text, str):
        raise InputError(MESSAGES("not_text", text=text))
    code = text.strip().replace("·", ".")
    shown = repr(text.strip()[:30])
    head, dot, tail = code.partition(".")
    if not dot:
        raise InputError(MESSAGES("no_point", code=shown))
    if head == "4":
        raise InputError(MESSAGES("leading_four", code=shown))
    if head not in ("", "0"):
        raise InputError(MESSAGES("leading_digit", code=shown, head=head))
    for ch in tail:
        if ch not in "01234567":
            raise InputError(MESSAGES("bad_digit", code=shown, digit=ch))
    digits = tuple(int(ch) for ch in tail.rstrip("0"))
    if not digits:
        raise InputError(MESSAGES("no_digits", code=shown))
    if len(digits) > MAX_DIGITS:
        raise TooLargeError(MESSAGES("too_many_digits", code=shown, limit=MAX_DIGITS))
    return digits


def code_text(digits: Sequence[int]) -> str:
    """The code written back: (0, 7) -> "0.07"."""
    return "0." + "".join(map(str, digits))


def heap_moves(digits: Sequence[int], n: int) -> Iterator[tuple[int, tuple[int, ...]]]:
    """Every move from one heap of n: (tokens taken, heaps left), k ascending, splits a <= b.

    >>> list(heap_moves((7, 7), 3))
    [(1, (2,)), (1, (1, 1)), (2, (1,))]
    """
    for k, d in enumerate(digits, 1):
        if k > n:
            break
        m = n - k
        if m == 0:
            if d & 1:
                yield k, ()
            continue
        if d & 2:
            yield k, (m,)
        if d & 4:
            for a in range(1, m // 2 + 1):
                yield k, (a, m - a)
