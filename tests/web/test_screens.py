"""The page on a projector (1366 x 768) and on a phone (390 x 844), in English and Chinese.

Every limit is measured from the page itself: the viewport, ``scrollWidth``, the boxes of
the elements and their computed font sizes.  Screenshots of every view at both sizes and in
both languages are written to artifacts/screenshots/.
"""

from __future__ import annotations

from urllib.parse import quote

import json
import os
import re
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.oracles import grundy_values
from tests.oracles import wythoff_variants as variants
from tests.web.browsing import CHROMIUM, SHOTS, act, click, position, state, type_move

pytestmark = pytest.mark.browser

if not os.path.exists(CHROMIUM):
    pytest.skip(f"{CHROMIUM} is missing (CI installs it with apt-get install chromium)",
                allow_module_level=True)
pytest.importorskip("playwright.sync_api")

PROJECTOR = (1366, 768)
PHONE = (390, 844)

#: Start positions for games that have no random ones (as a link gives them).
LINK_STARTS = {"sum": '"wythoff 3 5","nim 4 7"', "dag": "2,0"}
# Values given in the link for required options ("3" where none is given here).
LINK_OPTIONS = {"dag": {"graph": "0>1,2 2>3"}}


@pytest.fixture(scope="module")
def screens(browser):
    """One tab for each screen size and language, opened once and reused by every test."""
    contexts, pages = [], {}

    def screen(size: tuple[int, int], lang: str = "en", present: bool = False):
        name = (size, lang, present)
        if name not in pages:
            ctx = browser.new_context(viewport={"width": size[0], "height": size[1]}, bypass_csp=True)
            ctx.add_init_script(
                f"window.GRUNDY_DELAY = 0; localStorage.clear(); localStorage.setItem('grundy-lang', '{lang}');"
                + ("localStorage.setItem('grundy-present', '1');" if present else ""))
            pg = ctx.new_page()
            pg.set_default_timeout(20_000)
            problems: list[str] = []
            pg.on("pageerror", lambda exc: problems.append(f"page error: {exc}"))
            pg.problems = problems
            contexts.append(ctx)
            pages[name] = pg
        return pages[name]

    yield screen
    for ctx in contexts:
        ctx.close()


def open_page(pg, server, query: str, panel: str = "#play"):
    pg.problems.clear()
    pg.goto(server + query)
    pg.wait_for_selector("body[data-ready=true]")
    pg.wait_for_selector(f"{panel}[data-done]", state="attached")
    return pg


