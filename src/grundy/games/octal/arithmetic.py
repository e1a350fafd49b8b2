"""Arithmetic periods of take-and-break games: G(n + p) = G(n) + s for every n >= n0, proved.

Hexadecimal games (moves that may leave three heaps) can be
arithmetic-periodic: 0.FF has G(n) = n, 0.8 has G(n) = (n - 1) // 3 for
n >= 1.  :func:`find` looks at the values computed for the period they show
(:func:`grundy.periodic.arithmetic_candidate`) and proves it with
the test below (:func:`bound`); a period it does not prove is not reported.

>>> from .values import compute, octal_rules
>>> compute(octal_rules((15, 15)), 200).period  # 0.FF
ArithmeticPeriod(preperiod=0, period=1, saltus=1)
>>> compute(octal_rules((8,)), 200).period  # 0.8
ArithmeticPeriod(preperiod=1, period=3, saltus=1)

Algorithm notes (the arithmetic-periodicity test).  Published tests
(Winning Ways, ch. 4; Howse and Nowakowski, "Periodicity and
arithmetic-periodicity in hexadecimal games", Theoret. Comput. Sci. 313
(2004) 463-472; Siegel, *Combinatorial Game Theory*, AMS 2013, ch. IV) are
not quoted here from their text; this test is derived and proved here (the
full proof is in docs/research.md, "Arithmetic periods"), and only what it
proves is reported.  Let s = 2**m, p >= 1, n1 >= 1, and F(a) = G(a) for
a < n1, F(n1 + p c + i) = G(n1 + i) + s c (0 <= i < p).  Write a value as
s Q + R with R < s: xor acts on Q and R apart, because s is a power of 2.
Every option of a heap n leaves j' >= 1 parts a >= n1 ("large", a = n1 +
p c + i) and some parts below n1 ("small", fixed values); its *shape* is
the take k, the small parts and the residues i of the large ones.  With
G = F below n, n = n1 + p c + I and H = Q(F(n)) = c + q_I (q_i, r_i the
high and low parts of G(n1 + i)), an option of shape sigma has the value
s (Qs xor y) + lam: lam the xor of the parts' low parts and Qs of the small
parts' high parts, both fixed, and y = x_1 xor ... xor x_j' for x_l =
c_l + q_(i_l) >= q_(i_l) with x_1 + ... + x_j' = H - eps (eps fixed by the
shape).  Such y are at most D = H - eps and of its parity; (y, e, e) with
the part of least bound on y shows every y from q1 to D - 2 q3 of that
parity is reached when j' = 3 (bounds q1 <= q2 <= q3; or from q3 to
D - 2 q2), D itself when all but one bound are 0, and, when j' = 2, y by
(e, e + y) when e = (D - y) / 2 is at least q2 and shares no bit with y
(x1 + x2 = (x1 xor x2) + 2 (x1 and x2)).  So for n past a bound B the
option values are known to contain these values and to lie among those;
the test checks, once for each residue I, low part l and H modulo a power
of 2 (the rows near both ends repeat in H: u xor Qs - u, and e's bits
against u's, depend on low bits only), that (a) no option can reach F(n) (every shape with lam = r_I has eps > Qs or eps, Qs
of different parity) and (b) every s h + l < F(n) is reached: rows h far
from 0 and from H by the (y, e, e) options (of both parities of H - h),
the others one by one.  Then, if G(n) = F(n) for every n < B (read off the
values), G(n) = mex = F(n) for every n by induction.  B is linear in n1, p
and the shapes' constants (a few hundred heaps for the codes of 0.??).

Its cost is the shapes: about p**3 / 6 residue triples and n1**2 / 2 small
pairs; past :data:`MAX_SHAPES` the test declines (nothing is proved).
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any, NamedTuple

from ...periodic import ArithmeticPeriod, arithmetic_candidate

__all__ = ["MAX_SHAPES", "Shape", "bound", "find", "moves_of", "needed", "shapes"]

#: The test declines (proves nothing) when more option shapes than this would be read.
MAX_SHAPES = 3_000_000


class Shape(NamedTuple):
    """An option shape as the test sees it: ``parts`` large parts with lower bounds ``bounds``
    (ascending), the small parts' xor of high parts ``high``, and ``eps``: y sums to H - eps."""

    parts: int
    high: int
    eps: int
    bounds: tuple[int, ...]


