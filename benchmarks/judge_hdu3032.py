"""Judge throughput: ``grundy judge hdu3032`` (Lasker's Nim) against two accepted-style C++ solutions.

The C++ programs (compiled with g++ -O2 into benchmarks/_build/) are the
textbook one (scanf, g by the residue mod 4, puts) and one reading the
whole input with fread and parsing it by hand.  Shapes (heaps from 1 to
2^31 - 1, 10 to a line): **one**, a single case of 10^6 heaps (the
statement's largest N); **few**, 10 cases of 10^5 heaps.  See
benchmarks/xor_cases_bench.py for the method.

Usage::

    python benchmarks/judge_hdu3032.py                 # both shapes, 5 runs each
    python benchmarks/judge_hdu3032.py --heaps 300000 --repeat 3
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
        for (int i = 0; i < n; i++) {
            scanf("%d", &x);
            if (x % 4 == 0) s ^= x - 1;
            else if (x % 4 == 3) s ^= x + 1;
            else s ^= x;
        }
        puts(s ? "Alice" : "Bob");
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
    long long x = 0;
    while (pos < len && buf[pos] >= '0' && buf[pos] <= '9') x = x * 10 + (buf[pos++] - '0');
    return (int)x;
}
int main() {
    len = fread(buf, 1, sizeof buf, stdin);
    int t = next();
    while (t--) {
        int n = next();
        unsigned s = 0;
        for (int i = 0; i < n; i++) {
            unsigned x = next();
            s ^= x % 4 == 0 ? x - 1 : x % 4 == 3 ? x + 1 : x;
        }
        puts(s ? "Alice" : "Bob");
    }
    return 0;
}
"""


def value(heaps: np.ndarray) -> np.ndarray:
    """Lasker's g, written here from its definition by residues (independent of grundy)."""
    r = heaps % 4
    return np.where(r == 3, heaps + 1, np.where((r == 0) & (heaps > 0), heaps - 1, heaps))


def main() -> None:
    parser = arguments(__doc__)
    parser.add_argument("--heaps", type=int, default=10**6, help="heaps in all, per shape (default 10^6)")
    args = parser.parse_args()
    shapes = {"one": (np.array([args.heaps]), 10), "few": (np.full(10, args.heaps // 10), 10)}
    run("HDU 3032", "hdu3032", {"scanf": SCANF, "fread": FREAD}, shapes, 1, 2**31 - 1, value, value,
        (b"Bob", b"Alice"), args)


if __name__ == "__main__":
    main()
