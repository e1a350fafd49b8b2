"""Benchmark: grundy's octal kernel against a C++ program of the same method, in the same run.

Usage: python benchmarks/octal.py [--cases 0.106:10000000 0.16:16777216 ...] [--quick]

The reference, compiled at run time with g++ -O2 into benchmarks/_build/,
computes G(0..N-1) of an octal game by the method grundy used for it:

* full: mark the value of every option of every heap, take the mex;
* rare: the sparse-space method (Winning Ways ch. 4; Flammenkamp), with the
  mask and kind (range or domain) grundy chose: common option values from
  the pairs with a rare heap, then the rare values below the least missing
  common value looked for among the splits until all are seen.  Heaps up to
  1024 and heaps where the rare heaps are more than a quarter take the full
  method, as in grundy.

Both write their values; the script checks they are equal and prints both
times and the ratios (grundy / C++; below 1 means grundy is faster): of the
wall times, and of the CPU times (user + system), which a machine shared
with other work disturbs less.  The grundy time excludes numba's one-time
compilation (measured and printed separately: it is cached on disk between
runs).
"""

from __future__ import annotations

import argparse
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
BUILD = HERE / "_build"
sys.path.insert(0, str(HERE.parent / "src"))

import numpy as np  # noqa: E402

from grundy.games.octal import values as ov  # noqa: E402

CPP = r"""
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cstdint>
#include <vector>
// octal DIGITS N METHOD MASK DOMAIN OUT: G(0..N-1) of 0.DIGITS by METHOD (0 full, 1 rare).
int main(int argc, char** argv) {
    const char* code = argv[1];
    long n_max = atol(argv[2]);
    int method = atoi(argv[3]);
    unsigned mask = (unsigned)atol(argv[4]);
    int domain = atoi(argv[5]);
    int t = (int)strlen(code);
    std::vector<long> whole, single, split;
    for (int k = 1; k <= t; k++) {
        int d = code[k - 1] - '0';
        if (d & 1) whole.push_back(k);
        if (d & 2) single.push_back(k);
        if (d & 4) split.push_back(k);
    }
    std::vector<uint32_t> g(n_max > 0 ? n_max : 1);
    const long S = 1 << 16;  // values stay far below this in the benchmarked games
    std::vector<long> stamp(2 * S + 1, -1);
    std::vector<unsigned char> even(2 * S + 1);
    for (long v = 0; v <= 2 * S; v++) even[v] = !__builtin_parity((unsigned)v & mask);
    std::vector<long> rare;
    for (long n = 0; n < n_max; n++) {
        int flip = domain >= 0 ? (int)((n - domain) & 1) : 0;
        for (long k : whole) if (k == n) stamp[0] = n;
        for (long k : single) if (k < n) stamp[g[n - k]] = n;
        uint32_t v = 0;
        if (method == 0 || n < 1024 || 4 * (long)rare.size() > n) {
            for (long k : split) {
                long m = n - k;
                for (long a = 1; a <= m / 2; a++) stamp[g[a] ^ g[m - a]] = n;
            }
            while (stamp[v] == n) v++;
        } else {
            for (long k : split) {
                long m = n - k;
                for (long a : rare) {
                    if (a >= m) break;
                    stamp[g[a] ^ g[m - a]] = n;
                }
            }
            uint32_t c = 0;
            while (stamp[c] == n || even[c] != flip) c++;
            long missing = 0;
            for (uint32_t x = 0; x < c; x++) missing += stamp[x] != n;
            for (size_t i = 0; missing && i < split.size(); i++) {
                long m = n - split[i];
                for (long a = 1; a <= m / 2; a++) {
                    uint32_t x = g[a] ^ g[m - a];
                    if (x < c && stamp[x] != n) {
                        stamp[x] = n;
                        if (--missing == 0) break;
                    }
                }
            }
            v = c;
            if (missing) { v = 0; while (stamp[v] == n) v++; }
        }
        g[n] = v;
        if (method == 1 && n >= 1 && even[v] != flip) rare.push_back(n);
        if (method == 1 && n + 1 == 1024) {  // the rare heaps so far, as grundy lists them
            rare.clear();
            for (long a = 1; a <= n; a++) {
                int f = domain >= 0 ? (int)((a - domain) & 1) : 0;
                if (even[g[a]] != f) rare.push_back(a);
            }
        }
    }
    FILE* out = fopen(argv[6], "wb");
    fwrite(g.data(), sizeof(uint32_t), n_max, out);
    fclose(out);
    printf("%zu\n", rare.size());
    return 0;
}
"""

CASES = ["0.106:10000000", "0.16:16777216", "0.354:16777216", "0.6:100000", "0.007:100000"]
QUICK = ["0.106:1000000", "0.16:1000000", "0.354:1000000", "0.6:30000", "0.007:30000"]


def build() -> Path:
    if shutil.which("g++") is None:
        raise SystemExit("g++ is needed to build the C++ reference")
    BUILD.mkdir(exist_ok=True)
    source = BUILD / "octal.cpp"
    binary = BUILD / "octal"
    source.write_text(CPP)
    subprocess.run(["g++", "-O2", "-o", str(binary), str(source)], check=True)
    return binary


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", nargs="*", default=None, help="CODE:N pairs")
    parser.add_argument("--quick", action="store_true", help="smaller sizes (about a minute in all)")
    args = parser.parse_args()
    binary = build()
    start = time.perf_counter()
    ov.compute(ov.octal_rules((7, 7)), 3000, stop=False)  # compile (or load the cached kernels)
    print(f"kernel compile or cache load: {time.perf_counter() - start:.2f} s")
    print(f"{'code':>7} {'heaps':>10} {'method':>7} {'mask':>11} {'C++ wall/CPU (s)':>17} "
          f"{'grundy wall/CPU (s)':>20} {'ratio':>6} {'CPU ratio':>9} {'heaps/CPU s':>11}  equal")
    for case in args.cases or (QUICK if args.quick else CASES):
        code, _, size = case.partition(":")
        digits = tuple(int(c) for c in code[2:])
        n = int(size)
        cpu = time.process_time()
        run = ov.compute(ov.octal_rules(digits), n, stop=False)
        ours, ours_cpu = run.seconds, time.process_time() - cpu
        kind = run.extra.get("sparse_kind", "range")
        domain = (digits.index(next(d for d in digits if d & 4)) + 1) % 2 if kind == "domain" else -1
        method = 1 if run.method == "rare" else 0
        out = BUILD / "octal.values"
        began, before = time.perf_counter(), _children_cpu()
        subprocess.run([str(binary), code[2:], str(n), str(method), str(run.mask), str(domain), str(out)],
                       check=True, capture_output=True)
        cpp, cpp_cpu = time.perf_counter() - began, _children_cpu() - before
        equal = np.array_equal(np.fromfile(out, dtype=np.uint32), run.values.astype(np.uint32))
        shown = f"{run.mask} {kind}" if method else "-"
        print(f"{code:>7} {n:>10} {run.method:>7} {shown:>11} {cpp:>8.2f}/{cpp_cpu:<8.2f} "
              f"{ours:>10.2f}/{ours_cpu:<9.2f} {ours / cpp:>6.2f} {ours_cpu / cpp_cpu:>9.2f} {n / ours_cpu:>11.3g}  "
              f"{equal}")
        if not equal:
            return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
