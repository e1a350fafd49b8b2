"""The page in a real browser: Debian's Chromium, headless, driven by Playwright, against the
real server (``grundy serve`` in a subprocess).  Whole games are played through clicks, and a
screenshot of each page is written to artifacts/screenshots/."""

from __future__ import annotations

import json
import os
import random
import re

import pytest

from grundy.engine import mex
from grundy.registry import available_games
from tests.oracles import wythoff as oracle
from tests.web.browsing import (
    CHROMIUM,
    SHOTS,
    act,
    click,
    contrast,
    marked,
    new_game,
    position,
    rgb,
    shot,
    state,
    type_move,
)

pytestmark = pytest.mark.browser

if not os.path.exists(CHROMIUM):
    pytest.skip(f"{CHROMIUM} is missing (CI installs it with apt-get install chromium)",
                allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")


@pytest.fixture(scope="module")
def tab(browser):
    """One browser tab for the module; each test loads the page afresh in it."""
    # The tests evaluate small scripts in the page, which its Content-Security-Policy forbids;
    # test_the_page_obeys_its_content_security_policy checks the page itself without this bypass.
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000}, bypass_csp=True)
    ctx.add_init_script("window.GRUNDY_DELAY = 0; localStorage.clear();")
    pg = ctx.new_page()
    pg.set_default_timeout(15_000)
    problems: list[str] = []
    pg.on("pageerror", lambda exc: problems.append(f"page error: {exc}"))
    # Refused moves are 4xx answers, which the browser logs; anything else is a problem.
    refused = re.compile(r"Failed to load resource: the server responded with a status of 4\d\d")
    pg.on("console", lambda m: problems.append(m.text)
          if m.type == "error" and not refused.match(m.text) else None)
    yield pg, problems
    ctx.close()


@pytest.fixture
def page(tab, server):
    SHOTS.mkdir(parents=True, exist_ok=True)
    pg, problems = tab
    problems.clear()
    pg.goto(server)
    pg.wait_for_selector("body[data-ready=true]")
    yield pg
    assert not problems, problems


# ------------------------------------------------------------ Wythoff play
def test_computer_wins_from_an_n_position(page):
    table = oracle.p_table(40)
    rng = random.Random(2)
    new_game(page, "wythoff", "9 14", first="computer")
    assert state(page)["turn"] == "human"
    while state(page)["over"] == "false":
        a, b = position(page)
        assert table[a][b], f"the computer left an N-position {(a, b)}"
        choices = page.query_selector_all("#board .stone, #board .both")
        click(page, f'#board [data-after="{rng.choice(choices).get_attribute("data-after")}"]')
    assert state(page)["winner"] == "computer"
    assert "computer wins" in page.inner_text("#status")
    assert position(page) == [0, 0]
    shot(page, "wythoff-computer-wins")


def test_a_human_who_follows_the_hints_wins(page):
    new_game(page, "wythoff", "12 17")
    while state(page)["over"] == "false":
        click(page, "#hint")
        assert "Hint" in page.inner_text("#message")
        hinted = page.get_attribute("#board .hint", "data-after")
        a, b = json.loads(hinted)
        assert oracle.p_table(max(a, b) + 1)[a][b]
        click(page, "#board .hint")
    assert state(page)["winner"] == "human"
    assert "You win" in page.inner_text("#status")
    shot(page, "wythoff-human-wins")


@pytest.fixture(params=["fast", "slow"])
def answers(request, page):
    """The server's answers as they come, or each held back a quarter of a second in the page.

    A slow answer is what a loaded machine gives: a test that reads the page before the
    answer to its own action has arrived then reads the one before, every time.
    """
    if request.param == "slow":  # until the next test loads the page afresh
        page.evaluate("""() => {
            const fetchNow = window.fetch;
            window.fetch = (...args) => new Promise((resolve) => setTimeout(resolve, 250))
                .then(() => fetchNow(...args));
        }""")
    return request.param


