"""The page as a class uses it: a finished game, the keyboard, the legal cards, the queen in
Explore and Step by step, the teaching colours on a projector, a phone, an axe-core audit of
every view and the worksheet, and every control of Step by step and the worksheet reached by Tab.

Debian's Chromium through Playwright, against the real server.  Every size and colour is
read from the page itself (its boxes and computed styles); every expected answer comes
from the brute-force oracles of tests/oracles/.
"""

from __future__ import annotations

import json
import os
import re

import pytest

from tests.oracles import bash as bash_oracle
from tests.oracles import cards as cards_oracle
from tests.oracles import moore as moore_oracle
from tests.oracles import nim as nim_oracle
from tests.oracles import subtraction as subtraction_oracle
from tests.oracles import queen as queen_oracle
from tests.web.browsing import CHROMIUM, ROOT, act, click, contrast, new_game, position, rgb, state

pytestmark = pytest.mark.browser

if not os.path.exists(CHROMIUM):
    pytest.skip(f"{CHROMIUM} is missing (CI installs it with apt-get install chromium)",
                allow_module_level=True)
pytest.importorskip("playwright.sync_api")

#: axe-core, fetched from npm by .ci/run (npm pack axe-core), never kept in the repository.
AXE = ROOT / "artifacts" / "vendor" / "axe.min.js"
PHONE = {"width": 390, "height": 844}
LETTERS = "ABCDEFGHJKLMNOPQRST"


@pytest.fixture(scope="module")
def context(browser):
    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, bypass_csp=True)
    ctx.add_init_script("window.GRUNDY_DELAY = 0; localStorage.clear();")
    yield ctx
    ctx.close()


@pytest.fixture
def page(context, server):
    pg = context.new_page()
    pg.set_default_timeout(15_000)
    problems: list[str] = []
    pg.on("pageerror", lambda exc: problems.append(f"page error: {exc}"))
    pg.problems = problems
    pg.open = lambda query, panel="#play": _open(pg, server, query, panel)
    yield pg
    assert not problems, problems
    pg.close()


def _open(pg, server: str, query: str, panel: str) -> None:
    pg.goto(server + query)
    pg.wait_for_selector("body[data-ready=true]")
    pg.wait_for_selector(f"{panel}[data-done]", state="attached")


def focused(pg) -> str:
    return pg.evaluate("document.activeElement.dataset.square || document.activeElement.id || ''")


# ------------------------------------------------------------ a finished game
def test_a_finished_position_says_the_game_is_over_and_who_won(page):
    page.open("?view=play&game=wythoff&position=0,0")
    status = page.inner_text("#status")
    assert "Your turn" not in status and "Game over" in status and "computer wins" in status
    assert state(page)["over"] == "true" and state(page)["winner"] == "computer"
    click(page, "#hint")
    assert "over" in page.inner_text("#message") and "hope" not in page.inner_text("#message")
    # Misère play: the player to move at (0, 0) has won.
    page.open("?view=play&game=wythoff&position=0,0&misere=true")
    assert state(page)["winner"] == "human" and "You win" in page.inner_text("#status")


# ---------------------------------------------------------------- the keyboard
def test_the_arrow_keys_move_on_the_queen_board_and_enter_plays(page):
    board = (19, 19)
    outcome, _ = queen_oracle.single_queen(board)
    page.open("?view=play&game=queen&position=D4")
    page.focus('#board [data-square="D4"]')
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowUp")
    assert focused(page) == "E5"
    page.keyboard.press("ArrowDown")
    for _ in range(5):
        page.keyboard.press("ArrowRight")
    assert focused(page) == "K4"  # six squares right: a winning move (the oracle's P square)
    assert outcome[(LETTERS.index("K"), 3)] == "P"
    act(page, lambda: page.keyboard.press("Enter"))
    assert page.inner_text("#log li").startswith("You:")
    # Focus stays on the board after the move and the computer's reply: the next move needs no Tab.
    assert page.evaluate("document.activeElement.closest('#board') !== null")
    assert page.evaluate("document.querySelectorAll('#board [tabindex=\"0\"]').length") == 1


def test_focus_stays_on_the_stones_after_a_move(page):
    page.open("?view=play&game=wythoff&position=9,14")
    page.focus('#board .stone[data-pile="1"][data-index="13"]')
    page.keyboard.press("ArrowDown")
    assert page.evaluate("document.activeElement.dataset.index") == "12"
    act(page, lambda: page.keyboard.press("Enter"))
    assert len(page.query_selector_all("#log li")) == 2
    assert page.evaluate("document.activeElement.classList.contains('stone')")


def test_the_tabs_follow_the_arrow_keys(page):
    page.open("?view=play&game=wythoff&position=3,5")
    page.focus("#tab-play")
    page.keyboard.press("ArrowRight")
    assert focused(page) == "tab-explore" and page.locator("#explore").is_visible()
    page.keyboard.press("End")
    assert focused(page) == "tab-sieve" and page.get_attribute("#tab-sieve", "aria-selected") == "true"
    assert page.get_attribute("#tab-play", "tabindex") == "-1"


