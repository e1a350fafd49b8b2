"""Rewrite the output shown under each ``$`` command of the docs' console blocks by running it.

Run it after a change of wording (``python docs/refresh.py``), then read the diff:
tests/test_docs.py checks that every page shows what its commands print.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

DOCS = Path(__file__).resolve().parent
BLOCK = re.compile(r"^```console\n(.*?)^```$", re.M | re.S)


def run(command: str, env: dict[str, str]) -> str:
    # In a directory of its own, as the tests run it: the files an example writes go there.
    done = subprocess.run(["bash", "-c", command], capture_output=True, text=True, env=env, check=True,
                          cwd=env["GRUNDY_DOCS_DIR"])
    return done.stdout


def refresh(block: str, env: dict[str, str]) -> str:
    commands = [line[2:] for line in block.splitlines() if line.startswith("$ ")]
    return "".join(f"$ {c}\n{run(c, env)}" for c in commands)


def main() -> None:
    with tempfile.TemporaryDirectory() as bin_dir, tempfile.TemporaryDirectory() as work:
        shim = Path(bin_dir) / "grundy"
        shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m grundy "$@"\n')
        shim.chmod(0o755)
        env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
               "PYTHONPATH": str(DOCS.parent / "src"), "NO_COLOR": "1", "COLUMNS": "80",
               "GRUNDY_DOCS_DIR": work}
        for page in sorted(DOCS.rglob("*.md")):
            text = page.read_text(encoding="utf-8")
            new = BLOCK.sub(lambda m: "```console\n" + refresh(m.group(1), env) + "```", text)
            if new != text:
                page.write_text(new, encoding="utf-8")
                print("refreshed", page.relative_to(DOCS))


if __name__ == "__main__":
    main()