def test_illegal_moves_are_refused_with_a_message(page, answers):
    new_game(page, "wythoff", "4 6")
    # Each refusal is read once the page has answered that move: "both 9" refused
    # twice in a row would show the same text, and a read before the answer came
    # would see the previous move's message.
    for text, words in [("both 9", "both piles need 9 stones"), ("1 7", "pile 1 has only 4"),
                        ("both 9", "both piles need 9 stones"), ("3 1", "the pile is 1, 2 or both")]:
        type_move(page, text)
        message = page.inner_text("#message")
        assert message.startswith("Not allowed:") and words in message, message
        assert "error" in page.get_attribute("#message", "class")
        assert position(page) == [4, 6] and not page.query_selector_all("#log li")
    type_move(page, "both 4")
    assert len(page.query_selector_all("#log li")) == 2  # the move and the computer's reply
    assert position(page) != [4, 6] and "error" not in page.get_attribute("#message", "class")
    # Once the game is over, clicks are refused too.
    new_game(page, "wythoff", "0 3")
    click(page, '#board [data-after="[0,0]"]')
    assert state(page)["winner"] == "human"
    type_move(page, "1 1")
    assert "error" in page.get_attribute("#message", "class")
    assert "over" in page.inner_text("#message")


def test_the_safe_toggle_marks_exactly_the_winning_moves(page):
    wins = oracle.winning_move_table(30)
    table = oracle.p_table(30)
    new_game(page, "wythoff", "5 5")
    act(page, lambda: page.check("#safe"))
    for a, b in [(5, 5), (9, 14), (4, 7), (20, 11), (2, 2), (0, 7), (13, 8)]:
        new_game(page, "wythoff", f"{a} {b}")
        assert marked(page, "safe") == wins[(a, b)], (a, b)
        badge = page.inner_text("#status .badge")
        assert badge == ("P" if table[a][b] else "N")
    new_game(page, "wythoff", "9 14")
    shot(page, "wythoff-safe-moves")
    act(page, lambda: page.uncheck("#safe"))
    assert marked(page, "safe") == set()


def test_undo_and_new_game(page):
    new_game(page, "wythoff", "9 14")
    click(page, '#board .stone[data-pile="1"][data-index="3"]')  # take 11 from pile 2
    assert len(page.query_selector_all("#log li")) == 2 and state(page)["turn"] == "human"
    click(page, "#undo")
    assert "Took back 2" in page.inner_text("#message")
    assert position(page) == [9, 14] and not page.query_selector_all("#log li")
    click(page, "#undo")
    assert "Nothing to take back" in page.inner_text("#message")
    # The computer's opening move stays when the computer started.
    new_game(page, "wythoff", "9 14", first="computer")
    opening = position(page)
    assert opening != [9, 14] and len(page.query_selector_all("#log li")) == 1
    assert page.inner_text("#message") == ""  # the new game cleared the message
    click(page, "#undo")
    assert "Nothing to take back" in page.inner_text("#message")
    assert position(page) == opening
    new_game(page, "wythoff", "3 8")
    assert position(page) == [3, 8] and not page.query_selector_all("#log li")
    # A random start when no position is given.
    new_game(page, "wythoff", "")
    a, b = position(page)
    assert 1 <= a <= 20 and 1 <= b <= 20


# ------------------------------------------------------------------ explore
def _canvas_cell_colours(page, size):
    """The colour at the centre of each cell (x, y) of the map, read from the canvas."""
    return page.evaluate(
        """size => {
            const c = document.querySelector('#map');
            const g = c.getContext('2d');
            const k = c.width / 720, margin = 54, inner = 720 - margin - 12, cell = inner / size;
            const out = [];
            for (let x = 0; x < size; x++) {
                const row = [];
                for (let y = 0; y < size; y++) {
                    const px = Math.floor((margin + (x + 0.5) * cell) * k);
                    const py = Math.floor((12 + (size - 0.5 - y) * cell) * k);
                    const d = g.getImageData(px, py, 1, 1).data;
                    row.push([d[0], d[1], d[2]]);
                }
                out.push(row);
            }
            return out;
        }""", size)