def shoot(pg, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pg.screenshot(path=str(SHOTS / f"{name}.png"))


def game_names(pg) -> list[dict]:
    return pg.evaluate("fetch('/api/games').then(r => r.json()).then(d => d.games)")


# What the page measures of itself: the viewport, how far it scrolls, the boxes of what a
# player must see and touch, and the smallest text.
MEASURE = """selector => {
  const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'
    && !e.closest('[hidden]');
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const root = document.querySelector(selector);
  const needed = ['#status', '#new-game', '#hint', '#undo', '#move-text', '#play-game'];
  const controls = Array.from(root.querySelectorAll(
    '#board button, #board .sq, #board input, #setup input, #setup select, #setup button'));
  const taps = Array.from(document.querySelectorAll(
    'button, select, input, .sq')).filter(shown).map((e) => {
      const target = ['checkbox', 'radio'].includes(e.type) ? (e.closest('label') || e) : e;
      const r = target.getBoundingClientRect();
      return { what: e.id || e.className.baseVal || e.className || e.tagName, w: r.width, h: r.height };
    });
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const e = n.parentElement;
    if (!n.textContent.trim() || !shown(e) || e.closest('noscript, title, option')) continue;
    let size = parseFloat(getComputedStyle(e).fontSize);
    if (e instanceof SVGElement) size *= e.getScreenCTM().a;  // user units to pixels
    texts.push({ text: n.textContent.trim().slice(0, 20), size });
  }
  return {
    width: innerWidth, height: innerHeight,
    scrollWidth: document.documentElement.scrollWidth, scrollHeight: document.documentElement.scrollHeight,
    needed: needed.map((s) => [s, box(document.querySelector(s))]),
    controls: controls.filter(shown).map((e) => [e.dataset.after || e.dataset.square || e.id || e.tagName, box(e)]),
    taps, smallest: texts.sort((a, b) => a.size - b.size).slice(0, 3),
  };
}"""


def check_fits(m: dict, size: tuple[int, int], what: str) -> None:
    width, height = size
    assert m["width"] == width and m["scrollWidth"] <= width, f"{what}: scrolls sideways ({m['scrollWidth']})"
    if size == PROJECTOR:
        assert m["scrollHeight"] <= height, f"{what}: scrolls down ({m['scrollHeight']})"
        for name, (left, top, right, bottom) in m["needed"] + m["controls"]:
            assert left >= 0 and top >= 0 and right <= width + 0.5 and bottom <= height + 0.5, \
                f"{what}: {name} is off the screen at {(left, top, right, bottom)}"
    else:
        assert m["smallest"][0]["size"] >= 12, f"{what}: text smaller than 12 px: {m['smallest']}"
        # A board of squares fits the phone's width, goal and all (its squares are then under
        # 32 px; a move may also be typed): every other tap target is at least 32 px.
        small = [t for t in m["taps"] if (t["w"] < 31.5 or t["h"] < 31.5) and t["what"] != "sq"]
        assert not small, f"{what}: tap targets under 32 px: {small[:5]}"
        for name, (left, top, right, bottom) in m["controls"]:
            assert left >= 0 and right <= width + 0.5, f"{what}: {name} is off the screen sideways"


def row_labels_clear_of_the_board(pg) -> None:
    """The row numbers of a board of squares lie on its wood, left of its first column."""
    boxes = pg.evaluate("""() => {
        const b = (e) => e.getBoundingClientRect();
        const wood = b(document.querySelector('#board .wood'));
        const grid = Math.min(...Array.from(document.querySelectorAll('#board .sq'), (e) => b(e).left));
        const labels = Array.from(document.querySelectorAll('#board .coord'), (e) => {
            const r = b(e); return [r.left, r.right, r.top, r.bottom]; });
        return { wood: [wood.left, wood.right, wood.top, wood.bottom], grid, labels };
    }""")
    left, right, top, bottom = boxes["wood"]
    for l, r, t, b in boxes["labels"]:
        assert left <= l and r <= right and top <= t and b <= bottom, ("off the wood", (l, r, t, b), boxes["wood"])
    rows = [lab for lab in boxes["labels"] if lab[1] < boxes["grid"] + 1]
    assert rows and all(r <= boxes["grid"] for _, r, _, _ in rows), "a row number overlaps the squares"


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [PROJECTOR, PHONE], ids=["projector", "phone"])
def test_every_play_view_fits_the_screen(screens, server, size, lang):
    pg = screens(size, lang)
    open_page(pg, server, "?view=play")
    for info in game_names(pg):
        name = info["name"]
        query = f"?view=play&game={name}"
        if not info["random_start"]:
            query += "&position=" + LINK_STARTS[name]
        for opt in info["options"]:
            if opt["required"]:
                value = LINK_OPTIONS.get(name, {}).get(opt["name"], "3")
                query += f"&{opt['name']}={quote(value)}"
        open_page(pg, server, query)
        assert pg.get_attribute("#board", "data-game") == name
        check_fits(pg.evaluate(MEASURE, "#play"), size, f"{name} {lang} {size}")
        if info["board"] == "square":
            row_labels_clear_of_the_board(pg)
        shoot(pg, f"play-{name}-{size[0]}-{lang}")
    assert not pg.problems, pg.problems


SIZES = """() => {
  const box = (s) => { const e = document.querySelector(s); return e ? e.getBoundingClientRect() : null; };
  const px = (s) => { const e = document.querySelector(s); return e ? parseFloat(getComputedStyle(e).fontSize) : 0; };
  const coord = document.querySelector('#board .coord');
  return {
    square: box('#board .sq') ? box('#board .sq').width : 0,
    stone: box('#board .stone') ? box('#board .stone').width : 0,
    coord: coord ? parseFloat(getComputedStyle(coord).fontSize) * coord.getScreenCTM().a : 0,
    log: px('#log'), status: px('#status'),
    settings: getComputedStyle(document.querySelector('#play-options')).display !== 'none'
      && document.querySelector('#play-game').getClientRects().length > 0,
  };
}"""