def moves_of(rules: Any) -> tuple[tuple[int, int], ...] | None:
    """(k, j): the moves that take k and leave j >= 1 heaps; None when the test does not apply
    (splits into unequal heaps, as in Grundy's game, no bound on the takes, or a rule's least parts
    and least heaps, which the test's shapes do not know)."""
    if rules.t is None or any(unequal for _k, unequal in rules.splits):
        return None
    if any(m.every or m.least != 1 or m.heap != 1 for m in getattr(rules, "moves", ())):
        return None
    moves = {(k, 1) for k in rules.single} | {(k, 2) for k, _u in rules.splits}
    moves |= {(k, 3) for k in getattr(rules, "triples", ())}
    return tuple(sorted(moves))


def shapes(moves: Any, values: Any, n1: int, p: int, s: int) -> dict[tuple[int, int], set[Shape]] | None:
    """The option shapes of heaps n = n1 + p c + I past the bound, by (I, lam); None past MAX_SHAPES.

    ``values`` holds G(0), ..., G(n1 + p - 1) at least.
    """
    small = [divmod(int(values[a]), s) for a in range(n1)]
    window = [divmod(int(values[n1 + i]), s) for i in range(p)]
    # small parts: (sum, xor of high parts, xor of low parts), by how many
    smalls: dict[int, set[tuple[int, int, int]]] = {0: {(0, 0, 0)}}
    for size in (1, 2):
        smalls[size] = set()
        for parts in combinations_with_replacement(range(1, n1), size):
            high = low = 0
            for a in parts:
                high ^= small[a][0]
                low ^= small[a][1]
            smalls[size].add((sum(parts), high, low))
    largest = max((j for _k, j in moves), default=0)
    work = sum(len(smalls[j - jl]) * _multisets(p, jl) for _k, j in moves for jl in range(1, j + 1) if j - jl <= 2)
    if work > MAX_SHAPES:
        return None
    # large parts: (sum of residues, xor of low parts, bounds ascending), by how many
    larges: dict[int, set[tuple[int, int, tuple[int, ...]]]] = {}
    for size in range(1, largest + 1):
        larges[size] = set()
        for residues in combinations_with_replacement(range(p), size):
            low = 0
            for i in residues:
                low ^= window[i][1]
            larges[size].add((sum(residues), low, tuple(sorted(window[i][0] for i in residues))))
    found: dict[tuple[int, int], set[Shape]] = {}
    for k, j in moves:
        for jl in range(1, j + 1):
            for total, high, low in smalls[j - jl]:
                for spread, low2, bounds in larges[jl]:
                    base = k + total + (jl - 1) * n1 + spread
                    index = base % p
                    eps = window[index][0] - sum(bounds) + base // p
                    found.setdefault((index, low ^ low2), set()).add(Shape(jl, high, eps, bounds))
    return found


def _multisets(p: int, size: int) -> int:
    from math import comb

    return comb(p + size - 1, size)


def _beta(high: int) -> int:
    # the block of values high xor u stays in: u xor high - u depends on u mod _beta(high) only
    return 1 << high.bit_length()


