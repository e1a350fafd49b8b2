"""Judge throughput: ``grundy judge cses1730`` (Nim Game I) against two accepted-style C++ solutions.

The C++ programs (compiled with g++ -O2 into benchmarks/_build/) are the
textbook one (scanf, XOR, puts) and one reading the whole input with fread
and parsing it by hand.  Shapes (heaps from 1 to 10^9): **one**, a single
test of 2*10^5 heaps; **many**, 2*10^5 tests of one heap each (the
statement's largest t, which exposes any step per case).  See
benchmarks/xor_cases_bench.py for the method.

Usage::

    python benchmarks/judge_cses1730.py                # both shapes, 5 runs each
    python benchmarks/judge_cses1730.py --repeat 9
"""

from __future__ import annotations

import numpy as np

from xor_cases_bench import arguments, run

SCANF = r"""
#include <cstdio>
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n, s = 0, x;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) { scanf("%d", &x); s ^= x; }
        puts(s ? "first" : "second");
    }
    return 0;
}
"""

FREAD = r"""
#include <cstdio>
static char buf[1 << 25];
static int len, pos;
static inline int next() {
    while (pos < len && (buf[pos] < '0' || buf[pos] > '9')) pos++;
    int x = 0;
    while (pos < len && buf[pos] >= '0' && buf[pos] <= '9') x = x * 10 + (buf[pos++] - '0');
    return x;
}
int main() {
    len = fread(buf, 1, sizeof buf, stdin);
    int t = next();
    while (t--) {
        int n = next(), s = 0;
        for (int i = 0; i < n; i++) s ^= next();
        puts(s ? "first" : "second");
    }
    return 0;
}
"""


def value(heaps: np.ndarray) -> np.ndarray:
    return heaps


def main() -> None:
    parser = arguments(__doc__)
    parser.add_argument("--heaps", type=int, default=200_000, help="heaps in all, per shape (default 2*10^5)")
    args = parser.parse_args()
    shapes = {"one": (np.array([args.heaps]), 20), "many": (np.ones(args.heaps, dtype=np.int64), 1)}
    run("CSES 1730", "cses1730", {"scanf": SCANF, "fread": FREAD}, shapes, 1, 10**9, value, value,
        (b"second", b"first"), args)


if __name__ == "__main__":
    main()
