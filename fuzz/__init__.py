"""irfuzz's fuzz layer, on top of generators/ and oracles/.

  campaign/   the campaign driver, its state (resume) and the findings store
  findings/   what becomes of a finding: minimizer, reproducers, reports, triage, the regression corpus
  targets/    fuzzer bytes in, the atheris target plumbing, seed corpora, CI fuzzing
              (the thin `fuzz_*.py` entry points stay here, where ClusterFuzzLite finds them)
  gpu/        the GPU bundle command, the standalone runner and its check script
  cli.py      the `irfuzz` command line, over all of them
"""
