"""Benchmark: the divisor/multiple card game, maximum matchings against the usual search.

The usual Lanqiao solutions of "约数倍数选卡片" search the game tree depth
first (no memo), trying the first cards in increasing order and the replies
from the largest value down.  This script builds that search in C++ (g++ -O2,
compiled at run time into benchmarks/_build/) and in Python, runs both and
grundy on the same random instances (values 1..100, every value present
allowed as a first card), and prints:

- the largest instance each solver finishes within the time limit (10 s),
  with the median times and the ratio search / grundy;
- grundy's time at 100, 1,000 and 5,000 cards (in-process, and end to end
  through ``grundy judge lanqiao-cards`` including interpreter start-up);
- 5,000 distinct values up to 10**6, and the dense 1..5,000;
- the same maximum matching through networkx's max_weight_matching, which
  is why grundy carries its own blossom algorithm.

Usage: python benchmarks/cards.py [--limit 10] [--seeds 3] [--quick]
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "benchmarks" / "_build"
sys.path.insert(0, str(ROOT / "src"))

from grundy.games import cards as grundy_cards  # noqa: E402
from grundy.matching import gallai_edmonds, matching_size  # noqa: E402

CPP_SEARCH = r"""
// The usual Lanqiao solution: depth-first search over the cards (values 1..100).
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>
using namespace std;

int cnt[101];
vector<int> nb[101];

// Does the player who must take a card after x win?
bool wins(int x) {
    for (int i = (int)nb[x].size() - 1; i >= 0; --i) {
        int y = nb[x][i];
        if (cnt[y]) {
            cnt[y]--;
            bool r = wins(y);
            cnt[y]++;
            if (!r) return true;
        }
    }
    return false;
}

int main() {
    string line;
    int v;
    getline(cin, line);
    istringstream a(line);
    while (a >> v) cnt[v]++;
    getline(cin, line);
    istringstream b(line);
    vector<int> choices;
    while (b >> v) choices.push_back(v);
    sort(choices.begin(), choices.end());
    for (int x = 1; x <= 100; ++x)
        for (int y = 1; y <= 100; ++y)
            if (cnt[y] && (x % y == 0 || y % x == 0)) nb[x].push_back(y);
    for (int c : choices) {
        cnt[c]--;
        if (!wins(c)) { printf("%d\n", c); return 0; }
        cnt[c]++;
    }
    printf("-1\n");
    return 0;
}
"""

PY_SEARCH = r"""
# The usual Lanqiao solution in Python: depth-first search over the cards.
import sys
sys.setrecursionlimit(100000)
lines = sys.stdin.read().split("\n")
cnt = [0] * 101
for t in lines[0].split():
    cnt[int(t)] += 1
choices = sorted(int(t) for t in lines[1].split())
nb = [[y for y in range(100, 0, -1) if cnt[y] and (x % y == 0 or y % x == 0)] for x in range(101)]

def wins(x):
    for y in nb[x]:
        if cnt[y]:
            cnt[y] -= 1
            r = wins(y)
            cnt[y] += 1
            if not r:
                return True
    return False

for c in choices:
    cnt[c] -= 1
    if not wins(c):
        print(c)
        break
    cnt[c] += 1
else:
    print(-1)
"""


def instance(n: int, seed: int, top: int = 100) -> tuple[list[int], list[int]]:
    rng = random.Random(seed * 1_000_003 + n)
    cards = [rng.randint(1, top) for _ in range(n)]
    return cards, sorted(set(cards))


def judge_input(cards: list[int], choices: list[int]) -> bytes:
    return f"{' '.join(map(str, cards))}\n{' '.join(map(str, choices))}\n".encode()


def build_references() -> dict[str, list[str]]:
    BUILD.mkdir(parents=True, exist_ok=True)
    commands: dict[str, list[str]] = {}
    gxx = shutil.which("g++")
    if gxx:
        source = BUILD / "cards_search.cpp"
        binary = BUILD / "cards_search"
        source.write_text(CPP_SEARCH)
        subprocess.run([gxx, "-O2", "-o", str(binary), str(source)], check=True)
        commands["C++ search"] = [str(binary)]
    else:
        print("g++ not found: the C++ search is skipped", file=sys.stderr)
    script = BUILD / "cards_search.py"
    script.write_text(PY_SEARCH)
    commands["Python search"] = [sys.executable, str(script)]
    return commands


def run_reference(command: list[str], data: bytes, limit: float) -> tuple[float | None, str]:
    start = time.perf_counter()
    try:
        done = subprocess.run(command, input=data, capture_output=True, timeout=limit, check=True)
    except subprocess.TimeoutExpired:
        return None, ""
    return time.perf_counter() - start, done.stdout.decode().strip()


def ours(cards: list[int], choices: list[int]) -> tuple[float, int]:
    grundy_cards._structure.cache_clear()
    start = time.perf_counter()
    wins = grundy_cards.winning_cards(cards, None, choices)
    return time.perf_counter() - start, wins[0] if wins else -1


def ours_end_to_end(data: bytes, repeat: int = 3) -> tuple[float, str]:
    """Median wall time of ``grundy judge lanqiao-cards`` on the input, and its output."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    times, out = [], ""
    for _ in range(repeat):
        start = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "grundy", "judge", "lanqiao-cards"],
            input=data, capture_output=True, check=True, env=env,
        )
        times.append(time.perf_counter() - start)
        out = done.stdout.decode().strip()
    return statistics.median(times), out


