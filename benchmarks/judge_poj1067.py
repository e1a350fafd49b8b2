"""Judge throughput: ``grundy judge poj1067`` against three C++ references on the same input.

The references are built here with g++ -O2 into benchmarks/_build/:

* scanf: the textbook program (scanf/printf, a double golden ratio), as in
  the usual write-ups of POJ 1067;
* getchar: the fastest common one, a hand-written getchar/putchar reader
  with the same double formula;
* fread: a fast one, reading 64 KB blocks with fread, parsing by hand and
  writing its answers with fwrite (same formula).

grundy runs as ``grundy judge poj1067``.  A "floor" is timed beside it:
Python started, numpy imported and the whole input read, nothing decided,
which is what any solution on numpy pays before its first answer.

A 10^7-line input (values up to 10^9, seeded) is generated once and kept in
benchmarks/_build/.  About a third of its lines are P-positions built
exactly, a sixth are next to one, the rest are uniform, and the pairs
where a double golden ratio goes wrong are mixed in.  Each program runs
--repeat times, in turns, and the script prints the median wall times and
the ratios.  It then checks grundy's output against answers computed here
independently (an integer square root in numpy, corrected exactly), looks
at every line where a C++ reference disagrees (each one is decided again
with Python integers), and searches every k = b - a up to the input's
range for the smallest position the double formula gets wrong.

Usage::

    python benchmarks/judge_poj1067.py              # 10^7 lines, 5 runs each
    python benchmarks/judge_poj1067.py --lines 1000000 --repeat 3
"""

from __future__ import annotations

import argparse
import compileall
import math
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
BUILD = HERE / "_build"
SRC = HERE.parent / "src"

SCANF_CPP = r"""
#include <cstdio>
#include <cmath>
#include <algorithm>
// The textbook solution: scanf/printf and a double golden ratio.
int main() {
    const double phi = (1.0 + std::sqrt(5.0)) / 2.0;
    int a, b;
    while (std::scanf("%d%d", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        int k = b - a;
        std::printf("%d\n", a == (int)(k * phi) ? 0 : 1);
    }
    return 0;
}
"""

#: Reading one int, a byte at a time from NEXT (getchar, or a block read with fread).
READ_INT = r"""
static bool read(int &x) {
    int c = NEXT;
    while (c != EOF && (c < '0' || c > '9')) c = NEXT;
    if (c == EOF) return false;
    x = 0;
    while (c >= '0' && c <= '9') { x = x * 10 + (c - '0'); c = NEXT; }
    return true;
}
"""

GETCHAR_CPP = r"""
#include <cstdio>
#include <cmath>
#include <algorithm>
// The fast common solution: a hand-written getchar reader, putchar output,
// and the same double golden ratio.
""" + READ_INT.replace("NEXT", "std::getchar()") + r"""int main() {
    const double phi = (1.0 + std::sqrt(5.0)) / 2.0;
    int a, b;
    while (read(a) && read(b)) {
        if (a > b) std::swap(a, b);
        int k = b - a;
        std::putchar(a == (int)(k * phi) ? '0' : '1');
        std::putchar('\n');
    }
    return 0;
}
"""

#: The input side of the fread references (of this benchmark and p2197.py):
#: 64 KB blocks read with fread, a byte at a time from the block.
FREAD_READER = r"""
#include <cstdio>
static char in[1 << 16], out[1 << 16];
static size_t len = 0, at = 0, used = 0;
static inline int next_byte() {
    if (at == len) {
        len = std::fread(in, 1, sizeof in, stdin);
        at = 0;
        if (len == 0) return EOF;
    }
    return (unsigned char)in[at++];
}
"""

FREAD_CPP = FREAD_READER + r"""
#include <cmath>
#include <algorithm>
// A fast hand-written solution: input read with fread in 64 KB blocks and
// parsed by hand, answers gathered in a buffer written with fwrite; the
// same double golden ratio as the getchar solution.
""" + READ_INT.replace("NEXT", "next_byte()") + r"""int main() {
    const double phi = (1.0 + std::sqrt(5.0)) / 2.0;
    int a, b;
    while (read(a) && read(b)) {
        if (a > b) std::swap(a, b);
        int k = b - a;
        out[used++] = a == (int)(k * phi) ? '0' : '1';
        out[used++] = '\n';
        if (used > sizeof out - 2) { std::fwrite(out, 1, used, stdout); used = 0; }
    }
    std::fwrite(out, 1, used, stdout);
    return 0;
}
"""

