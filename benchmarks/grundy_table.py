"""Benchmark: grundy's Wythoff Grundy table against two C++ tables, compiled with g++ -O2.

Usage: python benchmarks/grundy_table.py [--sizes 2048] [--large 8192 16384] [--repeat 1]

The references are compiled at run time into benchmarks/_build/:

- "bitset": the same job done well, the algorithm grundy's kernel uses
  (grundy.games.wythoff.compiled.table): for each cell x <= y, the least value
  >= max(y - 2x, each line's lazy mex) clear in the bitsets of line x,
  line y and diagonal y - x, with a summary bit per full word so the
  search skips them, rows in blocks of 32 done column by column so the
  lines in use stay in cache;
- "per-cell": the textbook program, which marks the row, column and
  diagonal of every cell and takes the mex (cubic; --sizes only).

Every program prints a hash of the whole table, which must agree.  For each
size in --sizes the script prints all three wall times; for each size in
--large grundy and the bitset C++, and the ratio grundy / C++ (below 1 means
grundy is faster).  grundy's time includes loading the compiled kernel (it
is compiled once, before the timings, so numba's first compilation is not
counted; it is cached on disk after that).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
BUILD = HERE / "_build"
sys.path.insert(0, str(HERE.parent / "src"))

import numpy as np  # noqa: E402

from grundy.games.wythoff.tables import KERNEL_SIZE, wythoff_grundy_table  # noqa: E402

CPP = r"""
#include <cstdio>
#include <cstdlib>
#include <vector>
// The straightforward table: per cell, mark the row, column and diagonal values, take the mex.
int main(int argc, char** argv) {
    int n = atoi(argv[1]);
    std::vector<int> g((size_t)n * n);
    std::vector<int> seen(3 * n + 2, -1);
    int stamp = 0;
    for (int x = 0; x < n; x++)
        for (int y = 0; y < n; y++) {
            stamp++;
            for (int i = 0; i < x; i++) seen[g[(size_t)i * n + y]] = stamp;
            for (int j = 0; j < y; j++) seen[g[(size_t)x * n + j]] = stamp;
            for (int t = 1; t <= x && t <= y; t++) seen[g[(size_t)(x - t) * n + y - t]] = stamp;
            int v = 0;
            while (seen[v] == stamp) v++;
            g[(size_t)x * n + y] = v;
        }
    unsigned long long h = 1469598103934665603ULL;  // FNV-1a over the values, row by row
    for (size_t i = 0; i < g.size(); i++) { h ^= (unsigned long long)g[i]; h *= 1099511628211ULL; }
    printf("%llu\n", h);
    return 0;
}
"""


BITSET_CPP = r"""
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <vector>
// Cells x <= y; lines 0..n-1 hold the values of row k (= column k), lines n + k diagonal
// y - x = k, as bitsets with a summary bit per full word and a lazy mex per line.  Rows are
// done in blocks of 32, column by column inside a block, so the lines in use stay in cache.
int main(int argc, char** argv) {
    const int n = atoi(argv[1]);
    const int L = 2 * n, words = 2 * n / 64 + 2, swords = words / 64 + 2, block = 32;
    std::vector<uint16_t> g((size_t)n * n);
    std::vector<uint64_t> bits((size_t)L * words), summary((size_t)L * swords);
    std::vector<int64_t> ptr(L);
    for (int x0 = 0; x0 < n; x0 += block) {
        const int x1 = x0 + block < n ? x0 + block : n;
        for (int y = x0; y < n; y++) {
            const int xe = x1 < y + 1 ? x1 : y + 1;
            for (int x = x0; x < xe; x++) {
                const int k = n + y - x;
                const uint64_t *bx = &bits[(size_t)x * words], *by = &bits[(size_t)y * words],
                               *bk = &bits[(size_t)k * words];
                const uint64_t *sx = &summary[(size_t)x * swords], *sy = &summary[(size_t)y * swords],
                               *sk = &summary[(size_t)k * swords];
                int64_t lo = y - 2 * x;
                if (ptr[x] > lo) lo = ptr[x];
                if (ptr[y] > lo) lo = ptr[y];
                if (ptr[k] > lo) lo = ptr[k];
                int64_t w = lo >> 6, v = -1;
                bool first = true;
                while (v < 0) {
                    const int64_t sw = w >> 6;
                    uint64_t cand = ~(sx[sw] | sy[sw] | sk[sw]) & (~0ULL << (w & 63));
                    while (cand) {
                        const int64_t cw = (sw << 6) | __builtin_ctzll(cand);
                        uint64_t u = bx[cw] | by[cw] | bk[cw];
                        if (first && cw == w) u |= (1ULL << (lo & 63)) - 1;
                        if (~u) { v = (cw << 6) | __builtin_ctzll(~u); break; }
                        cand &= cand - 1;
                    }
                    first = false;
                    w = (sw + 1) << 6;
                }
                g[(size_t)x * n + y] = (uint16_t)v;
                const int64_t cw = v >> 6;
                const uint64_t bit = 1ULL << (v & 63);
                const int line[3] = {x, y, k};
                for (int j = 0; j < 3; j++) {
                    const int l = line[j];
                    uint64_t* b = &bits[(size_t)l * words];
                    b[cw] |= bit;
                    if (b[cw] == ~0ULL) summary[(size_t)l * swords + (cw >> 6)] |= 1ULL << (cw & 63);
                    if (ptr[l] == v) {
                        int64_t m = v + 1;
                        while ((b[m >> 6] >> (m & 63)) & 1) m++;
                        ptr[l] = m;
                    }
                }
            }
        }
    }
    for (int x = 0; x < n; x++)
        for (int y = 0; y < x; y++) g[(size_t)x * n + y] = g[(size_t)y * n + x];
    unsigned long long h = 1469598103934665603ULL;  // FNV-1a over the values, row by row
    for (size_t i = 0; i < g.size(); i++) { h ^= (unsigned long long)g[i]; h *= 1099511628211ULL; }
    printf("%llu\n", h);
    return 0;
}
"""


def fnv1a(table: np.ndarray) -> int:
    """The same hash as the C++ programs, computed exactly (compiled when numba is there)."""
    try:
        import numba
    except ImportError:
        h = 1469598103934665603
        mask = (1 << 64) - 1
        for value in table.reshape(-1).tolist():
            h = ((h ^ value) * 1099511628211) & mask
        return h

    @numba.njit(cache=False)
    def run(flat: np.ndarray) -> np.uint64:
        h = np.uint64(1469598103934665603)
        for v in flat:
            h = (h ^ np.uint64(v)) * np.uint64(1099511628211)
        return h

    return int(run(np.ascontiguousarray(table).reshape(-1)))


def build(name: str = "grundy_table", code: str = CPP) -> Path:
    """Compile ``code`` with g++ -O2 into benchmarks/_build/NAME."""
    if shutil.which("g++") is None:
        raise SystemExit("g++ is needed to build the C++ reference")
    BUILD.mkdir(exist_ok=True)
    source = BUILD / f"{name}.cpp"
    binary = BUILD / name
    source.write_text(code)
    subprocess.run(["g++", "-O2", "-o", str(binary), str(source)], check=True)
    return binary


def time_cpp(binary: Path, n: int) -> tuple[float, int]:
    start = time.perf_counter()
    out = subprocess.run([str(binary), str(n)], check=True, capture_output=True, text=True).stdout
    return time.perf_counter() - start, int(out)


def time_grundy(n: int) -> tuple[float, np.ndarray]:
    start = time.perf_counter()
    table = wythoff_grundy_table(n)
    return time.perf_counter() - start, table


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[2048])
    parser.add_argument("--large", type=int, nargs="*", default=[8192, 16384])
    parser.add_argument("--repeat", type=int, default=1, help="runs of grundy per size (median)")
    args = parser.parse_args()
    naive = build()
    bitset = build("grundy_table_bitset", BITSET_CPP)
    time_grundy(KERNEL_SIZE)  # compile the kernel (or load it from numba's cache) first
    print(f"{'n':>6} {'per-cell C++':>13} {'bitset C++':>11} {'grundy (s)':>11} {'grundy/bitset':>14}  hashes agree")
    for n in args.sizes + args.large:
        slow, slow_hash = time_cpp(naive, n) if n in args.sizes else (None, None)
        fast, fast_hash = time_cpp(bitset, n)
        runs = [time_grundy(n) for _ in range(args.repeat)]
        ours = statistics.median(t for t, _ in runs)
        ours_hash = fnv1a(runs[0][1])
        agree = ours_hash == fast_hash and slow_hash in (None, ours_hash)
        slow_text = f"{slow:>13.2f}" if slow is not None else f"{'-':>13}"
        print(f"{n:>6} {slow_text} {fast:>11.2f} {ours:>11.2f} {ours / fast:>13.2f}x  {agree}", flush=True)
        if not agree:
            return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
