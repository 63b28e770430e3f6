"""Stats over time (DIR/stats.csv) and `irfuzz report` (DIR/report/index.html, summary.md).

The integration tests share one real campaign: seed 1030, batch 4, no reductions, run as
two sessions on one folder (8 programs, then resumed up to 12), so the report is drawn
from a resumed campaign."""

import base64
import functools
import os
import shutil
import struct
import subprocess
import tempfile
from html.parser import HTMLParser
from types import SimpleNamespace

import pytest

import fuzz.campaign.driver as driver_module
from fuzz.campaign.stats import COLUMNS, StatsLog, read_stats
from fuzz.campaign.store import FindingStore
from fuzz.findings.report_html import PLOTS, write_report

CHROMIUM = "/usr/bin/chromium"


# -- stats.csv without a campaign -------------------------------------------------------------

def _state(sessions=1, created="2026-12-01T10:00:00+0000"):
    return SimpleNamespace(sessions=sessions, created=created, seconds={"stage:pipeline": 1.5, "path:batch": 2.0,
                                                                        "stage:lowering-tosa": 0.25})


def _stats(programs, elapsed=10.0):
    return SimpleNamespace(programs=programs, session_programs=programs, findings=1, internal_errors=0, limits=0,
                           unique=1, elapsed=elapsed, session_seconds=elapsed)


def test_stats_rows_keep_their_header_and_a_torn_last_line_is_skipped_then_cut(tmp_path):
    log = StatsLog(str(tmp_path), _state())
    assert log.append(_stats(4)) and log.append(_stats(8, 20.0), "end")
    rows = read_stats(str(tmp_path))
    assert [r["programs"] for r in rows] == [4, 8] and rows[-1]["event"] == "end"
    assert rows[0]["stage_pipeline_s"] == 1.5 and rows[0]["path_batch_s"] == 2.0
    assert rows[0]["stage_lowering_tosa_s"] == 0.25  # a stage known when the file was made gets a column
    path = tmp_path / "stats.csv"
    header = path.read_text().splitlines()[0].split(",")
    assert header[:len(COLUMNS) - 3] == list(COLUMNS[:-3])
    with open(path, "a") as fh:  # what a power loss can leave: a row cut short
        fh.write("1796286149.419,6.7,1,ti")
    assert [r["programs"] for r in read_stats(str(tmp_path))] == [4, 8]
    resumed = StatsLog(str(tmp_path), _state(sessions=2))
    assert resumed.append(_stats(12, 30.0))
    text = path.read_text()
    assert "ti\n" not in text and text.endswith("\n")
    rows = read_stats(str(tmp_path))
    assert [(r["session"], r["programs"]) for r in rows] == [(1, 4), (1, 8), (2, 12)]
    assert read_stats(str(tmp_path), campaign="another campaign") == []


def test_a_file_from_an_older_irfuzz_gets_the_new_columns_and_keeps_its_rows(tmp_path):
    old = ["unix_time", "elapsed_s", "session", "event", "session_s", "programs", "session_programs",
           "programs_per_s", "findings", "unique_signatures", "internal_errors", "limits", "stage_pipeline_s",
           "other_s", "host", "campaign"]
    (tmp_path / "stats.csv").write_text(",".join(old) + "\n"
                                        + "100.0,5.0,1,end,5.0,4,4,0.8,0,0,0,0,1.0,0.0,vm,c\n")
    StatsLog(str(tmp_path), _state(sessions=2, created="c")).append(_stats(8, 12.0))
    header = (tmp_path / "stats.csv").read_text().splitlines()[0].split(",")
    assert {"features", "corpus", "path_batch_s"} <= set(header)
    first, second = read_stats(str(tmp_path))
    assert (first["programs"], first["features"], first["stage_pipeline_s"]) == (4, None, 1.0)
    assert first["changed_k2"] is None and "changed_k2" in header  # a row from before the column: empty
    assert (second["programs"], second["features"], second["session"]) == (8, 0, 2)


def test_rows_with_the_wrong_shape_are_skipped(tmp_path):
    log = StatsLog(str(tmp_path), _state())
    log.append(_stats(4))
    width = len((tmp_path / "stats.csv").read_text().splitlines()[0].split(","))
    with open(tmp_path / "stats.csv", "a") as fh:
        fh.write("1,2,3\n")  # too few fields
        fh.write(",".join(["x"] * width) + "\n")  # the right number of fields, not numbers
    log.append(_stats(8))
    assert [r["programs"] for r in read_stats(str(tmp_path))] == [4, 8]


# -- a real campaign, two sessions ------------------------------------------------------------

@pytest.fixture(scope="module")
def campaign():
    from fuzz.campaign import CampaignConfig, run_campaign

    out = tempfile.mkdtemp(prefix="irfuzz-report-test-")
    lines = []
    # Reproducers are not verified: the report does not depend on it, and it was more than half
    # of these campaigns' cost (18 of 32 CPU s; tests/test_campaign.py checks verification).
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(driver_module, "FindingStore", functools.partial(FindingStore, verify_repro=False))
        for max_programs in (8, 12):  # the second session resumes the first
            run_campaign(CampaignConfig(out=out, seed=1030, max_programs=max_programs, jobs=1, batch=4,
                                        reduce_budget=0, status_every=2), lines.append)
    yield out, lines
    shutil.rmtree(out, ignore_errors=True)