PHI_DOUBLE = (1.0 + math.sqrt(5.0)) / 2.0  # the same double as the C++ programs'
MAX_VALUE = 10**9


def build() -> dict[str, Path]:
    """Compile the three references with g++ -O2; return name -> executable."""
    if shutil.which("g++") is None:
        sys.exit("g++ is needed to build the C++ references")
    BUILD.mkdir(exist_ok=True)
    programs = {}
    for name, source in (("scanf", SCANF_CPP), ("getchar", GETCHAR_CPP), ("fread", FREAD_CPP)):
        cpp = BUILD / f"poj1067_{name}.cpp"
        exe = BUILD / f"poj1067_{name}"
        if not exe.exists() or not cpp.exists() or cpp.read_text() != source:
            cpp.write_text(source)
            subprocess.run(["g++", "-O2", "-o", str(exe), str(cpp)], check=True)
        programs[name] = exe
    return programs


# -- exact arithmetic in numpy, independent of grundy ------------------------------


def isqrt64(n: np.ndarray) -> np.ndarray:
    """floor(sqrt(n)) for int64 0 <= n < 2^62, exactly.

    The float64 square root is within 1 of the answer there; two rounds of
    integer corrections make it exact.
    """
    s = np.sqrt(n.astype(np.float64)).astype(np.int64)
    for _ in range(2):
        s -= s * s > n
        s += (s + 1) * (s + 1) <= n
    return s


def floor_phi64(k: np.ndarray) -> np.ndarray:
    """floor(k * phi) = (k + isqrt(5 k^2)) // 2 for 0 <= k < 2^30, exactly."""
    return (k + isqrt64(5 * k * k)) // 2


