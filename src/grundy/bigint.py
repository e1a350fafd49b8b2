"""Integers of any size: reading and writing them in decimal, and their square root.

CPython's ``int()`` and ``str()`` are quadratic in the number of digits
and refuse more than 4300 digits unless told otherwise; the helpers here
convert in near-linear time and never hit that limit.  When gmpy2 is
installed, its GMP routines are used for huge values; the results are
identical, only faster.  The judge readers hand huge numbers on as gmpy2's
``mpz`` (see :func:`parse_int`); the functions annotated with ``int`` take
an mpz as well and then return one (gmpy2 has no type information, so to a
type checker an mpz is ``Any``).

>>> int_to_str(parse_int("9" * 5000) + 1) == "1" + "0" * 5000
True
>>> isqrt(10**30)
1000000000000000
"""

from __future__ import annotations

import importlib.util
import math
import os
import sys
import threading
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

__all__ = [
    "GMP_BITS",
    "HAVE_GMPY2",
    "ceil_div",
    "digit_count",
    "gmp_module",
    "int_to_str",
    "isqrt",
    "json_dumps",
    "parse_int",
    "remember_digits",
    "unlimited_digits",
]

#: True when gmpy2 is installed (it is imported only once a huge number needs it).
HAVE_GMPY2 = importlib.util.find_spec("gmpy2") is not None

_UNSET: Any = object()
_gmpy2: Any = _UNSET


def gmp_module() -> Any:
    """The gmpy2 module, imported on first use; None when it is not installed."""
    global _gmpy2
    if _gmpy2 is _UNSET:
        try:
            import gmpy2  # type: ignore[import-untyped]  # gmpy2 ships no type information
        except ImportError:  # pragma: no cover
            gmpy2 = None
        _gmpy2 = gmpy2
    return _gmpy2

# Python refuses int <-> str conversions above this many digits unless told
# otherwise; the helpers below never hit that limit.
_STR_DIGITS_LIMIT = 4000
#: Above this many bits GMP's subquadratic routines beat CPython's.
GMP_BITS = 20_000


def isqrt(n: int) -> int:
    """Return floor(sqrt(n)) exactly, for a non-negative integer of any size.

    Returns a Python int for a Python int argument.

    >>> isqrt(24), isqrt(25), isqrt(10**100) == 10**50
    (4, 5, True)
    """
    if type(n) is int:
        if n.bit_length() <= GMP_BITS or (gmp := gmp_module()) is None:
            return math.isqrt(n)
        return int(gmp.isqrt(n))
    gmp = gmp_module()  # an mpz from the judge's reader
    return gmp.isqrt(n) if gmp is not None else math.isqrt(int(n))


