"""Misère solutions from the literature, typed in from their sources, against grundy and the plain search.

Every expected value here comes from a publication (cited beside it), never
from grundy's output.  Each is checked twice: grundy's quotient must give it,
and the plain misère search of tests/oracles must too (a published value the
search contradicted would be reported, not pinned).

What could be read of the literature in this project's stored sources is
listed in docs/research.md ("Misère quotients reproduced").
"""

from __future__ import annotations

import itertools

import pytest

from grundy.games.octal.game import raw_values
from grundy.games.quotient import misere_quotient
from tests.oracles.misere_octal import misere_solver


def word(table, images, vector):
    """The element of a word (an exponent vector) in the generators' images."""
    x = 0
    for image, exponent in zip(images, vector):
        for _ in range(exponent):
            x = table[x][image]
    return x


def isomorphic(q, order, relations, p_words):
    """Whether q is the bipartite monoid of the presentation: some images of the generators satisfy every
    relation, generate q, and send the published P-portion onto q's; with the published order, the map
    from the presented monoid onto q is then one to one."""
    if q.order != order:
        return False
    table = q.table
    count = len(relations[0][0])
    for images in itertools.product(range(q.order), repeat=count):
        if any(word(table, images, left) != word(table, images, right) for left, right in relations):
            continue
        reach, todo = {0}, [0]
        while todo:
            x = todo.pop()
            for g in images:
                if table[x][g] not in reach:
                    reach.add(table[x][g])
                    todo.append(table[x][g])
        if len(reach) == order and {word(table, images, w) for w in p_words} == set(q.p_portion):
            return True
    return False


def test_misere_nim_on_heaps_up_to_2_is_t2():
    # T2 = <a, b | a^2 = 1, b^3 = b>, P = {a, b^2}, of order 6: the misère quotient of Nim heaps
    # 0, 1, 2 (Plambeck and Siegel, "Misère quotients for impartial games", J. Combin. Theory Ser. A
    # 115 (2008) 593-622, section on the tame quotients T_n).  Nim on heaps up to 2 is the octal game
    # 0.33 on heaps up to 2 (take one or two tokens, leaving one heap or none).
    q = misere_quotient("0.33", to=2)
    t2 = [((2, 0), (0, 0)), ((0, 3), (0, 1))]
    assert isomorphic(q, 6, t2, [(1, 0), (0, 2)])


def test_the_quotient_of_075_is_r8():
    # R8 = <a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>, P = {a, b^2}, of order 8: the misère
    # quotient of the octal game 0.75 (Plambeck and Siegel, J. Combin. Theory Ser. A 115 (2008)),
    # the smallest wild quotient.
    q = misere_quotient("0.75", to=60)
    assert q.proved
    r8 = [((2, 0, 0), (0, 0, 0)), ((0, 3, 0), (0, 1, 0)), ((0, 1, 1), (1, 1, 0)), ((0, 0, 2), (0, 2, 0))]
    assert isomorphic(q, 8, r8, [(1, 0, 0), (0, 2, 0)])
    # the check can fail: another P-portion, or c^2 = 1 in place of c^2 = b^2
    assert not isomorphic(q, 8, r8, [(1, 0, 0)])
    assert not isomorphic(q, 8, r8[:3] + [((0, 0, 2), (0, 0, 0))], [(1, 0, 0), (0, 2, 0)])


#: Plambeck's solution of the quaternary game 0.312 (plambeck.org, "misère octal games", page 0.312,
#: "Status: SOLVED [4 February 2003]"): the genus g^(γ0 γ1 γ2 ...) of heaps 1..6, periodic of length
#: two from there, γk the misère Grundy value of the heap plus k heaps of 2 (a heap of 2 is *2 in this
#: game: its options are a heap of 1 and nothing); the superscripts go on alternating their last two.
GENUS_0312 = {1: (1, "03131"), 2: (2, "20"), 3: (0, "02"), 4: (2, "1420"), 5: (0, "02"), 6: (1, "13")}
#: The same page: "genus (A + A) = 0^{1202}", A the heap of 4.
GENUS_4_4 = (0, "1202")


def misere_values(superscript, count):
    """γ0, γ1, ... from a genus superscript whose last two values alternate for ever."""
    values = [int(c) for c in superscript]
    while len(values) < count:
        values.append(values[-2])
    return values[:count]


def published_0312(n):
    """The genus of a heap of n of 0.312 from the page (periodic of length two from heap 5)."""
    return GENUS_0312[n if n <= 6 else 5 + (n - 5) % 2]


@pytest.mark.parametrize("n", range(1, 13))
def test_plambecks_solution_of_0312(n):
    q = misere_quotient("0.312", to=40)
    is_p, _ = misere_solver("0.312")
    normal, superscript = published_0312(n)
    assert raw_values("0.312", n + 1)[n] == normal
    for k, gamma in enumerate(misere_values(superscript, 5)):
        position = (n,) + (2,) * k
        assert q.is_p(position) == (gamma == 0) == is_p(tuple(sorted(position))), (position, gamma)


def test_plambecks_pair_of_heaps_of_4_in_0312():
    q = misere_quotient("0.312", to=40)
    is_p, _ = misere_solver("0.312")
    normal, superscript = GENUS_4_4
    assert raw_values("0.312", 5)[4] ^ raw_values("0.312", 5)[4] == normal
    for k, gamma in enumerate(misere_values(superscript, 6)):
        position = (4, 4) + (2,) * k
        assert q.is_p(position) == (gamma == 0) == is_p(tuple(sorted(position))), (position, gamma)
