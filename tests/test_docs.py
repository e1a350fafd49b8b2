"""The documentation site: it builds without a warning, and every example on it runs as shown.

``console`` blocks are run command by command (``$ `` lines, the lines up to
the next one being its output) by bash with grundy from this source tree;
Python examples (``>>>``) run as doctests.
"""

from __future__ import annotations

import doctest
import os
import re
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

import grundy

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
SRC = str(Path(grundy.__file__).resolve().parents[1])
PAGES = sorted(DOCS.rglob("*.md")) if DOCS.exists() else []
BLOCK = re.compile(r"^```console\n(.*?)^```$", re.M | re.S)


def console_examples() -> list[tuple[str, str, str]]:
    found = []
    for page in PAGES:
        for block in BLOCK.findall(page.read_text(encoding="utf-8")):
            command, output = None, []
            for line in [*block.splitlines(), "$ "]:
                if line.startswith("$ "):
                    if command:
                        found.append((page.relative_to(DOCS).as_posix(), command, "\n".join(output)))
                    command, output = line[2:], []
                else:
                    output.append(line)
    return found


@pytest.fixture(scope="module")
def shell_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    # `grundy` on PATH runs this source tree, whatever is installed.
    bin_dir = tmp_path_factory.mktemp("bin")
    shim = bin_dir / "grundy"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m grundy "$@"\n')
    shim.chmod(0o755)
    return {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}", "PYTHONPATH": SRC,
            "NO_COLOR": "1", "COLUMNS": "80", "NO_MKDOCS_2_WARNING": "1"}


@pytest.mark.parametrize(("page", "command", "expected"), console_examples(),
                         ids=lambda v: v if isinstance(v, str) and len(v) < 60 else None)
def test_a_console_example_prints_what_the_page_shows(page, command, expected, shell_env, tmp_path):
    run = subprocess.run(["bash", "-c", command], capture_output=True, text=True, env=shell_env,
                         cwd=tmp_path, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.rstrip("\n") == expected.rstrip("\n"), f"{page}: $ {command}"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(DOCS).as_posix())
