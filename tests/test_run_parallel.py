"""tests/run_parallel.py, the runner of `make test`: every test file runs, exactly once."""

import glob
import os
import sys

import pytest
import run_parallel

from oracles.zygote import SHARED_ZYGOTE_ENV


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


@pytest.mark.integration
def test_the_jobs_fork_their_workers_from_the_runs_shared_zygote():
    """`make test` starts one zygote for every process of the run (oracles/zygote.py, the shared
    zygote): a job's Sandbox gets a copy of it, not a zygote of its own, and the zygote's row
    says it served to the end."""
    probe = "from oracles.sandbox import thread_zygote; print('copy' if thread_zygote().proc is None else 'own')"
    shared = run_parallel.RunZygote()
    try:
        path = shared.env()[SHARED_ZYGOTE_ENV]
        job = run_parallel.run_job("probe", [sys.executable, "-c", probe], shared.env())
    finally:
        row = shared.stop()
    assert (job.returncode, job.output.split()[-1:]) == (0, ["copy"]), job.output
    assert (row.name, row.returncode, row.output) == ("shared zygote", 0, "") and row.cpu_s > 0
    assert not os.path.exists(path)
