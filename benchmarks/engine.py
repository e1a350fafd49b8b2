"""Benchmark: grundy's search engine against a plain dictionary memo and a bottom-up list.

Usage: python benchmarks/engine.py [--n 1000000] [--side 1000] [--repeat 3]

Two games: the subtraction game {1, 3, 4} on one pile of up to --n stones,
and a two-pile game (take 1 or 2 from one pile, or 1 from both) on a
--side x --side board.  For each, in separate processes (so each peak
memory, the process's maximum resident size, is its own):

* grundy, asked the positions in increasing order (``impartial_game``);
* grundy, asked only the last position (one search from the top, as deep
  as the game is: the case a recursive memo cannot do at all);
* the reference: a dictionary memo filled in increasing order, the mex of
  each position over its options' stored values, as one writes it by hand;
* a bottom-up list (or 2-D list), the fastest plain Python.

The positions are made as they are asked, in every method, so a method's
memory is what it keeps (the memo keeps a tuple per position, grundy a
list entry).  Each figure is the best of --repeat runs; the ratios are to
the dictionary memo (time) and its memory.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

SRC = str(Path(__file__).resolve().parents[1] / "src")

RUN = r"""
import json, resource, sys, time
sys.path.insert(0, SRC)
game, method, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
if game == "subtraction":
    def moves(p):
        return [p - k for k in (1, 3, 4) if k <= p]
    positions = range(n + 1)
    last = n
else:
    def moves(p):
        x, y = p
        out = [(x - k, y) for k in (1, 2) if k <= x] + [(x, y - k) for k in (1, 2) if k <= y]
        if x and y:
            out.append((x - 1, y - 1))
        return out
    # Made as they are asked (as range() does for one pile), so that each method's
    # memory is what it keeps, not a list of every position built for the run.
    positions = ((x, y) for x in range(n) for y in range(n))
    last = (n - 1, n - 1)
if method.startswith("grundy"):
    from grundy.custom import impartial_game
start = time.perf_counter()
if method in ("grundy-ordered", "grundy-top"):
    g = impartial_game(moves, max_work=None, max_positions=None)
    if method == "grundy-ordered":
        for p in positions:
            value = g.grundy(p)
    else:
        value = g.grundy(last)
elif method == "dict":
    memo = {}
    for p in positions:
        seen = {memo[c] for c in moves(p)}
        m = 0
        while m in seen:
            m += 1
        memo[p] = m
    value = memo[last]
else:  # a bottom-up list
    if game == "subtraction":
        table = [0] * (n + 1)
        for p in positions:
            seen = {table[c] for c in moves(p)}
            m = 0
            while m in seen:
                m += 1
            table[p] = m
        value = table[last]
    else:
        table = [[0] * n for _ in range(n)]
        for p in positions:
            seen = {table[c[0]][c[1]] for c in moves(p)}
            m = 0
            while m in seen:
                m += 1
            table[p[0]][p[1]] = m
        value = table[n - 1][n - 1]
seconds = time.perf_counter() - start
print(json.dumps({"seconds": seconds, "mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                  "value": value}))
""".replace("SRC", repr(SRC))

METHODS = ("dict", "grundy-ordered", "grundy-top", "list")


def measure(game: str, method: str, n: int) -> dict[str, float]:
    done = subprocess.run([sys.executable, "-c", RUN, game, method, str(n)], capture_output=True, text=True,
                          check=True)
    result: dict[str, float] = json.loads(done.stdout)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=1_000_000, help="largest pile of the subtraction game")
    parser.add_argument("--side", type=int, default=1000, help="side of the two-pile board")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    for game, n, label in (("subtraction", args.n, f"subtraction {{1,3,4}}, piles 0..{args.n:,}"),
                           ("board", args.side, f"two piles, {args.side} x {args.side} positions")):
        best: dict[str, dict[str, float]] = {}
        for _ in range(args.repeat):
            for method in METHODS:  # interleaved, so a change of load touches every method
                r = measure(game, method, n)
                old = best.get(method)
                best[method] = {"seconds": min(r["seconds"], old["seconds"]) if old else r["seconds"],
                                "mb": min(r["mb"], old["mb"]) if old else r["mb"], "value": r["value"]}
        values = {m: best[m]["value"] for m in METHODS}
        assert len({json.dumps(v) for v in values.values()}) == 1, values
        ref = best["dict"]
        print(label)
        for method in METHODS:
            r = best[method]
            print(f"  {method:15} {r['seconds']:7.2f} s {r['seconds'] / ref['seconds']:5.2f}x"
                  f"   {r['mb']:7.1f} MB {r['mb'] / ref['mb']:5.2f}x")


if __name__ == "__main__":
    main()
