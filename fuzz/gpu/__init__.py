"""The GPU path's CPU side (bundle_cli.py: `irfuzz gpu-bundle`) and its standalone runner
(gpu_run.py, copied into each bundle; gpu_check.sh runs it on a lent GPU machine)."""
