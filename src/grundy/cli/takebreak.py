"""The options ``grundy takebreak`` adds to a game's: the sequence of a rule to a bound, and files out.

``grundy takebreak --rule RULE --to N`` computes G(0..N-1) of the rule
(stopping once a period is proved: by the periodicity theorem where it applies, or an
arithmetic period by its test),
``-o FILE`` / ``--bfile FILE`` writes it, and ``--json`` prints the report as
one JSON object, as ``grundy octal`` does, whose code this reuses (a period whose
proof took long is kept in the cache under the rule's octal code, where it has one,
as the game's answers keep and read it).
``--certificate FILE`` is written for a rule that is an octal code (the
certificates' checker reads the rules from a code's digits), and refused for
any other.
"""

from __future__ import annotations

from typing import Any

from ..errors import InputError
from ..messages import catalogue
from .octal import MESSAGES as OCTAL
from .octal import add_sequence_arguments, sequence
from .octal import adjust as octal_adjust
from .parser import ArgumentParser

__all__ = ["add_arguments", "adjust", "run"]

MESSAGES = catalogue("cli.takebreak", {
    "no_code": ("--certificate: the rule {rule} is no octal code, and certificates are written for octal codes (their "
                "checker reads the moves from the code's digits)",
                "--certificate：规则“{rule}”不是八进制代码，而证书只为八进制代码写出（检查证书时从代码的各位数字读出走法）"),
})


def add_arguments(parser: ArgumentParser) -> None:
    add_sequence_arguments(parser, "takebreak")
    parser.add_argument("--certificate", default=None, metavar="FILE", help=parser.text(OCTAL("certificate")))


def adjust(game: Any, ns: Any) -> Any:
    """The game to analyse: with ``--to N`` its values go to N terms."""
    return octal_adjust(game, ns)


def run(ns: Any, lang: str) -> int | None:
    files = ns.output or ns.bfile or ns.certificate
    if ns.position and not files:
        return None
    if (not ns.position and not files and ns.to is None) or ns.rule is None:
        return None  # the game's own message: give the heaps, or the rule
    from ..games.octal.rule import Rule
    from ..games.takebreak import default_terms

    rule = Rule(ns.rule)
    if ns.certificate:
        code = rule.code()
        if code is None:
            raise InputError(MESSAGES("no_code", rule=rule.words()))
        from ..games.octal.code import parse_code
        from ..games.octal.values import octal_rules

        return sequence(ns, lang, octal_rules(parse_code(code)), code, analyse_after=bool(ns.position),
                        default=default_terms(rule), kept=code)
    return sequence(ns, lang, rule.kernel_rules(), str(rule), analyse_after=bool(ns.position),
                    default=default_terms(rule), kept=rule.code())