def test_explore_map_shows_exactly_the_p_positions(page):
    click(page, "#tab-explore", "#map", "#beatty")
    assert "Point at" in page.inner_text("#map-info")
    page.uncheck("#map-lines")  # redrawn at once, from the map already loaded
    size = int(re.search(r"< (\d+)", page.inner_text("#map-size")).group(1))
    table = oracle.p_table(size)
    colours = _canvas_cell_colours(page, size)
    # The page's own colours for P and for the rest, read from its stylesheet.
    p_colour, n_colour = (tuple(rgb(page, f"var({role})")) for role in ("--p-cell", "--open-cell"))
    assert contrast(p_colour, n_colour) >= 3
    for x in range(size):
        for y in range(size):
            expected = p_colour if table[x][y] else n_colour
            assert tuple(colours[x][y]) == expected, (x, y, colours[x][y])
    # Hover shows (x, y) and the outcome; the Grundy view adds G.
    box = page.locator("#map").bounding_box()
    scale = box["width"] / 720
    cell = (720 - 54 - 12) / size

    def hover(x, y):
        # Each hover is on another cell than the last: its own coordinates show when it is done.
        page.mouse.move(box["x"] + (54 + (x + 0.5) * cell) * scale,
                        box["y"] + (12 + (size - 0.5 - y) * cell) * scale)
        page.wait_for_selector(f"#map-info:has-text('(x, y) = ({x}, {y})')")
        return page.inner_text("#map-info")

    g = {}  # Grundy values by their definition: mex over the options
    for a in range(size):
        for b in range(size):
            g[a, b] = mex(g[m] for m in oracle.moves((a, b)))
    assert hover(3, 5) == "(x, y) = (3, 5) · P · G = 0"
    assert hover(4, 5) == f"(x, y) = (4, 5) · N · G = {g[4, 5]}"
    act(page, lambda: page.select_option("#map-view", "grundy"), "#map")
    assert "Point at" in page.inner_text("#map-info")
    for x, y in [(4, 5), (0, 7), (10, 3), (size - 1, size - 1)]:
        outcome = "P" if table[x][y] else "N"
        assert hover(x, y) == f"(x, y) = ({x}, {y}) · {outcome} · G = {g[x, y]}", (x, y)
    shot(page, "explore-grundy", full_page=True)
    # Zoom in and out.
    click(page, "#zoom-in", "#map")
    smaller = int(re.search(r"< (\d+)", page.inner_text("#map-size")).group(1))
    assert smaller < size
    page.mouse.move(box["x"] + 5, box["y"] + 5)
    act(page, lambda: page.mouse.wheel(0, 300), "#map")
    assert f"< {size}" in page.inner_text("#map-size")
    act(page, lambda: page.select_option("#map-view", "outcome"), "#map")
    page.check("#map-lines")
    assert "Point at" in page.inner_text("#map-info")
    shot(page, "explore-p-positions", full_page=True)


def test_explore_analysis_and_beatty_table(page):
    click(page, "#tab-explore", "#map", "#beatty")
    rows = page.eval_on_selector_all("#beatty tbody tr", "rs => rs.map(r => Array.from(r.cells, c => c.textContent))")
    used, expected = set(), []
    for k in range(len(rows)):  # Wythoff's construction: a_k = mex of earlier terms, b_k = a_k + k
        a = 0 if k == 0 else mex(used)
        expected.append([str(k), str(a), str(a + k), str(k)])
        used.update((a, a + k))
    assert rows == expected
    page.fill("#beatty-start", "1000000000000000000000000000000")
    page.fill("#beatty-count", "3")
    click(page, "#beatty-form button[type=submit]", "#beatty")
    assert len(page.query_selector_all("#beatty tbody tr")) == 3
    k, a, b, _ = page.eval_on_selector("#beatty tbody tr", "r => Array.from(r.cells, c => c.textContent)")
    k, a, b = int(k), int(a), int(b)
    assert k == 10**30 and (2 * a - k) ** 2 < 5 * k * k < (2 * a + 2 - k) ** 2 and b == a + k
    # Any position, analysed with its winning moves; huge numbers stay exact.
    big = 10**40 + 7
    page.fill("#an-position", f"{big} {big + 5}")
    click(page, "#analyse-form button[type=submit]", "#an-result")
    assert page.get_attribute("#an-result", "data-outcome") == "N"
    from grundy.games.wythoff import Wythoff, winning_moves
    text = page.inner_text("#an-result")
    for m in winning_moves(big, big + 5):
        assert Wythoff().format_position(m) in text
    # Clicking a cell of the map analyses it.
    box = page.locator("#map").bounding_box()
    size = int(re.search(r"< (\d+)", page.inner_text("#map-size")).group(1))
    cell = (720 - 54 - 12) / size * box["width"] / 720
    act(page, lambda: page.mouse.click(box["x"] + 54 * box["width"] / 720 + 2.5 * cell,
                                       box["y"] + 12 * box["width"] / 720 + (size - 3.5) * cell),
        "#an-result")  # (2, 3)
    assert page.input_value("#an-position") == "2 3"
    assert "(2, 3)" in page.inner_text("#an-result")
    assert page.get_attribute("#an-result", "data-outcome") == "N"
    assert "(1, 2)" in page.inner_text("#an-result")
    shot(page, "explore-analysis", full_page=True)


