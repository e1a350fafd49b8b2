"""Checking what users give: numbers, pile sizes, tokens, and how an error quotes them.

Every public function of the games checks its input with these, so that a
negative, fractional or textual value is refused with a message naming it.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable
from typing import Any

from .errors import InputError
from .exact import digit_count

__all__ = ["check_piles", "natural", "notation_tokens", "parse_count", "shown"]


def shown(value: Any, limit: int = 40, lang: str = "en") -> str:
    """A value as an error message quotes it: its repr, shortened to about ``limit`` characters.

    >>> shown("abc"), shown(2.5), shown("x" * 100)
    ("'abc'", '2.5', "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...")
    >>> shown(-10**100), shown(-10**100000), shown(10**100000, lang="zh")
    ('-100000000000000000000000000000000000...', '-(an integer of 100,001 digits)', '（一个 100,001 位的整数）')
    """
    if type(value) is int and value.bit_length() > 13_000:  # beyond CPython's int/str limit
        digits = digit_count(value)
        return "-" * (value < 0) + (f"（一个 {digits:,} 位的整数）" if lang == "zh" else
                                    f"(an integer of {digits:,} digits)")
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def natural(value: Any, what: str = "value", what_zh: str | None = None) -> Any:
    """Return ``value`` if it is a non-negative integer, else raise InputError naming it.

    The public functions of the game modules check their numbers with it,
    so that a negative, fractional or textual pile is refused clearly
    instead of being answered (or failing deep inside).  A Python int and
    gmpy2's mpz (which the judge readers hand on) pass unchanged; another
    integer type, such as a numpy integer, becomes a Python int, so that no
    fixed-width arithmetic follows.  ``what_zh`` names the value in Chinese
    (``what`` itself when not given).

    >>> natural(7, "pile 1"), natural(10**30, "pile 1") == 10**30
    (7, True)
    >>> natural(-1, "pile 1")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: pile 1: -1 is negative
    >>> natural(2.5, "pile 1")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: pile 1: 2.5 is not an integer
    """
    named = what_zh or what
    if type(value) is not int:
        if isinstance(value, bool) or not hasattr(type(value), "__index__"):
            raise InputError(f"{what}: {shown(value)} is not an integer",
                             zh=f"{named}：{shown(value, lang='zh')} 不是整数")
        if type(value).__name__ != "mpz":
            value = operator.index(value)
    if value < 0:
        raise InputError(f"{what}: {shown(value)} is negative", zh=f"{named}：{shown(value, lang='zh')} 是负数")
    return value


def parse_count(token: Any, what: str = "value", what_zh: str | None = None) -> int:
    """Parse a non-negative decimal integer of any size, with a clear error.

    ``what`` names the value in the message, ``what_zh`` in the Chinese one
    (``what`` itself when not given: fit for a flag such as ``--set``).

    >>> parse_count("42"), parse_count(" 7 ")
    (42, 7)
    >>> parse_count("-3", "pile 1")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: pile 1: '-3' is not a non-negative integer
    """
    named = what_zh or what

    def refuse(quoted: str) -> InputError:
        return InputError(f"{what}: {quoted} is not a non-negative integer", zh=f"{named}：{quoted} 不是非负整数")

    if isinstance(token, bool):
        raise refuse(repr(token))
    if isinstance(token, int):
        if token < 0:
            raise InputError(f"{what}: {shown(token)} is negative", zh=f"{named}：{shown(token, lang='zh')} 是负数")
        return token
    text = str(token).strip()
    if not text or not text.isascii() or not text.isdigit():
        raise refuse(shown(str(token)))
    from .exact import parse_int, remember_digits

    value = int(parse_int(text))
    remember_digits(value, text.lstrip("0") or "0")  # a report writes it back as given
    return value


def check_piles(position: Any, name: str = "the game") -> tuple[int, ...]:
    """Return the pile sizes of a position as a tuple, each checked by :func:`natural`.

    The public functions of the games on piles check their input with it.

    >>> check_piles([3, 0, 5])
    (3, 0, 5)
    >>> check_piles((3, -1), "nim")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: pile 2: -1 is negative
    >>> check_piles("35", "nim")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: a position of nim is a tuple of pile sizes, such as (3, 5), not '35'
    """
    if type(position) is tuple:
        sizes: tuple[Any, ...] = position
    elif isinstance(position, (str, bytes)) or not isinstance(position, Iterable):
        # (Text is read by the game's methods, not by the functions that call this.)
        raise InputError(f"a position of {name} is a tuple of pile sizes, such as (3, 5), not "
                         f"{shown(position)}",
                         zh=f"局面应是各堆石子数的元组，例如 (3, 5)，而不是 {shown(position, lang='zh')}")
    else:
        sizes = tuple(position)
    if all(type(p) is int and p >= 0 for p in sizes):
        return sizes
    return tuple(natural(p, f"pile {i}", f"第 {i} 堆") for i, p in enumerate(sizes, 1))


def notation_tokens(text: str) -> list[str]:
    """The tokens of a position typed as on a command line: words, or quoted groups of words.

    >>> notation_tokens(" 3  5\\n"), notation_tokens("'wythoff 3 5' \\"nim 4 7\\"")
    (['3', '5'], ['wythoff 3 5', 'nim 4 7'])
    >>> notation_tokens("3 'x")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: the position "3 'x" has a quotation mark without its partner
    """
    if "'" not in text and '"' not in text and "\\" not in text:
        return text.split()  # the usual case, and fast on millions of digits
    import shlex

    try:
        return shlex.split(text)
    except ValueError:
        raise InputError(f"the position {shown(text)} has a quotation mark without its partner",
                         zh=f"局面 {shown(text)} 中的引号不配对") from None
