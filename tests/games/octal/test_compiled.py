"""The octal kernels: the full and the rare-value methods give the plain path's values exactly."""

from __future__ import annotations

import random
from itertools import product

import numpy as np
import pytest

from grundy.games.octal import values as ov
from grundy.kernels import available

pytestmark = pytest.mark.skipif(not available(), reason="numba is not installed")

ALL_THREE = ["0." + "".join(map(str, d)) for d in product(range(8), repeat=3) if any(d)]


def digits(code: str) -> tuple[int, ...]:
    return tuple(int(c) for c in code[2:].rstrip("0"))


def plain(code: str, count: int) -> np.ndarray:
    # the numpy path (no kernel), whole splits every heap
    return ov.compute(ov.octal_rules(digits(code)), count, stop=False, kernel=False).values


def check(code: str, count: int) -> None:
    expected = plain(code, count)
    for method in ("full", "rare", "auto"):
        run = ov.compute(ov.octal_rules(digits(code)), count, stop=False, kernel=True, method=method)
        assert np.array_equal(run.values, expected), (code, method)


def test_classics_and_the_codes_where_the_split_holds_or_fails():
    for code in ["0.77", "0.07", "0.137", "0.354", "0.16", "0.106", "0.6", "0.007", "0.4", "0.51", "0.3122"]:
        check(code, 2000)


def test_a_sample_of_three_digit_codes():
    # every code of three digits is checked to 2**11 heaps in the slow test below
    for code in random.Random(15).sample(ALL_THREE, 40):
        check(code, 700)


@pytest.mark.slow
def test_every_three_digit_code_to_2048_heaps():
    # 2**11 heaps: the numpy path's splits grow with the square of the heaps, and 2**12 took a minute;
    # the surveyed codes are checked to 2**16 below
    for code in ALL_THREE:
        check(code, 2048)


def test_the_period_is_the_plain_paths():
    for code in ["0.77", "0.07", "0.137", "0.15", "0.4", "0.51", "0.726", "0.3122", "0.1707"]:
        rules = ov.octal_rules(digits(code))
        assert ov.compute(rules, 5000, kernel=True).period == ov.compute(rules, 5000, kernel=False).period, code


def lower_the_uint16_bound(monkeypatch) -> None:
    """Every run of the kernel starts as if uint16 held values below 8 only, so that it widens soon."""
    from grundy.games.octal import kernel as runner

    original = runner._Run.__init__

    def low_top(self, *args, **kwargs):
        original(self, *args, **kwargs)
        self.top = 8
        self.size = 4
        self.stamp = np.full(9, -1, dtype=np.int64)
        self.israre = runner.kernel.israre_table(0, 9)

    monkeypatch.setattr(runner._Run, "__init__", low_top)


@pytest.mark.slow
def test_values_wider_than_sixteen_bits_widen_the_array(monkeypatch):
    # 0.6 grows slowly; with the uint16 bound lowered the kernel must widen and agree
    lower_the_uint16_bound(monkeypatch)
    run = ov.compute(ov.octal_rules((6,)), 1500, stop=False, kernel=True)
    assert run.values.dtype == np.uint32
    assert np.array_equal(run.values, plain("0.6", 1500))


def test_grundys_game_matches_its_definition():
    # G(n) = mex of G(a) xor G(n - a), 1 <= a < n / 2, by plain loops
    count = 600
    g = [0] * count
    for n in range(count):
        g[n] = min(set(range(n + 2)) - {g[a] ^ g[n - a] for a in range(1, (n + 1) // 2)})
    for kernel in (False, True):
        for method in ("full", "rare", "auto"):
            if not kernel and method != "auto":
                continue
            run = ov.compute(ov.grundys_game_rules(), count, kernel=kernel, method=method)
            assert [int(v) for v in run.values] == g


#: The codes the survey and the benchmarks run at scale.
SURVEYED = ["0.354", "0.16", "0.106", "0.6", "0.007", "0.77", "0.137"]


@pytest.mark.slow
@pytest.mark.parametrize("code", SURVEYED)
def test_the_surveyed_codes_to_65536_heaps(code):
    expected = plain(code, 1 << 16)
    run = ov.compute(ov.octal_rules(digits(code)), 1 << 16, stop=False, kernel=True)
    assert np.array_equal(run.values, expected), code


@pytest.mark.parametrize("code", ["0.007", "0.354", "0.6"])
def test_the_timed_choice_of_the_full_mex_keeps_the_values(code, monkeypatch):
    from grundy.games.octal import kernel

    from tests.oracles import takebreak

    monkeypatch.setattr(kernel, "SWITCH", 1e9)  # every probe picks the full mex
    monkeypatch.setattr(kernel, "PROBE_FROM", 1024)
    monkeypatch.setattr(kernel, "RARE_SHARE", 10**9)
    run = ov.compute(ov.octal_rules(digits(code)), 2600, stop=False, method="auto", kernel=True)
    assert run.values.tolist() == takebreak.code_values(code, 2600)
    assert run.heaps_full > 2048  # the heaps after the probe took the full mex


def _theorem_holds(g: np.ndarray, n0: int, p: int, t: int) -> bool:
    # The periodicity theorem's hypothesis, read plainly: G(m + p) = G(m) for n0 <= m < 2 n0 + p + t,
    # every term it names among the values given.
    return n0 >= 1 and 2 * n0 + 2 * p + t <= len(g) and \
        all(g[m + p] == g[m] for m in range(n0, 2 * n0 + p + t))


@pytest.mark.slow
def test_a_period_found_rests_on_the_theorems_whole_hypothesis():
    # 0.16 to 373,248 heaps: G(m + 149,459) = G(m) from m = 105,351 to the end of the values, which is
    # the hypothesis without the last p terms; no period is proved from them.
    from grundy.games.octal import compiled as kernel

    for code, count in [("0.16", 373_248), ("0.354", 20_000), ("0.07", 300), ("0.77", 200), ("0.137", 400)]:
        rules = ov.octal_rules(digits(code))
        g = ov.compute(rules, count, stop=False, kernel=True).values
        out = np.zeros(2, dtype=np.int64)
        for n in range(max(rules.t + 3, count - 50), count + 1):
            if kernel.find_period(g, n, rules.t, 1, np.zeros(n + 1, dtype=np.uint8), out, 2):
                assert _theorem_holds(g[:n], int(out[1]), int(out[0]), rules.t), (code, n, out)