def test_chinese_toggle(page):
    # The switch redraws the texts and asks the server again about the position, in Chinese.
    click(page, "#lang")
    assert page.inner_text("#new-game-title") == "新的一局" and page.inner_text("#new-game") == "开始"
    assert page.evaluate("document.documentElement.lang") == "zh-CN"
    new_game(page, "wythoff", "9 14")
    click(page, "#hint")
    assert "提示" in page.inner_text("#message")
    assert "两堆" in page.inner_text("#message")  # the move described by the API in Chinese
    type_move(page, "1 99")  # refused, with the reason in Chinese
    assert "error" in page.get_attribute("#message", "class")
    assert page.inner_text("#message") == "不能这样走：第 1 堆只有 9 个，不能取 99 个"
    click(page, "#tab-explore", "#map", "#beatty")
    page.fill("#an-position", "3 5")
    click(page, "#analyse-form button[type=submit]", "#an-result")
    assert "奇异局势" in page.inner_text("#an-result")
    click(page, "#lang", "#play", "#an-result")  # the analysis shown is asked for again, in English
    assert page.inner_text("#tab-play") == "Play"
    assert "(3, 5)" in page.inner_text("#an-result") and "奇异局势" not in page.inner_text("#an-result")


def test_chinese_names_the_options_and_the_cards(page):
    # The options are labelled in the page's language, and so are card positions.
    click(page, "#lang")
    assert page.evaluate("document.documentElement.lang") == "zh-CN"
    assert page.title().startswith("grundy：")
    assert page.get_attribute("#zoom-in", "title") == "放大"
    new_game(page, "cards", options={"cards": "2 3 4 6 8 12"})
    labels = page.inner_text("#play-options")  # in plain words: the options' help, in Chinese
    assert "桌上的卡片" in labels and "先手第一张" in labels and "choices" not in labels
    type_move(page, "4")
    assert len(page.query_selector_all("#log li")) == 2  # the move and the computer's reply
    assert "卡片" in page.inner_text("#log") and "last" not in page.inner_text("#log")
    # Chinese punctuation where a label is joined to its text (an English ': ' was written into them)
    assert all("：" in li and ": " not in li for li in page.locator("#log li").all_inner_texts())
    act(page, lambda: page.select_option("#play-game", "nim"))
    names = [page.get_attribute(f'#board .stone[data-pile="{p}"][data-index="0"]', "aria-label") for p in (0, 1)]
    assert names == ["第 1 堆：1", "第 2 堆：1"], names
    act(page, lambda: page.select_option("#play-game", "wythoff"))  # a new game of it
    assert page.get_attribute("#board", "data-game") == "wythoff"
    assert "反常规则" in page.inner_text("#play-options")
    click(page, "#lang")  # and back: plain English words, the command line's flag in the title
    assert "whoever takes the last stone loses" in page.inner_text("#play-options").lower()
    assert page.get_attribute('#play-options label:has([data-option="misere"])', "title") == "--misere"
    assert page.get_attribute("#zoom-in", "title") == "zoom in"


