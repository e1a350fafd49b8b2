"""Complementary Beatty sequences of quadratic irrationals, in exact integer arithmetic.

A quadratic irrational (p + r*sqrt(d)) / q is kept as four integers, never
as a float, and floor(n * alpha) is computed with an integer square root, so
the terms are right for n of any size.  The Beatty sequence of alpha > 1 is
floor(alpha), floor(2 alpha), ...; Beatty's theorem says that the sequences
of alpha and beta partition the positive integers when alpha, beta > 1 are
irrational and 1/alpha + 1/beta = 1.  The P-positions of Wythoff's game are
(floor(n phi), floor(n phi^2)), and those of Fraenkel's a-Wythoff game are
(floor(n alpha), floor(n beta)) with alpha = (2 - a + sqrt(a^2 + 4)) / 2 and
beta = alpha + a.

>>> alpha, beta = wythoff_ratios()
>>> print(alpha, beta)
(1 + sqrt(5))/2 (3 + sqrt(5))/2
>>> alpha.decimal(10)
'1.6180339887'
>>> beatty_terms(alpha, 8), beatty_terms(beta, 8)
([1, 3, 4, 6, 8, 9, 11, 12], [2, 5, 7, 10, 13, 15, 18, 20])
>>> check_partition(alpha, beta, 1000).ok
True

Algorithm notes: for n >= 0 and r > 0, n r sqrt(d) = sqrt(r^2 d n^2), so
floor(n (p + r sqrt d)) = p n + isqrt(r^2 d n^2); for r < 0 it is
p n - isqrt(r^2 d n^2) - 1 when n > 0, because the square root is
irrational; and floor(x / q) = floor(floor(x) / q) for an integer q > 0.
The complement of alpha is beta = alpha / (alpha - 1), found by
rationalising denominators.  :func:`check_partition` does not rely on
Beatty's theorem: it merges the two sequences and looks for a repeated or a
missing integer.

References: S. Beatty, Problem 3173, Amer. Math. Monthly 33 (1926) 159 and
34 (1927) 159; A. S. Fraenkel, "How to beat your Wythoff games' opponent on
three fronts", Amer. Math. Monthly 89 (1982) 353-361.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .bigint import isqrt
from .errors import InputError, TooLargeError
from .messages import catalogue

__all__ = [
    "MAX_CHECK",
    "PartitionCheck",
    "QuadraticIrrational",
    "beatty_terms",
    "check_partition",
    "count_terms",
    "golden_ratio",
    "wythoff_ratios",
]

MESSAGES = catalogue("beatty", {
    "not_integer": ("{name} must be an integer, not {value!r}", "{name} 必须是整数，不能是 {value!r}"),
    "rational": ("sqrt({d}) is rational; a quadratic irrational needs d > 1 that is not a square",
                 "sqrt({d}) 是有理数；二次无理数要求 d > 1 且不是平方数"),
    "zero_part": ("a quadratic irrational needs r != 0 and q != 0", "二次无理数要求 r != 0 且 q != 0"),
    "negative_n": ("n must be non-negative, not {n}", "n 必须是非负整数，不能是 {n}"),
    "no_complement": ("{ratio} is not greater than 1: it has no Beatty complement", "{ratio} 不大于 1：没有互补的 Beatty 序列"),
    "bad_a": ("a must be a positive integer, not {a!r}", "a 必须是正整数，不能是 {a!r}"),
    "negative_terms": ("the count and the start of a Beatty sequence are non-negative", "Beatty 序列的项数和起点必须是非负整数"),
    "not_positive": ("{ratio} is not positive", "{ratio} 不是正数"),
    "negative_bound": ("the bound must be non-negative, not {bound}", "上界必须是非负整数，不能是 {bound}"),
    "bound_too_large": ("the bound {bound} is too large (at most {limit:,})", "上界 {bound} 太大（至多 {limit:,}）"),
    "not_above_one": ("{ratio} is not greater than 1", "{ratio} 不大于 1"),
})

#: The largest bound :func:`check_partition` accepts (about a minute per 10^8).
MAX_CHECK = 10**9


def _sign(u: int, r: int, d: int) -> int:
    # The sign of u + r*sqrt(d), d > 0 not a square.
    if u >= 0 and r >= 0:
        return 1 if (u or r) else 0
    if u <= 0 and r <= 0:
        return -1
    # Opposite signs: compare u^2 with r^2 d (never equal, d is not a square).
    bigger_is_u = u * u > r * r * d
    return (1 if u > 0 else -1) if bigger_is_u else (1 if r > 0 else -1)


@dataclass(frozen=True)
class QuadraticIrrational:
    """The number (p + r*sqrt(d)) / q, exactly: integers p, r != 0, q != 0 and d > 1 not a square.

    The fields are normalised: q > 0, no common factor of p, r and q, and
    small square factors moved out of d.

    >>> QuadraticIrrational(0, 1, 8, 2)
    QuadraticIrrational(p=0, r=1, d=2, q=1)
    >>> QuadraticIrrational(1, 1, 5, 2).floor_mul(10**30)
    1618033988749894848204586834365
    >>> QuadraticIrrational(1, 1, 4, 2)
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: sqrt(4) is rational; a quadratic irrational needs d > 1 that is not a square
    """

    p: int
    r: int
    d: int
    q: int

    def __post_init__(self) -> None:
        p, r, d, q = self.p, self.r, self.d, self.q
        for name, value in (("p", p), ("r", r), ("d", d), ("q", q)):
            if isinstance(value, bool) or not isinstance(value, int):
                raise InputError(MESSAGES("not_integer", name=name, value=value))
        if d < 2 or isqrt(d) ** 2 == d:
            raise InputError(MESSAGES("rational", d=d))
        if r == 0 or q == 0:
            raise InputError(MESSAGES("zero_part"))
        for f in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47):
            while d % (f * f) == 0:
                d //= f * f
                r *= f
        if q < 0:
            p, r, q = -p, -r, -q
        g = math.gcd(math.gcd(p, r), q)
        object.__setattr__(self, "p", p // g)
        object.__setattr__(self, "r", r // g)
        object.__setattr__(self, "d", d)
        object.__setattr__(self, "q", q // g)

    def __str__(self) -> str:
        p, r, d, q = self.p, self.r, self.d, self.q
        root = f"sqrt({d})" if abs(r) == 1 else f"{abs(r)}*sqrt({d})"
        if p == 0:
            text = ("-" if r < 0 else "") + root
            return text if q == 1 else f"{text}/{q}" if abs(r) == 1 else f"({text})/{q}"
        text = f"{p} {'-' if r < 0 else '+'} {root}"
        return text if q == 1 else f"({text})/{q}"

    def floor_mul(self, n: int) -> int:
        """Return floor(n * self) for an integer n >= 0 of any size.

        >>> phi = golden_ratio()
        >>> [phi.floor_mul(n) for n in range(6)]
        [0, 1, 3, 4, 6, 8]
        >>> (phi - 1).floor_mul(100)  # 100 / phi
        61
        """
        if n < 0:
            raise InputError(MESSAGES("negative_n", n=n))
        root = int(isqrt(self.r * self.r * self.d * n * n))
        if self.r > 0:
            whole = self.p * n + root
        else:
            whole = self.p * n - root - (1 if n else 0)
        return whole // self.q

    def floor(self) -> int:
        """Return floor(self).

        >>> golden_ratio().floor(), (-golden_ratio()).floor()
        (1, -2)
        """
        return self.floor_mul(1)

    def sign(self) -> int:
        """Return 1 if the number is positive, -1 if negative (it is never 0).

        >>> (golden_ratio() - 2).sign()
        -1
        """
        return _sign(self.p, self.r, self.d)

    def __add__(self, other: Any) -> QuadraticIrrational:
        if isinstance(other, bool) or not isinstance(other, int):
            return NotImplemented
        return QuadraticIrrational(self.p + other * self.q, self.r, self.d, self.q)

    __radd__ = __add__

    def __sub__(self, other: Any) -> QuadraticIrrational:
        if isinstance(other, bool) or not isinstance(other, int):
            return NotImplemented
        return self + (-other)

    def __neg__(self) -> QuadraticIrrational:
        return QuadraticIrrational(-self.p, -self.r, self.d, self.q)

    def reciprocal(self) -> QuadraticIrrational:
        """Return 1 / self.

        >>> print(golden_ratio().reciprocal())
        (-1 + sqrt(5))/2
        """
        # q / (p + r s) = q (p - r s) / (p^2 - r^2 d); the denominator is not 0.
        denominator = self.p * self.p - self.r * self.r * self.d
        return QuadraticIrrational(self.q * self.p, -self.q * self.r, self.d, denominator)

    def complement(self) -> QuadraticIrrational:
        """Return beta with 1/self + 1/beta = 1 (self must exceed 1).

        >>> print(golden_ratio().complement())
        (3 + sqrt(5))/2
        """
        if (self - 1).sign() <= 0:
            raise InputError(MESSAGES("no_complement", ratio=self))
        inverse = self.reciprocal()
        # 1 - 1/alpha, then its reciprocal.
        rest = QuadraticIrrational(inverse.q - inverse.p, -inverse.r, inverse.d, inverse.q)
        return rest.reciprocal()

    def decimal(self, digits: int = 10) -> str:
        """The number truncated to `digits` decimals, computed exactly.

        >>> golden_ratio().decimal(30)
        '1.618033988749894848204586834365'
        """
        if self.sign() < 0:
            return "-" + (-self).decimal(digits)
        scaled = str(self.floor_mul(10**digits)).rjust(digits + 1, "0")
        if digits == 0:
            return scaled
        return f"{scaled[:-digits]}.{scaled[-digits:]}"

    def to_json(self, digits: int = 20) -> dict[str, Any]:
        """The exact form and a decimal approximation, for JSON output."""
        return {"expression": str(self), "p": self.p, "r": self.r, "d": self.d, "q": self.q,
                "decimal": self.decimal(digits)}


def golden_ratio() -> QuadraticIrrational:
    """Return phi = (1 + sqrt 5) / 2.

    >>> golden_ratio()
    QuadraticIrrational(p=1, r=1, d=5, q=2)
    """
    return QuadraticIrrational(1, 1, 5, 2)


def wythoff_ratios(a: int = 1) -> tuple[QuadraticIrrational, QuadraticIrrational]:
    """Return (alpha, beta) of Fraenkel's a-Wythoff game (a = 1: phi and phi^2).

    alpha = (2 - a + sqrt(a^2 + 4)) / 2 and beta = alpha + a; they satisfy
    1/alpha + 1/beta = 1.

    >>> [str(x) for x in wythoff_ratios(2)]
    ['sqrt(2)', '2 + sqrt(2)']
    >>> alpha, beta = wythoff_ratios(3)
    >>> alpha.complement() == beta
    True
    """
    if isinstance(a, bool) or not isinstance(a, int) or a < 1:
        raise InputError(MESSAGES("bad_a", a=a))
    alpha = QuadraticIrrational(2 - a, 1, a * a + 4, 2)
    return alpha, alpha + a


def beatty_terms(alpha: QuadraticIrrational, count: int, start: int = 1) -> list[int]:
    """Return floor(n * alpha) for n = start, ..., start + count - 1.

    >>> beatty_terms(golden_ratio(), 3, start=10**20)
    [161803398874989484820, 161803398874989484822, 161803398874989484823]
    """
    if count < 0 or start < 0:
        raise InputError(MESSAGES("negative_terms"))
    return [alpha.floor_mul(n) for n in range(start, start + count)]


def count_terms(alpha: QuadraticIrrational, x: int) -> int:
    """How many n >= 1 have floor(n * alpha) <= x (alpha > 0 irrational): floor((x + 1)/alpha).

    >>> count_terms(golden_ratio(), 12), beatty_terms(golden_ratio(), 8)[-1]
    (8, 12)
    """
    if alpha.sign() <= 0:
        raise InputError(MESSAGES("not_positive", ratio=alpha))
    if x < 0:
        return 0
    return alpha.reciprocal().floor_mul(x + 1)


@dataclass(frozen=True)
class PartitionCheck:
    """The result of :func:`check_partition`.

    ``repeated`` is the first integer found in both sequences (or twice in
    one), ``missing`` the first integer found in neither; both are None when
    the check passes.
    """

    bound: int
    lower_count: int
    upper_count: int
    repeated: int | None = None
    missing: int | None = None

    @property
    def ok(self) -> bool:
        """True when every integer 1..bound lies in exactly one of the sequences."""
        return self.repeated is None and self.missing is None

    def to_json(self) -> dict[str, Any]:
        """The result as a JSON object."""
        return {"bound": self.bound, "ok": self.ok, "lower_count": self.lower_count,
                "upper_count": self.upper_count, "repeated": self.repeated,
                "missing": self.missing}


#: Below this bound the plain loop is as fast as loading the compiled one.
KERNEL_BOUND = 1 << 20


def _compiled_check(
    alpha: QuadraticIrrational, beta: QuadraticIrrational, bound: int, progress: Callable[[int], None] | None
) -> PartitionCheck | None:
    """check_partition by the compiled merge (grundy.beatty_compiled), or None where it does not apply."""
    if bound < KERNEL_BOUND:
        return None
    from .kernels import available

    if not available():
        return None
    from . import beatty_compiled as kernel

    ratios = [(x.p, x.r, x.d, x.q) for x in (alpha, beta)]
    if not all(kernel.fits(*ratio, count_terms(x, bound)) for ratio, x in zip(ratios, (alpha, beta))):
        return None
    import numpy as np

    roots = [isqrt(r * r * d) for _p, r, d, _q in ratios]
    state = np.array([1, 1, alpha.floor_mul(1), beta.floor_mul(1), 0, roots[0], roots[1]], np.int64)
    stop = 0
    while True:
        stop = min(bound, stop + (1 << 24))
        code = kernel.merge(ratios[0], ratios[1], bound, stop, state)
        i, j, previous = int(state[0]), int(state[1]), int(state[4])
        if code == 1:
            return PartitionCheck(bound, i - 1, j - 1, repeated=previous)
        if code == 2:
            return PartitionCheck(bound, i - 1, j - 1, missing=previous + 1)
        if stop >= bound:
            break
        if progress is not None:
            progress(previous)
    if previous < bound:
        return PartitionCheck(bound, i - 1, j - 1, missing=previous + 1)
    return PartitionCheck(bound, i - 1, j - 1)


def check_partition(
    alpha: QuadraticIrrational,
    beta: QuadraticIrrational,
    bound: int,
    progress: Callable[[int], None] | None = None,
) -> PartitionCheck:
    """Check that the Beatty sequences of alpha and beta hold every integer 1..bound exactly once.

    The two sequences are merged in increasing order, in constant memory; the
    check stops at the first integer that appears twice or not at all.
    ``progress(x)`` is called now and then with the integer reached.

    >>> phi = golden_ratio()
    >>> check_partition(phi, phi.complement(), 100)
    PartitionCheck(bound=100, lower_count=62, upper_count=38, repeated=None, missing=None)
    >>> check_partition(phi, phi + 2, 100).missing  # 1, 3, 4, ... and 3, 7, ...: 2 is in neither
    2
    >>> check_partition(phi, phi, 10).repeated
    1
    """
    if bound < 0:
        raise InputError(MESSAGES("negative_bound", bound=bound))
    if bound > MAX_CHECK:
        raise TooLargeError(MESSAGES("bound_too_large", bound=bound, limit=MAX_CHECK))
    for ratio in (alpha, beta):
        if (ratio - 1).sign() <= 0:
            raise InputError(MESSAGES("not_above_one", ratio=ratio))
    compiled = _compiled_check(alpha, beta, bound, progress)
    if compiled is not None:
        return compiled
    i = j = 1
    u, v = alpha.floor_mul(1), beta.floor_mul(1)
    previous = 0
    steps = 0
    while True:
        x = u if u <= v else v
        if x > bound:
            break
        if x == previous:
            return PartitionCheck(bound, i - 1, j - 1, repeated=x)
        if x > previous + 1:
            return PartitionCheck(bound, i - 1, j - 1, missing=previous + 1)
        previous = x
        if u == x:
            i += 1
            u = alpha.floor_mul(i)
        else:
            j += 1
            v = beta.floor_mul(j)
        steps += 1
        if progress is not None and steps & 0xFFFF == 0:
            progress(x)
    if previous < bound:
        return PartitionCheck(bound, i - 1, j - 1, missing=previous + 1)
    return PartitionCheck(bound, i - 1, j - 1)