@pytest.mark.integration
def test_stats_rows_continue_across_a_resume(campaign):
    out, lines = campaign
    assert any(line.startswith("resuming campaign") for line in lines)
    rows = read_stats(out)
    assert {r["session"] for r in rows} == {1, 2}
    assert [r["session"] for r in rows] == sorted(r["session"] for r in rows)
    ends = [r for r in rows if r["event"] == "end"]
    assert [r["session"] for r in ends] == [1, 2] and ends[-1]["programs"] == 12 and ends[0]["programs"] == 8
    for a, b in zip(rows, rows[1:]):  # the campaign's elapsed time and programs only grow
        assert b["elapsed_s"] >= a["elapsed_s"] and b["programs"] >= a["programs"]
        assert b["unix_time"] >= a["unix_time"]
    second = [r for r in rows if r["session"] == 2]
    assert second[0]["elapsed_s"] >= ends[0]["elapsed_s"]  # the total, not this session's
    assert second[0]["session_programs"] <= 4 and second[-1]["session_programs"] == 4
    assert len({r["campaign"] for r in rows}) == 1
    assert rows[-1]["stage_pipeline_s"] > 0 and rows[-1]["path_batch_s"] > 0
    # The convergence counts go on across the resume (campaign.json `convergence`).
    assert rows[-1]["reached_k2"] >= ends[0]["reached_k2"] > 0
    assert rows[-1]["changed_k2"] <= rows[-1]["reached_k2"]
    assert os.path.isfile(os.path.join(out, "machine.json"))


class _Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.images, self.signatures, self.links, self.tables = {}, [], [], []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "img":
            self.images[attrs.get("id")] = attrs.get("src", "")
        elif tag == "tr" and "data-signature" in attrs:
            self.signatures.append(attrs["data-signature"])
        elif tag == "a":
            self.links.append(attrs.get("href"))
        elif tag == "table":
            self.tables.append(attrs.get("id") or attrs.get("class"))


def _parse(path):
    page = _Page()
    with open(path) as fh:
        page.feed(fh.read())
    return page


@pytest.mark.integration
def test_report_has_every_plot_and_every_signature(campaign):
    out, _ = campaign
    html_path, md_path = write_report(out)
    assert html_path == os.path.join(out, "report", "index.html")
    page = _parse(html_path)
    for plot_id, _ in PLOTS:
        src = page.images.get(plot_id)
        assert src and src.startswith("data:image/png;base64,"), plot_id
        png = base64.b64decode(src.split(",", 1)[1])
        assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 5000, plot_id
    signatures = FindingStore(out).signatures()
    assert signatures, "seed 1030's first 12 programs found nothing: pick another campaign for this test"
    assert sorted(page.signatures) == sorted(signatures)
    for href in page.links:  # report.md, repro.sh, model.py of each finding, relative to the page
        assert not href.startswith(("http:", "https:")), href
        assert os.path.isfile(os.path.normpath(os.path.join(out, "report", href))), href
    for sig in signatures:
        assert f"../{sig}/repro.sh" in page.links and f"../{sig}/report.md" in page.links
    summary = open(md_path).read()
    assert all(sig in summary for sig in signatures) and "12 programs" in summary
    assert "Convergence of the iterated pipeline" in summary and "| all |" in summary
    html = open(html_path).read()
    assert "seed 1030" in html and "torch-mlir" in html and "Machine" in html and "<script" not in html


@pytest.mark.integration
def test_report_reads_a_campaign_that_is_still_being_written(campaign, tmp_path):
    """What a reader may meet in a running campaign: a half-written stats row, a folder
    being built (a "." name), a meta.json caught in the middle of a non-atomic copy."""
    out, _ = campaign
    live = str(tmp_path / "live")
    shutil.copytree(out, live, ignore=shutil.ignore_patterns("report"))
    rows = len(read_stats(live))
    with open(os.path.join(live, "stats.csv"), "a") as fh:
        fh.write("1796286149.419,6.7,2,tick,1")
    os.makedirs(os.path.join(live, ".verifier-error-000000000000-abcd"))
    broken = os.path.join(live, "pass-error-0123456789ab")
    os.makedirs(broken)
    with open(os.path.join(broken, "meta.json"), "w") as fh:
        fh.write('{"signature": "pass-error-0123456789ab", "symp')
    html_path, _ = write_report(live)
    page = _parse(html_path)
    assert len(read_stats(live)) == rows
    assert "pass-error-0123456789ab" not in page.signatures and len(page.images) == len(PLOTS)


def _png_size(path):
    with open(path, "rb") as fh:
        head = fh.read(24)
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", head[16:24])


@pytest.mark.integration
@pytest.mark.skipif(not os.path.exists(CHROMIUM), reason=f"{CHROMIUM} is not installed: the page is not rendered "
                    "in a browser here (apt-get install chromium to run this test)")
def test_report_renders_in_headless_chromium(campaign, tmp_path):
    out, _ = campaign
    html_path, _ = write_report(out)
    shot = str(tmp_path / "report.png")
    done = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                           "--disable-background-networking", "--disable-component-update", "--disable-sync",
                           "--enable-logging=stderr", f"--user-data-dir={tmp_path / 'profile'}",
                           f"--screenshot={shot}", "--window-size=1280,2000", f"file://{os.path.abspath(html_path)}"],
                          capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr[-2000:]
    assert os.path.isfile(shot) and _png_size(shot) == (1280, 2000)
    problems = [line for line in done.stderr.splitlines()
                if "CONSOLE" in line or "Failed to load" in line or "net::ERR" in line or "Uncaught" in line]
    assert not problems, problems
    from PIL import Image

    with Image.open(shot) as image:  # the plots are drawn: many colors, not a blank or broken page
        colors = image.convert("RGB").crop((0, 0, 1280, 1200)).getcolors(maxcolors=1 << 20)
    assert colors is not None and len(colors) > 200