def test_the_safe_moves_come_with_the_working_by_hand(page):
    page.open("?view=play&game=nim&position=3,5,7,9")
    assert page.locator("#why").is_hidden()
    act(page, lambda: page.check("#safe"))
    why = page.inner_text("#why")
    assert "0011 ⊕ 0101 ⊕ 0111 ⊕ 1001 = 1000" in why  # the binary columns, XORed as a pupil does it
    assert 3 ^ 5 ^ 7 ^ 9 == 8 and "= 8" in why
    page.open("?view=play&game=moore&k=2&position=3,5,6")
    act(page, lambda: page.check("#safe"))
    assert "k + 1 = 3" in page.inner_text("#why")  # Moore's columns, counted mod k + 1


# -------------------------------------------- the board's room, the moves' lines
#: What the page gives the board and the moves: the box of what is drawn against the board's
#: column, the visible lines of the move list, and where "Type a move" and the moves stand.
ROOM = """() => {
  const box = (e) => e.getBoundingClientRect();
  const wrap = box(document.querySelector('.board-wrap'));
  const drawn = Array.from(document.querySelectorAll(
    '#board .stone, #board .count, #board .label, #board .both-row, #board .wood, #board .big-pile'), box);
  const left = Math.min(...drawn.map((b) => b.left)), right = Math.max(...drawn.map((b) => b.right));
  const top = Math.min(...drawn.map((b) => b.top)), bottom = Math.max(...drawn.map((b) => b.bottom));
  const log = document.querySelector('#log');
  const probe = document.createElement('li'); probe.textContent = '0'; log.append(probe);
  const line = probe.getBoundingClientRect().height; probe.remove();
  const style = getComputedStyle(log);
  const inner = log.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  const items = Array.from(log.children, box);
  const at = (s) => { const b = box(document.querySelector(s)); return [b.left, b.top, b.right, b.bottom]; };
  return { height: (bottom - top) / wrap.height, area: (right - left) * (bottom - top) / (wrap.width * wrap.height),
    gaps: [left - wrap.left, wrap.right - right], lines: Math.floor(inner / line + 0.01),
    last: items.length ? [items[items.length - 1].top, items[items.length - 1].bottom] : null, logBox: at('#log'),
    typed: at('#move-text'), square: (document.querySelector('#board .sq') ? box(document.querySelector('#board .sq')).width : 0),
    stone: (document.querySelector('#board .stone') ? box(document.querySelector('#board .stone')).width : 0),
    map: document.querySelector('#map').getBoundingClientRect().width,
    cell: (document.querySelector('#sieve-grid .cell') ? box(document.querySelector('#sieve-grid .cell')).width : 0),
    scroll: [document.documentElement.scrollWidth, innerWidth], view: [innerWidth, innerHeight] };
}"""


def in_view(box, view) -> bool:
    left, top, right, bottom = box
    return left >= 0 and top >= 0 and right <= view[0] + 0.5 and bottom <= view[1] + 0.5


def test_the_board_fills_its_column_and_the_moves_show_six_lines(page):
    # The board's column at 1366 x 768: what is drawn is as tall as the column and stands in its middle.
    for query, least_area in [("game=wythoff&position=9,14", 0), ("game=nim&position=3,5,7,9", 0),
                              ("game=queen&position=D4", 0.5)]:
        page.open(f"?view=play&{query}")
        room = page.evaluate(ROOM)
        assert room["height"] >= 0.9 and room["area"] >= least_area, (query, room)
        assert abs(room["gaps"][0] - room["gaps"][1]) <= 2, (query, room["gaps"])  # centred, not at the far left
    # A game from (9, 14) with the safe moves shown: six lines of moves at least, the newest in view.
    page.open("?view=play&game=wythoff&position=9,14")
    act(page, lambda: page.check("#safe"))
    for _ in range(4):
        if state(page)["over"] == "true":
            break
        hinted = position(page)
        click(page, "#hint")
        target = page.query_selector("#board .hint") or page.query_selector("#board [data-after]")
        assert target, hinted
        act(page, target.click)
    room = page.evaluate(ROOM)
    assert page.locator("#why").is_visible() and len(page.query_selector_all("#log li")) >= 2
    assert room["lines"] >= 6, room
    assert in_view(room["logBox"], room["view"]) and in_view(room["typed"], room["view"])
    log_top, log_bottom = room["logBox"][1], room["logBox"][3]
    assert log_top <= room["last"][0] and room["last"][1] <= log_bottom + 0.5  # the newest move is in view


#: The browser's large text, 150% of its usual 16 px: a minimum font size (Chromium's "Minimum font
#: size"), or the default font size ("Font size: Very large").
LARGE_TEXT = {"minimum": {"minimum_font_size": 24, "minimum_logical_font_size": 24},
              "default": {"default_font_size": 24, "default_fixed_font_size": 20}}
SIZED = [("?view=explore&game=wythoff", "#map", "map"), ("?view=sieve&game=wythoff&step=5", "#sieve", "cell"),
         ("?view=play&game=queen&position=D4", "#play", "square"), ("?view=play&game=wythoff&position=9,14", "#play", "stone")]