@pytest.mark.parametrize("size", [PROJECTOR, (1024, 768)], ids=["1366", "1024"])
def test_projector_mode_scales_everything_up(screens, server, size):
    pg = screens(size, "en")
    normal, projector = {}, {}
    for name, start in [("queen", "D4"), ("wythoff", "3,5")]:
        open_page(pg, server, f"?view=play&game={name}&position={start}")
        normal[name] = pg.evaluate(SIZES)
    click(pg, "#present")
    assert pg.get_attribute("#present", "aria-pressed") == "true"
    assert "projector=1" in pg.url
    for name, start in [("queen", "D4"), ("wythoff", "3,5")]:
        open_page(pg, server, f"?view=play&game={name}&position={start}&projector=1")
        assert "present" in pg.get_attribute("html", "class")
        projector[name] = pg.evaluate(SIZES)
        check_fits(pg.evaluate(MEASURE, "#play"), (size[0], PROJECTOR[1]), f"projector {name} {size}")
        shoot(pg, f"play-{name}-projector-{size[0]}-en")
    queen, stones = (normal["queen"], projector["queen"]), (normal["wythoff"], projector["wythoff"])
    assert queen[1]["square"] > queen[0]["square"] and queen[1]["coord"] > queen[0]["coord"] >= 12, queen
    assert stones[1]["stone"] >= stones[0]["stone"], stones
    assert queen[1]["log"] > queen[0]["log"] and queen[0]["settings"] and not queen[1]["settings"], queen
    # The map and the grid of the steps grow too.
    grown = {}
    for on in (True, False):
        open_page(pg, server, f"?view=explore&game=wythoff&projector={int(on)}", "#map")
        width = pg.locator("#map").bounding_box()["width"]
        open_page(pg, server, f"?view=sieve&game=wythoff&size=16&projector={int(on)}", "#sieve")
        cell = pg.locator("#sieve-grid .cell").first.bounding_box()["width"]
        m = pg.evaluate(MEASURE, "#sieve")
        assert m["scrollHeight"] <= size[1] and m["scrollWidth"] <= size[0], (on, m["scrollHeight"])
        grown[on] = (width, cell)
    assert grown[True][0] > grown[False][0] and grown[True][1] >= grown[False][1], grown
    assert "present" not in (pg.get_attribute("html", "class") or "")
    assert not pg.problems, pg.problems


def single_line(pg, selector: str) -> list[bool]:
    return pg.eval_on_selector_all(selector, """cells => cells.map((c) => {
        const range = document.createRange(); range.selectNodeContents(c);
        return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size <= 1; })""")


@pytest.mark.parametrize("size", [PROJECTOR, PHONE], ids=["projector", "phone"])
def test_long_numbers_stay_in_their_boxes(screens, server, size):
    pg = screens(size, "en")
    big = 10**300
    open_page(pg, server, f"?view=play&game=wythoff&position={big},{big + 5}")
    assert position(pg) == [str(big), str(big + 5)]
    click(pg, "#hint")
    hint = pg.inner_text("#message")
    assert hint.startswith("Hint:") and re.search(r"\d{300}", hint)  # the move's 300-digit number
    m = pg.evaluate(MEASURE, "#play")
    assert m["scrollWidth"] <= size[0], m["scrollWidth"]
    box = pg.locator("#message").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= size[0]  # the hint wraps inside its box
    shoot(pg, f"play-huge-piles-{size[0]}-en")
    # The Beatty table: "10" never breaks in a cell; a 300-digit row scrolls inside its box.
    click(pg, "#tab-explore", "#map", "#beatty")
    assert all(single_line(pg, "#beatty td"))
    assert "10" in pg.eval_on_selector_all("#beatty td", "cs => cs.map(c => c.textContent)")
    pg.fill("#beatty-start", str(big))
    pg.fill("#beatty-count", "3")
    click(pg, "#beatty-form button[type=submit]", "#beatty")
    assert all(single_line(pg, "#beatty td"))
    assert pg.evaluate("document.documentElement.scrollWidth") <= size[0]
    wrap = pg.eval_on_selector(".table-wrap", "w => [w.scrollWidth, w.clientWidth, w.getBoundingClientRect().right]")
    assert wrap[0] > wrap[1] and wrap[2] <= size[0]
    assert not pg.problems, pg.problems


