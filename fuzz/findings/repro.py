"""Reproducers: the one-line command and the standalone scripts a maintainer runs.

Every reproducer irfuzz writes (`repro.sh`, `repro.py`) says one thing per exit status:

  1  the same failure was observed: the same normalized first error diagnostic (for a crash
     the same exit status, for a hang a hang, for `irfuzz check` a finding with the same
     signature)
  0  it ran and the failure is gone: fixed?
  2  it could not run (the IR does not parse, a dialect or a file is missing, the tool is
     not found, it timed out while the finding is no hang) or it failed differently

so "could not run" never looks like "reproduced", and either script is an interestingness
test or a bisection script as it stands.

The standalone scripts below (`standalone_repro_sh`, `standalone_repro_py`) need no irfuzz:
`repro.sh` shows the one-line `torch-mlir-opt -pass-pipeline='...' before.mlir` (every pass
in the Torch-dialect and linalg-backend pipelines is in the wheel's binary), runs it under
`timeout` and judges its status and first `error:` line with python3 and the normalizer
below, the same one `repro.py` embeds. `repro.py` needs only torch-mlir: it runs the same
pipeline on the embedded IR in a child process, so a native crash or a hang there is "failed
differently" (2), never a stray status. Findings no pass pipeline reproduces (numeric
mismatches, executor failures) get a `repro.sh` running `irfuzz check --expect SIGNATURE`.
A finding folder holds small scripts that render and run these with irfuzz's current code
(fuzz/findings/rerun.py); `irfuzz corpus bundle` writes these for a maintainer.
"""

from __future__ import annotations

import os
import re
import shlex
import signal
import subprocess
import sys

from oracles.native_stack import torch_mlir_opt
from oracles.processes import under_memory_limit
from oracles.verdict import Finding

# Seconds a reproducer lets torch-mlir run before it calls the run a hang (env override).
DEFAULT_LIMIT_S = 300
# A hang's reproducer says "still hangs" after this long: the passes run in well under a
# second on these modules, and a corpus replay must not wait five minutes per hang.
HANG_LIMIT_S = 60

# The normalizer both scripts embed: oracles.verdict.NORMALIZERS as (pattern, replacement)
# pairs, applied with re.sub to the first line of a diagnostic. Written once, used twice.
_NORMALIZE_PY = '''NORMALIZERS = @@NORMALIZERS@@


def normalize(message):
    """The first line of a diagnostic without SSA names, shapes, numbers, locations."""
    first = message.strip().splitlines()[0] if message.strip() else ""
    for pattern, repl in NORMALIZERS:
        first = re.sub(pattern, repl, first)
    return first.strip()[:300]
'''

