"""Huge numbers: Wythoff positions whose piles have a million decimal digits, through the judge.

The positions are written to files in benchmarks/_build/ (such numbers do
not fit in a command line) and fed to ``grundy judge poj1067`` and
``grundy judge hdu2177``; the script prints the end-to-end wall time of
each run (the median of --repeat runs) and checks the answers exactly.

* P: (a_k, b_k) for k = 10^999999 + 12345, built exactly here and checked
  with the defining inequality (2a - k)^2 < 5k^2 < (2a + 2 - k)^2;
* N: (a_k + 1, b_k), whose winning moves hdu2177 lists; each listed move is
  checked to be one move away and to leave a P-position.

With gmpy2 installed, GMP does the conversions and square roots.  The
pure-Python fallback is timed too, in a process where gmpy2 cannot be
imported (``sys.modules["gmpy2"] = None`` before grundy is imported, the
same as a machine without gmpy2): CPython 3.11's integer square root,
division and int -> str conversion are quadratic, so it takes much longer.

Usage::

    python benchmarks/huge_numbers.py                 # pure Python: poj1067 on P only
    python benchmarks/huge_numbers.py --pure all      # also every other case (minutes)
    python benchmarks/huge_numbers.py --pure none --digits 100000
"""

from __future__ import annotations

import argparse
import compileall
import math
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
BUILD = HERE / "_build"
SRC = HERE.parent / "src"

NO_GMPY2 = (
    "import sys; sys.modules['gmpy2'] = None\n"
    "from grundy.cli import main\n"
    "sys.exit(main(sys.argv[1:]))\n"
)


try:  # GMP for this script's own big-number work, when it is there
    import gmpy2

    def big(text: str | int) -> int:
        return gmpy2.mpz(text)

    isqrt = gmpy2.isqrt
except ImportError:  # pragma: no cover
    gmpy2 = None
    big = int
    isqrt = math.isqrt


def make_positions(digits: int) -> dict[str, tuple[int, int]]:
    """The P-position (a_k, b_k) with k = 10^(digits-1) + 12345, and an N-position beside it."""
    k = big(10) ** (digits - 1) + 12345
    a = (k + isqrt(5 * k * k)) // 2
    assert is_p(a, a + k)
    return {"P": (a, a + k), "N": (a + 1, a + k)}


def is_p(a: int, b: int) -> bool:
    """Wythoff's test x = floor(k phi) in the square-free form (no square root)."""
    x, y = min(a, b), max(a, b)
    k = y - x
    u = 2 * x - k
    if k == 0:
        return x == 0
    return u >= 0 and u * u < 5 * k * k < (u + 2) * (u + 2)


def one_move(start: tuple[int, int], end: tuple[int, int]) -> bool:
    da, db = start[0] - end[0], start[1] - end[1]
    return (da > 0 and db == 0) or (da == 0 and db > 0) or (da == db > 0)


def to_decimal(n: int) -> str:
    return n.digits() if gmpy2 is not None else str(n)


def run(command: list[str], path: Path, repeat: int, env: dict[str, str]) -> tuple[float, bytes]:
    times = []
    out = b""
    for _ in range(repeat):
        start = time.perf_counter()
        proc = subprocess.run(command + [str(path)], capture_output=True, env=env)
        times.append(time.perf_counter() - start)
        if proc.returncode != 0:
            sys.exit(f"{' '.join(command)} failed: {proc.stderr.decode()}")
        out = proc.stdout
    return statistics.median(times), out


def check(fmt: str, name: str, position: tuple[int, int], out: bytes) -> str:
    lines = out.split(b"\n")
    if fmt == "poj1067":
        ok = lines == [b"0" if name == "P" else b"1", b""]
        return "ok" if ok else "WRONG"
    if name == "P":
        return "ok" if lines == [b"0", b""] else "WRONG"
    if lines[0] != b"1" or lines[-1] != b"":
        return "WRONG"
    for line in lines[1:-1]:
        x, y = (big(t.decode()) for t in line.split())
        if not (x <= y and is_p(x, y) and (one_move(position, (x, y)) or one_move(position, (y, x)))):
            return "WRONG"
    return f"ok, {len(lines) - 2} winning moves"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--digits", type=int, default=10**6, help="digits of k (default 10^6)")
    parser.add_argument("--repeat", type=int, default=3, help="runs with gmpy2 (default 3)")
    parser.add_argument("--pure", choices=("none", "poj1067", "all"), default="poj1067",
                        help="what to time without gmpy2 (default: poj1067 on the P-position)")
    args = parser.parse_args()
    sys.set_int_max_str_digits(0)
    BUILD.mkdir(exist_ok=True)

    positions = make_positions(args.digits)
    files = {}
    for name, (a, b) in positions.items():
        text_a, text_b = to_decimal(a), to_decimal(b)
        for fmt in ("poj1067", "hdu2177"):
            path = BUILD / f"huge_{args.digits}_{name}_{fmt}.in"
            end = "0 0\n" if fmt == "hdu2177" else ""
            if not path.exists():
                path.write_text(f"{text_a} {text_b}\n{end}")
            files[fmt, name] = path
    print(f"piles of {len(text_a):,} and {len(text_b):,} digits")

    compileall.compile_dir(str(SRC / "grundy"), quiet=1)  # as installing grundy would
    env = dict(os.environ, PYTHONPATH=str(SRC))
    with_gmp = [sys.executable, "-m", "grundy", "judge"]
    without = [sys.executable, "-c", NO_GMPY2, "judge"]
    have_gmp = gmpy2 is not None
    print("end-to-end wall time (python -m grundy judge FORMAT FILE):")
    for fmt in ("poj1067", "hdu2177"):
        for name in ("P", "N"):
            position = positions[name]
            cells = []
            if have_gmp:
                seconds, out = run(with_gmp + [fmt], files[fmt, name], args.repeat, env)
                cells.append(f"gmpy2 {seconds:6.2f} s ({check(fmt, name, position, out)})")
            if args.pure == "all" or (args.pure == "poj1067" and fmt == "poj1067" and name == "P"):
                seconds, out = run(without + [fmt], files[fmt, name], 1, env)
                cells.append(f"pure Python {seconds:6.1f} s ({check(fmt, name, position, out)})")
            print(f"  {fmt} {name}: " + "; ".join(cells))


if __name__ == "__main__":
    main()
