#!/bin/sh
# irfuzz: import-error in import at k=None
# the FX importer produced IR that does not verify: Verification failed:
#
# No pass pipeline reproduces it: irfuzz checks the program again for the signature:
#   irfuzz check program.json --erase intermediate --seed 9133 --expect import-error-61daa2b5a92c
# Exit status, one meaning each: 1 the same failure, 0 it ran and nothing failed (fixed?), 2 it could
# not run or failed differently. `irfuzz rerun` renders and judges it, so irfuzz must be importable;
# `irfuzz corpus bundle FOLDER --out DIR` writes a repro.sh that needs no irfuzz.
cd "$(dirname "$0")" || exit 2
PYTHON=$(command -v python3 || command -v python) || { echo "repro.sh: python3 not found: cannot run" >&2; exit 2; }
"$PYTHON" -c "import fuzz.cli" 2>/dev/null || {
  echo "repro.sh: irfuzz is not importable by $PYTHON (pip install -e an irfuzz checkout): cannot run" >&2; exit 2; }
exec "$PYTHON" -m fuzz rerun . --script repro.sh --case '{"erase": "intermediate", "k": null, "message": "the FX importer produced IR that does not verify: Verification failed:\nerror: \"/work/main/generators/eager.py\":26:0: '"'"'torch.vtensor.literal'"'"' op inferred type(s) '"'"'!torch.vtensor<[2],ui8>'"'"' are incompatible with return type(s) of operation '"'"'!torch.vtensor<[],ui8>'"'"'\nerror: \"/work/main/generators/eager.py\":26:0: '"'"'torch.vtensor.literal'"'"' op failed to infer returned types\n note: \"/work/main/generators/eager.py\":26:0: see current operation: %77 = \"torch.vtensor.literal\"() <{value = dense_resource<torch_tensor_2_torch.uint8> : tensor<2xui8>}> : () -> !torch.vtensor<[],ui8>", "pass": null, "pipeline": null, "reproducer_pipeline": null, "seed": 9133, "signature": "import-error-61daa2b5a92c", "stage": "import", "symptom": "import-error"}'
