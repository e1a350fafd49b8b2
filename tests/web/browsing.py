"""Helpers of the page's browser tests: act on the page and wait for it to finish."""

from __future__ import annotations

import json
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"
ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "artifacts" / "screenshots"


def act(page, action, *panels: str) -> None:
    """Do something on the page, then wait until the page has finished with it.

    Each panel (#play by default; #map, #an-result, #beatty) counts what it has
    finished on its data-done attribute.  Waiting for the count to move waits
    for this action's own result, never the one before it, which may look the
    same (the same message twice, the same position again).  Selectors only,
    no script: the Content-Security-Policy test uses this too.
    """
    panels = panels or ("#play",)
    before = [(panel, page.get_attribute(panel, "data-done")) for panel in panels]
    action()
    for panel, count in before:
        done = f'{panel}:not([data-done="{count}"])' if count is not None else f"{panel}[data-done]"
        page.wait_for_selector(done, state="attached")


def click(page, selector: str, *panels: str) -> None:
    act(page, lambda: page.click(selector), *panels)


def type_move(page, text: str) -> None:
    page.fill("#move-text", text)
    click(page, "#typed button[type=submit]")


def position(page):
    return json.loads(page.get_attribute("#board", "data-position"))


def state(page) -> dict[str, str]:
    return page.eval_on_selector("#play", "e => ({...e.dataset})")


def new_game(page, game: str, start: str = "", first: str = "human", options: dict | None = None) -> None:
    if page.input_value("#play-game") != game:
        act(page, lambda: page.select_option("#play-game", game))
    for name, value in (options or {}).items():
        field = f'#play-options [data-option="{name}"]'
        if isinstance(value, bool):
            page.set_checked(field, value)
        else:
            page.fill(field, str(value))
    page.fill("#play-start", start)
    page.check(f'input[name="first"][value="{first}"]')
    click(page, "#new-game")  # and the computer's opening move, when it starts


def marked(page, cls: str) -> set:
    return {tuple(json.loads(a)) for a in page.eval_on_selector_all(
        f"#board .{cls}", "els => els.map(e => e.dataset.after)")}


def shot(page, name: str, full_page: bool = False) -> None:
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=full_page)


def rgb(page, colour: str) -> list[int]:
    """A CSS colour (or a var() of the page's stylesheet) as the page computes it: [r, g, b]."""
    return page.evaluate("""colour => {
        const probe = document.createElement('span');
        probe.style.color = colour;
        document.body.append(probe);
        const value = getComputedStyle(probe).color;
        probe.remove();
        return value.match(/\\d+(\\.\\d+)?/g).slice(0, 3).map(Number);
    }""", colour)


def luminance(colour) -> float:
    """The relative luminance of an sRGB colour (WCAG 2.x)."""
    def channel(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    """The WCAG contrast ratio of two colours, from 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
