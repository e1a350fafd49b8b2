"""An octal game's values by grundy against a plain mex written here, and the period both give.

Usage: python benchmarks/octal_plain.py [CODE] [--heaps N] [--prove M] [--period P]

The reference is the plain definition, written here with numpy and nothing
of grundy: G(n) is the mex of the values of every option of a heap of n
(taking k tokens where the code's digit d_k allows it, leaving no heap,
one heap, or two heaps a + b = n - k whose value is G(a) xor G(b)).  It is
quadratic, so it is the slow side; the point is an independent check of a
published period.  grundy computes M heaps (default 2N: the periodicity
theorem reads about twice the preperiod), the plain mex N.  The script prints both times, whether
the two sequences agree, and the last n < N - P with G(n) != G(n + P) for
the period P grundy proves (or --period), which is the "last exception"
that tables such as the OEIS quote.

Default: 0.56 to 327,300 heaps (1,949 s of CPU for the plain mex on one
core).  The OEIS (A071436) gives its last exception as n = 326637; both
computations here give n = 326639 (G(326639) = 26, G(326783) = 16).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))


def plain_values(code: str, count: int) -> np.ndarray:
    """G(0..count-1) by the mex over every option (quadratic; nothing from grundy)."""
    digits = [int(c) for c in code.split(".", 1)[1]]
    g = np.zeros(count, dtype=np.int64)
    for n in range(count):
        parts = []
        for k, d in enumerate(digits, 1):
            m = n - k
            if m < 0:
                break
            if m == 0 and d & 1:
                parts.append(np.zeros(1, dtype=np.int64))
            if m >= 1 and d & 2:
                parts.append(g[m : m + 1])
            if m >= 2 and d & 4:
                h = m // 2
                parts.append(g[1 : h + 1] ^ g[m - 1 : m - h - 1 : -1])
        if parts:
            seen = np.unique(np.concatenate(parts))
            gaps = np.flatnonzero(seen != np.arange(len(seen)))
            g[n] = gaps[0] if len(gaps) else len(seen)
    return g


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("code", nargs="?", default="0.56")
    parser.add_argument("--heaps", type=int, default=327_300)
    parser.add_argument("--prove", type=int, default=None, help="heaps grundy computes (default 2 * heaps)")
    parser.add_argument("--period", type=int, default=None, help="the period to test (default: grundy's)")
    args = parser.parse_args()

    from grundy.games.octal.values import compute, octal_rules

    start = time.process_time()  # includes loading the compiled kernel
    heaps = args.prove or 2 * args.heaps
    run = compute(octal_rules(tuple(int(c) for c in args.code[2:])), heaps)
    ours = time.process_time() - start
    print(f"grundy: {heaps:,} heaps of {args.code} in {ours:.2f} s CPU ({run.method} method); "
          + (f"period {run.period.period} from preperiod {run.period.preperiod:,}" if run.period else "no period"),
          flush=True)
    start = time.process_time()
    plain = plain_values(args.code, args.heaps)
    reference = time.process_time() - start
    print(f"plain mex: {args.heaps:,} heaps in {reference:.1f} s CPU")
    # grundy stops where its period is proved; the period gives the rest
    ours_values = np.asarray(run.values, dtype=np.int64)
    if run.period and len(ours_values) < args.heaps:
        e, q = run.period.preperiod, run.period.period
        n = np.arange(len(ours_values), args.heaps)
        ours_values = np.concatenate([ours_values, ours_values[e + (n - e) % q]])
    agree = len(ours_values) >= args.heaps and bool((ours_values[: args.heaps] == plain).all())
    print(f"the two sequences {'agree' if agree else 'DIFFER'} on all {args.heaps:,} heaps")
    p = args.period or (run.period.period if run.period else None)
    if p:
        differ = np.flatnonzero(plain[:-p] != plain[p:])
        if len(differ):
            n = int(differ[-1])
            print(f"last n with G(n) != G(n + {p}): {n:,} (G = {plain[n]}, G(n + {p}) = {plain[n + p]})")


if __name__ == "__main__":
    main()
