"""The fast check that given values are the Grundy values of an octal game: each G(n) the mex of its options.

The verifier of octal periods reads the values G(0), ..., G(L - 1) from the
file beside the certificate (after checking their digest) and asks of each n
two things, read off the given values alone: (A) G(n) is the value of no
option of n, and (B) every w < G(n) is the value of some option.  Both for
every n is exactly "G(n) is the mex of the values of n's options", and by
induction on n (the options of n are smaller heaps, and G(0) = 0 has no
option) the given values are then the true ones.  Nothing of grundy's game
code is used: the rules are read from the code's digits here.

>>> from grundy.games.octal.certificate import plain_values
>>> kayles = plain_values("0.77", 300)
>>> check([7, 7], kayles).failure is None
True
>>> kayles[200] ^= 1
>>> print(check([7, 7], kayles).failure.text())
G(200) = 0 is an option's value: the split 27 + 171 after taking 2
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ...messages import Text, catalogue

__all__ = ["MESSAGES", "Failure", "Report", "check"]

MESSAGES = catalogue("octal.check", {
    "empty": ("G({n}) = {v} is an option's value: taking all {k}", "G({n}) = {v} 是某个选项的值：取走全部 {k} 个"),
    "single": ("G({n}) = {v} is an option's value: the heap of {m} left after taking {k}",
               "G({n}) = {v} 是某个选项的值：取走 {k} 个后剩下的 {m} 个的一堆"),
    "split": ("G({n}) = {v} is an option's value: the split {a} + {b} after taking {k}",
              "G({n}) = {v} 是某个选项的值：取走 {k} 个后分成 {a} + {b}"),
    "missing": ("no option of {n} has the value {w} < G({n}) = {v}", "{n} 的选项中没有值为 {w} < G({n}) = {v} 的"),
})

#: Heaps per block of the witness search (its bit masks take WORDS * 8 bytes per heap).
BLOCK = 1 << 20
#: At most this many 64-bit words of witness masks per heap; larger values are checked by the full scan.
MAX_WORDS = 8
#: Sweeps of the witness search before the heaps still open are scanned in full.
SWEEPS = 4096
#: The witness sweeps stop when this few heaps are open (a full scan each is cheaper).
FEW = 16
#: Masks of at most this many low bits are tried for the labels.
MASK_BITS = 10


@dataclass(frozen=True)
class Failure:
    """The smallest n whose given value is not the mex of its options, and why."""

    n: int
    value: int
    take: int = 0                 # (A): the tokens taken by the option with the value G(n)
    parts: tuple[int, ...] = ()   # (A): the heaps it leaves
    missing: int | None = None    # (B): the smallest w < G(n) no option has

    def text(self) -> Text:
        if self.missing is not None:
            return MESSAGES("missing", n=self.n, v=self.value, w=self.missing)
        if not self.parts:
            return MESSAGES("empty", n=self.n, v=self.value, k=self.take)
        if len(self.parts) == 1:
            return MESSAGES("single", n=self.n, v=self.value, m=self.parts[0], k=self.take)
        return MESSAGES("split", n=self.n, v=self.value, a=self.parts[0], b=self.parts[1], k=self.take)


@dataclass
class Report:
    """What the check found, and how much of it took the slow paths."""

    failure: Failure | None = None
    mask: int = 0            # the labels' mask m and heap-parity bit c
    c: int = 0
    sparse: int = 0          # heaps x >= 1 with label 0
    full_splits: int = 0     # (n, k) whose splits were all scanned (tau = 0)
    full_witness: int = 0    # heaps whose witnesses were found by the full scan
    sweeps: int = 0          # witness sweeps a = 1, 2, ... (the largest over the blocks)

    def fail(self, failure: Failure) -> None:
        if self.failure is None or failure.n < self.failure.n:
            self.failure = failure

    @property
    def bound(self) -> int:
        """Heaps from here on need no checking: a smaller one already fails."""
        return self.failure.n if self.failure is not None else 1 << 62


# Algorithm notes.
#
# (A) The empty and one-heap options are compared for every n at once, one
# array comparison per digit.  A split of n - k = a + b has the value
# G(a) ^ G(b).  Fix any mask m and c in {0, 1} and label each heap x with
# lam(x) = parity(popcount(G(x) & m)) ^ (c * x & 1).  Parity of popcount is
# linear over xor, and a + b = n - k, so
#     parity(popcount((G(a) ^ G(b)) & m)) = lam(a) ^ lam(b) ^ (c * (n - k) & 1).
# Hence G(a) ^ G(b) = G(n) forces lam(a) ^ lam(b) = tau(n, k) :=
# parity(popcount(G(n) & m)) ^ (c * (n - k) & 1).  When tau = 1 one of a, b
# has label 0 ("sparse"), so sweeping every sparse s against every partner
# (one array comparison per s, all n at once) meets every split that could
# hold G(n); when tau = 0 every split of that n - k is scanned.  This holds
# for every m and c, whatever the values are: the choice (the one that makes
# the sweeps and full scans cheapest, counted from a histogram of the
# values) decides only the time.  With the sparse-space phenomenon, few heaps
# are sparse and tau = 0 only at those few heaps.
#
# (B) Witnesses: per heap a bit mask of the option values seen (MAX_WORDS
# 64-bit words at most, bit w of word w // 64), filled by the empty and
# one-heap options and then by the splits a + (n - k - a), a = 1, 2, ...,
# for all heaps of a block at once; a heap leaves the sweep when its mask
# holds every w < G(n).  What remains after SWEEPS sweeps (or once FEW remain), and every heap
# whose value passes the masks' width, is scanned in full (every option), so
# the answer is exact whatever the values.  The values are xor-ed in their
# own unsigned dtype (closed under xor) and shifts are taken only below 64.
# The first failure reported is the smallest n that fails (A) or (B): each
# part finds its smallest failing n, and (A) is preferred at the same n.


def check(digits: Sequence[int], values: Any, progress: Callable[[int, int], None] | None = None,
          sweeps: int = SWEEPS) -> Report:
    """Check that ``values`` (a 1-d array of non-negative integers) are G(0), ... of the octal game
    whose code has the digits ``digits``; the report names the smallest n that fails.

    ``progress(done, total)`` is called as the work goes; ``sweeps`` bounds the witness sweeps
    (the heaps still open after them are scanned in full)."""
    import numpy as np

    g = np.ascontiguousarray(values)
    if g.dtype.kind not in "ui":
        raise TypeError("the values must be integers")
    largest = int(g.max(initial=0))
    g = g.astype(np.min_scalar_type(largest), copy=False)
    report = Report()
    if len(g):
        if g[0] != 0:
            report.fail(Failure(0, int(g[0]), missing=0))
        _choose_labels(digits, g, report)
        steps = _splits_total(digits, g, report) + -(-len(g) // BLOCK)
        done = [0]

        def step() -> None:
            done[0] += 1
            if progress is not None:
                progress(done[0], steps)

        _check_options(digits, g, report, step)
        _check_witnesses(digits, g, report, step, sweeps)
    return report


def _parity_table(bits: int) -> Any:
    import numpy as np

    table = np.zeros(1 << bits, dtype=np.uint8)
    for b in range(bits):
        table ^= ((np.arange(1 << bits) >> b) & 1).astype(np.uint8)
    return table


def _split_digits(digits: Sequence[int]) -> list[int]:
    return [k for k, d in enumerate(digits, 1) if d & 4]


def _choose_labels(digits: Sequence[int], g: Any, report: Report) -> None:
    """The mask and c that make part (A) cheapest, by its cost counted from a histogram of the values."""
    import numpy as np

    splits = _split_digits(digits)
    count = len(g)
    if not splits or count < 3:
        return
    bits = min(max(int(g.max()).bit_length(), 1), MASK_BITS)
    n = np.arange(count, dtype=np.int64)
    cell = (g.astype(np.int64) & ((1 << bits) - 1)) * 2 + (n & 1)
    heaps = np.bincount(cell[1:], minlength=2 << bits).reshape(-1, 2)           # [value, n & 1]
    weight = np.bincount(cell, weights=n, minlength=2 << bits).reshape(-1, 2)   # sum of n (a full scan's length)
    masks = np.arange(1, 1 << bits)
    parity = _parity_table(bits)[masks[:, None] & np.arange(1 << bits)[None, :]].astype(np.int64)  # [mask, value]
    best: tuple[float, int, int] | None = None
    for c in (0, 1):
        # label 0 at a heap x of value v: parity(v & m) = c * (x & 1)
        sparse = (heaps[:, 0] * (parity == 0) + heaps[:, 1] * (parity == c)).sum(axis=1)
        cost = sparse.astype(float) * count * len(splits)
        for k in splits:
            # tau = 0 at n of value v: parity(v & m) = c * ((n - k) & 1); a full scan reads about n / 2 splits
            flip = c * (k & 1)
            scans = weight[:, 0] * (parity == flip) + weight[:, 1] * (parity == (c ^ flip))
            cost = cost + scans.sum(axis=1) / 2
        i = int(np.argmin(cost))
        if best is None or cost[i] < best[0]:
            best = (float(cost[i]), int(masks[i]), c)
    assert best is not None
    report.mask, report.c = best[1], best[2]


def _labels(g: Any, report: Report) -> Any:
    import numpy as np

    bits = max(report.mask.bit_length(), 1)
    lam = _parity_table(bits)[g & report.mask]
    if report.c:
        lam ^= (np.arange(len(g)) & 1).astype(np.uint8)
    return lam


def _splits_total(digits: Sequence[int], g: Any, report: Report) -> int:
    import numpy as np

    if not _split_digits(digits):
        return 0
    report.sparse = int(np.count_nonzero(_labels(g, report)[1:] == 0))
    return report.sparse * len(_split_digits(digits))


def _check_options(digits: Sequence[int], g: Any, report: Report, step: Callable[[], None]) -> None:
    """Part (A): G(n) is the value of no option of n (the smallest n where it is, into the report)."""
    import numpy as np

    count = len(g)
    for k, d in enumerate(digits, 1):
        if k >= count:
            break
        if d & 1 and g[k] == 0:
            report.fail(Failure(k, 0, take=k))
        if d & 2:
            hits = np.flatnonzero(g[k + 1:] == g[1:count - k])
            if len(hits):
                n = int(hits[0]) + k + 1
                report.fail(Failure(n, int(g[n]), take=k, parts=(n - k,)))
    splits = _split_digits(digits)
    if not splits:
        return
    lam = _labels(g, report)
    sparse = np.flatnonzero(lam == 0)
    sparse = sparse[sparse >= 1]
    parity = lam ^ ((np.arange(count) & 1).astype(np.uint8) if report.c else 0)  # parity(popcount(G(n) & m))
    for k in splits:
        for s in sparse.tolist():
            step()
            top = min(count, report.bound)
            if s + k + 1 >= top:
                continue
            # n = s + k + 1 + i, the split s + (i + 1)
            hits = np.flatnonzero((g[1:top - k - s] ^ g[s]) == g[s + k + 1:top])
            if len(hits):
                n = int(hits[0]) + s + k + 1
                report.fail(Failure(n, int(g[n]), take=k, parts=(s, n - k - s)))
        n_all = np.arange(k + 2, count)
        tau = parity[k + 2:] ^ (((n_all - k) & 1).astype(np.uint8) if report.c else 0)
        for n in (n_all[tau == 0]).tolist():
            if n >= report.bound:
                break
            report.full_splits += 1
            m = n - k
            h = m // 2
            hits = np.flatnonzero((g[1:h + 1] ^ g[m - 1:m - h - 1:-1]) == g[n])
            if len(hits):
                a = int(hits[0]) + 1
                report.fail(Failure(n, int(g[n]), take=k, parts=(a, m - a)))
                break


def _option_values(digits: Sequence[int], g: Any, n: int) -> Any:
    """Which values the options of n have: a boolean array (the full scan)."""
    import numpy as np

    # n has at most len(digits) * (n + 2) options, so their mex is at most that
    found = np.zeros(min(int(g[n]), len(digits) * (n + 2)) + 2, dtype=bool)
    limit = len(found)

    def mark(x: Any) -> None:
        x = np.asarray(x)
        found[x[x < limit]] = True

    for k, d in enumerate(digits, 1):
        m = n - k
        if m < 0:
            break
        if m == 0 and d & 1:
            found[0] = True
        if m >= 1 and d & 2:
            mark([g[m]])
        if m >= 2 and d & 4:
            h = m // 2
            mark(g[1:h + 1] ^ g[m - 1:m - h - 1:-1])
    return found


def _full_witness(digits: Sequence[int], g: Any, n: int, report: Report) -> None:
    import numpy as np

    report.full_witness += 1
    found = _option_values(digits, g, n)
    v = int(g[n])
    if v < len(found) and found[v]:
        return  # part (A) names this n
    w = int(np.argmin(found))
    if w < v:
        report.fail(Failure(n, v, missing=w))


def _check_witnesses(digits: Sequence[int], g: Any, report: Report, step: Callable[[], None],
                     sweeps: int) -> None:
    """Part (B): every w < G(n) is the value of an option of n, block by block of heaps."""
    import numpy as np

    count = len(g)
    words = min(int(g.max(initial=0)) // 64 + 1, MAX_WORDS)
    width = 64 * words
    # bits[w][x]: bit x of word w (for x < width; the values at and past width mark nothing)
    size = 256 if g.dtype.itemsize == 1 else width + 1
    x_all = np.arange(size)
    bits = np.zeros((words, size), dtype=np.uint64)
    for w in range(words):
        inside = (x_all >> 6) == w
        bits[w, inside] = np.uint64(1) << (x_all[inside] & 63).astype(np.uint64)
    splits = _split_digits(digits)

    def mark(have: Any, x: Any) -> None:
        x = x if size == 256 else np.minimum(x, width)
        for w in range(words):
            have[w] |= np.take(bits[w], x)

    for lo in range(1, count, BLOCK):
        step()
        hi = min(lo + BLOCK, count, report.bound)
        if lo >= hi:
            break
        v = g[lo:hi].astype(np.int64)
        for big in (np.flatnonzero(v > width) + lo).tolist():
            _full_witness(digits, g, big, report)
        need = np.zeros((words, hi - lo), dtype=np.uint64)
        for w in range(words):
            low = np.clip(v - 64 * w, 0, 64)
            need[w] = np.where(low >= 64, ~np.uint64(0),
                               (np.uint64(1) << np.minimum(low, 63).astype(np.uint64)) - np.uint64(1))
        need[:, v > width] = 0  # scanned in full above
        have = np.zeros_like(need)
        for k, d in enumerate(digits, 1):
            if d & 1 and lo <= k < hi:
                have[0, k - lo] |= np.uint64(1)
            if d & 2 and hi - 1 - k >= 1:
                i0 = max(lo, k + 1) - lo
                mark(have[:, i0:], g[lo + i0 - k:hi - k])
        heaps: Any = None  # the heaps still open, once fewer than all (None: lo, ..., hi - 1)
        a = 0
        while True:
            if a % 8 == 0:
                open_ = np.flatnonzero(((have & need) != need).any(axis=0))
                if len(open_) <= FEW:
                    break
                if len(open_) < 0.6 * have.shape[1]:
                    heaps = (open_ + lo) if heaps is None else heaps[open_]
                    need, have = need[:, open_], have[:, open_]
            a += 1
            top = hi - 1 if heaps is None else int(heaps[-1])
            reach = [k for k in splits if top - k >= 2 * a]
            if not reach or a > sweeps:
                break
            report.sweeps = max(report.sweeps, a)
            for k in reach:
                # the splits a + (n - k - a) with n - k - a >= a, that is n >= k + 2 a
                if heaps is None:
                    i0 = max(lo, k + 2 * a) - lo
                    mark(have[:, i0:], g[lo + i0 - k - a:hi - k - a] ^ g[a])
                else:
                    i0 = int(np.searchsorted(heaps, k + 2 * a))
                    mark(have[:, i0:], g[heaps[i0:] - k - a] ^ g[a])
        open_ = np.flatnonzero(((have & need) != need).any(axis=0))
        left = (open_ + lo) if heaps is None else heaps[open_]
        for n in left.tolist():
            if n >= report.bound:
                break
            _full_witness(digits, g, n, report)
