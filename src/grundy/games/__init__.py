"""One module per game; each defines a :class:`~grundy.game.Game` subclass.

The registry in :mod:`grundy.game` maps names to these classes.
"""