def ceil_div(a: int, b: int) -> int:
    """Return ceil(a / b) for integers, b > 0.

    >>> ceil_div(7, 2), ceil_div(-7, 2)
    (4, -3)
    """
    return -((-a) // b)


def parse_int(token: bytes | str) -> Any:
    """Convert a string of ASCII decimal digits to an integer of any length.

    Short tokens become Python ints.  Long ones use GMP when available and a
    divide-and-conquer conversion otherwise, so CPython's digit limit for
    int() never applies.  The caller validates the digits.

    >>> parse_int(b"0042"), parse_int("9" * 5000) == 10**5000 - 1
    (42, True)
    """
    if len(token) <= _STR_DIGITS_LIMIT:
        return int(token)
    gmp = gmp_module()
    if gmp is not None:
        return gmp.mpz(token if isinstance(token, str) else token.decode("ascii"))
    return _parse_dc(token)


def _parse_dc(token: bytes | str) -> int:
    if len(token) <= _STR_DIGITS_LIMIT:
        return int(token)
    half = len(token) // 2
    low_len = len(token) - half
    return _parse_dc(token[:half]) * _pow10(low_len) + _parse_dc(token[half:])


_POW10: dict[int, int] = {}


def _pow10(k: int) -> int:
    p = _POW10.get(k)
    if p is None:
        p = _POW10[k] = 10**k
    return p


def int_to_str(n: int) -> str:
    """Format an integer of any size in decimal, in time near-linear in its length.

    CPython's ``str()`` is quadratic (ten seconds for a million digits, and
    refused beyond 4300 digits unless the limit is lifted); this uses GMP's
    conversion when gmpy2 is installed (a twentieth of a second) and a
    divide-and-conquer one otherwise.  The last few huge numbers converted
    are remembered, since a report writes the same pile many times.

    >>> int_to_str(12), int_to_str(-7), int_to_str(10**5000).count("0")
    ('12', '-7', 5000)
    """
    if n.bit_length() < 13000:  # fewer than 4000 digits
        return str(n)
    if n < 0:
        return "-" + int_to_str(-n)
    with _recent_lock:
        text = _recent_digits.get(n)
        if text is not None:
            _recent_digits.move_to_end(n)
            return text
        recent = list(_recent_digits.items())
    # A number close to one written before (a pile and the pile less a few
    # stones, a_k and a_k + 1) is that one's digits with its last ones changed.
    for m, digits in reversed(recent):
        if abs(n.bit_length() - m.bit_length()) <= 1 and (n - m).bit_length() <= 64:
            text = _nearby_digits(digits, n - m)
            if text is not None:
                break
    else:
        text = _convert(n)
    with _recent_lock:
        _recent_digits[n] = text
        while len(_recent_digits) > _RECENT_DIGITS:
            _recent_digits.popitem(last=False)
    return text


def remember_digits(n: int, digits: str) -> None:
    """Note that ``digits`` are the decimal digits of ``n``, just read from a text.

    :func:`int_to_str` then writes ``n`` (and numbers close to it) without
    converting it: a report writes back the piles it was given.

    >>> remember_digits(10**5000, "1" + "0" * 5000); int_to_str(10**5000 - 1) == "9" * 5000
    True
    """
    if n.bit_length() < 13000:
        return
    with _recent_lock:
        _recent_digits[n] = digits
        while len(_recent_digits) > _RECENT_DIGITS:
            _recent_digits.popitem(last=False)


#: The huge numbers written last, with their digits (a report writes a pile many times).
_recent_digits: OrderedDict[int, str] = OrderedDict()
_recent_lock = threading.Lock()
_RECENT_DIGITS = 16


def _nearby_digits(digits: str, change: int) -> str | None:
    # The digits of int(digits) + change, |change| < 2**64, when no carry or
    # borrow goes past the last 40 digits (else None: convert in full).
    tail = int(digits[-40:]) + change
    if not 0 <= tail < 10**40:
        return None
    return digits[:-40] + str(tail).zfill(40)


def _convert(n: int) -> str:
    # A huge non-negative integer in decimal: GMP, or divide and conquer.
    if n.bit_length() > GMP_BITS and (gmp := gmp_module()) is not None:
        return str(gmp.mpz(n))
    # An upper bound on the digit count; the padding zeros are stripped.
    width = n.bit_length() * 30103 // 100000 + 2
    return _str_dc(int(n), width).lstrip("0") or "0"


def digit_count(n: int) -> int:
    """The number of decimal digits of an integer (its sign aside), without writing it out.

    >>> digit_count(0), digit_count(-999), digit_count(10**100000)
    (1, 3, 100001)
    """
    n = abs(n)
    if n.bit_length() < 13000:
        return len(str(n))
    gmp = gmp_module()
    if gmp is not None:  # GMP's count is exact or one too many
        count: int = gmp.num_digits(gmp.mpz(n))
        return count - 1 if gmp.mpz(n) < gmp.mpz(10) ** (count - 1) else count
    estimate = (n.bit_length() - 1) * 30103 // 100000 + 1  # within one of the truth
    return estimate + 1 if n >= _pow10(estimate) else estimate


def json_dumps(data: Any, **options: Any) -> str:
    """``json.dumps(data, **options)``, with integers of any size written by :func:`int_to_str`.

    The integers stay exact JSON integers; json's own writer would convert
    the huge ones with CPython's quadratic ``str()``.

    >>> json_dumps({"piles": [3, 10**5000], "k": True})[:20]
    '{"piles": [3, 100000'
    """
    import json

    huge: list[int] = []
    tag = f"\x00{os.urandom(8).hex()}:"

    def mark(value: Any) -> Any:
        # A copy of the data where each huge integer is a tagged string.
        if type(value) is int:
            if value.bit_length() < 13000:
                return value
            huge.append(value)
            return f"{tag}{len(huge) - 1}"
        if isinstance(value, dict):
            return {k: mark(v) for k, v in value.items()}
        if isinstance(value, (list, tuple)):
            return [mark(v) for v in value]
        return value

    marked = mark(data)
    text = json.dumps(marked, **options)
    if not huge:
        return text
    pieces = text.split(json.dumps(tag)[:-1])  # '"\u0000<tag>:' opens each marked integer
    written = [pieces[0]]
    for piece in pieces[1:]:
        index, quote, rest = piece.partition('"')
        if not (quote and index.isdigit() and int(index) < len(huge)):
            break
        written += [int_to_str(huge[int(index)]), rest]
    else:
        if len(pieces) == len(huge) + 1:
            return "".join(written)
    with unlimited_digits():  # a text of the data held the tag (never by chance): write it plainly
        return json.dumps(data, **options)


def _str_dc(n: int, width: int) -> str:
    # Decimal string of 0 <= n < 10**width, zero-padded to `width` digits.
    if width <= _STR_DIGITS_LIMIT:
        return str(n).zfill(width)
    low = width // 2
    hi, lo = divmod(n, _pow10(low))
    return _str_dc(hi, width - low) + _str_dc(lo, low)


_digits_lock = threading.Lock()
_digits_users = 0
_digits_saved = 0


@contextmanager
def unlimited_digits() -> Iterator[None]:
    """Lift CPython's limit on int <-> str conversions while the block runs.

    CPython refuses to convert integers of more than 4300 digits to text
    unless told otherwise (``sys.set_int_max_str_digits``); explanations and
    reports of huge positions need it lifted.  The limit in force before is
    restored when the last block running (in any thread) ends.

    >>> before = sys.get_int_max_str_digits()
    >>> with unlimited_digits():
    ...     len(str(10**5000))
    5001
    >>> sys.get_int_max_str_digits() == before
    True
    """
    global _digits_users, _digits_saved
    with _digits_lock:
        if _digits_users == 0:
            _digits_saved = sys.get_int_max_str_digits()
            if _digits_saved:
                sys.set_int_max_str_digits(0)
        _digits_users += 1
    try:
        yield
    finally:
        with _digits_lock:
            _digits_users -= 1
            if _digits_users == 0 and _digits_saved:
                sys.set_int_max_str_digits(_digits_saved)
