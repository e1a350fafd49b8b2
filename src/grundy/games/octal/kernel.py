"""The compiled path of :func:`grundy.games.octal.values.compute`: runs the kernels chunk by chunk.

Between chunks it reports progress, widens the value type or the mark
arrays when the values grow (see the Algorithm notes of
:mod:`grundy.games.octal.compiled`), re-chooses the mask of the rare-value method
as the heaps double (and, from PROBE_FROM heaps on, times the rare-value method
against the full mex there and keeps the quicker until the next doubling), and
tries the periodicity theorem at checkpoints (and, for games with three-heap
splits, the arithmetic-periodicity test of :mod:`.arithmetic`).  Games with
three-heap splits take the full mex throughout.
Ctrl-C arrives between chunks (each takes well under a second), and the
terms computed so far are kept.
"""

from __future__ import annotations

import time
from typing import Any

import numpy as np

from . import compiled as kernel

__all__ = ["Interrupted", "compute_kernel"]

#: Heaps computed by the full method before the first mask is chosen.
FIRST_MASK = 1024
#: The widest masks tried: all masks below 2**MASK_BITS.
MASK_BITS = 10
#: A heap takes the full method when FALLBACK * (rare heaps) > n: the rare heaps are not rare.
FALLBACK = 4
#: Measured: at each new mask, auto times the rare-value method and the full mex on two runs of
#: max(PROBE, n / 32) heaps; the full mex computes the rest when it took less than SWITCH times as long.
SWITCH = 0.9
PROBE = 512
#: The probes start at this many heaps: below it the full mex's rows are short, and a method that is
#: quicker there may not be later.
PROBE_FROM = 16_384
#: No probe while fewer than 1 / RARE_SHARE of the heaps are rare (the rare method reads about that
#: share of the splits the full mex reads).
RARE_SHARE = 16


