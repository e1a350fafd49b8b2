"""Recompute (prove) the row periods of Wythoff's Grundy function that grundy ships.

Usage: python benchmarks/wythoff_periods.py [--rows 201 [300 ...]] [--write] [--out-dir DIR]

For each count X + 1 given to --rows, computes rows 0..X of G column by
column until the whole column state repeats (see grundy.games.wythoff.rowproof; the
compiled kernel when numba is installed, else the numpy path of
grundy.games.wythoff.periodicity), prints the preperiod and period of every row and the
time taken.  --write replaces src/grundy/games/wythoff/data/wythoff_rows.json with the
first proof; --out-dir writes each proof as DIR/rows-X.json as soon as it
is done (so a long run can be stopped at any time).
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
from grundy.kernels import available  # noqa: E402

DATA = HERE.parent / "src" / "grundy" / "games" / "wythoff" / "data" / "wythoff_rows.json"


def prove(rows: int, report):  # type: ignore[no-untyped-def]
    if available():
        from grundy.games.wythoff.rowproof import prove_rows

        return prove_rows(rows, progress=report)
    from grundy.games.wythoff.periodicity import prove_row_periods

    return prove_row_periods(rows, progress=report)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, nargs="+", default=[201], help="prove rows 0..ROWS-1 (default 201)")
    parser.add_argument("--write", action="store_true", help=f"write {DATA.relative_to(HERE.parent)}")
    parser.add_argument("--out-dir", type=Path, help="write each proof there as rows-X.json")
    parser.add_argument("--quiet", action="store_true", help="do not list every row")
    args = parser.parse_args()
    for count in args.rows:
        line = terminal_progress("columns", delay=0)
        report = (lambda done, total: line.update(done, total)) if line else None
        start = time.perf_counter()
        try:
            proof = prove(count, report)
        finally:
            if line:
                line.close()
        elapsed = time.perf_counter() - start
        proof["proof"]["seconds"] = round(elapsed, 1)
        rows = proof["rows"]
        print(f"proved rows 0..{count - 1} in {elapsed:.1f} s: {proof['proof']['statement']}, "
              f"{proof['proof']['columns_computed']} columns computed", flush=True)
        if not args.quiet:
            print("row preperiod period")
            for r in rows:
                print(f"{r['row']:3d} {r['preperiod']:9d} {r['period']:6d}")
        print(f"largest period {max(r['period'] for r in rows)}, largest preperiod "
              f"{max(r['preperiod'] for r in rows)}, prefix values needed "
              f"{sum(r['preperiod'] + r['period'] for r in rows)}", flush=True)
        if args.out_dir:
            args.out_dir.mkdir(parents=True, exist_ok=True)
            path = args.out_dir / f"rows-{count - 1}.json"
            path.write_text(json.dumps(proof, indent=1) + "\n", encoding="utf-8")
            print(f"wrote {path}", flush=True)
        if args.write and count == args.rows[0]:
            del proof["proof"]["seconds"]
            DATA.write_text(json.dumps(proof, indent=1) + "\n", encoding="utf-8")
            print(f"wrote {DATA}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
