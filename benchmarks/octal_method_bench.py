"""Benchmark: the octal kernel's method choice (auto) against the better of its two methods, in the same run.

Usage: python benchmarks/octal_method_bench.py [--codes 0.007 0.354 ...] [--to N] [--repeat R]

For each code, G(0..N-1) is computed (no period stop) three ways by the
compiled kernel: ``full`` (every split of every heap), ``rare`` (the
rare-value method throughout, with its per-heap fallback) and ``auto``
(the rare-value method while it reads fewer splits than the full mex would,
then the full mex: the switch measured in :mod:`grundy.games.octal.kernel`).
The reference is the better of full and rare for that code; the script
prints the CPU times (user + system, which a shared machine disturbs less
than wall time), the ratio auto / best (1.2 at most is the aim), and the
machine's load average, and checks the three give the same values.  Each
time is the least of ``--repeat`` runs; numba's one-time compilation is
done before timing.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))

import numpy as np  # noqa: E402

from grundy.games.octal.code import parse_code  # noqa: E402
from grundy.games.octal.values import compute, octal_rules  # noqa: E402

#: A sample of surveyed codes: sparse ones (0.354, 0.106, 0.16), dense ones (0.007, 0.6), and between.
CODES = ("0.007", "0.354", "0.106", "0.16", "0.6", "0.165", "0.26", "0.37", "0.067", "0.156")


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _time(code: str, n: int, method: str, repeat: int) -> tuple[float, object]:
    best, values = float("inf"), None
    for _ in range(repeat):
        start = _cpu()
        run = compute(octal_rules(parse_code(code)), n, stop=False, method=method, kernel=True)
        best = min(best, _cpu() - start)
        values = run.values
    return best, values


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--codes", nargs="*", default=list(CODES))
    parser.add_argument("--to", type=int, default=131072)
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args(argv)
    compute(octal_rules((3, 5, 4)), 4096, stop=False, method="rare", kernel=True)  # compile
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{'code':8} {'full s':>8} {'rare s':>8} {'auto s':>8} {'auto/best':>10}")
    worst = 0.0
    for code in args.codes:
        full, a = _time(code, args.to, "full", args.repeat)
        rare, b = _time(code, args.to, "rare", args.repeat)
        auto, c = _time(code, args.to, "auto", args.repeat)
        assert np.array_equal(a, b) and np.array_equal(a, c), code
        ratio = auto / min(full, rare)
        worst = max(worst, ratio)
        print(f"{code:8} {full:8.2f} {rare:8.2f} {auto:8.2f} {ratio:10.2f}", flush=True)
    print(f"worst auto/best: {worst:.2f}; load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