def _chunk(n: int) -> int:
    # Small first chunks (compile and answer quickly), then about 1/8 of what is done.
    return max(1 << 10, n // 8)


class Interrupted(KeyboardInterrupt):
    """Ctrl-C during a run; ``partial`` is what :func:`compute_kernel` would have returned."""

    def __init__(self, partial: tuple[Any, Any, dict[str, Any]]) -> None:
        super().__init__()
        self.partial = partial


class _Run:
    def __init__(self, rules: Any, limit: int, method: str, store: Any = None) -> None:
        from .store import Memory

        self.store = store if store is not None else Memory()
        self.rules = rules
        self.limit = limit
        self.method = method
        tables = rules.tables()
        self.whole, self.whole_from = tables.whole, tables.whole_from
        self.single, self.split, self.triple, self.tail = tables.single, tables.split, tables.triple, tables.tail
        # the rare-value method's argument is about pairs: games with three-heap splits take the full mex
        if rules.threefold:
            method = "full"
        self.method = method
        self.g = self.store.allocate(max(limit, 1))
        self.top = self.store.top(self.g.dtype)  # values below this fit the type with room for the next mex
        self.size = 256  # S: the values so far are below S
        self.stamp = np.full(2 * self.size + 1, -1, dtype=np.int64)
        # the options of the takes with no upper bound, by value (see compiled._gather_tails)
        self.cum = np.zeros((len(self.tail), len(self.stamp)), dtype=np.uint8)
        self.cumall = np.zeros(len(self.stamp), dtype=np.uint8)
        self.mask = 0
        # the domain kind of sparse space needs every split to take k of one parity
        parities = {k & 1 for k in self.split[:, 0].tolist()}
        self.kparity = parities.pop() if len(parities) == 1 else -1
        self.domain = -1
        self.israre = kernel.israre_table(0, 2 * self.size + 1)
        self.rare = np.zeros(1024, dtype=np.int64)
        self.state = np.zeros(4, dtype=np.int64)
        self.n = 0
        self.forced_full = False
        self.next_mask = 2 if method == "rare" else FIRST_MASK

    def probe(self, limit: int) -> None:
        """Time the two methods on two runs of the same length from here (CPU time): the rare-value method,
        then every heap by the full mex (the rare list kept up to date); the quicker one computes the
        heaps up to the next mask, when they are timed again (auto only)."""
        if self.method != "auto" or not self.mask:
            return
        if RARE_SHARE * int(self.state[kernel.NRARE]) < self.n:
            self.forced_full = False  # few rare heaps: the rare-value method reads far fewer splits
            return
        size = max(PROBE, self.n // 32)
        if self.n + 2 * size > limit:
            return
        start = time.process_time()
        self.run_to(self.n + size, ratio=FALLBACK)
        rare = time.process_time() - start
        start = time.process_time()
        self.run_to(self.n + size, ratio=1 << 40)
        full = time.process_time() - start
        self.forced_full = full < SWITCH * rare

    def run_to(self, stop: int, ratio: int | None = None) -> None:
        while self.n < stop:
            self.step(stop, ratio)

    def choose_mask(self) -> None:
        n = self.n
        if self.method == "full" or n < 2:
            return
        bits = min(MASK_BITS, max(1, int(self.state[kernel.MAXV]).bit_length()))
        even = np.zeros(1 << bits, dtype=np.int64)
        odd = np.zeros(1 << bits, dtype=np.int64)
        kernel.histograms(self.g, n, max(self.kparity, 0), even, odd)
        out = np.zeros(3, dtype=np.int64)
        kernel.best_mask(even, odd, bits, int(self.kparity >= 0), out)
        mask, domain = int(out[0]), (self.kparity if out[1] else -1)
        if (mask, domain) != (self.mask, self.domain):
            self.mask, self.domain = mask, domain
            self.israre = kernel.israre_table(mask, len(self.stamp))
            self._rebuild_rare()

    def _rebuild_rare(self) -> None:
        while True:
            count = int(kernel.rare_heaps(self.g, self.n, self.israre, self.domain, self.rare))
            if count >= 0:
                self.state[kernel.NRARE] = count
                return
            self.rare = np.zeros(2 * len(self.rare), dtype=np.int64)

    def step(self, stop: int, ratio: int | None = None) -> None:
        if ratio is None and self.forced_full:
            ratio = 1 << 40
        vlimit = min(self.top, self.size)
        n = int(kernel.extend(self.g, self.n, stop, self.whole, self.whole_from, self.single, self.split, self.triple,
                              self.tail, self.cum, self.cumall, self.mask, self.domain, self.rare, self.state, self.stamp,
                              self.israre, vlimit, (0 if self.method == "rare" else FALLBACK) if ratio is None else ratio))
        self.n = n
        if n >= stop:
            return
        if int(self.state[kernel.NRARE]) >= len(self.rare):
            grown = np.zeros(2 * len(self.rare), dtype=np.int64)
            grown[: len(self.rare)] = self.rare
            self.rare = grown
        maxv = int(self.state[kernel.MAXV])
        if maxv >= self.top:
            self.g, self.top = self.store.widen(self.g, maxv)  # OverflowError beyond uint32
        if maxv >= self.size:
            while self.size <= maxv:
                self.size *= 2
            stamp = np.full(2 * self.size + 1, -1, dtype=np.int64)
            stamp[: len(self.stamp)] = self.stamp
            self.stamp = stamp
            self.israre = kernel.israre_table(self.mask, len(stamp))
            self.widen_tails()

    def widen_tails(self) -> None:
        """Room in the gathered options of the takes with no upper bound for every value below the stamps'."""
        width = min(len(self.stamp), len(self.cumall))
        cum = np.zeros((len(self.tail), len(self.stamp)), dtype=np.uint8)
        cum[:, :width] = self.cum[:, :width]
        cumall = np.zeros(len(self.stamp), dtype=np.uint8)
        cumall[:width] = self.cumall[:width]
        self.cum, self.cumall = cum, cumall

    def gather_tails(self) -> None:
        """The gathered options of the takes with no upper bound, afresh from the values (after a restore)."""
        self.cum = np.zeros((len(self.tail), len(self.stamp)), dtype=np.uint8)
        self.cumall = np.zeros(len(self.stamp), dtype=np.uint8)
        if len(self.tail):
            kernel.gather_tails(self.g, 0, self.n, self.tail, self.cum, self.cumall)


def compute_kernel(rules: Any, limit: int, *, stop: bool, method: str, report: Any, checkpoint: Any = None,
                   store: Any = None) -> tuple[Any, tuple[int, ...] | None, dict[str, Any]]:
    """(values, (n0, p) of a proved period, (n0, p, s) of a proved arithmetic one, or None, statistics) of a
    :class:`grundy.games.octal.values.Rules`; OverflowError if a value reaches 2**31.

    A ``checkpoint`` (:class:`grundy.games.octal.checkpoint.Checkpoint`) restores its
    saved state first and saves the state after each chunk; a ``store``
    (:mod:`grundy.games.octal.store`) holds the values, in memory by default."""
    run = _Run(rules, limit, method, store)
    check = stop and rules.t is not None
    next_check = 0
    if checkpoint is not None:
        next_check = checkpoint.restore(run)
        run.gather_tails()
    out = np.zeros(2, dtype=np.int64)
    period: tuple[int, ...] | None = None
    if checkpoint is not None and checkpoint.complete:
        return _result(run, checkpoint.period)
    try:
        while run.n < limit:
            if run.n >= run.next_mask:
                run.choose_mask()
                run.next_mask = max(2 * run.n, FIRST_MASK)
                if run.n >= PROBE_FROM:
                    run.probe(limit)
            target = min(limit, run.n + _chunk(run.n), run.next_mask if run.method != "full" else limit)
            while run.n < target:
                run.step(target)
            report(run.n, limit)
            if check and (run.n >= next_check or run.n == limit):
                assert rules.t is not None
                skip = np.zeros(run.n + 1, dtype=np.uint8)
                if kernel.find_period(run.g, run.n, rules.t, 1, skip, out, rules.parts):
                    period = (int(out[1]), int(out[0]))
                    break
                if rules.triples:
                    from .arithmetic import find

                    period = find(rules, run.g[: run.n])
                    if period is not None:
                        break
                next_check = run.n + max(1 << 10, run.n // 8)
            if checkpoint is not None:
                checkpoint.save(run, next_check)
    except KeyboardInterrupt:
        raise Interrupted(_result(run, None)) from None
    if checkpoint is not None:
        checkpoint.save(run, next_check, period=period, done=True)
    return _result(run, period)


def _result(run: _Run, period: Any) -> tuple[Any, tuple[int, ...] | None, dict[str, Any]]:
    heaps_rare = int(run.state[kernel.NSPARSE])
    stats = {"method": "rare" if heaps_rare else "full", "heaps_full": int(run.state[kernel.NFULL]),
             "heaps_rare": heaps_rare, "mask": run.mask,
             "rare_count": int(run.state[kernel.NRARE]) if run.mask else 0,
             "extra": {"sparse_kind": "domain" if run.domain >= 0 else "range"}}
    return run.store.result(run.g, run.n), period, stats
