"""Benchmark: an octal run with its values memory-mapped against the same run in memory, in the same run.

Usage: python benchmarks/octal_memory.py [--code 0.354] [--heaps-log2 24] [--quick]

Each side runs in a fresh process (a peak of memory is a process's):
``compute(rules, 2**K, stop=False)`` with the values in memory (uint16), then
with ``memory=1`` (a memory-mapped file, uint8 while the values stay
below 128).  ``stop=False`` computes past a proved period, to measure the
kernel at that size.  It prints, for each, the CPU time, the peak resident
memory above the process's peak before the run (numba and numpy), the bytes
a heap, and the heaps whose value is rare under the mask chosen; then the
ratios mapped / in memory.  Peak resident memory counts the mapped file's
pages the kernel touched, so the mapped side is not flattered.

Measured on the shared two-core machine (load average about 14): 0.354 to
2**26 mapped took 45.2 s of CPU and 65 MiB above the start; to 2**28, 165.5 s
and 257 MiB (about 1 byte a heap); 131 heaps of rare value, the last at 3,227.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"
sys.path.insert(0, str(SRC))


def one(code: str, heaps: int, mapped: bool) -> dict:
    import numpy as np

    from grundy.games.octal.values import compute, octal_rules

    rules = octal_rules(tuple(int(c) for c in code[2:]))
    compute(octal_rules((1, 6)), 50_000)  # the kernels loaded before the measure
    before = resource.getrusage(resource.RUSAGE_SELF)
    run = compute(rules, heaps, stop=False, memory=1 if mapped else None)
    after = resource.getrusage(resource.RUSAGE_SELF)
    rare, last = 0, 0
    for start in range(1, len(run.values), 1 << 24):
        block = np.asarray(run.values[start : start + (1 << 24)]).astype(np.int64) & run.mask
        parity = np.zeros(len(block), dtype=np.int64)
        while block.any():
            parity ^= block & 1
            block >>= 1
        where = np.flatnonzero(parity == 0) if run.mask else np.array([], dtype=np.int64)
        rare += len(where)
        last = start + int(where[-1]) if len(where) else last
    return {"cpu": after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime,
            "peak": (after.ru_maxrss - before.ru_maxrss) * 1024, "dtype": str(run.values.dtype),
            "rare": rare, "last": last, "mask": run.mask}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--code", default="0.354")
    parser.add_argument("--heaps-log2", type=int, default=24)
    parser.add_argument("--quick", action="store_true", help="2**20 heaps")
    parser.add_argument("--one", choices=("memory", "mapped"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    heaps = 1 << (20 if args.quick else args.heaps_log2)
    if args.one:
        print(json.dumps(one(args.code, heaps, args.one == "mapped")))
        return
    found = {}
    for side in ("memory", "mapped"):
        done = subprocess.run([sys.executable, __file__, "--code", args.code, "--heaps-log2",
                               str(heaps.bit_length() - 1), "--one", side], capture_output=True, text=True, check=True)
        found[side] = json.loads(done.stdout)
        r = found[side]
        print(f"{args.code} to {heaps:,} heaps, {side}: {r['cpu']:.1f} s CPU, peak +{r['peak'] / 2**20:.0f} MiB "
              f"({r['peak'] / heaps:.2f} bytes a heap, {r['dtype']}); {r['rare']} rare heaps under mask "
              f"{r['mask']}, the last at {r['last']:,}")
    memory, mapped = found["memory"], found["mapped"]
    print(f"mapped / memory: CPU {mapped['cpu'] / memory['cpu']:.2f}, "
          f"peak {mapped['peak'] / max(memory['peak'], 1):.2f}")


if __name__ == "__main__":
    main()
