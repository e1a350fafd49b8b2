"""Compiled kernels for take-and-break games: Grundy sequences and period proofs.

Imported only by the octal code when numba is installed (see
:mod:`grundy.kernels`): numba was chosen because it ships wheels for every
platform (no compiler on the user's machine), compiles plain nopython
integer loops to machine code at C speed, keeps the compiled code between
runs (``cache=True``), and is kept by the community behind NumPy's own
numeric tooling.

A game is given as the rows of :class:`grundy.games.octal.values.Tables`:
``whole[n] = 1`` if a whole heap of n may be removed; ``single`` the takes k
that may leave one heap; ``split`` the takes k that may leave two nonempty
heaps, all different if ``unequal`` (Grundy's game is the split ``k = 0``
unequal), each of at least ``least``; ``triple`` the same for three heaps;
``tail`` the moves that take every k from some k on, whose options are
gathered as the heaps grow (a heap of n may leave the parts of every rest up
to n - k: those of n - k join those of the smaller rests, kept in ``cum``).

Two ways to compute G(n), which give the same value (both are exact mex):

* full: mark the value of every option, take the mex;
* rare (the sparse-space method of Winning Ways, ch. 4, "Sparse space spells
  speed", as used by Flammenkamp): fix a mask; a value v is *rare* when
  popcount(v & mask) is even, *common* when odd.  The xor of two values is
  common exactly when one of them is rare and the other common.  So every
  common option value comes from a pair with a rare part, and there are few
  rare heaps: walking them gives all common option values, hence c, the least
  common value that is not an option.  G(n) is then c unless some rare value
  below c is missed; the rare values below c are looked for among all splits,
  and the walk stops as soon as every one of them has been seen (usually
  within a few hundred splits).  If one is not seen when all splits are
  walked, G(n) is the least missing one: exact either way.  Where the rare
  heaps are not rare (more than a quarter of the heaps), a heap takes the
  full method instead: the fallback where the split fails.

Algorithm notes (ranges): the values are stored in ``g`` as uint16 while
every value so far is below 2**15, then as uint32 while below 2**31 (the
caller widens ``g``).  If every value so far is below S (a power of two),
every option value (0, a value, or the xor of two values) is below S, so
the mex is at most S: G(n) <= S < 2 S fits the type.  ``stamp`` and
``israre`` have 2 S + 1 entries: in the rare method c is below 2 S (the mask
has no bit at or above S, so S + lowbit(mask) <= 2 S - 1 is common), and
the kernel returns before a heap whose bound would not fit, for the caller
to enlarge S.  Heap sizes and stamps are int64.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ...kernels import jit

__all__ = ["best_mask", "extend", "find_period", "gather_tails", "histograms", "israre_table", "rare_heaps"]

# state[...] indices shared with the caller.
NRARE, NFULL, NSPARSE, MAXV = 0, 1, 2, 3


def _smaller_part_py(m: int, unequal: int) -> int:
    # The largest smaller part a of a split of m into two nonempty heaps (0 if none).
    if m < 2:
        return 0
    return m // 2 - 1 if unequal and m % 2 == 0 else m // 2


_smaller_part = jit(_smaller_part_py)


def _mark_triples_py(g: Any, m: int, unequal: int, least: int, stamp: Any, n: int) -> None:
    # stamp[v] = n for the value v of every split of m into three heaps a <= b <= c of at least
    # least (a < b < c if unequal)
    for a in range(least, m // 3 + 1):
        ga = g[a]
        low = a + 1 if unequal else a
        top = (m - a - 1) // 2 if unequal else (m - a) // 2
        for b in range(low, top + 1):
            stamp[ga ^ g[b] ^ g[m - a - b]] = n


_mark_triples = jit(_mark_triples_py)


def _gather_tails_py(g: Any, start: int, stop: int, tail: Any, cum: Any, cumall: Any) -> None:
    # The moves that take every k >= a (rows (parts, a, unequal, least, heap) of tail), heaps
    # start to stop - 1: heap n may leave the parts of every rest m <= n - a, so the values of the
    # parts of n - a join cum[e] (those of every smaller rest), and cumall holds the cum[e] in
    # force (heaps of at least heap).
    for n in range(start, stop):
        for e in range(tail.shape[0]):
            parts, a, unequal, least, heap = tail[e, 0], tail[e, 1], tail[e, 2], tail[e, 3], tail[e, 4]
            on = n >= heap
            if n == heap:
                for v in range(cum.shape[1]):
                    if cum[e, v]:
                        cumall[v] = 1
            m = n - a
            if m < least:
                continue
            if parts == 1:
                v = g[m]
                cum[e, v] = 1
                if on:
                    cumall[v] = 1
            elif parts == 2:
                for x in range(least, _smaller_part(m, unequal) + 1):
                    v = g[x] ^ g[m - x]
                    cum[e, v] = 1
                    if on:
                        cumall[v] = 1
            else:
                for x in range(least, m // 3 + 1):
                    gx = g[x]
                    low = x + 1 if unequal else x
                    top = (m - x - 1) // 2 if unequal else (m - x) // 2
                    for y in range(low, top + 1):
                        v = gx ^ g[y] ^ g[m - x - y]
                        cum[e, v] = 1
                        if on:
                            cumall[v] = 1


gather_tails = _gather_tails = jit(_gather_tails_py)


def _extend(g: Any, start: int, stop: int, whole: Any, whole_from: int, single: Any, split: Any, triple: Any,
            tail: Any, cum: Any, cumall: Any, mask: int, domain: int, rare: Any, state: Any, stamp: Any,
            israre: Any, vlimit: int, ratio: int) -> int:
    # Computes g[start:stop] in place; returns the first heap not computed (stop, or
    # earlier when the maximum reaches vlimit or the rare list is full).  A heap takes the
    # full method when ratio * (rare heaps) > n (never with ratio 0).  The moves are the
    # rows of grundy.games.octal.values.Tables; the options of the takes with no upper
    # bound are those marked in cumall (see _gather_tails), the others' are stamped n.
    nrare = state[NRARE]
    maxv = state[MAXV]
    size = stamp.shape[0]
    n = start
    while n < stop:
        if maxv >= vlimit or nrare >= rare.shape[0]:
            break
        # value v is rare for heap n when israre[v] != flip: flip is 0 for the range kind
        # of sparse space (domain = -1), the parity of n - k for the domain kind, where
        # domain is the parity of the takes k of every split
        flip = (n - domain) & 1 if domain >= 0 else 0
        if (n < whole.shape[0] and whole[n]) or n >= whole_from:
            stamp[0] = n
        for i in range(single.shape[0]):
            m = n - single[i, 0]
            if m >= single[i, 1]:
                stamp[g[m]] = n
        for i in range(triple.shape[0]):
            # (the caller keeps mask 0 for these games: the full method)
            m = n - triple[i, 0]
            if m >= triple[i, 3]:
                _mark_triples(g, m, triple[i, 1], triple[i, 2], stamp, n)
        if tail.shape[0]:
            _gather_tails(g, n, n + 1, tail, cum, cumall)
        if mask == 0 or ratio * nrare > n:
            # full method: every split
            for i in range(split.shape[0]):
                m = n - split[i, 0]
                if m < split[i, 3]:
                    continue
                for a in range(split[i, 2], _smaller_part(m, split[i, 1]) + 1):
                    stamp[g[a] ^ g[m - a]] = n
            v = 0
            while stamp[v] == n or cumall[v]:
                v += 1
            state[NFULL] += 1
        else:
            # rare method: the pairs with a rare part give every common option value
            for i in range(split.shape[0]):
                m = n - split[i, 0]
                if m < 2 or m < split[i, 3]:
                    continue
                least = split[i, 2]
                uneq = split[i, 1] and m % 2 == 0
                for j in range(nrare):
                    a = rare[j]
                    if a >= m:
                        break
                    if a < least or m - a < least or (uneq and 2 * a == m):
                        continue
                    stamp[g[a] ^ g[m - a]] = n
            c = 0
            while c < size and (stamp[c] == n or cumall[c] or israre[c] != flip):
                c += 1
            missing = 0
            for v in range(c):
                if stamp[v] != n and not cumall[v]:
                    missing += 1
            # the rare values below c not yet seen: look for them among all splits
            if missing:
                for i in range(split.shape[0]):
                    m = n - split[i, 0]
                    if m < split[i, 3]:
                        continue
                    for a in range(split[i, 2], _smaller_part(m, split[i, 1]) + 1):
                        x = g[a] ^ g[m - a]
                        if x < c and stamp[x] != n and not cumall[x]:
                            stamp[x] = n
                            missing -= 1
                            if missing == 0:
                                break
                    if missing == 0:
                        break
            v = 0
            if missing:
                while stamp[v] == n or cumall[v]:
                    v += 1
            else:
                v = c
            state[NSPARSE] += 1
        g[n] = v
        if v > maxv:
            maxv = v
        if n >= 1 and mask != 0 and israre[v] != flip:
            rare[nrare] = n
            nrare += 1
        n += 1
    state[NRARE] = nrare
    state[MAXV] = maxv
    return n


def _rare_heaps(g: Any, n: int, israre: Any, domain: int, rare: Any) -> int:
    # The heaps 1 <= a < n whose value is rare for them, ascending, into rare; returns
    # their number (or -1 if rare is too short).
    count = 0
    for a in range(1, n):
        flip = (a - domain) & 1 if domain >= 0 else 0
        if israre[g[a]] != flip:
            if count >= rare.shape[0]:
                return -1
            rare[count] = a
            count += 1
    return count


def _histograms(g: Any, n: int, kparity: int, even: Any, odd: Any) -> None:
    # even[v] / odd[v]: the heaps 1 <= a < n with a - k even / odd and value v (folded
    # below len(even), a power of 2)
    low = even.shape[0] - 1
    for v in range(even.shape[0]):
        even[v] = 0
        odd[v] = 0
    for a in range(1, n):
        if (a - kparity) & 1:
            odd[g[a] & low] += 1
        else:
            even[g[a] & low] += 1


def _best_mask(even: Any, odd: Any, bits: int, domain: int, out: Any) -> None:
    # The mask below 2**bits, and the kind (0: range, 1: domain), under which the fewest
    # heaps are rare; even[v] and odd[v] count the heaps a of value v (folded below
    # 2**bits) with a - k even and odd.  Writes out = (mask, domain, rare heaps); the
    # domain kind is tried only if domain is set (every split takes k of one parity).
    best = -1
    for mask in range(1, 1 << bits):
        same = 0  # heaps whose value has an even popcount under the mask, by parity
        other = 0
        for v in range(even.shape[0]):
            x = v & mask
            parity = 0
            while x:
                parity ^= 1
                x &= x - 1
            if parity == 0:
                same += even[v] + odd[v]
                other += even[v]
            else:
                other += odd[v]
        # range: rare = even popcount; domain: rare when the popcount parity is that of a - k
        if best < 0 or same < best:
            best = same
            out[0], out[1], out[2] = mask, 0, same
        if domain and other < best:
            best = other
            out[0], out[1], out[2] = mask, 1, other


def _find_period(g: Any, n: int, t: int, pmin: int, skip: Any, out: Any, parts: int) -> int:
    # The least p >= pmin that the periodicity theorem proves from g[:n]: with n0 = 1 + the
    # last j where g[j] != g[j + p] (n0 >= 1), it needs g[j] = g[j + p] for
    # n0 <= j < J n0 + (J - 1) p + t (J = parts), so n >= J n0 + J p + t terms.  Writes
    # out[0] = p, out[1] = n0 and returns p, or returns 0 if no p is proved.
    # A p whose mismatch j lies far from the end has the mismatch j for every
    # multiple kp with j + kp < n too (G(j + kp) = G(j + p) along the clean tail),
    # and those fail as well: they are skipped rather than scanned again.
    for i in range(skip.shape[0]):
        skip[i] = 0
    for p in range(pmin, (n - t - 2) // 2 + 1):
        if skip[p]:
            continue
        low = (n - parts * p - t) // parts
        if low < 1:
            continue
        j = n - 1 - p
        while j >= low and g[j] == g[j + p]:
            j -= 1
        if j >= low:
            if n - 1 - p - j > 64:
                q = 2 * p
                while j + q < n and q < skip.shape[0]:
                    skip[q] = 1
                    q += p
            continue
        while j >= 0 and g[j] == g[j + p]:
            j -= 1
        if max(1, j + 1) + 2 * p > n:
            continue  # the caller's least period reads two periods (J = 1 needs fewer terms)
        out[0] = p
        out[1] = max(1, j + 1)
        return p
    return 0


extend = jit(_extend)
rare_heaps = jit(_rare_heaps)
best_mask = jit(_best_mask)
histograms = jit(_histograms)
find_period = jit(_find_period)


def israre_table(mask: int, size: int) -> Any:
    """israre[v] for v < size: popcount(v & mask) even (all zero when mask is 0: no rare method)."""
    v = np.arange(size, dtype=np.int64) & mask
    parity = np.zeros(size, dtype=np.int64)
    while v.any():
        parity ^= v & 1
        v >>= 1
    if mask == 0:
        return np.zeros(size, dtype=np.uint8)
    return (parity == 0).astype(np.uint8)
