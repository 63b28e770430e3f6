"""What becomes of a finding: minimizer (reduce.py, reduce_mlir.py), reproducers (repro.py),
the issue report (report.py), triage (triage.py) and the regression corpus (corpus.py)."""
