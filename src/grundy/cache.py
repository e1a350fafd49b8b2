"""The cache directory: what grundy computed once and keeps (octal periods, Wythoff rows), listed and cleared.

It is ``$GRUNDY_CACHE_DIR`` if set, else ``$XDG_CACHE_HOME/grundy``, else
``~/.cache/grundy``.  Every entry is checked by its digest when read, so a
damaged or edited file is recomputed, never trusted; removing the directory
(``grundy cache clear``) loses only time.

>>> import os, tempfile
>>> saved = os.environ.get("GRUNDY_CACHE_DIR")
>>> os.environ["GRUNDY_CACHE_DIR"] = folder = tempfile.mkdtemp()
>>> cache_dir() == Path(folder), entries()
(True, [])
>>> _ = (Path(folder) / "x").write_text("12345")
>>> [(e.name, e.size) for e in entries()], clear(), entries()
([('x', 5)], (1, 5), [])
>>> _ = os.environ.pop("GRUNDY_CACHE_DIR") if saved is None else os.environ.update(GRUNDY_CACHE_DIR=saved)
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Entry", "cache_dir", "clear", "entries"]


def cache_dir() -> Path:
    """Where grundy keeps what it computed: $GRUNDY_CACHE_DIR, else the user cache directory."""
    explicit = os.environ.get("GRUNDY_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "grundy"


@dataclass(frozen=True)
class Entry:
    """One file of the cache: its path relative to the cache directory, and its size in bytes."""

    name: str
    path: Path
    size: int


def entries() -> list[Entry]:
    """Every file in the cache directory, by name."""
    root = cache_dir()
    if not root.is_dir():
        return []
    found = []
    for path in sorted(root.rglob("*")):
        if path.is_file():
            found.append(Entry(path.relative_to(root).as_posix(), path, path.stat().st_size))
    return found


def clear() -> tuple[int, int]:
    """Remove everything in the cache directory: (files, bytes) removed."""
    listed = entries()
    root = cache_dir()
    for child in root.iterdir() if root.is_dir() else ():
        if child.is_dir() and not child.is_symlink():
            shutil.rmtree(child)
        else:
            child.unlink()
    return len(listed), sum(e.size for e in listed)
