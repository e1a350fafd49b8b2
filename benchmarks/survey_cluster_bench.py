"""Benchmark: a survey on a local Dask cluster of K workers against the serial survey, in the same run.

Usage: python benchmarks/survey_cluster_bench.py [--codes '0.??'] [--to 65536] [--workers 2]
                                                 [--sample 12] [--quick]

The reference is the serial survey (grundy.games.octal.data.survey_row, code
after code, in this process); the cluster survey (grundy.games.octal.cluster)
runs the same codes on a LocalCluster of K processes.  The script checks the
rows are equal (the ``seconds`` column aside) and prints both wall times, the
speed-up (serial / cluster) and the efficiency per worker (speed-up / K), the
cluster's start-up apart.  Numba's compilation is done before either is
timed (it is cached on disk).

Then it estimates what a cluster of 64 cores needs for every 0.???? code to
2**20 heaps: a seeded sample of ``--sample`` four-digit codes is surveyed to
2**13 and 2**14 heaps, each code's time is carried to 2**20 by its own
growth exponent (between 1 and 2: the rare-value method grows about
linearly, the full mex as the square; a code whose period is proved first
keeps its time), and the sum, scaled to the 4,095 codes, is divided by 64
cores at the efficiency measured.  It is an extrapolation, and says so.

On a machine shared with other work every time is inflated and the
speed-up with it (two workers on two busy cores are not two cores):
measure on an idle machine.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from grundy.games.octal import cluster  # noqa: E402
from grundy.games.octal.data import codes as named_codes  # noqa: E402
from grundy.games.octal.data import survey_row  # noqa: E402


def strip(row: dict) -> dict:
    return {k: v for k, v in row.items() if k != "seconds"}


def serial(todo: list[str], heaps: int) -> tuple[float, dict[str, dict]]:
    start = time.perf_counter()
    rows = {code: strip(survey_row(code, heaps)) for code in todo}
    return time.perf_counter() - start, rows


def on_cluster(todo: list[str], heaps: int, workers: int) -> tuple[float, float, dict[str, dict]]:
    start = time.perf_counter()
    with cluster.connect(workers=workers) as client:
        client.wait_for_workers(workers)
        # each worker loads the kernels once, as the serial run did before it was timed
        client.run(survey_row, "0.16", 50_000)
        ready = time.perf_counter()
        rows: dict[str, dict] = {}
        cluster.survey(todo, heaps, on_row=lambda row: rows.__setitem__(row["code"], strip(row)), client=client)
        done = time.perf_counter()
    return ready - start, done - ready, rows


def estimate(sample: int, efficiency: float, cores: int = 64) -> None:
    every = named_codes("0.????")
    chosen = random.Random(2026).sample(every, sample)
    low, high, target = 1 << 13, 1 << 14, 1 << 20
    total = 0.0
    for code in chosen:
        t1 = max(survey_row(code, low)["seconds"], 1e-4)
        row = survey_row(code, high)
        t2 = max(row["seconds"], 1e-4)
        if row["period"] is not None and row["heaps"] < high:
            total += t2  # solved before the bound: no longer at 2**20
            continue
        exponent = min(2.0, max(1.0, math.log2(t2 / t1)))
        total += t2 * (target / high) ** exponent
    cpu = total * len(every) / sample
    wall = cpu / (cores * max(efficiency, 1e-3))
    print(f"estimate: every 0.???? code ({len(every):,}) to 2**20 heaps ~ {cpu / 3600:,.1f} CPU-hours; "
          f"on {cores} cores at the efficiency measured ({efficiency:.2f}) ~ {wall / 3600:,.1f} hours "
          f"(extrapolated from {sample} codes to 2**13 and 2**14 heaps)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--codes", default="0.??")
    parser.add_argument("--to", type=int, default=65_536)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--sample", type=int, default=12)
    parser.add_argument("--quick", action="store_true", help="'0.?7' to 8,192 heaps, a sample of 4")
    args = parser.parse_args()
    if args.quick:
        args.codes, args.to, args.sample = "0.?7", 8192, 4
    todo = named_codes(args.codes)
    survey_row("0.16", 50_000)  # numba's kernels, compiled or loaded before timing
    load = os.getloadavg()[0]
    print(f"{args.codes!r} ({len(todo)} codes) to {args.to:,} heaps; load average {load:.1f} "
          f"on {os.cpu_count()} cores")
    t_serial, rows_serial = serial(todo, args.to)
    start_up, t_cluster, rows_cluster = on_cluster(todo, args.to, args.workers)
    assert rows_cluster == rows_serial, "the cluster's rows differ from the serial ones"
    speedup = t_serial / t_cluster
    print(f"serial: {t_serial:.2f} s; {args.workers} workers: {t_cluster:.2f} s (+ {start_up:.2f} s to start); "
          f"speed-up {speedup:.2f}, efficiency per worker {speedup / args.workers:.2f}; rows equal")
    if args.sample:
        estimate(args.sample, speedup / args.workers)


if __name__ == "__main__":
    main()
