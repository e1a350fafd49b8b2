"""Benchmark: grundy's Beatty partition check against the same merge in C++ (g++ -O2).

Usage: python benchmarks/beatty_check.py [--bounds 100000000 1000000000] [--a 1]

Both merge floor(n alpha) and floor(n beta) (the a-Wythoff pair, a = 1:
phi and phi^2) in increasing order up to the bound, looking for an integer
in both or in neither, with isqrt(K n^2) (K = r^2 d) moved exactly from n to
n + 1 in 64-bit integers: the algorithm of grundy.beatty_compiled.  Each
prints the counts of lower and upper terms, which must agree; the script
prints both times and the ratio grundy / C++ (grundy's time includes
loading its compiled merge, compiled once before the timings).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))

from grundy.beatty import check_partition, wythoff_ratios  # noqa: E402
from grundy_table import build  # noqa: E402

CPP = r"""
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cmath>
// Merge floor(n alpha), floor(n beta), alpha = (p + r sqrt d) / q, with s = isqrt(K n^2) kept exactly.
struct Ratio { int64_t p, r, k, q, rk, n, s; };
static int64_t isqrt64(int64_t m) { int64_t s = (int64_t)sqrtl((long double)m);
    while (s * s > m) s--; while ((s + 1) * (s + 1) <= m) s++; return s; }
static int64_t next(Ratio& a) {  // floor((n + 1) alpha), and n += 1
    a.s += a.rk; const int64_t m = a.k * (a.n + 1) * (a.n + 1);
    while ((a.s + 1) * (a.s + 1) <= m) a.s++;
    a.n++;
    int64_t w = a.r > 0 ? a.p * a.n + a.s : a.p * a.n - a.s - 1;
    int64_t f = w / a.q; if ((w % a.q != 0) && ((w < 0) != (a.q < 0))) f--;
    return f;
}
int main(int argc, char** argv) {
    const int64_t bound = atoll(argv[1]);
    Ratio a = {atoll(argv[2]), atoll(argv[3]), 0, atoll(argv[5]), 0, 0, 0};
    Ratio b = {atoll(argv[6]), atoll(argv[7]), 0, atoll(argv[9]), 0, 0, 0};
    a.k = a.r * a.r * atoll(argv[4]); b.k = b.r * b.r * atoll(argv[8]);
    a.rk = isqrt64(a.k); b.rk = isqrt64(b.k);
    int64_t u = next(a), v = next(b), previous = 0;
    const char* verdict = "ok";
    while (true) {
        int64_t x = u <= v ? u : v;
        if (x > bound) break;
        if (x == previous) { verdict = "repeated"; break; }
        if (x > previous + 1) { verdict = "missing"; break; }
        previous = x;
        if (u == x) u = next(a); else v = next(b);
    }
    if (previous < bound && verdict[0] == 'o') verdict = "missing";
    printf("%lld %lld %s\n", (long long)(a.n - 1), (long long)(b.n - 1), verdict);
    return 0;
}
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bounds", type=int, nargs="*", default=[10**8, 10**9])
    parser.add_argument("--a", type=int, default=1)
    args = parser.parse_args()
    binary = build("beatty_check", CPP)
    alpha, beta = wythoff_ratios(args.a)
    check_partition(alpha, beta, 1 << 21)  # compile (or load) grundy's merge first
    print(f"{'bound':>12} {'C++ -O2 (s)':>12} {'grundy (s)':>11} {'grundy/C++':>11}  counts agree")
    for bound in args.bounds:
        ratio_args = [str(v) for x in (alpha, beta) for v in (x.p, x.r, x.d, x.q)]
        start = time.perf_counter()
        out = subprocess.run([str(binary), str(bound), *ratio_args], check=True, capture_output=True,
                             text=True).stdout.split()
        cpp = time.perf_counter() - start
        start = time.perf_counter()
        result = check_partition(alpha, beta, bound)
        ours = time.perf_counter() - start
        agree = [int(out[0]), int(out[1])] == [result.lower_count, result.upper_count] and \
            (out[2] == "ok") == result.ok
        print(f"{bound:>12} {cpp:>12.2f} {ours:>11.2f} {ours / cpp:>10.2f}x  {agree}", flush=True)
        if not agree:
            return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
