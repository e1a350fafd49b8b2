"""Recompute (prove) the row periods of Wythoff's Grundy function that grundy ships.

Usage: python benchmarks/wythoff_periods.py [--rows 101] [--write]

Computes rows 0..X of G column by column until the whole column state
repeats (see grundy.periodicity), prints the preperiod and period of every
row, the time taken, and with --write replaces src/grundy/data/wythoff_rows.json.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))

from grundy.engine import terminal_progress  # noqa: E402
from grundy.periodicity import prove_row_periods  # noqa: E402

DATA = HERE.parent / "src" / "grundy" / "data" / "wythoff_rows.json"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=101, help="prove rows 0..ROWS-1 (default 101)")
    parser.add_argument("--write", action="store_true", help=f"write {DATA.relative_to(HERE.parent)}")
    args = parser.parse_args()
    line = terminal_progress("columns", delay=0)
    report = (lambda done, total: line.update(done, total)) if line else None
    start = time.perf_counter()
    try:
        proof = prove_row_periods(args.rows, progress=report)
    finally:
        if line:
            line.close()
    elapsed = time.perf_counter() - start
    rows = proof["rows"]
    print(f"proved rows 0..{args.rows - 1} in {elapsed:.1f} s: {proof['proof']['statement']}, "
          f"{proof['proof']['columns_computed']} columns computed")
    print("row preperiod period")
    for r in rows:
        print(f"{r['row']:3d} {r['preperiod']:9d} {r['period']:6d}")
    longest = max(r["preperiod"] + r["period"] for r in rows)
    print(f"largest period {max(r['period'] for r in rows)}, largest preperiod "
          f"{max(r['preperiod'] for r in rows)}, prefix values needed {sum(r['preperiod'] + r['period'] for r in rows)} "
          f"(longest {longest})")
    if args.write:
        DATA.parent.mkdir(parents=True, exist_ok=True)
        DATA.write_text(json.dumps(proof, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {DATA}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
