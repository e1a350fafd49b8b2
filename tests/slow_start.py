"""A module whose import takes a second, as grundy's own may on a loaded machine."""

from tests.workloads import import_slowly

import_slowly(1.0)
