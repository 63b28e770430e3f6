"""Selection: ops that pick, element by element, between values (where, masked_fill, tril/triu)."""

from __future__ import annotations