@pytest.mark.parametrize("setting", list(LARGE_TEXT))
def test_large_text_keeps_the_board_and_the_moves_in_view(page, browser, server, tmp_path, setting):
    normal = {}
    for query, panel, what in SIZED:
        page.open(query, panel)
        normal[what] = page.evaluate(ROOM)[what]
    profile = tmp_path / "profile"
    (profile / "Default").mkdir(parents=True)
    (profile / "Default" / "Preferences").write_text(json.dumps({"webkit": {"webprefs": LARGE_TEXT[setting]}}))
    ctx = browser.browser_type.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, headless=True, viewport={"width": 1366, "height": 768},
        args=["--no-sandbox", "--disable-gpu", "--no-first-run"])
    try:
        ctx.add_init_script("window.GRUNDY_DELAY = 0; localStorage.clear();")
        pg = ctx.new_page()
        pg.set_default_timeout(15_000)
        for query, panel, what in SIZED:
            _open(pg, server, query, panel)
            if setting == "minimum":  # the setting holds: a 12 px text is drawn at 24 px
                assert pg.evaluate("() => { const s = document.createElement('span'); s.style.fontSize = '12px'; "
                                   "document.body.append(s); return parseFloat(getComputedStyle(s).fontSize); }") == 24
            room = pg.evaluate(ROOM)
            assert room[what] >= normal[what] - 0.5, (setting, what, room[what], normal[what])  # never smaller
            assert room["scroll"][0] <= room["scroll"][1], (setting, query, room["scroll"])
            if panel == "#play":
                assert in_view(room["typed"], room["view"]) and in_view(room["logBox"], room["view"]), (query, room)
                assert room["lines"] >= 6, (query, room["lines"])
    finally:
        ctx.close()


# ------------------------------------------------------------------ the cards
def test_the_legal_cards_are_marked_and_the_rule_is_shown(page):
    table, choices = (1, 2, 2, 3, 3, 4, 5), (3, 4, 5)
    page.open("?view=play&game=cards&cards=1+2+2+3+3+4+5&choices=3+4+5")
    assert "Rule:" in page.inner_text("#rule") and "card" in page.inner_text("#rule")

    def legal() -> set[int]:
        return {int(v) for v in page.eval_on_selector_all("#board .card.legal", "cs => cs.map(c => c.dataset.value)")}

    assert legal() == {c for _, c in cards_oracle.moves((table, None), choices)}
    click(page, '#board .card[data-value="4"]')  # and the computer's reply
    here = position(page)
    expected = {c for _, c in cards_oracle.moves((tuple(here["cards"]), here["last"]))}
    assert legal() == expected
    # The outlined cards stand apart from the others: a border of at least 3:1 on the paper.
    paper = rgb(page, "var(--paper)")
    if expected:
        border = page.eval_on_selector("#board .card.legal", "c => getComputedStyle(c).borderTopColor")
        assert contrast(rgb(page, border), paper) >= 3


# ------------------------------------------------- the queen in Explore and Step by step
def test_explore_and_step_by_step_show_the_queen_on_her_own_board(page):
    board = (9, 9)
    outcome, _ = queen_oracle.single_queen(board)
    page.open("?view=explore&game=queen&board=9", "#map")
    assert page.input_value("#map-game") == "queen"  # no silent fallback to another game
    pixels = page.evaluate("""n => {
        const c = document.querySelector('#map'); const g = c.getContext('2d');
        const k = c.width / 720, inner = 720 - 54 - 12, cell = inner / n, out = {};
        for (let x = 0; x < n; x++) for (let y = 0; y < n; y++) {
            const px = Math.floor((54 + (x + 0.5 + 0.22) * cell) * k), py = Math.floor((12 + (n - 0.5 - y + 0.22) * cell) * k);
            const d = g.getImageData(px, py, 1, 1).data; out[x + ',' + y] = [d[0], d[1], d[2]];
        }
        return out; }""", 9)
    stones = {tuple(map(int, k.split(","))) for k, v in pixels.items() if max(v) < 40}
    assert stones == {s for s, o in outcome.items() if o == "P"}
    # Step by step: the goal first, then each safe square; at the end every square as the oracle says.
    page.open("?view=sieve&game=queen&board=9", "#sieve")
    assert page.input_value("#sieve-game") == "queen" and page.locator("#sieve-size").is_hidden()
    act(page, lambda: page.click("#sieve-forward"), "#sieve")
    first = page.eval_on_selector('#sieve-grid .cell[data-state="P"]', "c => [+c.dataset.x, +c.dataset.y]")
    assert tuple(first) == (8, 8) and "J9" in page.inner_text("#sieve-explain")
    act(page, lambda: page.click("#sieve-last"), "#sieve")
    marks = {(int(x), int(y)): s for x, y, s in page.eval_on_selector_all(
        "#sieve-grid .cell", "cs => cs.map(c => [c.dataset.x, c.dataset.y, c.dataset.state])")}
    assert marks == outcome
    # A game with neither a map, a board of squares nor binary columns is said so, not replaced in silence.
    page.open("?view=explore&game=lasker", "#map")
    assert "Lasker" in page.inner_text("#map-notice") and page.locator("#map-notice").is_visible()


