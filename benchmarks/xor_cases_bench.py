"""What benchmarks/judge_hdu3032.py and benchmarks/judge_cses1730.py share.

Both problems are "T cases, each n and n heaps, answered by the XOR of a
value per heap".  An input of each shape is generated once (seeded) into
benchmarks/_build/, with about a quarter of its cases built to be lost;
the expected answers are computed here, in numpy, from the case layout
(independently of grundy); the C++ references are compiled with g++ -O2
(benchmarks/p2197.py's ``build``) and every program is timed in turns
(benchmarks/judge_poj1067.py's ``time_runs``); the script prints median
and minimum wall times, median CPU times, the ratios of grundy's median
wall time to each C++ program's, and whether each program's answers are
all right.
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
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from judge_poj1067 import time_runs  # noqa: E402  (the same timing method as that benchmark)
from p2197 import build, write_input  # noqa: E402  (the same compilation and layout)

HERE = Path(__file__).resolve().parent
BUILD = HERE / "_build"
SRC = HERE.parent / "src"

Values = Callable[[np.ndarray], np.ndarray]


def generate(sizes: np.ndarray, low: int, high: int, value: Values, inverse: Values,
             seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Heaps in [low, high] for cases of the given sizes, and whether each case is won.

    Every fourth case (of 2 heaps or more) gets the last heap whose value
    cancels the others' (``inverse`` of their XOR), when that heap is in range.
    """
    rng = np.random.default_rng(seed)
    heaps = rng.integers(low, high + 1, size=int(sizes.sum()), dtype=np.int64)
    starts = np.concatenate([[0], np.cumsum(sizes)[:-1]])
    sums = np.bitwise_xor.reduceat(value(heaps), starts)
    last = starts + sizes - 1
    fix = np.flatnonzero((np.arange(len(sizes)) % 4 == 0) & (sizes >= 2))
    others = sums[fix] ^ value(heaps[last[fix]])
    wanted = inverse(others)
    ok = (wanted >= low) & (wanted <= high)
    heaps[last[fix[ok]]] = wanted[ok]
    sums[fix[ok]] = 0
    return heaps, sums != 0


def check(name: str, won: np.ndarray, words: tuple[bytes, bytes]) -> str:
    """Whether a program's output (in _build/) is the expected answer for every case."""
    lines = (BUILD / f"out_{name}.txt").read_bytes().split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    if len(lines) != len(won):
        return f"{len(lines):,} answers for {len(won):,} cases"
    lost_word, won_word = words
    got = np.array([line == won_word for line in lines])
    bad = int(np.count_nonzero([line not in words for line in lines]))
    wrong = int(np.count_nonzero(got != won)) + bad
    return "all answers right" if not wrong else f"{wrong:,} wrong answers"


def run(problem: str, fmt: str, sources: dict[str, str], shapes: dict[str, tuple[np.ndarray, int]],
        low: int, high: int, value: Values, inverse: Values, words: tuple[bytes, bytes],
        args: argparse.Namespace) -> None:
    """Time grundy and the C++ references on every shape and print the ratios."""
    if shutil.which("g++") is None:
        sys.exit("g++ is needed to build the C++ references")
    BUILD.mkdir(parents=True, exist_ok=True)
    commands = {f"C++ {kind}": [str(build(f"{fmt}_{kind}", source))] for kind, source in sources.items()}
    commands["grundy"] = [sys.executable, "-m", "grundy", "judge", fmt]
    # Byte-compile grundy first, as installing it would (the C++ programs are
    # compiled before timing too); PYTHONDONTWRITEBYTECODE may be set.
    compileall.compile_dir(str(SRC / "grundy"), quiet=1)
    env = dict(os.environ, PYTHONPATH=str(SRC))
    for shape, (sizes, per_line) in shapes.items():
        heaps, won = generate(sizes, low, high, value, inverse, args.seed)
        path = BUILD / f"{fmt}_{shape}_{len(sizes)}x{int(sizes.sum())}_{args.seed}.txt"
        if not path.exists():
            write_input(path, sizes, heaps, per_line)
        print(f"\n{problem}, {shape}: {len(sizes):,} cases, {int(sizes.sum()):,} heaps, "
              f"{path.stat().st_size / 1e6:.1f} MB, {int(np.count_nonzero(~won)):,} lost", flush=True)
        wall, cpu = time_runs(commands, path, args.repeat, env)
        median = {name: statistics.median(t) for name, t in wall.items()}
        print(f"  over {args.repeat} runs each:   wall median   wall min   CPU median")
        for name in commands:
            print(f"    {name:12s}    {median[name]:8.3f} s {min(wall[name]):8.3f} s "
                  f"{statistics.median(cpu[name]):8.3f} s    {check(name, won, words)}")
        for name in commands:
            if name != "grundy":
                print(f"  grundy / {name:12s} = {median['grundy'] / median[name]:.2f}  (median wall times)")
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "grundy", "--version"], check=True, env=env, stdout=subprocess.DEVNULL)
    print(f"\n(Python start-up alone, 'grundy --version': {time.perf_counter() - start:.3f} s)")


def arguments(doc: str) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs of each program (default 5)")
    parser.add_argument("--seed", type=int, default=1)
    return parser
