"""The emitted POJ 1067 solution against a hand-written fread C++ on the same input.

``grundy judge poj1067 --solution cpp`` prints a complete program; this
script compiles it and a reference written here, both with
``g++ -O2 -std=c++17``, into benchmarks/_build/:

* reference: a good hand-written exact solution, as a strong contestant
  writes it: the whole input read with fread into one buffer, parsed with a
  pointer, the exact int64 Wythoff test (0 <= 5k^2 - u^2 < 4u + 4 with
  u = 2x - k, no floating point), the answers gathered in one buffer and
  written with a single fwrite.

The input is ``--lines`` pairs (default 10^6) from grundy's own generator
with ``--hard`` (piles up to 10^9, P-positions, their neighbours, the pairs
where a double golden ratio fails), written once into _build/.  The two
programs run ``--repeat`` times in turns (so that changes in the machine's
load hit both alike); the script prints the median and best wall times and
the ratio emitted / reference (the target is 1.5 at most), the load average
when it ran, and checks both outputs against grundy's answers byte for byte.

The machine these figures come from may be shared: a busy machine inflates
both times, and the ratio, taken from runs in turns, is the figure to quote.

Usage::

    python benchmarks/solution_bench.py                       # 10^6 lines, 7 runs each
    python benchmarks/solution_bench.py --lines 100000 --repeat 3
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
BUILD = HERE / "_build"
SRC = HERE.parent / "src"

REFERENCE_CPP = r"""
#include <cstdio>
#include <cstdlib>
#include <cstring>
// A hand-written exact POJ 1067: one fread of the whole input, pointer parsing,
// the int64 test 0 <= 5k^2 - u^2 < 4u + 4 (u = 2x - k), one fwrite.
int main() {
    size_t cap = 1 << 24, len = 0, got;
    char *in = (char *)std::malloc(cap + 1);
    while ((got = std::fread(in + len, 1, cap - len, stdin)) > 0) {
        len += got;
        if (len == cap) {
            cap *= 2;
            in = (char *)std::realloc(in, cap + 1);
        }
    }
    in[len] = 0;
    char *out = (char *)std::malloc(len + 2), *o = out;
    const char *p = in, *end = in + len;
    for (;;) {
        long long v[2];
        int i = 0;
        for (; i < 2; i++) {
            while (p < end && (unsigned)(*p - '0') > 9) p++;
            if (p == end) break;
            long long x = 0;
            while ((unsigned)(*p - '0') <= 9) x = x * 10 + (*p++ - '0');
            v[i] = x;
        }
        if (i < 2) break;
        long long x = v[0] < v[1] ? v[0] : v[1], k = v[0] < v[1] ? v[1] - v[0] : v[0] - v[1];
        long long u = 2 * x - k, d = 5 * k * k - u * u;
        *o++ = d >= 0 && d < 4 * u + 4 ? '0' : '1';
        *o++ = '\n';
    }
    std::fwrite(out, 1, (size_t)(o - out), stdout);
    return 0;
}
"""


def build(name: str, text: str) -> Path:
    """Compile a C++ program into _build/ (again only when its text changed)."""
    BUILD.mkdir(exist_ok=True)
    src, exe = BUILD / f"{name}.cpp", BUILD / name
    if not exe.exists() or not src.exists() or src.read_text() != text:
        src.write_text(text)
        subprocess.run(["g++", "-O2", "-std=c++17", "-Wall", "-Wextra", "-o", str(exe), str(src)], check=True)
    return exe


def make_input(lines: int) -> tuple[Path, Path]:
    """The input and grundy's answers, generated once per size."""
    sys.path.insert(0, str(SRC))
    from grundy.judge import find_judge_format
    from grundy.judge.generate import write_answers, write_input

    data, answers = BUILD / f"solution_poj1067_{lines}.in", BUILD / f"solution_poj1067_{lines}.ans"
    if not data.exists() or not answers.exists():
        fmt = find_judge_format("poj1067")
        with open(data, "wb") as out:
            write_input(fmt, lines, 0, True, out)
        with open(answers, "wb") as out:
            write_answers(fmt, lines, 0, True, out)
    return data, answers


def timed(exe: Path, data: Path) -> tuple[float, bytes]:
    with open(data, "rb") as stdin:
        start = time.perf_counter()
        r = subprocess.run([str(exe)], stdin=stdin, capture_output=True, check=True)
        return time.perf_counter() - start, r.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=10**6)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()

    sys.path.insert(0, str(SRC))
    from grundy.judge.solutions import source

    programs = {"emitted": build("solution_poj1067_emitted", source("poj1067", "cpp")),
                "reference": build("solution_poj1067_reference", REFERENCE_CPP)}
    data, answers = make_input(args.lines)
    expected = answers.read_bytes()
    times: dict[str, list[float]] = {name: [] for name in programs}
    load = os.getloadavg()
    for _ in range(args.repeat):
        for name, exe in programs.items():
            seconds, out = timed(exe, data)
            if out != expected:
                sys.exit(f"{name}: the output differs from grundy's answers")
            times[name].append(seconds)
    print(f"POJ 1067, {args.lines:,} lines ({data.stat().st_size / 1e6:.1f} MB), {args.repeat} runs each, in turns; "
          f"load average before {load[0]:.2f}, after {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    for name, values in times.items():
        print(f"  {name:9}  median {statistics.median(values) * 1e3:8.1f} ms   best {min(values) * 1e3:8.1f} ms")
    ratios = [e / r for e, r in zip(times["emitted"], times["reference"])]
    print(f"  emitted / reference: median of the paired ratios {statistics.median(ratios):.2f}, "
          f"of the best times {min(times['emitted']) / min(times['reference']):.2f} (target: 1.5 at most)")
    print("  both outputs equal grundy's answers byte for byte")


if __name__ == "__main__":
    main()
