"""A misère quotient by grundy against a plain misère search written here: its order and outcomes.

Usage: python benchmarks/quotient_plain.py [CODE] [--heaps N] [--total T]

The reference is the plain definition of misère play, written here with
nothing of grundy: a sum of heaps (a sorted tuple) is a P-position when it
has a move and every move leads to an N-position; memoised.  grundy gives
the quotient Q_N of the sums of heaps up to N (``misere_quotient``); the
script checks it from both sides:

- a lower bound on the order: for every two elements x != y it takes the
  least sums X, Y, Z with those elements and an element z that the table
  says tells them apart, and asks the plain search whether X + Z and Y + Z
  have different outcomes (the ones the table gives).  Every pair told
  apart that way proves |Q_N| >= the order found.
- the outcomes: every sum of heaps up to N of total at most T has the
  outcome the table gives (what an upper bound rests on; grundy's exact
  check of the monoid of triples proves it for every sum).

Default: Kayles (0.77) to 30 heaps, where grundy finds order 40 (the order
of the quotient of every heap size, proved at heap 166).
"""

from __future__ import annotations

import argparse
import heapq
import sys
import time
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.setrecursionlimit(100_000)


def plain_search(code: str):
    """is_p(sorted tuple of heaps) by the definition of misère play (nothing from grundy)."""
    digits = [int(c, 16) for c in code.split(".", 1)[1]]
    memo: dict[tuple[int, ...], bool] = {}

    def results(n: int):
        for k, d in enumerate(digits, 1):
            m = n - k
            if m < 0:
                break
            if m == 0 and d & 1:
                yield ()
            if m >= 1 and d & 2:
                yield (m,)
            if m >= 2 and d & 4:
                for a in range(1, m // 2 + 1):
                    yield (a, m - a)

    def is_p(position: tuple[int, ...]) -> bool:
        found = memo.get(position)
        if found is not None:
            return found
        moved = False
        answer = True
        for i, h in enumerate(position):
            if i and position[i - 1] == h:
                continue
            rest = position[:i] + position[i + 1:]
            for left in results(h):
                moved = True
                if is_p(tuple(sorted(rest + left))):
                    answer = False
                    break
            if not answer:
                break
        memo[position] = answer and moved
        return answer and moved

    return is_p, memo


def sums(top: int, total: int):
    out = [()]

    def grow(prefix, low, left):
        for h in range(low, min(top, left) + 1):
            out.append(prefix + (h,))
            grow(prefix + (h,), h, left - h)

    grow((), 1, total)
    return out


def least_sums(table, phi):
    """A least sum of heaps (by total size) of each element, over the heaps' elements (Dijkstra)."""
    best = {0: (0, ())}
    queue = [(0, (), 0)]
    while queue:
        size, word, x = heapq.heappop(queue)
        if best[x] != (size, word):
            continue
        for h in range(1, len(phi)):
            z = table[x][phi[h]]
            candidate = (size + h, tuple(sorted(word + (h,))))
            if z not in best or candidate < best[z]:
                best[z] = candidate
                heapq.heappush(queue, (candidate[0], candidate[1], z))
    return [best[x][1] for x in range(len(table))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("code", nargs="?", default="0.77")
    parser.add_argument("--heaps", type=int, default=30)
    parser.add_argument("--total", type=int, default=36)
    args = parser.parse_args()
    from grundy.games.quotient import misere_quotient

    start = time.process_time()
    q = misere_quotient(args.code, to=args.heaps)
    print(f"grundy: {args.code}, heaps up to {q.bound}: order {q.order}, proved {q.proved} "
          f"({time.process_time() - start:.1f} s of CPU)")
    is_p, memo = plain_search(args.code)
    reps = least_sums(q.table, q.pretending)
    by_size = sorted(range(q.order), key=lambda z: (sum(reps[z]), reps[z]))
    start = time.process_time()
    apart = wrong = 0
    for x, y in combinations(range(q.order), 2):
        z = next(z for z in by_size if (q.table[x][z] in q.p_portion) != (q.table[y][z] in q.p_portion))
        found = (is_p(tuple(sorted(reps[x] + reps[z]))), is_p(tuple(sorted(reps[y] + reps[z]))))
        if found == (q.table[x][z] in q.p_portion, q.table[y][z] in q.p_portion):
            apart += 1
        else:
            wrong += 1
            print("  not told apart as the table says:", reps[x], reps[y], "beside", reps[z])
    pairs = q.order * (q.order - 1) // 2
    print(f"plain search: {apart} of {pairs} pairs of elements told apart ({wrong} not), "
          f"{len(memo):,} positions, {time.process_time() - start:.1f} s of CPU")
    start = time.process_time()
    every = sums(args.heaps, args.total)
    misjudged = [p for p in every if q.is_p(p) != is_p(p)]
    print(f"plain search: {len(every):,} sums of heaps up to {args.heaps} of total at most {args.total}, "
          f"{len(misjudged)} misjudged by the table {misjudged[:5]}, {time.process_time() - start:.1f} s of CPU")
    return 0 if not wrong and not misjudged else 1


if __name__ == "__main__":
    sys.exit(main())