REPRO_PY = '''#!/usr/bin/env python3
"""irfuzz reproducer: @@HEADLINE@@

Runs PIPELINE on IR (both below) with torch-mlir only. Exit status, one meaning each:
  1  the same failure: the first error diagnostic, normalized, is the finding's (EXPECTED)
  0  it ran and nothing failed: fixed?
  2  it could not run (torch-mlir not importable, the IR or the pipeline does not parse, no
     result within IRFUZZ_REPRO_TIMEOUT seconds, default @@LIMIT@@) or it failed differently
     (another diagnostic, a native crash)
"""
import os
import re
import subprocess
import sys

PIPELINE = @@PIPELINE@@
EXPECTED = @@EXPECTED@@  # the original failure's first diagnostic, normalized
IR = @@IR@@
REPARSE = @@REPARSE@@  # a printer error: what the pipeline prints is parsed again

@@NORMALIZE@@

def reproduce():
    """Run PIPELINE on IR in this process; returns 0, 1 or 2 (see above)."""
    try:
        from torch_mlir import ir
        from torch_mlir.dialects import torch as torch_dialect
        from torch_mlir.passmanager import PassManager
    except Exception as exc:  # not installed, or a broken install
        print("cannot run: torch-mlir is not importable: %r" % (exc,), file=sys.stderr)
        return 2
    try:
        ctx = ir.Context()
        torch_dialect.register_dialect(ctx)
        with ctx:
            # torch_c (TorchConversion) is not in the wheel's dialect registry; the lowering
            # passes load it as a dependent dialect. Running their pipeline on an empty module
            # loads it, so IR captured mid-lowering (torch_c.from_builtin_tensor) parses.
            empty = ir.Module.parse("module {}")
            PassManager.parse("builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)").run(
                empty.operation)
            module = ir.Module.parse(IR)
            pm = PassManager.parse(PIPELINE)
    except Exception as exc:
        print("cannot run: the IR or the pipeline does not load: %s" % (exc,), file=sys.stderr)
        return 2
    try:
        with ctx:
            pm.run(module.operation)
            if REPARSE:  # a printer error: the output must not parse again
                ir.Module.parse(str(module))
    except ir.MLIRError as exc:
        print(exc, file=sys.stderr)
        diags = list(exc.error_diagnostics)
        message = str(diags[0].message) if diags else str(exc)
        first = message.strip().splitlines()[0] if message.strip() else "(no message)"
        if normalize(message) == EXPECTED:
            print("REPRODUCED: " + first, file=sys.stderr)
            return 1
        print("a different failure: " + first, file=sys.stderr)
        return 2
    except Exception as exc:
        print("a different failure: %r" % (exc,), file=sys.stderr)
        return 2
    print("no failure: fixed?", file=sys.stderr)
    return 0


CHILD_STATUS = {10: 0, 11: 1, 12: 2}  # the child's statuses, distinct from a crash's or Python's own


def main():
    if sys.argv[1:] == ["--in-process"]:
        return 10 + reproduce()
    # torch-mlir runs in a child: a native crash (a signal) or a hang there is a different
    # failure, reported as 2, never as whatever status the dying process happens to have.
    limit = float(os.environ.get("IRFUZZ_REPRO_TIMEOUT") or @@LIMIT@@)
    try:
        done = subprocess.run([sys.executable, os.path.abspath(__file__), "--in-process"], timeout=limit)
    except subprocess.TimeoutExpired:
        print("cannot tell: no result within %g s (IRFUZZ_REPRO_TIMEOUT raises the limit)" % limit,
              file=sys.stderr)
        return 2
    if done.returncode in CHILD_STATUS:
        return CHILD_STATUS[done.returncode]
    print("a different failure: torch-mlir ended with status %d (a native crash?)" % done.returncode,
          file=sys.stderr)
    return 2


if __name__ == "__main__":
    try:
        status = main()
    except BaseException as exc:  # anything unforeseen is "could not run", never "reproduced"
        print("cannot run: %r" % (exc,), file=sys.stderr)
        status = 2
    sys.exit(status)
'''

# The judge repro.sh feeds torch-mlir-opt's status and stderr to. It prints the verdict
# (0, 1 or 2) on stdout, so a judge that cannot even start gives no "1".
_JUDGE_PY = '''import os
import re
import sys

SYMPTOM = @@SYMPTOM@@
EXPECTED = @@EXPECTED@@  # the original failure's first error diagnostic, normalized
EXPECTED_RC = @@EXPECTED_RC@@  # a crash: the status the process died with (None: any signal)

@@NORMALIZE@@

def read(path):
    with open(path, errors="replace") as fh:
        return fh.read()


def signal_of(rc):
    """The signal a status stands for: 128+N from a shell, 256-N from a Python wrapper (the
    venv's torch-mlir-opt script exits with its child's negative returncode); None if none."""
    if rc is None:
        return None
    if 128 < rc <= 192:
        return rc - 128
    if 192 < rc < 256:
        return 256 - rc
    return None


def judge(rc, tmp, limit):
    """(status, why) from torch-mlir-opt's status and the files repro.sh left in tmp."""
    errors = re.findall(r"error: (.*)", read(os.path.join(tmp, "err.log")))
    if rc == 124:  # coreutils timeout
        if SYMPTOM == "timeout":
            return 1, "REPRODUCED: still no result after %s s" % limit
        return 2, "cannot tell: no result within %s s (IRFUZZ_REPRO_TIMEOUT raises the limit)" % limit
    if SYMPTOM == "non-convergence" and rc == 0:
        if read(os.path.join(tmp, "in.rc")).strip() != "0":
            return 2, "cannot run: the input does not parse"
        if read(os.path.join(tmp, "in.mlir")) != read(os.path.join(tmp, "out.mlir")):
            return 1, "REPRODUCED: one more run of the pipeline still changes the IR"
        return 0, "the IR is a fixpoint of the pipeline: fixed?"
    if rc == 0:
        return 0, "no failure: fixed?"
    if SYMPTOM == "crash":
        got, want = signal_of(rc), signal_of(EXPECTED_RC)
        if got is not None and (got == want or EXPECTED_RC is None):
            return 1, "REPRODUCED: crashed with status %d (signal %d)" % (rc, got)
        return 2, "a different failure: status %d, the finding crashed with status %s" % (rc, EXPECTED_RC)
    if SYMPTOM == "timeout":
        return 2, "a different failure: status %d, the finding was a hang" % rc
    if signal_of(rc) is not None:
        return 2, "a different failure: killed by signal %d" % signal_of(rc)
    if not errors:
        return 2, "cannot tell: status %d without an error: diagnostic" % rc
    if normalize(errors[0]) == EXPECTED:
        return 1, "REPRODUCED: " + errors[0]
    return 2, "a different failure: " + errors[0]


try:
    status, why = judge(int(sys.argv[1]), sys.argv[2], sys.argv[3])
except Exception as exc:
    status, why = 2, "cannot tell: the judge failed: %r" % (exc,)
print("repro.sh: " + why, file=sys.stderr)
print(status)'''