# ------------------------------------------------------------- real subscripts
def test_the_beatty_table_writes_its_subscripts_as_subscripts(page):
    page.open("?view=explore&game=wythoff", "#map")
    page.wait_for_selector("#beatty[data-done]", state="attached")

    def headers():
        return page.eval_on_selector_all("#beatty th", "ts => ts.map((t) => [t.textContent, "
                                         "Array.from(t.querySelectorAll('sub'), (s) => s.textContent)])")

    assert headers() == [["k", []], ["ak = ⌊kφ⌋", ["k"]], ["bk = ⌊kφ²⌋", ["k"]], ["bk − ak", ["k", "k"]]]
    page.fill("#beatty-a", "2")
    act(page, lambda: page.click("#beatty-form button[type=submit]"), "#beatty")
    assert [h[0] for h in headers()] == ["k", "Ak = ⌊kα⌋", "Bk = ⌊kβ⌋", "Bk − Ak"]
    assert "_" not in page.inner_text(".beatty-panel") + (page.get_attribute("#beatty-a", "title") or "") + (
        page.eval_on_selector("#beatty-a", "i => i.closest('label').title"))
    page.open("?view=sieve&game=wythoff&step=3", "#sieve")
    assert page.eval_on_selector_all("#sieve-pairs-title sub", "ss => ss.length") == 2
    assert "_" not in page.inner_text("#sieve-pairs-title")


# ------------------------------------------------ Nim's and Moore's binary columns
def by_hand(piles: tuple[int, ...], width: int = 0) -> tuple[list[str], list[int]]:
    """The piles in binary and the 1s of each column, highest first, as a pupil writes them."""
    width = max(1, width, max(p.bit_length() for p in piles))
    rows = [format(p, f"0{width}b") for p in piles]
    return rows, [sum(row[j] == "1" for row in rows) for j in range(width)]


READ_COLUMNS = """root => {
    const all = (s) => Array.from(document.querySelectorAll(root + ' ' + s));
    const piles = all('tbody tr').length;
    const bits = (attr) => Array.from({ length: piles }, (_, i) =>
        all(`td[${attr}="${i}"]`).map((td) => td.textContent).join(''));
    const numbers = (attr) => all(`td[${attr}]`).map((td) => Number(td.textContent));
    return { rows: bits('data-pile'), after: bits('data-after-pile'), counts: numbers('data-count'),
        residues: numbers('data-residue'), afterCounts: numbers('data-after-count'),
        afterResidues: numbers('data-after-residue'),
        candidates: all('tbody tr').map((tr, i) => tr.classList.contains('candidate') ? i : -1).filter((i) => i >= 0),
        nimSum: (document.querySelector(root + ' [data-xor]') || {}).dataset?.xor ?? null,
        caption: (document.querySelector(root + ' caption') || {}).textContent || '' };
}"""


def test_explore_shows_nims_binary_columns_and_the_xor_by_hand(page):
    piles = (3, 5, 7, 9)
    rows, counts = by_hand(piles)
    page.open("?view=explore&game=nim&position=3,5,7,9", "#map")
    assert page.input_value("#map-game") == "nim" and page.locator("#map-notice").is_hidden()
    assert page.locator("#map").is_hidden() and page.inner_text("#map-title") == "Binary columns"
    seen = page.evaluate(READ_COLUMNS, "#map-columns")
    assert seen["rows"] == rows and seen["counts"] == counts
    assert seen["residues"] == [c % 2 for c in counts]  # each column's parity
    nim_sum = 0
    for p in piles:
        nim_sum ^= p
    assert int(seen["nimSum"]) == nim_sum == int("".join(str(c % 2) for c in counts), 2)
    # The piles with a 1 in the highest odd column, and the move: one of them, every column even after.
    top = next(j for j, c in enumerate(counts) if c % 2)
    assert seen["candidates"] == [i for i, row in enumerate(rows) if row[top] == "1"]
    after = tuple(int(bits, 2) for bits in seen["after"])
    assert after in nim_oracle.winning_moves(piles) and after == tuple(p ^ nim_sum if i == seen["candidates"][0] else p
                                                                        for i, p in enumerate(piles))
    assert seen["afterCounts"] == by_hand(after, len(counts))[1] and seen["afterResidues"] == [0] * len(counts)
    # The steps in words, and names for a screen reader: the region and the table's caption.
    steps = page.eval_on_selector_all("#map-steps li", "ls => ls.map((l) => l.textContent)")
    assert len(steps) == 6 and "3 = 0011" in steps[0] and f"= {nim_sum}" in steps[2]
    assert page.get_attribute("#map-columns", "aria-label") and "3, 5, 7, 9" in seen["caption"]
    assert page.get_attribute("#map-columns", "tabindex") == "0"
    assert "position=3%2C5%2C7%2C9" in page.url or "position=3,5,7,9" in page.url


