"""A griffe extension for the site's reference: the docstrings' Sphinx roles become links.

grundy's docstrings name other objects as Sphinx does (``:func:`cjk_font```,
``:class:`~grundy.messages.Text```, ``:mod:`.classic```): the help() of a module
reads well with them.  On the site each becomes a cross-reference to the object's
entry (``<autoref ... optional>``: a name the site does not document stays plain
code, without a warning).  Names are resolved as Python resolves them in the
docstring's module: the object's own members, its module's names and imports;
a leading dot is relative to the package.  A ``*`` between two words or brackets
(``floor(k*phi)``) is escaped so that Markdown keeps it rather than reading
emphasis; code (```` `...` ````, examples, fences) is left as written.
"""

from __future__ import annotations

import re
from typing import Any

import griffe

ROLE = re.compile(r":(?:py:)?(?:class|mod|func|meth|attr|data|exc|obj|const):`(~?)([^`]+)`")
STAR = re.compile(r"(?<=[\w)\]])\*(?=[\w(\[])")
CODE_SPAN = re.compile(r"(`+)(?:.+?)\1")


def _target(obj: griffe.Object, name: str) -> str | None:
    if name.startswith("."):
        module = obj.module
        base: Any = module if module.is_init_module else module.parent or module
        for _ in range(len(name) - len(name.lstrip(".")) - 1):
            base = base.parent or base
        return f"{base.path}.{name.lstrip('.')}"
    if name.startswith("grundy."):
        return name
    head, _, rest = name.partition(".")
    scope: Any = obj
    while scope is not None:
        try:
            resolved = scope.resolve(head)
        except Exception:  # noqa: BLE001 (griffe's NameResolutionError and alias errors alike)
            scope = scope.parent
            continue
        return f"{resolved}.{rest}" if rest else resolved
    return None


def _role(obj: griffe.Object, match: re.Match[str]) -> str:
    short, name = match.group(1), match.group(2).strip()
    shown = name.rsplit(".", 1)[-1] if short else name.lstrip(".")
    target = _target(obj, name.rstrip("()"))
    if target is None or not target.startswith("grundy"):
        return f"`{shown}`"
    return f'<autoref identifier="{target}" optional><code>{shown}</code></autoref>'


def _prose(obj: griffe.Object, text: str) -> str:
    parts = []
    last = 0
    for span in CODE_SPAN.finditer(text):
        parts.append(STAR.sub(r"\\*", text[last:span.start()]))
        parts.append(span.group(0))
        last = span.end()
    parts.append(STAR.sub(r"\\*", text[last:]))
    return "".join(parts)


def rewrite(obj: griffe.Object, text: str) -> str:
    """The docstring with its roles as cross-references and its prose stars escaped."""
    text = ROLE.sub(lambda m: _role(obj, m), text)
    out, fenced, example = [], False, False
    for line in text.splitlines():
        stripped = line.lstrip()
        if example and not stripped:
            example = False
        elif not fenced and stripped.startswith(">>>"):
            example = True
        elif stripped.startswith(("```", "~~~")):
            fenced = not fenced
        out.append(line if fenced or example or stripped.startswith(("```", "~~~")) else _prose(obj, line))
    return "\n".join(out)


class SphinxRolesToReferences(griffe.Extension):
    """Rewrites every docstring of the loaded package once it is whole (names resolve then)."""

    def on_package(self, *, pkg: griffe.Module, **kwargs: Any) -> None:
        seen: set[int] = set()
        stack: list[griffe.Object] = [pkg]
        while stack:
            obj = stack.pop()
            if id(obj) in seen:
                continue
            seen.add(id(obj))
            if obj.docstring is not None:
                obj.docstring.value = rewrite(obj, obj.docstring.value)
            stack.extend(m for m in obj.members.values() if not m.is_alias)