_SH_HEAD = '''#!/bin/sh
# irfuzz: @@HEADLINE@@
# @@MESSAGE@@
#
'''

# `$LIMITED` is `timeout N` where coreutils has it (a hang then ends with status 124).
_SH_PRELUDE = '''cd "$(dirname "$0")" || exit 2
if ! command -v @@TOOL@@ >/dev/null 2>&1; then
  echo "repro.sh: @@TOOL@@ not found on PATH (@@INSTALL@@): cannot run" >&2
  exit 2
fi
if [ ! -f @@INPUT@@ ]; then
  echo "repro.sh: @@INPUT@@ is missing: cannot run" >&2
  exit 2
fi
LIMIT=$IRFUZZ_REPRO_TIMEOUT
[ -n "$LIMIT" ] || LIMIT=@@LIMIT@@
LIMITED=""
if command -v timeout >/dev/null 2>&1; then LIMITED="timeout $LIMIT"; fi
'''

REPRO_SH_OPT = _SH_HEAD + '''# The one-line reproducer (prints the diagnostic):
#   @@COMMAND@@
@@STAGE@@#
# This script runs it and judges the outcome. Exit status, one meaning each:
#   1  the same failure: @@SAME@@
#   0  it ran and nothing failed: fixed?
#   2  it could not run (torch-mlir-opt, python3 or @@INPUT@@ missing; no result within
#      IRFUZZ_REPRO_TIMEOUT seconds, default @@LIMIT@@@@HANG@@) or it failed differently
''' + _SH_PRELUDE + '''PYTHON=$(command -v python3 || command -v python) || {
  echo "repro.sh: python3 not found (it judges the diagnostic): cannot run" >&2
  exit 2
}
TMP=$(mktemp -d) || exit 2
@@ROUNDTRIP@@$LIMITED @@COMMAND@@ >"$TMP/out.mlir" 2>"$TMP/err.log"
rc=$?
@@REPARSE@@cat "$TMP/err.log" >&2
"$PYTHON" - "$rc" "$TMP" "$LIMIT" >"$TMP/verdict" <<'IRFUZZ_JUDGE'
@@JUDGE@@
IRFUZZ_JUDGE
status=$(cat "$TMP/verdict")
rm -rf "$TMP"
case $status in
  0|1|2) exit "$status" ;;
  *) echo "repro.sh: the judge gave no verdict: cannot tell" >&2; exit 2 ;;
esac
'''

# A printer error: the pipeline's output must not parse again; the parse's error is judged.
_REPARSE = '''if [ "$rc" = 0 ]; then
  $LIMITED torch-mlir-opt "$TMP/out.mlir" >/dev/null 2>"$TMP/err.log"
  rc=$?
fi
'''

