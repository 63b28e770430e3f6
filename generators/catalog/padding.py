"""Padding: ops that grow a tensor with a constant border (constant_pad_nd, pad in its constant mode)."""

from __future__ import annotations
