"""Benchmark: grundy's Wythoff Grundy table against a straightforward C++ table.

Usage: python benchmarks/grundy_table.py [--sizes 2048] [--large 8192] [--repeat 1]

The reference is the textbook program, compiled at run time with g++ -O2
into benchmarks/_build/: for every cell, mark the values in its row,
column and diagonal, then take the mex.  Both programs print a hash of
the whole table, which must agree.  For each size in --sizes the script
prints both wall times and the ratio; --large times grundy alone (the C++
reference would take hours there), and checks its table against the C++
one on the common corner when sizes allow.
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

from grundy.tables import wythoff_grundy_table  # noqa: E402

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


def fnv1a(table: np.ndarray) -> int:
    """The same hash as the C++ program, computed exactly with Python ints in chunks."""
    h = 1469598103934665603
    mask = (1 << 64) - 1
    for value in table.reshape(-1).tolist():
        h = ((h ^ value) * 1099511628211) & mask
    return h


def build() -> Path:
    if shutil.which("g++") is None:
        raise SystemExit("g++ is needed to build the C++ reference")
    BUILD.mkdir(exist_ok=True)
    source = BUILD / "grundy_table.cpp"
    binary = BUILD / "grundy_table"
    source.write_text(CPP)
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
    parser.add_argument("--large", type=int, nargs="*", default=[8192])
    parser.add_argument("--repeat", type=int, default=1, help="runs of grundy per size (median)")
    args = parser.parse_args()
    binary = build()
    print(f"{'n':>6} {'C++ -O2 (s)':>12} {'grundy (s)':>11} {'ratio':>7}  tables agree")
    for n in args.sizes:
        cpp_time, cpp_hash = time_cpp(binary, n)
        runs = [time_grundy(n) for _ in range(args.repeat)]
        ours = statistics.median(t for t, _ in runs)
        agree = fnv1a(runs[0][1]) == cpp_hash
        print(f"{n:>6} {cpp_time:>12.2f} {ours:>11.2f} {cpp_time / ours:>6.1f}x  {agree}")
        if not agree:
            return 1
    for n in args.large:
        seconds, table = time_grundy(n)
        corner = min(n, 512)
        _, cpp_hash = time_cpp(binary, corner)
        agree = fnv1a(np.ascontiguousarray(table[:corner, :corner])) == cpp_hash
        print(f"{n:>6} {'-':>12} {seconds:>11.2f} {'':>7}  {corner}x{corner} corner agrees: {agree}")
        if not agree:
            return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
