"""Benchmark: ``grundy verify`` on octal-period certificates, the fast check of the values file against
the plain recomputation, in the same run.

Usage: python benchmarks/verify_octal.py [--cases 0.156:20000 0.354:21000000 ...] [--quick]

For each case CODE:N the script runs ``grundy octal CODE --to N --certificate
F`` (from this checkout; timed: it writes F and F's values file), then
``grundy verify F`` (the values file found beside F: its digest, and each
G(n) the mex of its options, read from the given values), then, where the
plain loop is feasible (it refuses above an hour), ``grundy verify F`` with
the values file moved away: the plain mex over every option.  It prints the
wall and CPU times (user + system, which a machine shared with other work
disturbs less), the ratio plain / fast, and the load average at the start.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE.parent / "src"
DEFAULT = ["0.156:20000", "0.354:21000000"]
QUICK = ["0.156:20000", "0.77:2000"]


def timed(argv: list[str]) -> tuple[float, float, subprocess.CompletedProcess[str]]:
    """Wall and CPU seconds of ``python -m grundy ARGV`` run from this checkout."""
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "grundy", *argv], env=env, capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, done


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", nargs="+", default=None, metavar="CODE:N")
    parser.add_argument("--quick", action="store_true", help="small cases only (seconds)")
    args = parser.parse_args()
    cases = args.cases or (QUICK if args.quick else DEFAULT)
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as folder:
        for case in cases:
            code, _, bound = case.partition(":")
            path = Path(folder) / f"{code}.json"
            wall, cpu, made = timed(["octal", code, "--to", bound, "--certificate", str(path)])
            if made.returncode:
                print(f"{code}: no certificate: {made.stderr.strip() or made.stdout.strip()}")
                continue
            params = json.loads(path.read_text())["parameters"]
            count = json.loads(path.read_text())["values"]["count"]
            print(f"{code}: preperiod {params['preperiod']:,}, period {params['period']:,}, L = {count:,}")
            print(f"  make   {wall:9.2f} s wall {cpu:9.2f} s CPU   (grundy octal --to {int(bound):,} --certificate)")
            wall_f, cpu_f, fast = timed(["verify", str(path)])
            assert fast.returncode == 0, fast.stdout + fast.stderr
            print(f"  fast   {wall_f:9.2f} s wall {cpu_f:9.2f} s CPU   (grundy verify, values file)")
            values = path.with_suffix(".values.npy")
            values.rename(values.with_suffix(".away"))
            wall_p, cpu_p, plain = timed(["verify", str(path)])
            if plain.returncode == 2:
                print(f"  plain  refused: {plain.stderr.strip()}")
                continue
            assert plain.returncode == 0, plain.stdout + plain.stderr
            print(f"  plain  {wall_p:9.2f} s wall {cpu_p:9.2f} s CPU   (grundy verify, values recomputed)")
            print(f"  ratio plain / fast: {wall_p / wall_f:.1f} (wall), {cpu_p / cpu_f:.1f} (CPU)")


if __name__ == "__main__":
    main()