def interpreter_start() -> float:
    """Median wall time of a Python that does nothing: the floor of any end-to-end time."""
    times = []
    for _ in range(5):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def fmt(seconds: float | None) -> str:
    if seconds is None:
        return "timeout"
    return f"{seconds * 1000:.1f} ms" if seconds < 1 else f"{seconds:.2f} s"


def search_growth(commands: dict[str, list[str]], sizes: list[int], seeds: int, limit: float) -> None:
    print(f"== growing random instances, values 1..100, {seeds} seeds per size, limit {limit:g} s")
    largest: dict[str, int] = {}
    alive = set(commands)
    for n in sizes:
        if not alive:
            break
        row = [f"n = {n:>4}"]
        ours_times = []
        for seed in range(seeds):
            cards, choices = instance(n, seed)
            t, answer = ours(cards, choices)
            ours_times.append(t)
        ours_median = statistics.median(ours_times)
        row.append(f"grundy {fmt(ours_median)}")
        for name in list(commands):
            if name not in alive:
                continue
            times = []
            for seed in range(seeds):
                cards, choices = instance(n, seed)
                t, out = run_reference(commands[name], judge_input(cards, choices), limit)
                if t is None:
                    break
                expected = ours(cards, choices)[1]
                if out != str(expected):
                    raise SystemExit(f"{name} answers {out} but grundy answers {expected}: n={n} seed={seed}")
                times.append(t)
            if len(times) < seeds:
                alive.discard(name)
                row.append(f"{name} timeout")
                continue
            largest[name] = n
            median = statistics.median(times)
            row.append(f"{name} {fmt(median)} (max {fmt(max(times))}, x{median / ours_median:,.0f})")
        print("  " + "; ".join(row), flush=True)
    for name in commands:
        print(f"  largest size the {name} finishes (every seed) within {limit:g} s: "
              f"{largest.get(name, 'none')}")


def ours_growth(limit: float, seeds: int, biggest: int) -> None:
    print(f"== grundy alone, values 1..100 (in-process: median of {seeds} instances; end to end: "
          f"median of 3 runs; an empty Python starts in {fmt(interpreter_start())} here)")
    for n in [100, 1000, 5000, 10_000, 100_000, 1_000_000, 10_000_000]:
        if n > biggest:
            break
        times = [ours(*instance(n, seed))[0] for seed in range(seeds)]
        data = judge_input(*instance(n, 0))
        total, _ = ours_end_to_end(data, 3 if n <= 100_000 else 1)
        print(f"  {n:>10,} cards: {fmt(statistics.median(times))} in-process, "
              f"{fmt(total)} end to end (grundy judge lanqiao-cards)", flush=True)
        if total > limit:
            break


def distinct_values(seeds: int) -> None:
    print("== distinct values")
    cases = []
    for seed in range(seeds):
        rng = random.Random(seed)
        cards = rng.sample(range(1, 10**6 + 1), 5000)
        cases.append(("5,000 distinct values up to 10^6", cards))
    cases.append(("the 5,000 values 1..5,000", list(range(1, 5001))))
    cases.append(("the 20,000 values 1..20,000", list(range(1, 20001))))
    for label, cards in cases:
        t, answer = ours(cards, sorted(cards))
        total, out = ours_end_to_end(judge_input(cards, sorted(cards)))
        assert out == str(answer)
        print(f"  {label}: {fmt(t)} in-process, {fmt(total)} end to end; answer {answer}", flush=True)


def networkx_comparison(sizes: list[int], limit: float) -> None:
    import networkx as nx

    print("== one maximum matching of the reduced graph: own blossom algorithm vs networkx")
    for n in sizes:
        cards, _ = instance(n, 0)
        adjacency, *_ = grundy_cards._reduced_graph(Counter(cards))
        edges = sum(map(len, adjacency)) // 2
        start = time.perf_counter()
        mate, _label = gallai_edmonds(adjacency)
        own = time.perf_counter() - start
        graph = nx.Graph()
        graph.add_nodes_from(range(len(adjacency)))
        graph.add_edges_from((u, w) for u, ws in enumerate(adjacency) for w in ws if u < w)
        start = time.perf_counter()
        theirs = nx.max_weight_matching(graph, maxcardinality=True)
        nx_time = time.perf_counter() - start
        assert len(theirs) == matching_size(mate)
        print(f"  {n:>5} cards -> {len(adjacency):,} vertices, {edges:,} edges: own {fmt(own)} "
              f"(matching and set D), networkx {fmt(nx_time)} (matching only), "
              f"x{nx_time / own:,.0f}", flush=True)
        if nx_time > limit:
            break


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--limit", type=float, default=10.0, help="seconds per search run")
    parser.add_argument("--seeds", type=int, default=3, help="random instances per size")
    parser.add_argument("--quick", action="store_true", help="small sizes only")
    args = parser.parse_args()
    commands = build_references()
    # Warm up: the first divisibility scan imports numpy; time the steady state.
    ours(list(range(1, 2000)) + [10**12], [1])
    sizes = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 100, 150, 200, 300]
    if args.quick:
        sizes = sizes[:5]
    search_growth(commands, sizes, args.seeds, args.limit)
    ours_growth(args.limit, args.seeds, 10_000 if args.quick else 10_000_000)
    distinct_values(1 if args.quick else args.seeds)
    networkx_comparison([100, 1000] if args.quick else [100, 1000, 5000], args.limit)


if __name__ == "__main__":
    main()
