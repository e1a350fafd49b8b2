"""Benchmark: how far the exact search for four-pile Wythoff ("allpiles") reaches in a time budget.

Prints the largest pile bound B such that every four-pile position with
piles <= B is solved completely (outcome and, through the stored line
partners, every winning move) within the budget (10 s by default), with a
table of the runs that found it.  Each run starts from scratch; a run that
goes over the budget is stopped through the search's progress callback,
the same path as an interrupt.

There is no reference implementation to compare with: no closed form is
known for an even number of piles.  The brute-force check lives in
tests/test_allpiles.py (every position up to 7 against plain minimax).

Usage: python benchmarks/allpiles.py [--budget 10] [--piles 4]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from grundy.games.allpiles import EvenSearch  # noqa: E402
from grundy.errors import TooLargeError  # noqa: E402


class OverBudget(Exception):
    pass


def solve(bound: int, piles: int, budget: float) -> tuple[bool, float, float, int]:
    """(finished, wall s, cpu s, P-positions) for the box of side ``bound``."""
    start, cpu = time.perf_counter(), time.process_time()

    def watch(done: int, total: int) -> None:
        if time.perf_counter() - start > budget:
            raise OverBudget

    search = EvenSearch(piles, prefix_limit=10**12, progress=watch)
    try:
        search.solve((bound,) * piles)
    except (OverBudget, TooLargeError):  # over the time budget, or over the table limit
        return False, time.perf_counter() - start, time.process_time() - cpu, 0
    return True, time.perf_counter() - start, time.process_time() - cpu, search.p_count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=10.0, help="seconds (wall clock)")
    parser.add_argument("--piles", type=int, default=4, help="an even number of piles, >= 4")
    args = parser.parse_args()
    runs: list[tuple[int, bool, float, float, int]] = []

    def attempt(bound: int) -> bool:
        ok, wall, cpu, count = solve(bound, args.piles, args.budget)
        runs.append((bound, ok, wall, cpu, count))
        state = f"{count:,} P-positions" if ok else "not finished (time budget or table limit)"
        print(f"  B = {bound:4d}: {wall:6.2f} s wall, {cpu:6.2f} s cpu, {state}", flush=True)
        return ok

    print(f"{args.piles} piles, budget {args.budget:g} s per run:")
    good, bad = 0, None
    bound = 16
    while bad is None:  # grow until a run goes over the budget
        if attempt(bound):
            good, bound = bound, bound * 3 // 2
        else:
            bad = bound
    while bad - good > max(2, good // 50):  # then narrow down to about 2%
        middle = (good + bad) // 2
        if attempt(middle):
            good = middle
        else:
            bad = middle
    if not good:
        print(f"reach: not even B = {bad} finished in {args.budget:g} s")
        return
    best = max(r for r in runs if r[0] == good)
    print(f"reach: every {args.piles}-pile position with piles <= {good} solved in "
          f"{best[2]:.2f} s ({best[4]:,} P-positions); B = {bad} did not finish in {args.budget:g} s")


if __name__ == "__main__":
    main()