def test_step_by_step_works_nims_columns_with_the_keyboard(page):
    piles = (6, 10, 15)
    rows, counts = by_hand(piles)
    page.open("?view=sieve&game=nim&position=6,10,15", "#sieve")
    assert page.input_value("#sieve-view") == "columns" and page.locator("#sieve-grid").is_hidden()
    assert page.get_attribute("#sieve", "data-steps") == "6"
    assert page.evaluate(READ_COLUMNS, "#sieve-columns")["rows"] == ["", "", ""]  # nothing written yet
    page.focus("#sieve-columns")

    def forward():
        act(page, lambda: page.keyboard.press("ArrowRight"), "#sieve")
        return page.evaluate(READ_COLUMNS, "#sieve-columns")

    seen = forward()
    assert seen["rows"] == rows and seen["counts"] == [] and "6 = 0110" in page.inner_text("#sieve-explain")
    assert forward()["counts"] == counts
    seen = forward()
    assert seen["residues"] == [c % 2 for c in counts] and int(seen["nimSum"]) == 6 ^ 10 ^ 15
    top = next(j for j, c in enumerate(counts) if c % 2)
    assert forward()["candidates"] == [i for i, row in enumerate(rows) if row[top] == "1"] == [0, 1, 2]
    # The highest odd column is framed, and written as large as the others.
    look = "ts => ts.map((t) => [t.classList.contains('highest'), getComputedStyle(t).fontSize, t.getBoundingClientRect().width])"
    framed = page.eval_on_selector_all(f'#sieve-columns td.bit[data-col="{top}"]', look)
    others = page.eval_on_selector_all("#sieve-columns td.bit:not(.highest)", look)
    assert all(f[0] for f in framed) and {f[1] for f in framed} == {o[1] for o in others}
    assert min(f[2] for f in framed) >= 0.9 * max(o[2] for o in others)
    seen = forward()
    after = tuple(int(bits, 2) for bits in seen["after"])
    assert after in nim_oracle.winning_moves(piles) and seen["afterResidues"] == []
    assert page.inner_text("#sieve-pairs")  # the winning moves, once the move is shown
    assert forward()["afterResidues"] == [0] * len(counts)
    assert page.get_attribute("#sieve", "data-step") == "6" and "Step 6 of 6" in page.get_attribute("#sieve-columns", "aria-label")
    act(page, lambda: page.keyboard.press("Home"), "#sieve")
    assert page.get_attribute("#sieve", "data-step") == "0" and "step=0" in page.url
    # The same steps in Chinese, where the page now speaks it.
    act(page, lambda: page.keyboard.press("End"), "#sieve")
    act(page, lambda: page.click("#lang"), "#sieve")
    assert page.get_attribute("#sieve", "data-step") == "6" and "异或和为 0" in page.inner_text("#sieve-explain")
    assert page.inner_text("#sieve-columns caption").startswith("各堆 6、10、15")
    page.click("#lang")


def test_moores_columns_are_counted_mod_k_plus_1(page):
    k, piles = 2, (3, 5, 6)
    rows, counts = by_hand(piles)
    page.open("?view=sieve&game=moore&k=2&position=3,5,6&step=5", "#sieve")
    seen = page.evaluate(READ_COLUMNS, "#sieve-columns")
    assert seen["rows"] == rows and seen["counts"] == counts and seen["residues"] == [c % (k + 1) for c in counts]
    assert seen["nimSum"] is None  # no XOR here: remainders mod k + 1
    after = tuple(int(bits, 2) for bits in seen["after"])
    assert after in moore_oracle.winning_moves(piles, k)
    assert all(c % (k + 1) == 0 for c in seen["afterCounts"]) and seen["afterCounts"] == by_hand(after, len(counts))[1]
    assert "mod 3" in page.inner_text("#sieve-columns tfoot")
    # A P-position: every count a multiple of k + 1, no move to work out.
    page.open("?view=explore&game=moore&k=3&position=7,7,7,7", "#map")
    seen = page.evaluate(READ_COLUMNS, "#map-columns")
    assert seen["counts"] == [4, 4, 4] and seen["residues"] == [0, 0, 0] and seen["after"] == ["", "", "", ""]
    assert moore_oracle.outcome((7, 7, 7, 7), 3) == "P" and "P-position" in page.inner_text("#map-steps")


def heaps(pg) -> dict[int, str]:
    """Each heap of the line of heaps and its state, read from the grid (heap n = 10 y + x)."""
    return {int(y) * 10 + int(x): st for x, y, st in pg.eval_on_selector_all(
        "#sieve-grid .cell", "cs => cs.map(c => [c.dataset.x, c.dataset.y, c.dataset.state])")}


@pytest.mark.parametrize("misere", [False, True])
def test_the_sieve_of_a_subtraction_game_on_a_line_of_heaps(page, misere):
    page.open(f"?view=sieve&game=subtraction&set=1%2C3%2C4&misere={str(misere).lower()}", "#sieve")
    truth = subtraction_oracle.misere_list((1, 3, 4), 40) if misere else [
        "P" if g == 0 else "N" for g in subtraction_oracle.grundy_list((1, 3, 4), 40)]
    total = int(page.get_attribute("#sieve", "data-steps"))
    assert total == truth.count("P") + misere
    for i in range(1, total + 1):
        act(page, lambda: page.click("#sieve-forward"), "#sieve")
        now = {n: st for n, st in heaps(page).items() if st}
        assert all(truth[n] == st for n, st in now.items()), i
    assert heaps(page) == dict(enumerate(truth))
    # The Grundy values of Bash's game, heap by heap: the mex of the heaps a move reaches.
    page.open("?view=sieve&game=bash&max_take=3&show=grundy&step=40", "#sieve")
    values = {int(y) * 10 + int(x): int(v) for x, y, v in page.eval_on_selector_all(
        "#sieve-grid .cell[data-value]", "cs => cs.map(c => [c.dataset.x, c.dataset.y, c.dataset.value])")}
    assert values == dict(enumerate(bash_oracle.grundy_table(39, 3)))


