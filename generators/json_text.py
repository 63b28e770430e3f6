"""The one JSON layout irfuzz writes files in: objects indented, short things on one line.

Contract: `format_json(value)` is `json.dumps` text that `json.loads` reads back to `value`,
the same bytes for the same value (keys sorted unless `sort_keys=False`). The top-level
object or list is always opened one member a line; below it, any list or object whose
compact form (", " and ": " separators) fits on its line within `width` (120) characters
(indentation and key included) is written on that line, so a dtype list or a program node
reads as one line. A record (an object of scalars only, such as a `per_k` entry) gets
`record_width` (150): a list of them reads as a table, one row a line. A list of scalars too
long for one line is filled, several items a line; anything else too long is opened like
the top level.

Why here and not in fuzz/: Program.to_json (generators/program.py) writes program.json in
this layout, and generators/ imports nothing from fuzz/. fuzz/atomic.py's
`write_json_atomic` uses it for every meta.json, expected.json and campaign file.
"""

from __future__ import annotations

import json
from typing import Any

WIDTH = 120          # the line length of irfuzz's code (ruff): most program nodes fit
RECORD_WIDTH = 150   # a meta.json per_k entry is 90 to 145 characters
INDENT = 1


def format_json(value: Any, sort_keys: bool = True, width: int = WIDTH, indent: int = INDENT,
                record_width: int = RECORD_WIDTH) -> str:
    """`value` as JSON text in irfuzz's layout (no trailing newline)."""
    return _Layout(sort_keys, width, indent, record_width).block(value, 0)


def _is_record(value: Any) -> bool:
    return isinstance(value, dict) and not any(isinstance(item, (dict, list)) for item in value.values())


class _Layout:
    def __init__(self, sort_keys: bool, width: int, indent: int, record_width: int) -> None:
        self.sort_keys, self.width, self.indent, self.record_width = sort_keys, width, indent, record_width

    def compact(self, value: Any) -> str:
        return json.dumps(value, sort_keys=self.sort_keys, separators=(", ", ": "))

    def value(self, value: Any, level: int, used: int) -> str:
        """`value` at nesting `level`, where `used` characters of its line (indentation, key,
        and the trailing comma) are taken already."""
        text = self.compact(value)
        width = self.record_width if _is_record(value) else self.width
        if not isinstance(value, (dict, list)) or not value or used + len(text) <= width:
            return text
        return self.block(value, level)

    def block(self, value: Any, level: int) -> str:
        """`value` opened one member a line (a scalar list: filled), closing at `level`."""
        if not isinstance(value, (dict, list)) or not value:
            return self.compact(value)
        pad = " " * (self.indent * (level + 1))
        if isinstance(value, dict):
            items = sorted(value.items()) if self.sort_keys else list(value.items())
            lines = []
            for key, item in items:
                head = f"{pad}{json.dumps(key)}: "
                lines.append(head + self.value(item, level + 1, len(head) + 1))
            body = ",\n".join(lines)
            return "{\n" + body + "\n" + " " * (self.indent * level) + "}"
        if all(not isinstance(item, (dict, list)) for item in value):
            body = ",\n".join(self._filled([self.compact(item) for item in value], pad))
        else:
            body = ",\n".join(pad + self.value(item, level + 1, len(pad) + 1) for item in value)
        return "[\n" + body + "\n" + " " * (self.indent * level) + "]"

    def _filled(self, items: list[str], pad: str) -> list[str]:
        """Scalars packed into lines of at most `width` (one item alone may exceed it)."""
        lines: list[str] = []
        line = ""
        for item in items:
            candidate = f"{line}, {item}" if line else item
            if line and len(pad) + len(candidate) + 1 > self.width:
                lines.append(pad + line)
                candidate = item
            line = candidate
        lines.append(pad + line)
        return lines
