"""Checking what users give: numbers, pile sizes, tokens, and how an error quotes them.

Every public function of the games checks its input with these, so that a
negative, fractional or textual value is refused with a message naming it.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable
from typing import Any

from .errors import InputError
from .bigint import digit_count
from .messages import Text, catalogue

__all__ = ["check_piles", "natural", "notation_tokens", "parse_count", "quoted", "shown"]

MESSAGES = catalogue("validation", {
    "huge": ("{sign}(an integer of {digits:,} {digits:~digit|digits})", "{sign}（一个 {digits:,} 位的整数）"),
    "not_integer": ("{what}: {value} is not an integer", "{what}：{value} 不是整数"),
    "negative": ("{what}: {value} is negative", "{what}：{value} 是负数"),
    "not_count": ("{what}: {value} is not a non-negative integer", "{what}：{value} 不是非负整数"),
    # The game is named by its id, which has no Chinese: the Chinese leaves it out.
    "not_piles": ("a position of {name} is a tuple of pile sizes, such as (3, 5), not {value}",
                  "{name}局面应是各堆石子数的元组，例如 (3, 5)，而不是 {value}"),
    "pile": ("pile {i}", "第 {i} 堆"),
    "unpaired_quote": ("the position {text} has a quotation mark without its partner", "局面 {text} 中的引号不配对"),
})


def quoted(value: Any, limit: int = 40) -> str | Text:
    """A value as an error message quotes it: its repr, shortened to about ``limit`` characters.

    An integer too long to quote is described instead, in the message's language.

    >>> quoted("abc"), quoted(2.5), quoted("x" * 100)
    ("'abc'", '2.5', "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...")
    >>> quoted(-10**100), str(quoted(-10**100000)), quoted(10**100000).render("zh")
    ('-100000000000000000000000000000000000...', '-(an integer of 100,001 digits)', '（一个 100,001 位的整数）')
    """
    if type(value) is int and value.bit_length() > 13_000:  # beyond CPython's int/str limit
        return MESSAGES("huge", sign="-" * (value < 0), digits=digit_count(value))
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def shown(value: Any, limit: int = 40, lang: str = "en") -> str:
    """:func:`quoted`, written in ``lang``.

    >>> shown(-10**100000), shown(10**100000, lang="zh")
    ('-(an integer of 100,001 digits)', '（一个 100,001 位的整数）')
    """
    text = quoted(value, limit)
    return text if isinstance(text, str) else text.render(lang)


def natural(value: Any, what: str | Text = "value") -> Any:
    """Return ``value`` if it is a non-negative integer, else raise InputError naming it.

    The public functions of the game modules check their numbers with it,
    so that a negative, fractional or textual pile is refused clearly
    instead of being answered (or failing deep inside).  A Python int and
    gmpy2's mpz (which the judge readers hand on) pass unchanged; another
    integer type, such as a numpy integer, becomes a Python int, so that no
    fixed-width arithmetic follows.  ``what`` names the value: a message, or
    a name that reads the same in every language (a flag such as ``--set``).

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
    if type(value) is not int:
        if isinstance(value, bool) or not hasattr(type(value), "__index__"):
            raise InputError(MESSAGES("not_integer", what=what, value=quoted(value)))
        if type(value).__name__ != "mpz":
            value = operator.index(value)
    if value < 0:
        raise InputError(MESSAGES("negative", what=what, value=quoted(value)))
    return value


def parse_count(token: Any, what: str | Text = "value") -> int:
    """Parse a non-negative decimal integer of any size, with a clear error.

    ``what`` names the value in the message: a message, or a name that reads
    the same in every language (a flag such as ``--set``).

    >>> parse_count("42"), parse_count(" 7 ")
    (42, 7)
    >>> parse_count("-3", "pile 1")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: pile 1: '-3' is not a non-negative integer
    """
    if isinstance(token, bool):
        raise InputError(MESSAGES("not_count", what=what, value=repr(token)))
    if isinstance(token, int):
        if token < 0:
            raise InputError(MESSAGES("negative", what=what, value=quoted(token)))
        return token
    text = str(token).strip()
    if not text or not text.isascii() or not text.isdigit():
        raise InputError(MESSAGES("not_count", what=what, value=quoted(str(token))))
    from .bigint import parse_int, remember_digits

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
        raise InputError(MESSAGES("not_piles", name=Text.literal(name, ""), value=quoted(position)))
    else:
        sizes = tuple(position)
    if all(type(p) is int and p >= 0 for p in sizes):
        return sizes
    return tuple(natural(p, MESSAGES("pile", i=i)) for i, p in enumerate(sizes, 1))


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
        raise InputError(MESSAGES("unpaired_quote", text=quoted(text))) from None