def test_the_python_examples_of_a_page_run(page):
    result = doctest.testfile(str(page), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_site_has_console_examples_to_check():
    assert len(console_examples()) >= 10


def test_every_page_is_written_in_english_and_in_chinese():
    english = {p.relative_to(DOCS).as_posix() for p in PAGES if not p.name.endswith(".zh.md")}
    chinese = {p.relative_to(DOCS).as_posix().replace(".zh.md", ".md") for p in PAGES if p.name.endswith(".zh.md")}
    assert english == chinese, (sorted(english - chinese), sorted(chinese - english))


def test_every_page_is_in_the_navigation_and_has_a_chinese_title():
    import yaml

    class Loader(yaml.SafeLoader):
        pass

    Loader.add_multi_constructor("!", lambda loader, suffix, node: None)
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=Loader)
    titles, pages = [], []

    def walk(items):
        for item in items:
            ((title, value),) = item.items()
            titles.append(title)
            walk(value) if isinstance(value, list) else pages.append(value)

    walk(config["nav"])
    english = {p.relative_to(DOCS).as_posix() for p in PAGES if not p.name.endswith(".zh.md")}
    assert set(pages) == english
    (i18n,) = [p["i18n"] for p in config["plugins"] if isinstance(p, dict) and "i18n" in p]
    (zh,) = [lang for lang in i18n["languages"] if lang["locale"] == "zh"]
    # a title that is one name (a judge format's, `poj1067`) or a judge's problem number ("POJ 1067 / HDU 1527")
    # reads the same in both languages
    same = re.compile(r"[\w./-]+|[A-Z][A-Za-z]* \d+(?: / [A-Z][A-Za-z]* \d+)*")
    assert [t for t in titles if t not in zh["nav_translations"] and not same.fullmatch(t)] == []


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once for the tests below with warnings as errors."""
    pytest.importorskip("mkdocs")
    pytest.importorskip("mkdocstrings")
    out = tmp_path_factory.mktemp("site")
    run = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(out)],
                         cwd=ROOT, capture_output=True, text=True, timeout=1200,
                         env={**os.environ, "PYTHONPATH": SRC, "NO_MKDOCS_2_WARNING": "1"})
    assert run.returncode == 0, run.stderr[-3000:]
    return out


def built_pages(site: Path) -> dict[str, str]:
    return {p.relative_to(site).as_posix(): p.read_text(encoding="utf-8") for p in site.rglob("index.html")}


@pytest.mark.tooling
@pytest.mark.timeout(1200)
def test_the_site_builds_every_page_in_both_languages(site):
    built = built_pages(site)
    for page in PAGES:
        name = page.relative_to(DOCS).as_posix().removesuffix(".zh.md").removesuffix(".md")
        path = "" if name == "index" else f"{name.removesuffix('index')}" if name.endswith("/index") else f"{name}/"
        english, chinese = f"{path}index.html", f"zh/{path}index.html"
        assert english in built and chinese in built, name
        assert '<html lang="en"' in built[english] and '<html lang="zh"' in built[chinese], name
        # the language switch, on every page
        assert 'hreflang="zh"' in built[english] and 'hreflang="en"' in built[chinese], name
    for name in ("p-positions", "grundy", "queen"):
        for suffix in ("", "-zh"):
            assert (site / "img" / f"{name}{suffix}.png").stat().st_size > 1000
    assert (site / "img" / "sieve.gif").stat().st_size > 1000


@pytest.mark.tooling
@pytest.mark.timeout(1200)
def test_the_chinese_pages_have_chinese_navigation_and_reference(site):
    built = built_pages(site)
    start = built["zh/index.html"]
    for title in ("开始", "算法竞赛选手", "教师", "参考文献", "评测格式"):
        assert title in start
    assert "For contest programmers" not in start
    games = built["zh/reference/games/index.html"]
    assert "威佐夫博弈：威佐夫博弈" not in games and "威佐夫博弈" in games
    assert "读入与输出" in built["zh/contest/index.html"] and "what it reads and answers" not in built["zh/contest/index.html"]
    assert "用法：" in built["zh/reference/commands/index.html"]


@pytest.mark.tooling
@pytest.mark.timeout(1200)
def test_the_search_finds_chinese_words_on_the_chinese_pages(site):
    import json

    index = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))
    separator = re.compile(index["config"]["separator"])
    found = {doc["location"].split("#")[0] for doc in index["docs"]
             if "奇异局势" in separator.split(doc["text"]) or "奇异局势" in separator.split(doc["title"])}
    for page in ("zh/", "zh/contest/", "zh/teachers/"):
        assert page in found


@pytest.mark.tooling
@pytest.mark.timeout(1200)
def test_the_site_asks_no_other_site_for_anything(site):
    # Offline: no font service, no code host API, no script or style from elsewhere.
    request = re.compile(r"<(?:link|script)\b[^>]*\b(?:href|src)=[\"']?(?:https?:)?//", re.I)
    for name, html in built_pages(site).items():
        assert not request.search(html), name
        assert "fonts.googleapis" not in html and "api.github.com" not in html, name
    for script in (site / "assets" / "javascripts").glob("bundle.*.js"):
        assert "fonts.googleapis" not in script.read_text(encoding="utf-8")


@pytest.mark.tooling
@pytest.mark.timeout(1200)
def test_the_reference_renders_its_docstrings(site):
    built = built_pages(site)
    for name, html in built.items():
        assert not re.search(r":(?:class|mod|func|meth|data|attr):`", html), name
    api = built["reference/api/index.html"]
    assert 'class="doc doc-signature' in api or "doc-signature" in api  # signatures shown
    assert "grundy.boards" in api and "grundy.plots" in api and "Wythoff" in api
    assert "<th>Name</th>" in api or "Parameters:" in api  # a NumPy section as a table
    assert "floor(k*phi)" in built["mathematics/index.html"]
    assert '<math' in built["mathematics/index.html"]
    # previous/next links and the dark-mode switch on every page
    for name in ("index.html", "zh/contest/index.html"):
        assert "md-footer__link--next" in built[name] and 'data-md-color-scheme="slate"' in built[name]

def test_the_mathematics_page_links_each_judge_problem_from_the_game_it_declares():
    import importlib.util

    from grundy.judge import iter_judge_formats
    from grundy.registry import find_game

    pytest.importorskip("mkdocs")
    if not (DOCS / "hooks.py").exists():
        pytest.skip("docs/ is not beside the tests")
    spec = importlib.util.spec_from_file_location("docs_hooks", DOCS / "hooks.py")
    assert spec and spec.loader
    hooks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hooks)
    for lang in ("en", "zh"):
        sections = re.split(r"^## ", hooks.mathematics(lang), flags=re.M)
        for fmt in iter_judge_formats():
            title = find_game(fmt.game).title_in(lang)
            holding = [s for s in sections if f"](judges/{fmt.name}.md)" in s]
            assert [s.split("\n", 1)[0] for s in holding] == [title], (lang, fmt.name)


def readme_docs_command() -> str:
    """The command README.md gives for building the site, read from the README itself."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(r"^Build the documentation site.*?\n```sh\n(.+?)\n```", readme, re.M | re.S)
    assert found, "README.md: no 'Build the documentation site' command"
    return found.group(1)


