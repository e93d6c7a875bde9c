"""``python -m iwr_bench`` is the ``iwr`` command."""

from iwr_bench.cli.main import main

if __name__ == "__main__":
    main()