# ----------------------------------------------------------- teaching colours
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_step_highlights_survive_a_projector(page, theme):
    page.emulate_media(color_scheme=theme)
    page.open("?view=sieve&game=wythoff&size=12&step=3", "#sieve")
    fill = lambda sel: rgb(page, page.eval_on_selector(sel, "e => getComputedStyle(e).fill"))  # noqa: E731
    text = lambda sel: rgb(page, page.eval_on_selector(sel, "e => getComputedStyle(e).color"))  # noqa: E731
    paper = rgb(page, "var(--paper)")
    open_cell = fill('#sieve-grid .cell[data-state=""]')
    p_cell = fill("#sieve-grid .cell.P:not(.fresh)")
    n_cell = fill("#sieve-grid .cell.N:not(.fresh)")
    fresh = fill("#sieve-grid .cell.N.fresh")
    for a, b, what in [(fresh, open_cell, "fresh/open"), (fresh, p_cell, "fresh/P"), (p_cell, open_cell, "P/open"),
                       (n_cell, open_cell, "N/open"), (n_cell, p_cell, "N/P")]:
        assert contrast(a, b) >= 3, (theme, what, a, b)
    assert page.query_selector("#sieve-grid .hatch-over")  # a pattern as well as a colour
    assert contrast(text("#sieve-explain"), paper) >= 4.5
    # The legend's swatches are the cells' own colours.
    for cls in ["P", "N.fresh"]:
        swatch = fill(f'#sieve-legend rect.cell.{cls}')
        assert swatch == fill(f"#sieve-grid .cell.{cls}"), cls
    # The mex view: the cells it reads and the cell it fills, their numbers readable.
    page.open("?view=sieve&game=wythoff&size=8&show=grundy&step=20", "#sieve")
    option, current, blank = fill("#sieve-grid .cell.option"), fill("#sieve-grid .cell.current"), rgb(page, "var(--open-cell)")
    assert contrast(option, blank) >= 3 and contrast(current, blank) >= 3
    assert fill("#sieve-legend rect.cell.option") == option
    assert page.query_selector("#sieve-grid .dots-over")
    number = fill("#sieve-grid text.value.on-option")
    assert contrast(number, option) >= 4.5


def test_the_queen_marks_only_the_safe_squares_she_can_reach(page):
    board = (19, 19)
    outcome, _ = queen_oracle.single_queen(board)
    for start in ["D4", "B1", "Q3"]:
        page.open(f"?view=play&game=queen&position={start}")
        act(page, lambda: page.check("#safe"))
        here = (LETTERS.index(start[0]), int(start[1:]) - 1)
        safe = set(page.eval_on_selector_all("#board .sq.safe", "els => els.map(e => e.dataset.square)"))
        expected = {f"{LETTERS[x]}{y + 1}" for x, y in queen_oracle.queen_moves(here, board) if outcome[(x, y)] == "P"}
        assert safe == expected, start
    # The queen is a solid piece: a dark disc under a light glyph, and coordinates at least 12 px.
    disc = rgb(page, page.eval_on_selector("#board .piece-disc", "e => getComputedStyle(e).fill"))
    assert contrast(disc, rgb(page, "var(--wood)")) >= 3
    size = page.eval_on_selector("#board .coord", "e => parseFloat(getComputedStyle(e).fontSize) * e.getScreenCTM().a")
    assert size >= 12


# ------------------------------------------------------------------- a phone
def test_a_phone_shows_piles_in_columns_and_the_whole_board(browser, server):
    ctx = browser.new_context(viewport=PHONE, bypass_csp=True, has_touch=True, is_mobile=True)
    ctx.add_init_script("window.GRUNDY_DELAY = 0; localStorage.clear();")
    pg = ctx.new_page()
    try:
        _open(pg, server, "?view=play&game=bash&max_take=3&position=45", "#play")
        stack = pg.locator("#board .stack").bounding_box()
        assert stack["height"] < 450 and stack["x"] + stack["width"] <= PHONE["width"]
        columns = pg.evaluate("new Set(Array.from(document.querySelectorAll('#board .stone'), "
                              "(s) => Math.round(s.getBoundingClientRect().left))).size")
        assert columns >= 4  # 45 stones: columns of ten (two groups of five)
        # The turn bar stays at the top while the page scrolls down to the moves.
        pg.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        bar = pg.locator(".turn-bar").bounding_box()
        assert 0 <= bar["y"] <= 10
        _open(pg, server, "?view=play&game=queen&position=D4", "#play")
        wood = pg.locator("#board .wood").bounding_box()
        goal = pg.locator("#board .corner").bounding_box()
        assert wood["x"] >= 0 and wood["x"] + wood["width"] <= PHONE["width"]
        assert goal["x"] + goal["width"] <= PHONE["width"] and goal["y"] >= 0
    finally:
        ctx.close()


