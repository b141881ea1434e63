"""Benchmark harness (issue 8): ``python -m bench [--quick] [--repeats N]`` writes ``bench/results/``."""
