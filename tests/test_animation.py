"""The sieve animated for slides: each frame's cells against the brute-force oracle, and the files."""

from __future__ import annotations

import pytest

pytest.importorskip("matplotlib")

from PIL import Image  # noqa: E402

from grundy import animation  # noqa: E402
from grundy.games.wythoff import Wythoff  # noqa: E402
from grundy.sieve import sieve_steps  # noqa: E402
from tests.oracles import wythoff_variants as oracle  # noqa: E402


@pytest.mark.parametrize("rules", [{}, {"misere": True}, {"a": 2}], ids=str)
def test_every_frame_shows_p_cells_that_are_p_and_crossed_cells_that_are_n(rules):
    size = 12
    table = oracle.p_table(size, **rules)
    frames = animation.sieve_frames(sieve_steps(Wythoff(**rules), size), size)
    assert frames[0] == [[animation.OPEN] * size for _ in range(size)]
    for frame in frames[1:]:
        for y, row in enumerate(frame):
            for x, colour in enumerate(row):
                if colour in (animation.P_CELL, animation.NEW_P):
                    assert table[x][y], (x, y)
                elif colour in (animation.CROSSED, animation.NEW_N):
                    assert not table[x][y], (x, y)
    last = frames[-1]
    assert all(last[y][x] != animation.OPEN for x in range(size) for y in range(size))


@pytest.mark.slow
def test_a_gif_and_svg_frames_are_written(tmp_path, cli):
    steps = len(sieve_steps(Wythoff(), 10))
    r = cli(["plot", "sieve", "--size", "10", "-o", str(tmp_path / "sieve.gif")])
    assert r.status == 0, r.err
    assert Image.open(tmp_path / "sieve.gif").n_frames == steps + 1
    r = cli(["plot", "sieve", "--size", "6", "--misere", "-o", str(tmp_path / "s.svg"), "--lang", "zh"])
    assert r.status == 0, r.err
    frames = sorted(p.name for p in tmp_path.glob("s-*.svg"))
    assert frames == [f"s-{i:03d}.svg" for i in range(len(sieve_steps(Wythoff(misere=True), 6)) + 1)]
    assert "<svg" in (tmp_path / "s-001.svg").read_text()


def test_without_ffmpeg_an_mp4_is_refused_clearly(tmp_path, cli, monkeypatch):
    monkeypatch.setattr(animation.shutil, "which", lambda _name: None)
    r = cli(["plot", "sieve", "-o", str(tmp_path / "s.mp4")])
    assert r.status == 2 and "needs ffmpeg" in r.err and ".gif" in r.err and "Traceback" not in r.err
    assert not (tmp_path / "s.mp4").exists()
    r = cli(["plot", "sieve", "-o", str(tmp_path / "s.mp4"), "--lang", "zh"])
    assert r.status == 2 and "需要 'ffmpeg'" in r.err


@pytest.mark.parametrize("argv, message", [
    (["-o", "s.png"], "must end in .gif, .mp4 or .svg"),
    (["--size", "65", "-o", "s.gif"], "between 1 and 64, not 65"),
    (["--game", "nim", "-o", "s.gif"], "not a two-pile game"),
])
def test_what_cannot_be_animated_is_refused(tmp_path, cli, argv, message):
    argv = [str(tmp_path / a) if a.startswith("s.") else a for a in argv]
    r = cli(["plot", "sieve", *argv])
    assert r.status == 2 and message in r.err and "Traceback" not in r.err, r.err