# Non-convergence: the pipeline must change the IR once more; compare with the input as
# torch-mlir-opt prints it (parsed and printed, no pass).
_ROUNDTRIP = '''$LIMITED torch-mlir-opt @@INPUT@@ >"$TMP/in.mlir" 2>"$TMP/in.log"
echo $? >"$TMP/in.rc"
'''

REPRO_SH_CHECK = _SH_HEAD + '''# No pass pipeline reproduces it: irfuzz checks the program again for the signature:
#   @@COMMAND@@
# Exit status, one meaning each:
#   1  irfuzz check finds a finding with signature @@SIGNATURE@@ again
#   0  it ran and found nothing: fixed?
#   2  it could not run (irfuzz or @@INPUT@@ missing; no result within IRFUZZ_REPRO_TIMEOUT
#      seconds, default @@LIMIT@@@@HANG@@), or other findings appeared instead
''' + _SH_PRELUDE + '''TMP=$(mktemp -d) || exit 2
$LIMITED @@COMMAND@@ 2>"$TMP/err.log"
rc=$?
cat "$TMP/err.log" >&2
# Exit 1 counts only with irfuzz's own word for it (a Python traceback also exits 1).
if [ "$rc" = 1 ] && ! grep -q "^irfuzz check: REPRODUCED" "$TMP/err.log"; then
  echo "repro.sh: irfuzz check failed without a verdict: cannot tell" >&2
  rc=2
fi
rm -rf "$TMP"
case $rc in
  0|1|2) exit "$rc" ;;
  124) @@ON_HANG@@ ;;
  *) echo "repro.sh: irfuzz check ended with status $rc: cannot tell" >&2; exit 2 ;;
esac
'''

REPRO_SH_NONE = _SH_HEAD + '''# No pass pipeline or irfuzz command reproduces this finding: nothing to run.
# Exit status 2: it could not run.
echo 'repro.sh: no pipeline recorded for this finding: cannot run' >&2
exit 2
'''


def render_script(template: str, **values: str) -> str:
    """Fill @@NAME@@ slots (templates hold shell and Python braces, so no str.format)."""
    for name, value in values.items():
        template = template.replace(f"@@{name.upper()}@@", value)
    leftover = re.search(r"@@[A-Z_]+@@", template)
    if leftover:
        raise ValueError(f"reproducer template slot {leftover.group()} not filled")
    return template


def normalize_source() -> str:
    """The Python source of `normalize(message)`, oracles.verdict's normalizer, for a script."""
    from oracles.verdict import NORMALIZERS

    return render_script(_NORMALIZE_PY, normalizers=repr([(p.pattern, r) for p, r in NORMALIZERS]))


def expected_diagnostic(finding: Finding) -> str:
    """The normalized first diagnostic a reproducer must see again (a backend-contract
    message's note after ' :: ' is not part of the first error line)."""
    from oracles.verdict import normalize_message

    return normalize_message(finding.message.split(" :: ")[0])


def expected_crash_status(message: str) -> int | None:
    """The shell status of a crash finding's process (oracles/sandbox.py describe_exit):
    'killed by SIGSEGV (rc 139)', 'killed by signal 7', 'exited with rc 3'."""
    match = re.search(r"\(rc (\d+)\)|exited with rc (\d+)", message)
    if match:
        return int(match.group(1) or match.group(2))
    match = re.search(r"killed by signal (\d+)", message)
    return 128 + int(match.group(1)) if match else None


