"""bench/cpu_per_test.py: the rows its plugin writes, summed per file and listed costliest first."""

import importlib.util
import os
import sys

from conftest import ROOT

_spec = importlib.util.spec_from_file_location("cpu_per_test", os.path.join(ROOT, "bench", "cpu_per_test.py"))
cpu_per_test = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(cpu_per_test)


def test_rows_are_summed_per_file_and_the_costliest_tests_listed(tmp_path):
    (tmp_path / "rows-1.tsv").write_text("2.50\t3.00\ttests/test_a.py::test_x\n"
                                         "0.50\t0.60\ttests/test_b.py::test_y[1]\n")
    (tmp_path / "rows-2.tsv").write_text("4.00\t9.00\ttests/test_a.py::test_z\n")
    rows = cpu_per_test.read_rows(str(tmp_path))
    lines = cpu_per_test.summary(rows, top=2)
    assert lines[0].split() == ["6.5", "CPU", "s", "2", "tests", "tests/test_a.py"]
    assert lines[1].split()[-1] == "tests/test_b.py"
    assert lines[2].split()[:2] == ["7.0", "CPU"] and lines[2].endswith("in all")
    assert [line.split()[-1] for line in lines[3:]] == ["tests/test_a.py::test_z", "tests/test_a.py::test_x"]


def test_without_rows_it_says_so(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["cpu_per_test.py", "--dir", str(tmp_path)])
    assert cpu_per_test.main() == 2
    assert "no rows" in capsys.readouterr().err


def test_a_process_in_the_root_group_gets_no_reading(tmp_path):
    """The root cpuacct group counts the whole machine, not one job: no row may come of it."""
    membership = tmp_path / "cgroup"
    membership.write_text("12:blkio:/\n4:cpu,cpuacct:/\n0::/\n")
    assert cpu_per_test._cgroup_cpu_s(str(membership)) is None
    membership.write_text("4:cpu,cpuacct:/irfuzz-test-0-none\n")
    assert cpu_per_test._cgroup_cpu_s(str(membership)) is None  # a group with no usage file