# ------------------------------------------------------------------ explore
def test_the_heatmap_has_a_legend_and_shows_progress_and_errors(screens, server):
    pg = screens(PROJECTOR, "en")
    open_page(pg, server, "?view=explore&game=wythoff&show=outcome&size=16", "#map")
    assert pg.locator("#map-legend [data-legend=P]").is_visible()
    assert "P-position" in pg.inner_text("#map-legend") and "N-position" in pg.inner_text("#map-legend")
    # Every answer held back a second: the progress shows at once, over the map.
    pg.evaluate("""() => { const now = window.fetch;
        window.fetch = (...a) => new Promise((r) => setTimeout(r, 1000)).then(() => now(...a)); }""")
    before = pg.get_attribute("#map", "data-done")
    pg.select_option("#map-view", "grundy")
    assert pg.locator("#map-progress").is_visible()
    assert "Computing" in pg.inner_text("#map-progress")
    pg.wait_for_selector(f'#map:not([data-done="{before}"])', state="attached")
    assert pg.locator("#map-progress").is_hidden()
    ramp = pg.get_attribute("#map-legend [data-legend=ramp]", "data-max")
    g = grundy_values(variants.moves, [(x, y) for x in range(16) for y in range(16)])
    assert int(ramp) == max(g.values())
    assert pg.locator("#map-legend [data-legend=zero]").is_visible()
    shoot(pg, "explore-legend-1366-en")
    # A request the server refuses: the reason over the map, on the screen.
    act(pg, lambda: pg.fill('#map-options [data-option="a"]', "0") or pg.dispatch_event(
        '#map-options [data-option="a"]', "change"), "#map")
    progress = pg.locator("#map-progress")
    assert progress.is_visible() and "failed" in progress.get_attribute("class")
    assert "Not drawn" in progress.inner_text()
    box = progress.bounding_box()
    assert box["y"] >= 0 and box["y"] + 40 <= PROJECTOR[1]


# -------------------------------------------------------------------- sieve
def cells(pg) -> dict[tuple[int, int], str]:
    return {(int(x), int(y)): s for x, y, s in pg.eval_on_selector_all(
        "#sieve-grid .cell", "cs => cs.map(c => [c.dataset.x, c.dataset.y, c.dataset.state])")}


def step(pg, button: str) -> None:
    act(pg, lambda: pg.click(button), "#sieve")


SIEVES = [({}, ""), ({"misere": True}, "&misere=true"), ({"max_take": 2}, "&max_take=2"), ({"a": 2}, "&a=2")]


