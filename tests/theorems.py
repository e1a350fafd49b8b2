"""Published theorems, written out here apart from the library, for checks at huge sizes.

The brute-force oracles (tests/oracles/) cannot reach piles of 10**200; the
properties tested there ("a winning move lands in a P-position, a
P-position has no move to a P-position") need a P test that does not come
from the code under test.  Each function below is a theorem with its
source, in plain integer arithmetic, and tests/test_theorems.py checks each
against the brute-force oracles on every small position.
"""

from __future__ import annotations

from functools import reduce
from operator import xor


def floor_mul_check(x: int, n: int, p: int, d: int) -> bool:
    """True if x = floor(n * (p + sqrt d) / 2), for n >= 0, a non-square d and p + sqrt d > 0.

    x <= n(p + sqrt d)/2 < x + 1 iff L <= n sqrt d < L + 2 with L = 2x - p n;
    sqrt d is irrational, so for n > 0 both sides compare as squares.
    """
    if n == 0:
        return x == 0
    low = 2 * x - p * n
    return (low <= 0 or low * low < d * n * n) and (low + 2 > 0 and d * n * n < (low + 2) ** 2)


def wythoff_p(a: int, b: int) -> bool:
    """Wythoff (1907): (a, b), a <= b, is a P-position iff a = floor(k*phi), k = b - a.

    The pairs (floor(k*phi), floor(k*phi^2)) are OEIS A000201 / A001950.
    """
    a, b = min(a, b), max(a, b)
    return floor_mul_check(a, b - a, 1, 5)


def wythoff_misere_p(a: int, b: int) -> bool:
    """Misère Wythoff: the P-positions are (0, 1), (1, 0), (2, 2), then Wythoff's own from (3, 5) on.

    (The three smallest pairs change; tests/test_theorems.py checks the claim on
    the brute-force sieve up to 100 x 100.)
    """
    if max(a, b) <= 2:
        return (a, b) in ((0, 1), (1, 0), (2, 2))
    return wythoff_p(a, b)


def a_wythoff_p(x: int, y: int, a: int) -> bool:
    """Fraenkel (1982), a-Wythoff: the P-positions are (A_n, A_n + a n), A_n = floor(n*alpha),

    alpha = (2 - a + sqrt(a^2 + 4)) / 2 (a = 1: Wythoff's game).
    """
    x, y = min(x, y), max(x, y)
    if (y - x) % a:
        return False
    return floor_mul_check(x, (y - x) // a, 2 - a, a * a + 4)


def bash_p(n: int, m: int, misere: bool = False) -> bool:
    """The Bash game (one pile, take 1 to m; Bachet's game): P iff n is a multiple of m + 1;
    in misère play, iff n is 1 more than a multiple of m + 1."""
    return n % (m + 1) == (1 if misere else 0)


def nim_p(piles: tuple[int, ...], misere: bool = False) -> bool:
    """Bouton (1901): P iff the XOR of the piles is 0; in misère play, when every
    pile is at most 1, P iff the XOR is 1 (an odd number of 1-piles)."""
    total = reduce(xor, piles, 0)
    if misere and all(p <= 1 for p in piles):
        return total == 1
    return total == 0


def moore_p(piles: tuple[int, ...], k: int, misere: bool = False) -> bool:
    """Moore (1910): P iff in every binary column the count of 1s is a multiple of k + 1;
    in misère play, when every pile is at most 1, P iff the count of 1-piles is 1 mod (k + 1)."""
    if misere and all(p <= 1 for p in piles):
        return sum(piles) % (k + 1) == 1
    width = max(piles, default=0).bit_length()
    return all(sum((p >> bit) & 1 for p in piles) % (k + 1) == 0 for bit in range(width))
