"""``make bench``: speed and memory figures of the judge and the pipeline.

Each section (``replay``, ``scoring``, ``pipeline``, ``scale``) is a function that returns
``Figure`` rows; ``iwr_bench.bench.suite`` prints them as one table and writes
``results/bench/bench-<timestamp>.{md,json}`` with the machine they were measured on.
Every figure is the median of several runs, and a comparison is a ratio of two figures
measured side by side in the same run, so machine load affects both alike.
"""