def bound(moves: Any, t: int, values: Any, n1: int, p: int, s: int) -> int | None:
    """B, the number of values G(0..B-1) from which the test proves G(n + p) = G(n) + s for every
    n >= n1 (those values must then have it for n1 <= n < B - p); None if the test does not apply.

    ``moves`` as :func:`moves_of` gives them, ``t`` the largest take, ``values`` G(0..n1 + p - 1)
    at least; s must be a power of 2 and n1 >= 1.

    >>> bound(((1, 1), (1, 2), (1, 3), (2, 1), (2, 2), (2, 3)), 2, list(range(2)), 1, 1, 1)  # 0.FF
    15
    """
    if s < 1 or s & (s - 1) or n1 < 1 or p < 1:
        return None
    found = shapes(moves, values, n1, p, s)
    if found is None:
        return None
    need = 0
    for index in range(p):
        q_top, r_top = divmod(int(values[n1 + index]), s)
        for low in range(s):
            group = found.get((index, low), set())
            if low == r_top and any((sh.high - sh.eps) % 2 == 0 and sh.eps <= sh.high for sh in group):
                return None  # (a): some option might reach F(n)
            rows = _rows(group, low < r_top)
            if rows is None:
                return None
            need = max(need, rows)
    return max(n1 + p * need, t + 3 * n1 + 1)


def _rows(group: set[Shape], top_row: bool) -> int | None:
    """(b) for one residue I and low part l: every row h < H (and h = H when ``top_row``) is
    reached, for every large H; the H from which the argument holds, or None."""
    # Middle rows: the (y, e, e) intervals [lo, H - eps - 2 off] of j' = 3 shapes, by the parity of
    # H - h they reach (eps + high).
    lows = [1 << 62, 1 << 62]
    tops = [1 << 62, 1 << 62]
    far_lo = far_top = 0  # every interval holds the rows from far_lo to H - far_top
    for sh in group:
        if sh.parts != 3:
            continue
        beta = _beta(sh.high)
        parity = (sh.eps + sh.high) % 2
        for lo, off in ((sh.bounds[0], sh.bounds[2]), (sh.bounds[2], sh.bounds[1])):
            lows[parity] = min(lows[parity], lo + beta)
            tops[parity] = min(tops[parity], sh.eps + 2 * off + beta)
            far_lo = max(far_lo, lo + beta)
            far_top = max(far_top, sh.eps + 2 * off + beta)
    if max(lows) >= 1 << 62:
        return None  # rows of one parity far from both ends are never reached
    width = max(lows)
    depth = max(tops)
    betas = max((_beta(sh.high) for sh in group), default=1)
    # Bottom rows h < width, for each H modulo 2 * 2**b: by a split into two large parts (u = h xor
    # high = x1 ^ x2 with x1 + x2 = H - eps: x1 & x2 = e = (H - eps - u) / 2 must miss u's bits, which
    # depends on H's low bits only) or by an interval (u >= q1, of the parity of H - eps).
    pairs = {(sh.high, sh.eps) for sh in group if sh.parts == 2}
    triple_low: dict[tuple[int, int], int] = {}
    for sh in group:
        if sh.parts == 3:
            key = (sh.high, sh.eps % 2)
            triple_low[key] = min(triple_low.get(key, 1 << 62), sh.bounds[0])
    bottom = 2 << (width + betas).bit_length()
    for rho in range(bottom):
        for h in range(width):
            if h >= lows[(rho - h) % 2]:
                continue
            if not any(_pair_bottom(h ^ high, (rho - eps - (h ^ high)) % bottom) for high, eps in pairs) and not any(
                    (h ^ high) >= lo and ((h ^ high) - (rho - e)) % 2 == 0 for (high, e), lo in triple_low.items()):
                return None
    # Top rows h = H - d, d < depth, for each H modulo a power of 2: by y = H - eps itself (u = H - eps
    # with u = h xor high), by an interval (u <= H - eps - 2 q2, of its parity), or by a split into two
    # large parts with x1 & x2 = e small (e at least both bounds, missing u's bits).
    whole = {(sh.high, sh.eps) for sh in group if sh.parts == 1 or (sh.parts == 2 and sh.bounds[0] == 0)
             or (sh.parts == 3 and sh.bounds[1] == 0)}
    upper: dict[tuple[int, int], int] = {}
    for sh in group:
        if sh.parts == 3:
            key = (sh.high, sh.eps)
            upper[key] = min(upper.get(key, 1 << 62), sh.bounds[1])
    split: dict[tuple[int, int], int] = {}
    for sh in group:
        if sh.parts == 2:
            key = (sh.high, sh.eps)
            split[key] = min(split.get(key, 1 << 62), sh.bounds[1])
    most = (depth + max([0] + [-sh.eps for sh in group]) + betas) // 2 + 1
    modulus = max(2, betas, 1 << most.bit_length())
    for d in range(depth):
        if d >= tops[d % 2] or (d == 0 and not top_row):
            continue
        for rho in range(modulus):
            if not _top_reached(d, rho, whole, upper, split):
                return None
    largest_eps = max([0] + [sh.eps for sh in group])
    largest_bound = max([0] + [max(sh.bounds) for sh in group])
    return max(far_lo + far_top, width + depth + betas + largest_eps + 2 * largest_bound + 2)