def test_the_page_obeys_its_content_security_policy(browser, server):
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    context.add_init_script("window.GRUNDY_DELAY = 0;")
    pg = context.new_page()
    problems: list[str] = []
    pg.on("pageerror", lambda exc: problems.append(str(exc)))
    pg.on("console", lambda m: problems.append(m.text) if m.type in ("error", "warning") else None)
    pg.goto(server)
    pg.wait_for_selector("body[data-ready=true]")
    # Each action is waited for to its end (the computer's reply, the map and the table
    # loaded), so that whatever it does is done before the page is closed.
    click(pg, "#board .stone")
    assert len(pg.query_selector_all("#log li")) == 2
    click(pg, "#tab-explore", "#map", "#beatty")
    assert pg.query_selector_all("#beatty tbody tr")
    context.close()
    assert not problems, problems


# ------------------------------------------------------- the other games
def installed(game: str):
    """Run the test only when the game is installed (the games are built on other branches)."""
    return pytest.mark.skipif(game not in available_games(), reason=f"the {game} game is not in this build")


def needs(oracle_module: str):
    """The game's brute-force oracle module."""
    return pytest.importorskip(f"tests.oracles.{oracle_module}")


def play_by_hints(page) -> None:
    """Ask for a hint and click the hinted element until the game ends."""
    while state(page)["over"] == "false":
        click(page, "#hint")
        click(page, "#board .hint")


@installed("queen")
def test_queen_on_the_go_board(page):
    queen = needs("queen")
    board = (19, 19)
    outcome, targets = queen.single_queen(board)
    letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
    name = lambda s: f"{letters[s[0]]}{s[1] + 1}"  # noqa: E731
    square = lambda n: (letters.index(n[0]), int(n[1:]) - 1)  # noqa: E731
    new_game(page, "queen", "D4")
    assert position(page) == ["D4"]
    # A square she cannot reach is refused with the reason.
    click(page, '#board [data-square="C6"]')
    assert "error" in page.get_attribute("#message", "class")
    assert "cannot go to C6" in page.inner_text("#message") and position(page) == ["D4"]
    # The toggle marks exactly the safe squares she can reach: the P-positions one move away.
    act(page, lambda: page.check("#safe"))
    safe = set(page.eval_on_selector_all("#board .sq.safe", "els => els.map(e => e.dataset.square)"))
    reachable = set(queen.queen_moves(square("D4"), board))
    assert safe == {name(s) for s in reachable if outcome[s] == "P"} and len(safe) < 19
    new_game(page, "queen", "B1")
    shot(page, "queen-safe-squares")
    play_by_hints(page)
    assert state(page)["winner"] == "human" and position(page) == ["T19"]
    # The computer wins from an N-position against a player who clicks at random.
    rng = random.Random(4)
    new_game(page, "queen", "C2", first="computer")
    while state(page)["over"] == "false":
        here = square(position(page)[0])
        assert outcome[here] == "P", here
        target = rng.choice(list(queen.queen_moves(here, board)))
        click(page, f'#board [data-square="{name(target)}"]')
    assert state(page)["winner"] == "computer"
    assert targets  # the oracle was consulted


@installed("nim")
def test_nim_with_several_piles(page):
    nim = needs("nim")
    new_game(page, "nim", "3 5 7 9")
    act(page, lambda: page.check("#safe"))
    for start in [(3, 5, 7, 9), (1, 2, 3), (4, 4, 6, 2, 7), (6, 1, 5)]:
        new_game(page, "nim", " ".join(map(str, start)))
        assert marked(page, "safe") == nim.winning_moves(start), start
        assert page.inner_text("#status .badge") == nim.outcome(start)
    new_game(page, "nim", "3 5 7 9")
    shot(page, "nim-safe-moves")
    assert not page.query_selector_all("#board .both")  # Nim takes from one pile only
    type_move(page, "2 9")
    assert "error" in page.get_attribute("#message", "class")
    assert page.inner_text("#message").startswith("Not allowed:")
    play_by_hints(page)
    assert state(page)["winner"] == "human" and position(page) == [0, 0, 0, 0]