def reproducer_invocation(finding: Finding, erase: str, seed: int, frontend: str = "fx",
                          variant: str = "default") -> tuple[str, str] | None:
    """(command, the input file it reads), or None when nothing reproduces the finding. A
    pipeline command carries the variant's pipelines already (oracles/variants.py); `irfuzz
    check` is told `--variant` when it is not the default."""
    if finding.single_pass:
        return f"torch-mlir-opt -pass-pipeline={shlex.quote(finding.single_pass)} before.mlir", "before.mlir"
    if finding.pipeline:
        return f"torch-mlir-opt -pass-pipeline={shlex.quote(finding.pipeline)} stage_input.mlir", "stage_input.mlir"
    # The default frontend is left unsaid, so its command reads as it always did.
    through = f" --frontend {frontend}" if frontend != "fx" else ""
    if finding.stage == "execute":
        executor = finding.details.get("executor", "refbackend")
        through += f" --variant {variant}" if variant != "default" else ""
        return (f"irfuzz check program.json --erase {erase} --seed {seed} --executor {executor}{through} "
                f"--expect {finding.signature}", "program.json")
    if finding.stage == "import":
        # The importer's own failure (an invalid literal it built): no pass ran yet, so the
        # program is exported and imported again, as the campaign did.
        return (f"irfuzz check program.json --erase {erase} --seed {seed}{through} --expect {finding.signature}",
                "program.json")
    if finding.stage.startswith("execute-"):  # an extra backend's numbers (oracles/backends.py)
        backend = finding.stage.removeprefix("execute-")
        return (f"irfuzz check program.json --erase {erase} --seed {seed} --also-lower {backend}{through} "
                f"--expect {finding.signature}", "program.json")
    return None


def repro_command(finding: Finding, erase: str = "none", seed: int = 0, frontend: str = "fx",
                  variant: str = "default") -> str | None:
    """The culprit pass on before.mlir when it was confirmed, else the whole stage on the IR
    the stage started from (always faithful). Findings no pass pipeline reproduces (numeric
    mismatches, executor compile failures) are reproduced by `irfuzz check --expect SIGNATURE`
    (exit 1 while a finding with that signature comes back)."""
    found = reproducer_invocation(finding, erase, seed, frontend, variant)
    return found[0] if found else None


def _repro_sh(finding: Finding, erase: str, seed: int, frontend: str = "fx", variant: str = "default") -> str:
    headline = f"{finding.symptom} in {finding.pass_name or finding.stage} at k={finding.k}"
    message = finding.message.splitlines()[0] if finding.message else ""
    found = reproducer_invocation(finding, erase, seed, frontend, variant)
    if found is None:
        return render_script(REPRO_SH_NONE, headline=headline, message=message)
    command, input_file = found
    hang = finding.symptom == "timeout"
    hang_note = ", unless the finding is this hang: then 1" if hang else ""
    common = dict(headline=headline, message=message, command=command, input=input_file,
                  limit=str(HANG_LIMIT_S if hang else DEFAULT_LIMIT_S), hang=hang_note)
    if command.startswith("irfuzz "):
        on_hang = ('echo "repro.sh: still no result after $LIMIT s: the hang reproduces" >&2; exit 1' if hang else
                   'echo "repro.sh: no result within $LIMIT s (IRFUZZ_REPRO_TIMEOUT raises it): cannot tell" >&2; '
                   'exit 2')
        return render_script(REPRO_SH_CHECK, **common, signature=finding.signature, on_hang=on_hang,
                             tool="irfuzz", install="pip install -e an irfuzz checkout")
    same = {"crash": f"it crashes again with status {expected_crash_status(finding.message) or 'of a signal'}",
            "timeout": "it hangs again (no result within the limit)",
            "non-convergence": "one more run of the pipeline still changes the IR"}.get(
        finding.symptom, "the same first error: diagnostic, normalized")
    stage = (f"# The whole stage, from the IR it started with:\n"
             f"#   torch-mlir-opt -pass-pipeline={shlex.quote(finding.pipeline)} stage_input.mlir\n"
             if finding.pipeline and input_file != "stage_input.mlir" else "")
    crash_status = expected_crash_status(finding.message) if finding.symptom == "crash" else None
    judge = render_script(_JUDGE_PY, symptom=repr(finding.symptom), expected=repr(expected_diagnostic(finding)),
                          expected_rc=repr(crash_status), normalize=normalize_source())
    roundtrip = render_script(_ROUNDTRIP, input=input_file) if finding.symptom == "non-convergence" else ""
    reparse = _REPARSE if finding.symptom == "printer-error" else ""
    return render_script(REPRO_SH_OPT, **common, same=same, stage=stage, judge=judge, roundtrip=roundtrip,
                         reparse=reparse, tool="torch-mlir-opt", install="pip install torch-mlir")