# ------------------------------------------------------------- screen readers
# Every view, in the light theme; the views with their own colours in the dark theme too.  The
# worksheet's print view (no panel: a page of its own, without script, its language in its URL)
# has one set of colours, the paper's, in either theme.
BOTH = ("light", "dark")
AUDITED = [
    ("play", "?view=play&game=wythoff&position=9,14", "#play", BOTH),
    ("play-over", "?view=play&game=wythoff&position=0,0", "#play", ("light",)),
    ("queen", "?view=play&game=queen&position=D4", "#play", BOTH),
    ("cards", "?view=play&game=cards&cards=1+2+3+4+6", "#play", BOTH),
    ("moore", "?view=play&game=moore&k=2&position=3,5,6", "#play", ("light",)),
    ("explore", "?view=explore&game=wythoff", "#map", BOTH),
    ("explore-queen", "?view=explore&game=queen", "#map", ("light",)),
    ("sieve", "?view=sieve&game=wythoff&step=4", "#sieve", BOTH),
    ("sieve-mex", "?view=sieve&game=wythoff&show=grundy&size=8&step=9", "#sieve", BOTH),
    ("sieve-queen", "?view=sieve&game=queen&board=9&step=3", "#sieve", ("light",)),
    ("projector", "?view=play&game=queen&position=D4&projector=1", "#play", ("dark",)),
    ("explore-nim", "?view=explore&game=nim&position=3,5,7,9", "#map", BOTH),
    ("sieve-moore", "?view=sieve&game=moore&k=2&position=3,5,6&step=5", "#sieve", BOTH),
    ("sieve-line", "?view=sieve&game=subtraction&set=1%2C3%2C4&misere=true&step=4", "#sieve", BOTH),
    ("sieve-line-mex", "?view=sieve&game=bash&max_take=3&show=grundy&step=9", "#sieve", BOTH),
    ("sieve-nim", "?view=sieve&game=nim&position=6,10,15&step=6", "#sieve", BOTH),
    ("worksheet", "worksheet?game=bash&max_take=3&count=8&seed=7", None, ("light",)),
    ("worksheet-queen", "worksheet?game=queen&count=3&seed=7", None, ("light",)),
]


@pytest.fixture(scope="module")
def audit_tabs(browser):
    """One tab a language for the audit, opened once (each view is a test of its own)."""
    tabs, contexts = {}, []

    def tab(lang: str):
        if lang not in tabs:
            ctx = browser.new_context(viewport={"width": 1366, "height": 768}, bypass_csp=True)
            ctx.add_init_script(f"window.GRUNDY_DELAY = 0; localStorage.clear(); "
                                f"localStorage.setItem('grundy-lang', '{lang}');")
            contexts.append(ctx)
            tabs[lang] = ctx.new_page()
        return tabs[lang]

    yield tab
    for ctx in contexts:
        ctx.close()


@pytest.mark.parametrize("view", AUDITED, ids=[a[0] for a in AUDITED])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_no_serious_accessibility_violation_on_any_view(audit_tabs, server, lang, view):
    if not AXE.exists():
        pytest.skip(f"{AXE} is missing (.ci/run fetches it: npm pack axe-core)")
    name, query, panel, themes = view
    pg = audit_tabs(lang)
    found = {}
    for theme in themes:
        pg.emulate_media(color_scheme=theme)
        if panel:
            _open(pg, server, query, panel)
        else:
            pg.goto(f"{server}{query}&lang={lang}")
            pg.wait_for_selector("main h1")  # the print view itself, not a job still running
        pg.add_script_tag(path=str(AXE))
        result = pg.evaluate("() => axe.run(document, { resultTypes: ['violations'] })")
        bad = [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3]) for v in result["violations"]
               if v["impact"] in ("critical", "serious")]
        if bad:
            found[f"{name}-{theme}"] = bad
    assert not found, json.dumps(found, indent=1, ensure_ascii=False)


# ------------------------------------------------------------------- the keyboard
#: What the Tab key may stop on.
CONTROLS = "a[href], button, input, select, textarea, [tabindex]"
CJK = re.compile(r"[\u3400-\u9fff]")


def told(cdp, expression: str) -> tuple[str, str]:
    """The role and the name that Chromium gives a screen reader for the element of a script's expression."""
    element = cdp.send("Runtime.evaluate", {"expression": expression})["result"]["objectId"]
    node = cdp.send("Accessibility.getPartialAXTree", {"objectId": element, "fetchRelatives": False})["nodes"][0]
    return node["role"]["value"], node.get("name", {}).get("value", "").strip()


