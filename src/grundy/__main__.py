"""``python -m grundy``: the same as the ``grundy`` command."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