@pytest.mark.parametrize("rules,query", SIEVES, ids=["classic", "misere", "max_take", "a"])
def test_the_sieve_marks_p_and_crosses_out_n_at_every_step(screens, server, rules, query):
    n = 10
    table = variants.p_table(n, **rules)
    truth = {(x, y): "P" if table[x][y] else "N" for x in range(n) for y in range(n)}
    pg = screens(PROJECTOR, "en")
    open_page(pg, server, f"?view=sieve&game=wythoff&size={n}&show=outcome{query}", "#sieve")
    total = int(pg.get_attribute("#sieve", "data-steps"))
    assert int(pg.get_attribute("#sieve", "data-step")) == 0 and all(s == "" for s in cells(pg).values())
    assert total == sum(v == "P" for v in truth.values()) + bool(rules.get("misere"))
    seen = {}
    for i in range(1, total + 1):
        step(pg, "#sieve-forward")
        assert pg.get_attribute("#sieve", "data-step") == str(i)
        now = {c: s for c, s in cells(pg).items() if s}
        for c, s in now.items():
            assert s == truth[c], (i, c, s)
        assert seen.items() <= now.items()  # nothing marked is unmarked
        new_p = [c for c, s in now.items() if s == "P" and c not in seen]
        assert len(new_p) == (0 if rules.get("misere") and i == 1 else 1), (i, new_p)
        seen = now
    assert seen == truth
    pairs = pg.inner_text("#sieve-pairs")
    found = sorted(c for c, s in truth.items() if s == "P" and c[0] <= c[1])
    assert pairs == ", ".join(f"({x}, {y})" for x, y in found)
    if not rules:
        shoot(pg, "sieve-done-1366-en")
    step(pg, "#sieve-back")
    assert pg.get_attribute("#sieve", "data-step") == str(total - 1)
    step(pg, "#sieve-first")
    assert all(s == "" for s in cells(pg).values())
    # Played at the top speed, the steps run to the end by themselves.
    pg.fill("#sieve-speed", "10")
    pg.click("#sieve-play")
    pg.wait_for_selector(f'#sieve[data-step="{total}"]', state="attached")
    assert {c: s for c, s in cells(pg).items()} == truth


def test_the_mex_of_every_cell_step_by_step(screens, server):
    n = 8
    g = grundy_values(variants.moves, [(x, y) for x in range(n) for y in range(n)])
    pg = screens(PROJECTOR, "zh")
    open_page(pg, server, f"?view=sieve&game=wythoff&size={n}&show=grundy", "#sieve")
    assert pg.get_attribute("#sieve", "data-steps") == str(n * n)
    order = sorted(g)
    for i, cell in enumerate(order, 1):
        step(pg, "#sieve-forward")
        current = pg.eval_on_selector("#sieve-grid .cell.current", "c => [+c.dataset.x, +c.dataset.y]")
        assert tuple(current) == cell
        options = {(int(x), int(y)) for x, y in pg.eval_on_selector_all(
            "#sieve-grid .cell.option", "cs => cs.map(c => [c.dataset.x, c.dataset.y])")}
        assert options == set(variants.moves(cell))
        values = {(int(x), int(y)): int(v) for x, y, v in pg.eval_on_selector_all(
            "#sieve-grid .cell[data-value]", "cs => cs.map(c => [c.dataset.x, c.dataset.y, c.dataset.value])")}
        assert values == {c: g[c] for c in order[:i]}
        assert f"G({cell[0]}, {cell[1]}) = mex" in pg.inner_text("#sieve-explain")
    # Numbers are written in the cells, large enough to read.
    assert len(pg.query_selector_all("#sieve-grid text.value")) == n * n
    shoot(pg, "sieve-mex-1366-zh")


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [PROJECTOR, PHONE], ids=["projector", "phone"])
def test_the_other_views_fit_and_are_photographed(screens, server, size, lang):
    pg = screens(size, lang)
    open_page(pg, server, "?view=sieve&game=wythoff&size=16&step=12", "#sieve")
    assert pg.get_attribute("#sieve", "data-step") == "12"
    m = pg.evaluate(MEASURE, "#sieve")
    assert m["scrollWidth"] <= size[0]
    if size == PROJECTOR:
        assert m["scrollHeight"] <= size[1]
    else:
        check_fits(m, size, f"sieve {lang}")
    shoot(pg, f"sieve-{size[0]}-{lang}")
    for show in ["outcome", "grundy"]:
        open_page(pg, server, f"?view=explore&game=wythoff&show={show}", "#map")
        pg.wait_for_selector("#beatty[data-done]", state="attached")
        m = pg.evaluate(MEASURE, "#explore")
        assert m["scrollWidth"] <= size[0]
        if size == PHONE:
            check_fits(m, size, f"explore {lang}")
            assert int(pg.get_attribute("#map", "data-label-px")) >= 12  # the map's axis labels
        else:
            legend = pg.locator("#map-legend").bounding_box()
            assert legend["y"] + legend["height"] <= size[1], "the legend is below the screen"
        shoot(pg, f"explore-{show}-{size[0]}-{lang}")
    assert not pg.problems, pg.problems