def test_the_readme_builds_the_site_with_warnings_as_errors():
    command = readme_docs_command()
    assert "'.[docs]'" in command and "mkdocs build --strict" in command


@pytest.mark.tooling
@pytest.mark.timeout(1800)
def test_the_readme_docs_command_builds_the_site_in_a_fresh_virtual_environment(tmp_path):
    # A fresh clone: the files git tracks (and new ones it would), nothing installed but
    # what the command itself installs; pip's own cache makes a second run quicker.
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, capture_output=True, check=True).stdout.decode().split("\0")
    clone = tmp_path / "grundy"
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            (clone / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, clone / name)
    venv.create(tmp_path / "venv", with_pip=True)
    bin_dir = tmp_path / "venv" / ("Scripts" if os.name == "nt" else "bin")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    env.update(PATH=f"{bin_dir}{os.pathsep}{env['PATH']}", VIRTUAL_ENV=str(tmp_path / "venv"),
               PIP_DISABLE_PIP_VERSION_CHECK="1")
    run = subprocess.run(["bash", "-c", readme_docs_command()], cwd=clone, env=env, capture_output=True,
                         text=True, timeout=1800)
    assert run.returncode == 0, (run.stdout[-2000:], run.stderr[-4000:])
    assert (clone / "site" / "index.html").is_file()
    assert (clone / "site" / "zh" / "index.html").is_file()


@pytest.mark.tooling
@pytest.mark.timeout(1200)
def test_chinese_prose_has_no_stray_space_from_a_line_break(site):
    cjk = "\u3000-\u303f\u4e00-\u9fff\uff00-\uffef"
    stray = re.compile(f"[{cjk}]\\s+[{cjk}]")
    for name, html in built_pages(site).items():
        if name.startswith("zh/"):
            for paragraph in re.findall(r"<(?:p|li)>(.*?)</(?:p|li)>", html, re.S):
                prose = re.sub(r"<[^>]+>", "", re.sub(r"<code>.*?</code>", "x", paragraph, flags=re.S))
                assert not stray.search(prose), (name, paragraph[:120])


@pytest.mark.tooling
@pytest.mark.timeout(1200)
def test_a_note_for_readers_of_the_repository_is_left_out_of_the_site(site):
    notes = {}
    for page in PAGES:
        found = re.search(r"^<!-- stored -->\n> (.{20,60})", page.read_text(encoding="utf-8"), re.M)
        if found:
            notes[page] = found.group(1)
    assert len(notes) >= 10  # every page whose content is made when the site is built
    built = built_pages(site)
    for page, note in notes.items():
        name = page.relative_to(DOCS).as_posix().removesuffix(".zh.md").removesuffix(".md")
        prefix = "zh/" if page.name.endswith(".zh.md") else ""
        html = built[f"{prefix}{name}/index.html"]
        assert note not in html, page.name


def test_a_page_made_at_build_time_says_where_its_built_page_is():
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        if "<!-- grundy: " in text or "--8<-- \"C" in text:
            assert "<!-- stored -->" in text.split("\n\n", 3)[1] + text.split("\n\n", 3)[2], page.name


@pytest.mark.browser
@pytest.mark.tooling
@pytest.mark.timeout(1200)
def test_a_reader_searching_the_chinese_site_for_a_chinese_word_finds_it(site):
    # In a real browser: the theme's search, on the index jieba segmented.
    import functools
    import http.server
    import threading

    from tests.web.browsing import CHROMIUM

    if not Path(CHROMIUM).exists():
        pytest.skip(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    playwright = pytest.importorskip("playwright.sync_api")
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with playwright.sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_page()
            page.goto(f"http://127.0.0.1:{server.server_port}/zh/")
            page.fill("input.md-search__input", "奇异局势")
            page.wait_for_selector("li.md-search-result__item", timeout=60000)
            found = page.inner_text(".md-search-result")
            browser.close()
    finally:
        server.shutdown()
    assert "奇异局势" in found.replace("\u200b", "")
