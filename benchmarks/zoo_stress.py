"""Every wrong solution of the zoo through ``grundy judge FMT --stress``: the test that failed, the verdict,
the shrunk input and how long the search took, as a Markdown table.

    python benchmarks/zoo_stress.py [--tests 100] [--seed 1] [--only FORMAT ...]

Each program runs as a contestant's would (a C++ one compiled with ``g++ -O2 -std=c++17``, a Python one
with ``python -I -S``); the command line is the one a user types, so the figures are what a user sees.
The input column writes a line break as ``/``.
"""

from __future__ import annotations

import argparse
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from grundy import judge
from grundy.judge.zoo import programs


def command_of(program, folder: Path) -> str | None:
    if program.language == "python":
        return f"{shlex.quote(sys.executable)} -I -S {shlex.quote(str(program.path))}"
    if shutil.which("g++") is None:
        return None
    exe = folder / program.name
    subprocess.run(["g++", "-O2", "-std=c++17", "-o", str(exe), str(program.path)], check=True)
    return shlex.quote(str(exe))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tests", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", nargs="*", default=None, help="formats to run (all by default)")
    ns = parser.parse_args()
    print("| format | wrong solution | found at | verdict | shrunk input | bytes | runs | seconds |")
    print("|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for fmt in judge.iter_judge_formats():
            if ns.only and fmt.name not in ns.only:
                continue
            for program in programs(fmt.name):
                wrong = program.name[len(fmt.name) + 1:]
                cmd = command_of(program, folder)
                if cmd is None:
                    print(f"| {fmt.name} | {wrong} | | g++ not installed | | | | |")
                    continue
                saved = folder / f"{program.name}.in"
                start = time.perf_counter()
                done = subprocess.run([sys.executable, "-m", "grundy", "judge", fmt.name, "--stress", cmd,
                                       "--tests", str(ns.tests), "--seed", str(ns.seed), "--save", str(saved)],
                                      capture_output=True, text=True)
                seconds = time.perf_counter() - start
                head = done.stdout.splitlines()[0] if done.stdout else done.stderr.strip()
                if done.returncode != 1 or not saved.exists():
                    print(f"| {fmt.name} | {wrong} | not found (exit {done.returncode}) | {head} | | | | "
                          f"{seconds:.1f} |")
                    continue
                # "test 8 of 100 fails: wrong answer; shrunk from 16 to 6 bytes (3 runs). The input:"
                where, _, rest = head.partition(" fails: ")
                verdict, _, shrunk = rest.partition("; ")
                sizes = shrunk.removeprefix("shrunk from ").split(" bytes")[0].replace(" to ", " -> ")
                runs = shrunk.split("(")[1].split(" run")[0] if "(" in shrunk else ""
                text = saved.read_text(encoding="utf-8", errors="replace").rstrip("\n").replace("\n", "/")
                if len(text) > 60:
                    text = text[:57] + "..."
                print(f"| {fmt.name} | {wrong} | {where.removeprefix('test ')} | {verdict} | `{text}` | {sizes} | "
                      f"{runs} | {seconds:.1f} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