# --------------------------------------------------------------- two players
def test_two_players_and_the_computer_referees(screens, server):
    pg = screens(PROJECTOR, "en")
    open_page(pg, server, "?view=play&game=wythoff&position=3,5&players=two")
    assert state(pg)["turn"] == "player1" and "Player 1 to move" in pg.inner_text("#status")
    click(pg, '#board .stone[data-pile="1"][data-index="4"]')  # player 1 takes 1 from pile 2
    assert position(pg) == [3, 4] and state(pg)["turn"] == "player2"
    assert len(pg.query_selector_all("#log li")) == 1  # no computer's reply
    assert "Player 2 to move" in pg.inner_text("#status")
    type_move(pg, "1 9")  # refused, and still player 2's turn
    assert pg.inner_text("#message").startswith("Not allowed for player 2:")
    assert position(pg) == [3, 4] and state(pg)["turn"] == "player2"
    # A hint only on request; the winner announced.
    assert not pg.query_selector_all("#board .hint")
    click(pg, "#hint")
    assert pg.query_selector_all("#board .hint")
    click(pg, "#board .hint")  # player 2 leaves a P-position
    click(pg, "#undo")
    assert position(pg) == [3, 4] and state(pg)["turn"] == "player2" and "Took back 1" in pg.inner_text("#message")
    type_move(pg, "both 3")  # player 2 leaves (0, 1)
    click(pg, '#board .stone[data-pile="1"][data-index="0"]')  # player 1 takes the last stone
    assert state(pg)["over"] == "true" and state(pg)["winner"] == "player1"
    assert "Player 1 wins" in pg.inner_text("#status")
    shoot(pg, "play-two-players-1366-en")


# ---------------------------------------------------------------------- URL
def query_of(pg) -> dict[str, str]:
    return {k: v[0] for k, v in parse_qs(urlsplit(pg.url).query).items()}


def test_the_url_keeps_the_view_the_game_and_the_position(screens, server):
    pg = screens(PROJECTOR, "en")
    open_page(pg, server, "?view=play&game=queen&position=D4&board=19")
    assert position(pg) == ["D4"] and pg.input_value('#play-options [data-option="board"]') == "19"
    click(pg, '#board [data-square="D7"]')  # and the computer's reply
    after = position(pg)
    assert query_of(pg)["position"] == ",".join(after) and query_of(pg)["game"] == "queen"
    pg.reload()
    pg.wait_for_selector("body[data-ready=true]")
    assert position(pg) == after and pg.get_attribute("#board", "data-game") == "queen"

    open_page(pg, server, "?view=play&game=wythoff&position=5,8&misere=true")
    assert position(pg) == [5, 8] and pg.is_checked('#play-options [data-option="misere"]')
    analysis = pg.evaluate("""() => fetch('/api/analyse', {method: 'POST', headers: {'content-type': 'application/json'},
        body: JSON.stringify({game: 'wythoff', position: [5, 8], options: {misere: true}})}).then(r => r.json())""")
    assert analysis["rules"]["misere"] is True
    q = query_of(pg)
    assert q["misere"] == "true" and q["view"] == "play"

    open_page(pg, server, "?view=explore&game=wythoff&show=grundy", "#map")
    assert pg.is_visible("#explore") and pg.is_hidden("#play")
    assert pg.input_value("#map-view") == "grundy" and query_of(pg)["show"] == "grundy"

    open_page(pg, server, "?view=sieve&game=wythoff&step=12", "#sieve")
    assert pg.is_visible("#sieve") and pg.get_attribute("#sieve", "data-step") == "12"
    step(pg, "#sieve-forward")
    q = query_of(pg)
    assert q["step"] == "13" and q["view"] == "sieve"
    # The link round trip: the URL the page wrote opens the same view.
    url = pg.url
    cells_now = cells(pg)
    open_page(pg, server, "?" + urlsplit(url).query, "#sieve")
    assert pg.get_attribute("#sieve", "data-step") == "13" and cells(pg) == cells_now
    assert json.loads(json.dumps(query_of(pg))) == q
    assert not pg.problems, pg.problems
