"""Thunder-DeID Desktop: offline de-identification (비실명처리) of Korean court judgments."""

__version__ = "0.1.0"
