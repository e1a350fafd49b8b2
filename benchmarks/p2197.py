"""Judge throughput: ``grundy judge p2197`` against three C++ solutions of Luogu P2197.

The C++ programs are compiled at run time with ``g++ -O2`` into
benchmarks/_build/: the textbook scanf/puts solution, the getchar-based
reader that Chinese write-ups of the problem commonly give, and a fast one
that reads 64 KB blocks with fread and parses them by hand.  Beside them run
``grundy judge p2197`` and a "floor": Python started, numpy imported and the
input read, nothing decided (what any numpy solution pays first).  They all
read the same generated inputs, of two shapes:

* big: few cases of many piles (default 400 cases of 10,000 piles, 20 to
  a line);
* small: many cases of few piles (default 10^6 cases of 1 to 5 piles, as
  the problem lays them out: n on one line, the piles on the next).

Pile values are below 10^9 (so that the C++ ``int`` holds them), and about
a quarter of the cases are built to be P-positions.  Each input is
generated once (seeded) and kept in _build/.  For each shape the programs
run --repeat times, in turns (so that changes in the machine's load hit all
alike); the script prints median and minimum wall times, median CPU times
(user + system) and the ratios of grundy's median wall time to each C++
program's, and checks every program's output against the nim-sums computed
here when the input is generated (numpy over the known case layout,
independent of grundy's code).  grundy is byte-compiled first, as an
install would.

Usage::

    python benchmarks/p2197.py                       # both shapes, 5 runs each
    python benchmarks/p2197.py --shapes small --repeat 3
    python benchmarks/p2197.py --cases 100 --piles 10000 --small-cases 200000
"""

from __future__ import annotations

import argparse
import compileall
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from judge_poj1067 import FLOOR, FREAD_READER, print_ratios, time_runs  # noqa: E402  (the same timing as that benchmark)

HERE = Path(__file__).resolve().parent
BUILD = HERE / "_build"
SRC = HERE.parent / "src"

# The getchar reader as the write-ups give it (note: it always reads one pile
# before the loop, so it needs n >= 1, which the generated inputs respect).
GETCHAR = r"""
#include<cstdio>
#include<cstring>
#include<algorithm>
#define g getchar()
using namespace std;
int t,n,a,b;
void qr(int &x)
{
	char c=g;x=0;
	while(!('0'<=c&&c<='9'))c=g;
	while('0'<=c&&c<='9')x=x*10+c-'0',c=g;
}
int main()
{
	qr(t);
	while(t-->0)
	{
		qr(n);qr(a);
		while(--n>0)qr(b),a^=b;
		if(a)puts("Yes");
		else puts("No");
	}
	return 0;
}
"""

SCANF = r"""
#include <cstdio>
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n, s = 0, a;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) { scanf("%d", &a); s ^= a; }
        puts(s ? "Yes" : "No");
    }
    return 0;
}
"""

# A fast solution: input read with fread in 64 KB blocks and parsed by hand,
# answers gathered in a buffer written with fwrite.
FREAD = FREAD_READER + r"""
static int read() {
    int c = next_byte();
    while (c != EOF && (c < '0' || c > '9')) c = next_byte();
    int x = 0;
    while (c >= '0' && c <= '9') { x = x * 10 + (c - '0'); c = next_byte(); }
    return x;
}
static void put(const char *s) {
    while (*s) out[used++] = *s++;
    if (used > sizeof out - 8) { std::fwrite(out, 1, used, stdout); used = 0; }
}
int main() {
    int t = read();
    while (t-- > 0) {
        int n = read(), s = 0;
        while (n-- > 0) s ^= read();
        put(s ? "Yes\n" : "No\n");
    }
    std::fwrite(out, 1, used, stdout);
    return 0;
}
"""

LIMIT = 10**9  # piles are below this


def build(name: str, source: str) -> Path:
    """Compile one C++ source with g++ -O2 into the build directory."""
    src = BUILD / f"{name}.cpp"
    exe = BUILD / name
    src.write_text(source)
    subprocess.run(["g++", "-O2", "-o", str(exe), str(src)], check=True)
    return exe


