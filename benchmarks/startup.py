"""Benchmark: how long ``grundy`` takes to start, against ``python -c pass`` in the same run.

Times three whole processes, started in turns (so that a change in the
machine's load hits all three alike): ``python -c pass``, ``grundy wythoff
5 8`` and ``grundy --help``.  grundy runs from this checkout
(``PYTHONPATH=src``) exactly as the installed console script calls it
(``from grundy.cli import main; sys.exit(main())``), byte-compiled first as
an install would be.  Run it with the Python of a virtual environment
holding grundy's dependencies: a system Python's own start-up (the ``.pth``
files of its site-packages) is part of ``python -c pass``.  Prints each command's median and minimum wall time
and the ratio of the medians to ``python -c pass``.

Usage: python benchmarks/startup.py [--runs 21]
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: What the console script ``grundy`` runs (pip's generated launcher), with the words after it.
SCRIPT = "import sys; from grundy.cli import main; sys.exit(main())"

COMMANDS: dict[str, list[str]] = {
    "python -c pass": [sys.executable, "-c", "pass"],
    "grundy wythoff 5 8": [sys.executable, "-c", SCRIPT, "wythoff", "5", "8"],
    "grundy --help": [sys.executable, "-c", SCRIPT, "--help"],
}


def once(argv: list[str], env: dict[str, str]) -> float:
    """Wall seconds of one run of ``argv``, from its start to its exit."""
    start = time.perf_counter()
    subprocess.run(argv, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21, help="runs of each command (after one warm-up run)")
    args = parser.parse_args()
    compileall.compile_dir(ROOT / "src", quiet=1)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")])))
    env.pop("_ARGCOMPLETE", None)
    times: dict[str, list[float]] = {name: [] for name in COMMANDS}
    for argv in COMMANDS.values():
        once(argv, env)  # warm the file cache
    for _ in range(args.runs):
        for name, argv in COMMANDS.items():
            times[name].append(once(argv, env))
    base = statistics.median(times["python -c pass"])
    print(f"{'command':<20} {'median ms':>10} {'min ms':>8} {'ratio':>6}   ({args.runs} runs each, in turns)")
    for name, runs in times.items():
        median = statistics.median(runs)
        print(f"{name:<20} {median * 1000:>10.1f} {min(runs) * 1000:>8.1f} {median / base:>6.2f}")


if __name__ == "__main__":
    main()
