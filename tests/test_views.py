"""Users write SQL against the views: every view and every column is documented, and the README lists every view."""

from pathlib import Path

from tasks.warehouse import connect, view_columns

README = (Path(__file__).resolve().parent.parent / "README.md").read_text()


def test_every_view_column_has_a_comment(tmp_path):
    cols = view_columns(connect(tmp_path))
    missing = [f"{v}.{c}" for v, cs in cols.items() for c, _, comment in cs if not comment]
    assert not missing, f"document these columns in schemas/tables or schemas/views.sql: {missing}"


def test_readme_lists_every_view(tmp_path):
    views = view_columns(connect(tmp_path))
    missing = [v for v in views if f"`{v}`" not in README]
    assert not missing, f"README's view table lacks {missing}"


def test_key_views_exist(tmp_path):
    views = view_columns(connect(tmp_path))
    for name in ("runs", "generations", "actions", "checkpoints", "task_scores", "leaderboard", "dataset_tasks", "dataset_actions"):
        assert name in views
    assert [c for c, *_ in views["leaderboard"]][:4] == ["run_id", "model", "judge", "protocol"]
