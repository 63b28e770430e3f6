"""tests/run_parallel.py, the runner of `make test`: every test file runs, exactly once."""

import glob
import os

import run_parallel


def test_every_test_file_is_in_exactly_one_job():
    files = sorted(os.path.join("tests", os.path.basename(p))
                   for p in glob.glob(os.path.join(run_parallel.TESTS, "test_*.py")))
    for light_groups in (1, 2, 3):
        groups = run_parallel.file_groups(light_groups)
        assert sorted(n for group in groups for n in group) == files, light_groups
        assert all(groups), groups


def test_groups_name_only_existing_files():
    """A renamed or deleted file must leave GROUPS and WAITING too, or its group silently shrinks."""
    names = {os.path.basename(p) for p in glob.glob(os.path.join(run_parallel.TESTS, "test_*.py"))}
    named = [n for group in run_parallel.GROUPS for n in group] + run_parallel.WAITING
    assert set(named) <= names, set(named) - names
    assert len(named) == len(set(named))
