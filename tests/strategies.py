"""Shared hypothesis strategies."""

from __future__ import annotations

from hypothesis import strategies as st

#: Pile sizes from tiny to 10**300.
huge = st.one_of(
    st.integers(min_value=0, max_value=1000),
    st.integers(min_value=0, max_value=10**18),
    st.integers(min_value=0, max_value=10**300),
)

#: Sizes of about 10**200, where any float would have lost every digit.
giant = st.integers(min_value=10**199, max_value=10**201)


@st.composite
def takebreak_rules(draw: st.DrawFn, *, most: int = 3, bounded: bool = False, theorem: bool = False) -> list[dict]:
    """A take-and-break rule as the oracle (tests/oracles/takebreak.py) reads it: one to three clauses,
    each "take K (or every k from some number on), leave J heaps", perhaps unequal, with least parts and
    least heaps; leaving at most ``most`` heaps; ``bounded``: no take without an upper bound; ``theorem``:
    bounded and no unequal (the rules the periodicity theorem covers)."""
    bounded = bounded or theorem
    clauses = []
    for _ in range(draw(st.integers(1, 3))):
        take = draw(st.sets(st.integers(0, 4), max_size=3))
        start = None if bounded else draw(st.none() | st.integers(0, 4))
        if not take and start is None:
            take = {draw(st.integers(1, 3))}
        leave = draw(st.sets(st.integers(0, most), min_size=1, max_size=3))
        if start is None and take == {0} and max(leave) <= 1:
            leave = {2}
        clauses.append({"take": take, "from": start, "leave": leave,
                        "unequal": False if theorem else draw(st.booleans()),
                        "least": draw(st.sampled_from([1, 1, 2, 3])), "heap": draw(st.sampled_from([1, 1, 2, 4]))})
    return clauses
