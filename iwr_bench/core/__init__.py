"""The bottom layer every other package shares: settings, errors, hashing, deadlines and the
vocabularies (error kinds, verdicts) that decide behaviour.

Imports run one way: ``core`` <- ``schemas`` <- ``tasks`` <- ``flows`` <- ``iwr`` (the CLI).
Nothing here imports from the packages above it (``tests/test_layering.py`` checks).
"""
