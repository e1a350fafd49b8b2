"""Benchmark: ``grundy judge p2197`` against two C++ solutions of Luogu P2197 on one large input.

The C++ programs are compiled at run time with ``g++ -O2`` into
benchmarks/_build/: the getchar-based reader that Chinese write-ups of the
problem commonly give, and a plain scanf/puts one.  All three read the
same generated input (T cases of n piles, values below 10**9 so that the
C++ ``int`` holds them); their outputs are compared, then the median wall
times of ``--repeat`` runs and the ratios are printed.

Usage: python benchmarks/p2197.py [--cases 400] [--piles 10000] [--repeat 5]
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "benchmarks" / "_build"

# The getchar reader as the write-ups give it (note: it always reads one pile
# before the loop, so it needs n >= 1, which the generated input respects).
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


def build(name: str, source: str) -> Path:
    """Compile one C++ source with g++ -O2 into the build directory."""
    src = BUILD / f"{name}.cpp"
    exe = BUILD / name
    src.write_text(source)
    subprocess.run(["g++", "-O2", "-o", str(exe), str(src)], check=True)
    return exe


def make_input(path: Path, cases: int, piles: int, seed: int = 2197) -> None:
    """T cases of n piles below 10**9; about a quarter of the cases are P-positions."""
    rng = random.Random(seed)
    with path.open("w") as f:
        f.write(f"{cases}\n")
        for case in range(cases):
            values = [rng.randrange(10**9) for _ in range(piles - 1)]
            last = rng.randrange(10**9)
            if case % 4 == 0:  # make the nim-sum 0 when the value fits
                x = 0
                for v in values:
                    x ^= v
                last = x if x < 10**9 else last
            values.append(last)
            f.write(f"{piles}\n")
            for i in range(0, piles, 20):
                f.write(" ".join(map(str, values[i : i + 20])) + "\n")


def run(command: list[str], input_path: Path, env: dict[str, str] | None = None) -> tuple[float, bytes]:
    """Wall time of one run reading input_path on stdin, and its output."""
    with input_path.open("rb") as stdin:
        start = time.perf_counter()
        done = subprocess.run(command, stdin=stdin, stdout=subprocess.PIPE, check=True, env=env)
        return time.perf_counter() - start, done.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=400, help="number of cases T")
    parser.add_argument("--piles", type=int, default=10_000, help="piles per case n")
    parser.add_argument("--repeat", type=int, default=5, help="runs of each program")
    args = parser.parse_args()
    if shutil.which("g++") is None:
        sys.exit("g++ is needed to build the C++ references")
    BUILD.mkdir(parents=True, exist_ok=True)
    programs = {"C++ getchar": [str(build("p2197_getchar", GETCHAR))],
                "C++ scanf": [str(build("p2197_scanf", SCANF))]}
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    programs["grundy"] = [sys.executable, "-m", "grundy", "judge", "p2197"]
    input_path = BUILD / f"p2197_{args.cases}x{args.piles}.txt"
    if not input_path.exists():
        make_input(input_path, args.cases, args.piles)
    size = input_path.stat().st_size
    tokens = 1 + args.cases * (args.piles + 1)
    print(f"input: {args.cases} cases x {args.piles} piles = {tokens:,} tokens, {size / 1e6:.1f} MB")

    times: dict[str, list[float]] = {name: [] for name in programs}
    outputs: dict[str, bytes] = {}
    for _ in range(args.repeat):
        for name, command in programs.items():
            seconds, out = run(command, input_path, env if name == "grundy" else None)
            times[name].append(seconds)
            outputs[name] = out
    reference = outputs["C++ scanf"]
    for name, out in outputs.items():
        if out != reference:
            sys.exit(f"{name} disagrees with the scanf program")
    print(f"all outputs agree ({reference.count(b'Yes')} Yes, {reference.count(b'No')} No)")
    startup, _ = run([sys.executable, "-m", "grundy", "--version"], input_path, env)

    medians = {name: statistics.median(t) for name, t in times.items()}
    print(f"{'program':<14}{'median s':>10}{'M tokens/s':>12}")
    for name, m in medians.items():
        print(f"{name:<14}{m:>10.3f}{tokens / m / 1e6:>12.2f}")
    g = medians["grundy"]
    print(f"ratio grundy / C++ getchar: {g / medians['C++ getchar']:.2f}x")
    print(f"ratio grundy / C++ scanf:   {g / medians['C++ scanf']:.2f}x")
    print(f"(Python start-up alone, 'grundy --version': {startup:.3f} s)")


if __name__ == "__main__":
    main()