def _pair_bottom(u: int, rest: int) -> bool:
    # u = x1 ^ x2 with x1 + x2 = D, D - u = rest modulo a power of 2 above 2 u: even, and (D - u) / 2 misses u
    return rest % 2 == 0 and (rest >> 1) & u == 0


def _top_reached(d: int, rho: int, whole: set[tuple[int, int]], upper: dict[tuple[int, int], int],
                 split: dict[tuple[int, int], int]) -> bool:
    for high, eps in whole:
        beta = _beta(high)
        w = (rho - d) % beta
        if (w ^ high) - w == d - eps:
            return True
    for (high, eps), q2 in upper.items():
        beta = _beta(high)
        w = (rho - d) % beta
        phi = (w ^ high) - w
        if phi <= d - eps - 2 * q2 and (phi - d + eps) % 2 == 0:
            return True
    for (high, eps), q2 in split.items():
        beta = _beta(high)
        w = (rho - d) % beta
        phi = (w ^ high) - w
        twice = d - eps - phi  # 2 e, with u = H - d + phi = H - eps - 2 e
        if twice >= 0 and twice % 2 == 0 and twice // 2 >= q2:
            e = twice // 2
            if e & (rho - d + phi) == 0:  # u's low bits (below e's top bit) are (rho - d + phi)'s
                return True
    return False


def needed(rules: Any, values: Any, period: Any) -> int | None:
    """How many values G(0..B-1) the test reads to prove ``period`` (None if it does not)."""
    moves = moves_of(rules)
    if moves is None:
        return None
    n0, p, s = period.preperiod, period.period, period.saltus
    if len(values) < n0 + p:
        return None
    n1 = max(1, n0)
    # G(0..n1 + p - 1), read through the period where the values given stop
    known = [int(values[a]) if a < len(values) else int(values[n0 + (a - n0) % p]) + s * ((a - n0) // p)
             for a in range(n1 + p)]
    return bound(moves, rules.t, known, n1, p, s)


def find(rules: Any, values: Any) -> ArithmeticPeriod | None:
    """The arithmetic period the values show, if the test proves it with them (else None).

    The period is least (any other is a multiple of it) and so is its preperiod.
    """
    if not getattr(rules, "triples", ()):
        # the rows far from both ends are reached by three-heap moves alone (see the notes); finite octal
        # games are never arithmetic-periodic (Horrocks and Nowakowski, INTEGERS 3 (2003), after Austin)
        return None
    found = arithmetic_candidate(values)
    if found is None or found.saltus & (found.saltus - 1):
        return None
    if len(values) < (rules.t or 0) + 3 * max(1, found.preperiod) + 1:
        return None  # the test reads at least t + 3 n1 + 1 values (see bound): none to spend on it yet
    bound = needed(rules, values, found)
    if bound is None or bound > len(values):
        return None
    return found
