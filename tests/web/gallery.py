"""Screenshots of every view and the sizes the page gives its content, measured in Chromium.

``python -m tests.web.gallery`` starts ``grundy serve``, opens each view at 1366x768,
1024x768 and 390x844, in English and Chinese, in the light and the dark theme, and
writes a screenshot of each to artifacts/screenshots/gallery/; ``--sizes`` prints instead
what the page measures of itself (the board's share of its column, the move list's
visible lines, the map's side, a sieve cell, a queen square, the coordinates' type),
with projector mode off and on.  Every figure is read from the page's own boxes and
computed styles.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

from tests.web.browsing import CHROMIUM, SHOTS

ROOT = Path(__file__).resolve().parents[2]
SCREENS = {"1366": (1366, 768), "1024": (1024, 768), "390": (390, 844)}
VIEWS = {
    "play-wythoff": "?view=play&game=wythoff&position=9,14",
    "play-over": "?view=play&game=wythoff&position=0,0",
    "play-nim": "?view=play&game=nim&position=3,5,7,9",
    "play-moore": "?view=play&game=moore&k=2&position=3,5,6",
    "play-bash": "?view=play&game=bash&max_take=3&position=45",
    "play-queen": "?view=play&game=queen&position=D4",
    "play-cards": "?view=play&game=cards&cards=1+2+2+3+3+4+5&choices=3+4+5",
    "explore-wythoff": "?view=explore&game=wythoff",
    "explore-queen": "?view=explore&game=queen",
    "sieve-wythoff": "?view=sieve&game=wythoff&step=5",
    "sieve-mex": "?view=sieve&game=wythoff&show=grundy&size=8&step=20",
    "sieve-queen": "?view=sieve&game=queen&board=12&step=4",
    "sieve-line": "?view=sieve&game=subtraction&set=1%2C3%2C4&step=6",
    "sieve-line-mex": "?view=sieve&game=bash&max_take=3&show=grundy&step=23",
    "explore-nim": "?view=explore&game=nim&position=3,5,7,9",
    "sieve-nim": "?view=sieve&game=nim&position=3,5,7,9&step=6",
    "sieve-moore": "?view=sieve&game=moore&k=2&position=3,5,6&step=5",
    "projector-queen": "?view=play&game=queen&position=D4&projector=1",
    "projector-sieve": "?view=sieve&game=wythoff&step=7&projector=1",
    "projector-nim": "?view=sieve&game=nim&position=3,5,7,9&step=4&projector=1",
}

SIZES = """() => {
  const r = (s) => { const e = document.querySelector(s); return e && e.getClientRects().length ? e.getBoundingClientRect() : null; };
  const px = (s) => { const e = document.querySelector(s); return e ? parseFloat(getComputedStyle(e).fontSize) : null; };
  const out = {};
  // The board's share of its column: the box around what is drawn (stones, squares, cards).
  const col = r('.board-wrap');
  const drawn = Array.from(document.querySelectorAll('#board .stone, #board .count, #board .wood, #board .card, #board .big-pile'))
    .map((e) => e.getBoundingClientRect());
  if (col && drawn.length) {
    const w = Math.max(...drawn.map((b) => b.right)) - Math.min(...drawn.map((b) => b.left));
    const h = Math.max(...drawn.map((b) => b.bottom)) - Math.min(...drawn.map((b) => b.top));
    out.board_share = Math.round(100 * (w * h) / (col.width * col.height));
  }
  const log = document.querySelector('#log');
  if (log && log.getClientRects().length) {
    const line = parseFloat(getComputedStyle(log).lineHeight) || 1.4 * parseFloat(getComputedStyle(log).fontSize);
    out.log_height = Math.round(log.clientHeight); out.log_lines = Math.floor(log.clientHeight / line);
  }
  const stone = r('#board .stone'); if (stone) out.stone = Math.round(stone.width);
  const sq = r('#board .sq') || r('#queen-map .sq'); if (sq) out.queen_square = Math.round(sq.width * 100 / 84);
  const coord = document.querySelector('#board .coord, #queen-map .coord');
  if (coord) out.coord_px = +(parseFloat(getComputedStyle(coord).fontSize) * coord.getScreenCTM().a).toFixed(1);
  const map = r('#map'); if (map) out.map = Math.round(map.width);
  const cell = r('#sieve-grid .cell'); if (cell) out.sieve_cell = Math.round(cell.width);
  out.status_px = px('#status');
  out.scroll = [document.documentElement.scrollWidth, document.documentElement.scrollHeight];
  return out;
}"""


def serve(src: Path) -> tuple[subprocess.Popen, str]:
    env = {**os.environ, "PYTHONPATH": str(src)}
    proc = subprocess.Popen([sys.executable, "-m", "grundy", "serve", "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    line = proc.stdout.readline() if proc.stdout else ""
    match = re.search(r"http://127\.0\.0\.1:\d+/", line)
    if not match:
        proc.kill()
        raise SystemExit(f"the server did not start: {line!r}")
    return proc, match.group(0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", action="store_true", help="print the measured sizes instead")
    parser.add_argument("--views", nargs="*", default=list(VIEWS), help="the views (default: all)")
    parser.add_argument("--src", type=Path, default=ROOT / "src", help="the grundy to serve (default: this one)")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    proc, url = serve(args.src)
    out = SHOTS / "gallery"
    out.mkdir(parents=True, exist_ok=True)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
            combos = ([(s, "en", "light", proj) for s in ("1366", "390") for proj in (False, True)] if args.sizes
                      else [(s, lang, theme, False) for s in SCREENS for lang in ("en", "zh")
                            for theme in ("light", "dark")])
            for size, lang, theme, projector in combos:
                w, h = SCREENS[size]
                ctx = browser.new_context(viewport={"width": w, "height": h}, color_scheme=theme)
                ctx.add_init_script(f"window.GRUNDY_DELAY = 0; localStorage.setItem('grundy-lang', '{lang}');"
                                    + ("localStorage.setItem('grundy-present', '1');" if projector else
                                       "localStorage.removeItem('grundy-present');"))
                page = ctx.new_page()
                for name in args.views:
                    page.goto(url + VIEWS[name])
                    page.wait_for_selector("body[data-ready=true]")
                    shown = re.search(r"view=(\w+)", VIEWS[name]).group(1)
                    panel = {"play": "#play", "explore": "#map", "sieve": "#sieve"}[shown]
                    page.wait_for_selector(f":is({panel})[data-done]", state="attached")
                    page.wait_for_timeout(150)
                    if args.sizes:
                        print(json.dumps({"view": name, "screen": size, "projector": projector,
                                          **page.evaluate(SIZES)}))
                    else:
                        page.screenshot(path=str(out / f"{name}-{size}-{lang}-{theme}.png"))
                ctx.close()
            browser.close()
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