def standalone_repro_sh(finding: Finding, erase: str = "none", seed: int = 0, frontend: str = "fx",
                        variant: str = "default") -> str:
    """The text of a repro.sh that needs no irfuzz (torch-mlir-opt and python3, or `irfuzz
    check` for the findings no pass pipeline reproduces): what a small repro.sh runs
    (fuzz/findings/rerun.py) and what a bundle holds (fuzz/findings/bundle.py)."""
    return _repro_sh(finding, erase, seed, frontend, variant)


def standalone_repro_py(finding: Finding) -> str | None:
    """The text of a repro.py that needs only torch-mlir: the pipeline on the embedded IR,
    judged by its first diagnostic. None for the findings it cannot judge (a crash, hang,
    non-convergence, import error or execute-stage finding: repro.sh and `irfuzz check` do)."""
    if (finding.symptom in ("crash", "timeout", "non-convergence", "import-error")
            or finding.stage.startswith("execute")):
        return None
    ir_text = finding.before_ir or finding.stage_input_ir or ""
    pipeline, script_ir = ((finding.single_pass, ir_text) if finding.single_pass
                           else (finding.pipeline, finding.stage_input_ir or ir_text))
    if not pipeline:
        return None
    headline = f"{finding.symptom} in {finding.pass_name or finding.stage} at k={finding.k}"
    return render_script(REPRO_PY, headline=headline, pipeline=repr(pipeline), ir=repr(script_ir),
                         expected=repr(expected_diagnostic(finding)), normalize=normalize_source(),
                         limit=str(DEFAULT_LIMIT_S), reparse=repr(finding.symptom == "printer-error"))


def _run_reproducer(argv: list[str], folder: str, timeout: float, env: dict[str, str]) -> dict:
    """Run a reproducer in its own process group (it starts torch-mlir-opt or irfuzz), under
    the worker's address-space limit, as the finding was made: `reproduces` is exactly status
    1; no status within `timeout` is no verdict."""
    # The script's own limit comes first, so it reports a hang with its own status.
    env = dict(env, IRFUZZ_REPRO_TIMEOUT=str(max(1, int(timeout * 0.9) - 5)))
    # The limit is set before the script starts, so every tool it runs keeps it: a pass that
    # allocates without bound (an unfold's window count on the TOSA path) otherwise takes most
    # of the machine's memory before its abort, beside the campaign's workers.
    proc = subprocess.Popen(under_memory_limit(argv), cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env, start_new_session=True)
    try:
        _, stderr = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        try:  # coreutils `timeout` runs in a process group of its own: do not wait on it for long
            proc.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            pass
        return {"reproduces": False, "rc": None, "how": f"no status within {timeout}s: cannot tell"}
    rc = proc.returncode
    how = {0: "rc 0: no failure (fixed?)", 1: "rc 1: reproduces",
           2: "rc 2: could not run, or failed differently"}.get(rc, f"rc {rc}: not a reproducer status")
    return {"reproduces": rc == 1, "rc": rc, "how": how, "stderr": stderr[-2000:]}


def run_repro_sh(folder: str, timeout: float = 120, env: dict[str, str] | None = None) -> dict:
    """Run repro.sh in a fresh process (this one's environment with `env` added): it
    reproduces when it exits 1 (see the module doc)."""
    env = {**os.environ, **(env or {})}
    opt = torch_mlir_opt()
    # The wheel's torch-mlir-opt, irfuzz and python3 sit beside this interpreter.
    bindirs = [os.path.dirname(sys.executable)] + ([os.path.dirname(opt)] if opt else [])
    env["PATH"] = os.pathsep.join(bindirs + [env.get("PATH", "")])
    return _run_reproducer(["sh", "repro.sh"], folder, timeout, env)


def run_repro_py(folder: str, timeout: float = 300, env: dict[str, str] | None = None) -> dict:
    """Run repro.py in a fresh process (this one's environment with `env` added): it reproduces
    when it exits 1."""
    return _run_reproducer([sys.executable, "repro.py"], folder, timeout, {**os.environ, **(env or {})})
