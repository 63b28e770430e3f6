"""Fuzzer bytes in (bytes_input.py), the atheris target plumbing (harness.py), seed corpora
(build_seed_corpus.py) and CI fuzzing (ci_fuzz.py). The entry points are fuzz/fuzz_*.py."""
