"""`python -m fuzz ARGS` is `irfuzz ARGS` (a reproducer calls irfuzz through the Python it found)."""

import sys

from fuzz.cli import main

sys.exit(main())
