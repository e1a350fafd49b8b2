"""One module per game; each defines a :class:`~grundy.game.Game` subclass.

Each is registered under its name in pyproject.toml's entry points of
``grundy.games``, as another package registers its games (:mod:`grundy.registry`).
"""