def exact_answers(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """1 where the player to move wins, 0 at a P-position."""
    x, y = np.minimum(a, b), np.maximum(a, b)
    return (x != floor_phi64(y - x)).astype(np.uint8)


def double_formula(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The C++ references' answer: a == (int)(k * phi) in double precision."""
    x, y = np.minimum(a, b), np.maximum(a, b)
    guess = ((y - x).astype(np.float64) * PHI_DOUBLE).astype(np.int64)
    return (x != guess).astype(np.uint8)


def double_failures(max_value: int) -> list[int]:
    """Every k whose pairs fit below max_value where (int)(k * phi) != floor(k * phi).

    Algorithm notes: phi_d = fl(fl(1 + fl(sqrt 5)) / 2) is within 2^-52 of
    phi, and for k < 2^31 the rounded product fl(k * phi_d) < 2^32 is within
    half an ulp, 2^-21, of k * phi_d; so it is within k 2^-52 + 2^-21 <= 2^-20
    of k * phi, and the two floors can differ only where fl(k * phi_d) is
    within 2^-20 of an integer.  The candidates within 2^-18 (a few in a
    million) are checked with Python integers; every k is covered.
    """
    top = int(max_value / (PHI_DOUBLE + 1)) + 2  # b_k = floor(k phi^2) <= max_value
    found = []
    block = 1 << 23
    for start in range(1, top, block):
        k = np.arange(start, min(start + block, top), dtype=np.int64)
        f = k.astype(np.float64) * PHI_DOUBLE
        frac = f - np.floor(f)
        near = np.flatnonzero((frac < 2.0**-18) | (frac > 1 - 2.0**-18))
        for kk in k[near].tolist():
            if int(kk * PHI_DOUBLE) != (kk + math.isqrt(5 * kk * kk)) // 2:
                found.append(kk)
    return found


# -- the input ------------------------------------------------------------------------


def generate(lines: int, seed: int, hard: list[tuple[int, int]]) -> tuple[np.ndarray, np.ndarray]:
    """The pairs of the benchmark input."""
    rng = np.random.default_rng(seed)
    a = rng.integers(0, MAX_VALUE + 1, lines, dtype=np.int64)
    b = rng.integers(0, MAX_VALUE + 1, lines, dtype=np.int64)
    kind = rng.random(lines)
    k = rng.integers(0, int(MAX_VALUE / (PHI_DOUBLE + 1)), lines, dtype=np.int64)
    ak = floor_phi64(k)
    bk = ak + k
    p = kind < 1 / 3
    near = (kind >= 1 / 3) & (kind < 1 / 2)
    shift = rng.integers(-1, 2, lines, dtype=np.int64)
    a = np.where(p, ak, np.where(near, np.maximum(ak + shift, 0), a))
    b = np.where(p, bk, np.where(near, bk + (shift == 0), b))
    swap = rng.random(lines) < 0.5
    a, b = np.where(swap, b, a), np.where(swap, a, b)
    if hard and lines >= 2 * len(hard):
        where = rng.choice(lines, len(hard), replace=False)
        a[where] = [h[0] for h in hard]
        b[where] = [h[1] for h in hard]
    return a, b


def to_text(a: np.ndarray, b: np.ndarray) -> bytes:
    """'a b\\n' lines for values below 10^10, formatted with numpy."""
    n = len(a)
    grid = np.zeros((n, 22), dtype=np.uint8)
    for col, values in ((0, a), (11, b)):
        for j in range(10):
            power = 10 ** (9 - j)
            digit = (values // power % 10 + 48).astype(np.uint8)
            if j < 9:
                digit[values < power] = 0  # a leading zero: dropped below
            grid[:, col + j] = digit
    grid[:, 10] = 32
    grid[:, 21] = 10
    flat = grid.ravel()
    return flat[flat != 0].tobytes()


def read_answers(path: Path) -> np.ndarray:
    data = np.frombuffer(path.read_bytes(), dtype=np.uint8)
    return data[0::2] - 48 if len(data) else data


# -- timing -------------------------------------------------------------------------------


#: What any Python solution pays before it decides anything: starting the
#: interpreter, importing numpy, and reading the whole input (nothing parsed).
FLOOR = "import sys, numpy; sys.stdin.buffer.read()"


def print_ratios(wall: dict[str, list[float]], name: str, references: tuple[str, ...], label: str) -> None:
    """Print the ratios of one program's wall times to each reference's: of the medians and of the bests."""
    for ref in references:
        median = statistics.median(wall[name]) / statistics.median(wall[ref])
        best = min(wall[name]) / min(wall[ref])
        print(f"  {label} / {ref} = {median:.2f} (median wall times), {best:.2f} (best)")


def time_runs(commands: dict[str, list[str]], infile: Path, repeat: int,
              env: dict[str, str]) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """Wall and CPU (user + system) times of each command.

    The commands run in turns, so that changes in the machine's load affect all alike.
    """
    wall: dict[str, list[float]] = {name: [] for name in commands}
    cpu: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(repeat):
        for name, command in commands.items():
            with open(infile, "rb") as src, open(BUILD / f"out_{name}.txt", "wb") as dst:
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                start = time.perf_counter()
                subprocess.run(command, stdin=src, stdout=dst, check=True, env=env)
                wall[name].append(time.perf_counter() - start)
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpu[name].append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lines", type=int, default=10**7, help="lines of input (default 10^7)")
    parser.add_argument("--repeat", type=int, default=5, help="runs of each program (default 5)")
    parser.add_argument("--seed", type=int, default=1067)
    args = parser.parse_args()

    programs = build()
    print(f"searching every k with b_k <= {MAX_VALUE:,} for a wrong (int)(k*phi) ...", flush=True)
    bad_k = double_failures(MAX_VALUE)
    hard = []
    for k in bad_k:
        ak = (k + math.isqrt(5 * k * k)) // 2
        guess = int(k * PHI_DOUBLE)
        hard += [(ak, ak + k), (guess, guess + k)]

    infile = BUILD / f"poj1067_{args.lines}_{args.seed}.in"
    print(f"input: {infile.relative_to(HERE.parent)}", flush=True)
    a, b = generate(args.lines, args.seed, hard)
    if not infile.exists():
        infile.write_bytes(to_text(a, b))
    expected = exact_answers(a, b)
    print(f"  {args.lines:,} lines, {infile.stat().st_size / 1e6:.1f} MB, "
          f"{int((expected == 0).sum()):,} P-positions")

    # Byte-compile grundy first, as installing it would (the C++ programs are
    # compiled before timing too); PYTHONDONTWRITEBYTECODE may be set.
    compileall.compile_dir(str(SRC / "grundy"), quiet=1)
    env = dict(os.environ, PYTHONPATH=str(SRC))
    commands = {
        "scanf": [str(programs["scanf"])],
        "getchar": [str(programs["getchar"])],
        "fread": [str(programs["fread"])],
        "grundy": [sys.executable, "-m", "grundy", "judge", "poj1067"],
        "floor": [sys.executable, "-c", FLOOR],
    }
    times, cpu = time_runs(commands, infile, args.repeat, env)
    median = {name: statistics.median(t) for name, t in times.items()}
    print(f"\nover {args.repeat} runs each:    wall median     wall min   CPU median (user+sys)")
    for name in commands:
        print(f"  {name:8s}        {median[name]:7.3f} s    {min(times[name]):7.3f} s    "
              f"{statistics.median(cpu[name]):7.3f} s")
    print_ratios(times, "grundy", ("scanf", "getchar", "fread"), "grundy")
    print_ratios(times, "floor", ("getchar", "fread"), "floor (python + numpy + read)")

    print("\ncorrectness:")
    got = {name: read_answers(BUILD / f"out_{name}.txt") for name in commands}
    for name in ("grundy",):
        ok = len(got[name]) == len(expected) and bool((got[name] == expected).all())
        print(f"  {name}: {'all' if ok else 'NOT all'} {len(expected):,} answers exact")
    for name in ("scanf", "getchar", "fread"):
        out = got[name]
        wrong = np.flatnonzero(out != expected) if len(out) == len(expected) else None
        if wrong is None:
            print(f"  {name}: {len(out):,} lines of output for {len(expected):,} pairs")
            continue
        # Every disagreement is decided again with Python integers.
        for i in wrong.tolist():
            x, y = sorted((int(a[i]), int(b[i])))
            assert (x != (y - x + math.isqrt(5 * (y - x) ** 2)) // 2) == bool(expected[i])
        shown = ", ".join(f"({a[i]}, {b[i]}) -> {out[i]}" for i in wrong[:3].tolist())
        print(f"  {name}: {len(wrong)} wrong answers" + (f", e.g. {shown}" if len(wrong) else ""))

    print(f"\nthe double formula (int)(k*phi) is wrong for {len(bad_k)} k with b_k <= {MAX_VALUE:,}"
          + (f": {bad_k[:6]}{' ...' if len(bad_k) > 6 else ''}" if bad_k else ""))
    probe = [(165580140, 267914295)] + hard[:2]
    probe = list(dict.fromkeys(probe))
    text = "".join(f"{x} {y}\n" for x, y in probe).encode()
    outputs = {name: subprocess.run([str(programs[name])], input=text, capture_output=True,
                                    check=True).stdout.split() for name in ("scanf", "getchar")}
    grundy = subprocess.run(commands["grundy"], input=text, capture_output=True, check=True,
                            env=env).stdout.split()
    for i, (x, y) in enumerate(probe):
        lo, hi = min(x, y), max(x, y)
        truth = 0 if lo == (hi - lo + math.isqrt(5 * (hi - lo) ** 2)) // 2 else 1
        print(f"  ({x}, {y}): exact {truth}, scanf {outputs['scanf'][i].decode()}, "
              f"getchar {outputs['getchar'][i].decode()}, grundy {grundy[i].decode()}")
    if hard:
        print(f"  smallest wrong input: ({hard[0][0]}, {hard[0][1]}) (k = {bad_k[0]}, "
              f"floor(k*phi) = {hard[0][0]}, the double gives {hard[1][0]})")

    # Bad input: the C++ programs do not notice it.
    text = b"4 7\n5 -8\n3 x5\n"
    print(f"\ninput {text!r} (a negative pile, a stray letter):")
    for name in ("scanf", "getchar"):
        proc = subprocess.run([str(programs[name])], input=text, capture_output=True)
        print(f"  {name:8s} exit {proc.returncode}, output {proc.stdout!r}")
    proc = subprocess.run(commands["grundy"], input=text, capture_output=True, env=env)
    print(f"  {'grundy':8s} exit {proc.returncode}, output {proc.stdout!r}, "
          f"error {proc.stderr.decode().strip()!r}")


if __name__ == "__main__":
    main()