def tab_round(pg) -> dict[int, tuple[str, str]]:
    """Press Tab until the focus comes round again: each control it stops on (its index among the
    page's CONTROLS), with its role and name."""
    cdp = pg.context.new_cdp_session(pg)
    pg.evaluate("sel => { window.tabbed = Array.from(document.querySelectorAll(sel)); }", CONTROLS)
    reached: dict[int, tuple[str, str]] = {}
    for _ in range(pg.evaluate("window.tabbed.length") + 3):  # out of the page once, and back in
        pg.keyboard.press("Tab")
        index = pg.evaluate("window.tabbed.indexOf(document.activeElement)")
        if index in reached:
            break
        if index >= 0:
            reached[index] = told(cdp, "document.activeElement")
    cdp.detach()
    return reached


def check_keyboard(pg, lang: str) -> dict[str, tuple[str, str]]:
    """Every control shown is reached by Tab (the other tabs of a tab list by the arrow keys, as
    test_the_tabs_follow_the_arrow_keys checks) and has a name, in the page's language."""
    reached = tab_round(pg)
    shown = pg.evaluate("""() => window.tabbed.map((e, i) => [i, e.id || e.dataset.option || e.tagName,
        e.checkVisibility() && !e.disabled, e.tabIndex >= 0, e.getAttribute('role')])""")
    ids = {i: name for i, name, *_ in shown}
    missed = [ids[i] for i, _, visible, tabbable, _ in shown if visible and tabbable and i not in reached]
    arrows = [ids[i] for i, _, visible, tabbable, role in shown if visible and not tabbable and role != "tab"]
    assert missed == [] and arrows == [], (missed, arrows)
    named = {ids[i]: role_name for i, role_name in reached.items()}
    assert all(role not in ("generic", "none") and name for role, name in named.values()), named
    if lang == "zh":  # the language button names the other language, English
        assert [n for n, (_, name) in named.items() if not CJK.search(name) and n != "lang"] == [], named
    return named


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("query, board", [
    ("?view=sieve&game=subtraction&set=1%2C3%2C4", "sieve-grid"),
    ("?view=sieve&game=bash&max_take=3&show=grundy", "sieve-grid"),
    ("?view=sieve&game=nim&position=6,10,15", "sieve-columns")], ids=["line", "line-mex", "nim-columns"])
def test_the_keyboard_reaches_and_names_every_control_of_step_by_step(page, query, board, lang):
    page.open(query, "#sieve")
    if lang == "zh":  # the grid is drawn again in Chinese; the columns' steps are asked for again in it
        act(page, lambda: page.click("#lang"), *(["#play", "#sieve"] if board == "sieve-columns" else ["#play"]))
    named = check_keyboard(page, lang)
    assert named[board][0] == "group" and {"sieve-first", "sieve-forward", "sieve-last", "sieve-speed"} <= set(named)
    # The board, reached by Tab, steps with the arrow keys; its picture says the step in the page's language.
    page.focus(f"#{board}")
    act(page, lambda: page.keyboard.press("End"), "#sieve")
    last = page.get_attribute("#sieve", "data-steps")
    assert page.get_attribute("#sieve", "data-step") == last != "0"
    said = page.get_attribute(f"#{board}" + (" svg" if board == "sieve-grid" else ""), "aria-label")
    assert (f"第 {last} 步，共 {last} 步" if lang == "zh" else f"Step {last} of {last}") in said
    assert (": " not in said and ". " not in said) if lang == "zh" else ("。" not in said and "：" not in said), said


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_worksheet_opens_from_play_by_keyboard_and_has_nothing_unnamed(page, lang):
    page.open("?view=play&game=bash&max_take=3&position=10")
    if lang == "zh":
        act(page, lambda: page.click("#lang"))
    # The link is a stop of Tab (the Play view's stones and radio buttons are reached by the arrow keys).
    reached = tab_round(page)
    link = page.evaluate("window.tabbed.indexOf(document.querySelector('#worksheet'))")
    assert reached.get(link) == ("link", "练习单" if lang == "zh" else "Worksheet"), reached
    page.focus("#worksheet")
    with page.context.expect_page() as opened:
        page.keyboard.press("Enter")
    sheet = opened.value
    try:
        sheet.wait_for_selector("main h1")
        # The game in play, with its rules: Bash's game needs the most stones a move takes.
        assert "max_take=3" in sheet.url and f"lang={lang}" in sheet.url
        assert ("最多取 3 个" if lang == "zh" else "at most 3") in sheet.inner_text("main h1")
        assert sheet.eval_on_selector("html", "e => e.lang") == ("zh-CN" if lang == "zh" else "en")
        assert check_keyboard(sheet, lang) == {}  # a page to print: nothing to tab to, so nothing unnamed
        # Each picture is one image named by its question's position (not the board's labels one by one).
        cdp = sheet.context.new_cdp_session(sheet)
        questions = sheet.eval_on_selector_all("main section.question", "qs => qs.length")
        for n in range(1, questions + 1):
            position = sheet.inner_text(f"#q{n} h2").split(" ", 2)[-1]  # "1. Position (7)", "1. 局面 (7)"
            role, name = told(cdp, f"document.querySelector('#q{n} > svg')")
            assert role == "image" and position in name and bool(CJK.search(name)) == (lang == "zh"), (n, role, name)
        cdp.detach()
    finally:
        sheet.close()