@installed("cards")
def test_the_card_game(page):
    cards = needs("cards")
    table, choices = [1, 2, 2, 3, 3, 4, 5], [3, 4, 5]
    new_game(page, "cards", "", options={"cards": "1 2 2 3 3 4 5", "choices": "3 4 5"})
    assert position(page) == {"cards": table, "last": None}
    click(page, '#board .card[data-value="1"]')  # not an allowed first card
    assert "error" in page.get_attribute("#message", "class")
    assert "first card must be one of 3, 4, 5" in page.inner_text("#message")
    act(page, lambda: page.check("#safe"))
    wins = {json.loads(a)["last"] for a in page.eval_on_selector_all(
        "#board .card.safe", "els => els.map(e => e.dataset.after)")}
    assert wins == cards.winning_cards(table, None, choices)
    shot(page, "cards-safe-moves")
    play_by_hints(page)
    assert state(page)["winner"] == "human"
    # The computer wins when it starts, whatever the human takes.
    rng = random.Random(1)
    new_game(page, "cards", "", first="computer", options={"cards": "1 2 2 3 3 4 5", "choices": "3 4 5"})
    while state(page)["over"] == "false":
        here = position(page)
        assert not cards.mover_wins(here["cards"], here["last"]), here
        values = sorted({after[1] for after in cards.moves((tuple(here["cards"]), here["last"]))})
        click(page, f'#board .card[data-value="{rng.choice(values)}"]')
    assert state(page)["winner"] == "computer"


@installed("moore")
def test_moore_takes_from_several_piles_at_once(page):
    moore = needs("moore")
    new_game(page, "moore", "3 5 6", options={"k": 2})
    page.check("#several")
    page.click('#board .stone[data-pile="0"][data-index="1"]')
    page.click('#board .stone[data-pile="2"][data-index="4"]')
    assert len(page.query_selector_all("#board .stone.take")) == 2 + 2
    click(page, "#take-several")
    assert page.inner_text("#log li").startswith("You:")
    click(page, "#undo")
    assert "Took back" in page.inner_text("#message")
    while state(page)["over"] == "false":
        here = tuple(position(page))
        click(page, "#hint")
        assert moore.outcome(here, 2) == "N"
        hinted = [(int(e.get_attribute("data-pile")), int(e.get_attribute("data-index")))
                  for e in page.query_selector_all("#board .stone.hint")]
        after = list(here)
        for p, i in hinted:
            after[p] = i
        assert tuple(after) in moore.winning_moves(here, 2)
        page.check("#several")
        for p, i in hinted:
            page.click(f'#board .stone[data-pile="{p}"][data-index="{i}"]')
        click(page, "#take-several")
    assert state(page)["winner"] == "human"
    shot(page, "moore-several-piles")


# Start positions typed for games that have no random ones.
TYPED_STARTS = {"sum": '"wythoff 3 5" "nim 4 7"', "dag": "2 0"}
# Values typed for required options ("3" where none is given here).
TYPED_OPTIONS = {"dag": {"graph": "0>1,2 2>3"}}


def test_every_game_has_a_page(page):
    """Every game of the registry starts (from a random position, or one typed) and is drawn."""
    games = page.eval_on_selector_all("#play-game option", "os => os.map(o => o.value)")
    assert sorted(games) == sorted(available_games())
    for name in games:
        act(page, lambda: page.select_option("#play-game", name))
        info = page.evaluate("n => fetch('/api/games').then(r => r.json())"
                             ".then(d => d.games.find(g => g.name === n))", name)
        for opt in info["options"]:
            if opt["required"]:
                value = TYPED_OPTIONS.get(name, {}).get(opt["name"], "3")
                page.fill(f'#play-options [data-option="{opt["name"]}"]', value)
        if not info["random_start"]:
            assert "Type a start position" in page.inner_text("#message")
            page.fill("#play-start", TYPED_STARTS[name])
        click(page, "#new-game")
        assert page.get_attribute("#board", "data-game") == name
        assert page.get_attribute("#board", "data-position"), name
        assert "error" not in page.get_attribute("#message", "class"), page.inner_text("#message")
        shot(page, f"play-{name}")