def generate(sizes: np.ndarray, high: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Piles for cases of the given sizes, and each case's nim-sum.

    Every fourth case (of 2 piles or more) gets a last pile equal to the XOR
    of its others when that is below ``high``, which makes it a P-position.
    """
    rng = np.random.default_rng(seed)
    values = rng.integers(0, high, size=int(sizes.sum()), dtype=np.int64)
    starts = np.concatenate([[0], np.cumsum(sizes)[:-1]])
    sums = np.bitwise_xor.reduceat(values, starts)
    last = starts + sizes - 1
    fix = np.flatnonzero((np.arange(len(sizes)) % 4 == 0) & (sizes >= 2))
    others = sums[fix] ^ values[last[fix]]  # the XOR of the case without its last pile
    fix, others = fix[others < high], others[others < high]
    values[last[fix]] = others
    sums[fix] = 0
    return values, sums


def write_input(path: Path, sizes: np.ndarray, values: np.ndarray, per_line: int) -> None:
    """T, then each case as n on a line and its piles, per_line to a line."""
    text = values.astype(str)
    with path.open("w") as f:
        f.write(f"{len(sizes)}\n")
        pos = 0
        for n in sizes.tolist():
            f.write(f"{n}\n")
            for i in range(pos, pos + n, per_line):
                f.write(" ".join(text[i : min(i + per_line, pos + n)]) + "\n")
            pos += n


def shape_input(shape: str, args: argparse.Namespace) -> tuple[Path, np.ndarray, str]:
    """The input file of a shape (generated once), the expected answers, and a description."""
    if shape == "big":
        sizes = np.full(args.cases, args.piles, dtype=np.int64)
        values, sums = generate(sizes, LIMIT, args.seed)
        name = f"p2197_big_{args.cases}x{args.piles}_{args.seed}.txt"
        per_line = 20
        what = f"{args.cases:,} cases of {args.piles:,} piles"
    else:
        sizes = np.random.default_rng(args.seed + 1).integers(1, 6, size=args.small_cases)
        # Piles below 2^29 < 10^9, so that every XOR fits and a quarter are P.
        values, sums = generate(sizes, 1 << 29, args.seed + 2)
        name = f"p2197_small_{args.small_cases}_{args.seed}.txt"
        per_line = 5
        what = f"{args.small_cases:,} cases of 1 to 5 piles"
    path = BUILD / name
    if not path.exists():
        write_input(path, sizes, values, per_line)
    tokens = 1 + len(sizes) + len(values)
    return path, sums != 0, f"{what}: {tokens:,} tokens, {path.stat().st_size / 1e6:.1f} MB"


def check(name: str, won: np.ndarray) -> str:
    """Whether a program's output (in _build/) is the expected Yes/No for every case."""
    lines = (BUILD / f"out_{name}.txt").read_bytes().split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    if len(lines) != len(won):
        return f"{len(lines):,} answers for {len(won):,} cases"
    got = np.array([line == b"Yes" for line in lines])
    wrong = int(np.count_nonzero(got != won))
    return "all answers exact" if not wrong else f"{wrong:,} wrong answers"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shapes", default="big,small", help="big, small or both (default big,small)")
    parser.add_argument("--cases", type=int, default=400, help="big shape: number of cases T")
    parser.add_argument("--piles", type=int, default=10_000, help="big shape: piles per case n")
    parser.add_argument("--small-cases", type=int, default=10**6, help="small shape: number of cases T")
    parser.add_argument("--repeat", type=int, default=5, help="runs of each program (default 5)")
    parser.add_argument("--seed", type=int, default=2197)
    args = parser.parse_args()
    if shutil.which("g++") is None:
        sys.exit("g++ is needed to build the C++ references")
    BUILD.mkdir(parents=True, exist_ok=True)
    commands = {"C++ scanf": [str(build("p2197_scanf", SCANF))],
                "C++ getchar": [str(build("p2197_getchar", GETCHAR))],
                "C++ fread": [str(build("p2197_fread", FREAD))],
                "grundy": [sys.executable, "-m", "grundy", "judge", "p2197"],
                "floor": [sys.executable, "-c", FLOOR]}
    # Byte-compile grundy first, as installing it would (the C++ programs are
    # compiled before timing too); PYTHONDONTWRITEBYTECODE may be set.
    compileall.compile_dir(str(SRC / "grundy"), quiet=1)
    env = dict(os.environ, PYTHONPATH=str(SRC))

    for shape in args.shapes.split(","):
        infile, won, what = shape_input(shape.strip(), args)
        print(f"\n{shape} shape: {what}, {int(np.count_nonzero(~won)):,} P-positions", flush=True)
        wall, cpu = time_runs(commands, infile, args.repeat, env)
        median = {name: statistics.median(t) for name, t in wall.items()}
        print(f"  over {args.repeat} runs each:   wall median   wall min   CPU median")
        for name in commands:
            print(f"    {name:12s}    {median[name]:8.3f} s {min(wall[name]):8.3f} s "
                  f"{statistics.median(cpu[name]):8.3f} s    {check(name, won) if name != 'floor' else 'decides nothing'}")
        print_ratios(wall, "grundy", ("C++ scanf", "C++ getchar", "C++ fread"), "grundy")
        print_ratios(wall, "floor", ("C++ getchar", "C++ fread"), "floor (python + numpy + read)")

    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "grundy", "--version"], check=True, env=env,
                   stdout=subprocess.DEVNULL)
    print(f"\n(Python start-up alone, 'grundy --version': {time.perf_counter() - start:.3f} s)")


if __name__ == "__main__":
    main()
