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
