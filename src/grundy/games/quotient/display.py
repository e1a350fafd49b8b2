"""A misère quotient in a notebook: its presentation and multiplication table as HTML.

>>> from grundy.games.quotient import misere_quotient
>>> html = misere_quotient("0.15", to=6)._repr_html_()
>>> "<table" in html and "P-portion" in html
True
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ...messages import catalogue

if TYPE_CHECKING:
    from .quotient import Quotient

__all__ = ["quotient_html"]

MESSAGES = catalogue("quotient.display", {
    "caption": ("Misère quotient of {code}: order {order}, heaps up to {bound}{proved}",
                "{code} 的反常商：阶为 {order}，堆的大小不超过 {bound}{proved}"),
    "proved": (" (proved for every heap size)", "（已对所有堆的大小证明）"),
    "presentation": ("Presentation", "表示"),
    "p_portion": ("P-portion (bold)", "P 部分（粗体）"),
    "shown": ("the first {shown} of {order} elements are shown", "只显示 {order} 个元素中的前 {shown} 个"),
})

#: The largest table drawn in full.
SHOWN = 48


def quotient_html(q: Quotient, lang: str = "en") -> str:
    """The presentation, the P-portion and the multiplication table (bold: in the P-portion)."""
    names = [q.name(x) for x in range(q.order)]
    shown = min(q.order, SHOWN)

    def cell(x: int, tag: str = "td") -> str:
        text = escape(names[x])
        return f"<{tag}>{'<b>' + text + '</b>' if x in q.p_portion else text}</{tag}>"

    proved = MESSAGES("proved").render(lang) if q.proved else ""
    caption = MESSAGES("caption", code=q.code, order=q.order, bound=q.bound, proved=proved).render(lang)
    gens = ", ".join(q.generators)
    rels = ", ".join(q.relations)
    head = "<tr><th>×</th>" + "".join(cell(y, "th") for y in range(shown)) + "</tr>"
    rows = "".join("<tr>" + cell(x, "th") + "".join(cell(q.table[x][y]) for y in range(shown)) + "</tr>"
                   for x in range(shown))
    more = f"<p>{escape(MESSAGES('shown', shown=shown, order=q.order).render(lang))}</p>" if shown < q.order else ""
    return (f"<div><p><b>{escape(caption)}</b></p>"
            f"<p>{escape(MESSAGES('presentation').render(lang))}: ⟨{escape(gens)} | {escape(rels)}⟩</p>"
            f"<p>{escape(MESSAGES('p_portion').render(lang))}: "
            f"{escape(', '.join(names[x] for x in sorted(q.p_portion)))}</p>"
            f"<table>{head}{rows}</table>{more}</div>")
