"""Huge numbers in reports: `grundy wythoff @FILE` and `grundy nim @FILE`, text and --json,
on positions of a million digits, against the judge on the same position.

A report writes its numbers in decimal several times (the piles, k, a_k,
the moves, the amounts taken), where the judge writes at most the moves; so
the reference is the judge format that answers the same question with the
winning moves listed: ``hdu2177`` for Wythoff's game (P-positions print 0,
N-positions every winning move), ``hdu2176`` for Nim.  The script prints
each median wall time (of --repeat runs) and the ratio report / judge.

* Wythoff P: (a_k, b_k) for k = 10^(digits-1) + 12345; N: (a_k + 1, b_k).
* Nim P: piles p = 10^(digits-1) + 7, q = 3^m of as many digits, p XOR q;
  N: p, q, 5.

Each run is checked: the report names the position digit for digit and
the right outcome, and the JSON has exact integers (its numbers are
compared as text with the digits written here by gmpy2).  Positions are
written to files in benchmarks/_build/ (a command line cannot carry them)
and grundy is byte-compiled first, as an install would.

Usage::

    python benchmarks/huge_reports.py                   # 10^6 digits, 3 runs each
    python benchmarks/huge_reports.py --digits 100000 --repeat 5
"""

from __future__ import annotations

import argparse
import compileall
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
BUILD = HERE / "_build"
SRC = HERE.parent / "src"

try:
    import gmpy2
except ImportError:  # pragma: no cover
    sys.exit("this benchmark needs gmpy2 (pip install gmpy2): the reports are timed with it")


def wythoff_positions(digits: int) -> dict[str, tuple[int, ...]]:
    k = gmpy2.mpz(10) ** (digits - 1) + 12345
    a = (k + gmpy2.isqrt(5 * k * k)) // 2
    return {"P": (a, a + k), "N": (a + 1, a + k)}


def nim_positions(digits: int) -> dict[str, tuple[int, ...]]:
    p = gmpy2.mpz(10) ** (digits - 1) + 7
    q = gmpy2.mpz(3) ** ((digits - 1) * 100000 // 47712)  # 3^m has about `digits` digits
    return {"P": (p, q, p ^ q), "N": (p, q, gmpy2.mpz(5))}


def run(command: list[str], repeat: int, env: dict[str, str], stdin: Path | None = None) -> tuple[float, bytes]:
    times, out = [], b""
    for _ in range(repeat):
        with open(stdin, "rb") if stdin else open(os.devnull, "rb") as handle:
            start = time.perf_counter()
            proc = subprocess.run(command, stdin=handle, capture_output=True, env=env)
            times.append(time.perf_counter() - start)
        if proc.returncode != 0:
            sys.exit(f"{' '.join(command)} failed: {proc.stderr.decode()[:500]}")
        out = proc.stdout
    return statistics.median(times), out


def check_report(out: bytes, piles: tuple[int, ...], outcome: str, as_json: bool) -> str:
    digits = [p.digits().encode() for p in piles]
    if as_json:
        found = re.search(rb'"position": \[([0-9, ]*)\]', out)
        listed = found.group(1).split(b", ") if found else []
        ok = listed == digits and f'"outcome": "{outcome}"'.encode() in out
    else:
        lines = out.split(b"\n")
        ok = lines[1].endswith(b"(" + b", ".join(digits) + b")") and lines[2].split(b": ")[1].startswith(
            outcome.encode())
    return "ok" if ok else "WRONG"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--digits", type=int, default=10**6, help="digits of the piles (default 10^6)")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each command (default 3)")
    args = parser.parse_args()
    BUILD.mkdir(exist_ok=True)
    compileall.compile_dir(str(SRC / "grundy"), quiet=1)
    env = dict(os.environ, PYTHONPATH=str(SRC))
    grundy = [sys.executable, "-m", "grundy"]

    print(f"positions of about {args.digits:,} digits; median of {args.repeat} runs, wall time")
    print(f"{'':14} {'report':>9} {'--json':>9} {'judge':>9}   report/judge  json/judge")
    for game, judge, positions in (("wythoff", "hdu2177", wythoff_positions(args.digits)),
                                   ("nim", "hdu2176", nim_positions(args.digits))):
        for name, piles in positions.items():
            text = " ".join(p.digits() for p in piles)
            position = BUILD / f"report_{game}_{args.digits}_{name}.txt"
            judge_input = BUILD / f"report_{game}_{args.digits}_{name}.{judge}.in"
            if not position.exists():
                position.write_text(text + "\n")
                head = f"{len(piles)}\n" if judge == "hdu2176" else ""
                judge_input.write_text(f"{head}{text}\n{'0' if judge == 'hdu2176' else '0 0'}\n")
            t_text, out_text = run([*grundy, game, f"@{position}"], args.repeat, env)
            t_json, out_json = run([*grundy, game, f"@{position}", "--json"], args.repeat, env)
            t_judge, out_judge = run([*grundy, "judge", judge], args.repeat, env, stdin=judge_input)
            verdicts = {check_report(out_text, piles, name, False), check_report(out_json, piles, name, True)}
            judged = out_judge.split(b"\n", 1)[0] in ((b"0", b"No") if name == "P" else (b"1", b"Yes"))
            status = "ok" if verdicts == {"ok"} and judged else "WRONG"
            label = f"{game} {name}"
            print(f"{label:14} {t_text:8.2f}s {t_json:8.2f}s {t_judge:8.2f}s   "
                  f"{t_text / t_judge:11.2f}  {t_json / t_judge:10.2f}   {status}")


if __name__ == "__main__":
    main()
