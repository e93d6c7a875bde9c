"""Task authoring: trajectory validation, asset scan and rewrite, records, sheets, video, and
the whole tool run on the tiny fixture site (browser tests)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import yaml

from iwr_bench.core.errors import TaskDataError
from iwr_bench.tasks import author as A

FIXTURE = Path(__file__).parent / "fixtures" / "sites" / "tiny"


def _traj(**over):
    data = yaml.safe_load((FIXTURE / "trajectory.yaml").read_text())
    data.update(over)
    return data


def _action(**fields):
    data = _traj()
    data["actions"] = [fields]
    return data


# ---------------------------------------------------------------- trajectory validation

def test_fixture_trajectory_parses():
    t = A.load_trajectory(FIXTURE / "trajectory.yaml")
    assert (t.task_id, t.width, t.height, t.mobile) == (7, 640, 480, False)
    assert [s.type for s in t.steps] == ["Type", "Press", "Type", "Click", "Scroll"]
    assert t.steps[1].expect == {"visible_text": ["Milk", "1 item"], "absent_text": ["0 items"]}
    assert t.steps[2].visual_check is False and t.steps[2].assertion is None


def test_json_trajectory_and_id_override(tmp_path):
    path = tmp_path / "t.json"
    path.write_text(json.dumps(_traj()))
    assert A.load_trajectory(path, task_id=42).task_id == 42


@pytest.mark.parametrize(
    ("data", "field", "words"),
    [
        (_traj(recording={"resolution": "1280*720", "environment": "desktop"}), "recording.resolution", "not WxH"),
        (_action(type="Hover", description="x", selector="#a"), "actions[0].type", "unknown action type"),
        (_action(type="Click", selector="#a"), "actions[0].description", "missing"),
        (_action(type="Type", description="Type it", selector="#a"), "actions[0].text", "text:"),
        (_action(type="Press", description="Press it"), "actions[0].key", "key: Enter"),
        (_action(type="Press", description="Press it", key="Hyper"), "actions[0].key", "unknown key"),
        (_action(type="Click", description="Click it"), "actions[0].selector", "CSS selector"),
        (_action(type="Scroll", description="Scroll", direction="sideways"), "actions[0].direction", "not one of"),
        (_action(type="Scroll", description="Scroll", scroll_page="lots"), "actions[0].scroll_page", "number of pages"),
        (_action(type="Click", description="c", selector="#a", asertion="x"), "actions[0].asertion", "did you mean 'assertion'"),
        (_action(type="Click", description="c", selector="#a", text="x"), "actions[0].text", "takes no 'text'"),
        (_action(type="Click", description="c", selector="#a", expect={"visible": ["x"]}), "actions[0].expect.visible", "did you mean"),
        (_traj(id="seven"), "id", "positive integer"),
        (_traj(actions=[]), "actions", "non-empty"),
    ],
)
def test_bad_trajectory_names_task_step_and_fix(data, field, words):
    with pytest.raises(TaskDataError) as err:
        A.parse_trajectory(data, origin="t.yaml")
    assert err.value.field == field
    assert words in str(err.value)
    if field.startswith("actions[0]"):
        assert err.value.task_id == 7


def test_error_message_names_the_step():
    with pytest.raises(TaskDataError, match=r"task 7: field 'actions\[0\].text': missing; actions\[0\] \(step 1\)"):
        A.parse_trajectory(_action(type="Type", description="Type it", selector="#a"))


def test_unparseable_file_is_a_task_error(tmp_path):
    path = tmp_path / "trajectory.yaml"
    path.write_text("id: [1\n")
    with pytest.raises(TaskDataError, match="cannot parse"):
        A.load_trajectory(path)


# ---------------------------------------------------------------- record

def test_record_has_published_fields_and_no_selector():
    rec = A.build_record(A.load_trajectory(FIXTURE / "trajectory.yaml"))
    assert set(rec) == {"id", "classification", "recording_details", "source_website", "action_sequence"}
    assert rec["recording_details"] == {"resolution": "640x480", "environment": "desktop"}
    assert set(rec["classification"]) == {"interaction_complexity", "visual_complexity", "domain", "sub_domain"}
    for a in rec["action_sequence"]:
        assert set(a) <= {"type", "parameters", "visual_evaluation_flag", "logical_assertion", "expect"}
        assert isinstance(a["visual_evaluation_flag"], bool)
        assert a["logical_assertion"] is None or isinstance(a["logical_assertion"], str)
        assert isinstance(a["parameters"]["description"], str)
        assert all(isinstance(v, str) for v in a["parameters"].values())
    assert "selector" not in json.dumps(rec)
    scroll = rec["action_sequence"][4]["parameters"]
    assert scroll == {"description": "Scroll down one page", "direction": "down", "scroll_page": "1"}


def test_upsert_replaces_by_id_and_sorts(tmp_path):
    A.upsert_record(tmp_path, {"id": 9, "v": 1})
    A.upsert_record(tmp_path, {"id": 2, "v": 1})
    A.upsert_record(tmp_path, {"id": 9, "v": 2})
    lines = (tmp_path / "data.jsonl").read_text().splitlines()
    assert [json.loads(x) for x in lines] == [{"id": 2, "v": 1}, {"id": 9, "v": 2}]


# ---------------------------------------------------------------- assets

def test_scan_finds_explicit_css_and_script_references(tmp_path):
    (tmp_path / "img").mkdir()
    for name in ("img/b.png", "img/a b.jpg", "icon.svg", "unused.png", "clip.mp4"):
        (tmp_path / name).write_bytes(b"x")
    html = (
        '<img src="./img/b.png"><img srcset="img/a%20b.jpg 1x, img/b.png 2x">'
        '<div style="background:url(icon.svg)"></div><a href="https://example.com">x</a>'
        "<script>const clips = ['clip.mp4'];</script>"
    )
    assets = A.name_assets(A.scan_assets(tmp_path, html))
    assert [(a.source, a.name) for a in assets] == [
        ("clip.mp4", "asset_001.mp4"), ("icon.svg", "asset_002.svg"),
        ("img/a b.jpg", "asset_003.jpg"), ("img/b.png", "asset_004.png"),
    ]
    out = A.rewrite_html(html, assets)
    assert 'src="assets/asset_004.png"' in out
    assert 'srcset="assets/asset_003.jpg 1x, assets/asset_004.png 2x"' in out
    assert "url(assets/asset_002.svg)" in out
    assert "['assets/asset_001.mp4']" in out
    assert "https://example.com" in out  # links are left alone


def test_the_scan_refuses_nothing_the_browser_may_never_ask_for(tmp_path):
    """A missing file, another host or a stylesheet named in index.html is no reason to refuse a
    site by itself: only what the browser asks for while the trajectory plays is (issue 32)."""
    (tmp_path / "style.css").write_text("body{}")
    (tmp_path / "a.png").write_bytes(b"x")
    html = ('<img src="img/gone.png"><img src="https://cdn.example.com/x.png"><link rel="stylesheet" href="style.css">'
            '<img src="a.png">')
    assert A.scan_assets(tmp_path, html) == {"a.png"}


# ---------------------------------------------------------------- sheets and video

def test_sheets_are_labelled_grids_and_deterministic(tmp_path):
    from PIL import Image

    from iwr_bench.tasks.data.sheets import CELL, SheetItem, write_sheets

    items = [SheetItem(f"asset_{i:03d}.png", Image.new("RGB", (40 + i, 30), (i * 10, 80, 120))) for i in range(1, 14)]
    items.append(SheetItem("asset_014.woff2", None, "woff2"))
    paths = write_sheets(items, tmp_path / "a")
    assert [p.name for p in paths] == ["stitched_image_1.png", "stitched_image_2.png"]
    with Image.open(paths[0]) as first:
        assert first.width >= 4 * CELL and first.height >= 3 * CELL
    again = write_sheets(items, tmp_path / "b")
    assert [p.read_bytes() for p in paths] == [p.read_bytes() for p in again]


def test_video_frame_count_and_codec(tmp_path):
    import io

    from PIL import Image

    from iwr_bench.tasks.data.video import VideoWriter, probe

    def png(colour):
        buf = io.BytesIO()
        Image.new("RGB", (65, 48), colour).save(buf, format="PNG")
        return buf.getvalue()

    v = VideoWriter(tmp_path / "v.mp4", 65, 48, fps=5)
    v.add(png("red"), 3)
    v.add(png("blue"))
    v.hold(6)
    v.close()
    assert probe(tmp_path / "v.mp4") == (10, 2.0, "h264")
    assert not list(tmp_path.glob(".*part"))


# ---------------------------------------------------------------- the tool, in a browser

def _layout(task_dir: Path) -> list[str]:
    return sorted(p.relative_to(task_dir).as_posix() for p in task_dir.rglob("*") if p.is_file())


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    """The fixture site authored once, through the CLI, as a bundle (sites/ -> dataset/)."""
    from typer.testing import CliRunner

    from iwr_bench.cli.main import app

    root = tmp_path_factory.mktemp("bundle")
    shutil.copytree(FIXTURE, root / "sites" / "tiny")
    result = CliRunner().invoke(app, ["author", "--all", str(root)])
    assert result.exit_code == 0, result.output
    assert "1 built" in result.output
    return root


@pytest.mark.browser
def test_authored_task_has_every_file_of_the_layout(bundle):
    from PIL import Image

    from iwr_bench.tasks.data.video import probe

    out = bundle / "dataset"
    task = out / "data" / "7"
    assert _layout(task) == [
        "assets/asset_001.svg", "assets/asset_002.jpg", "assets/asset_003.png",
        *[f"checkpoints/step_{k}.png" for k in range(6)],
        "metadata.json", "reference/index.html", "stitched_assets/stitched_image_1.png", "video.mp4",
    ]
    assert sorted(p.name for p in (out / "data").iterdir()) == ["7"]  # no staging left behind
    for k in range(6):
        with Image.open(task / "checkpoints" / f"step_{k}.png") as img:
            assert img.size == (640, 480)
    # The checkpoints show the actions' effects, not the same screen six times.
    shots = [(task / "checkpoints" / f"step_{k}.png").read_bytes() for k in range(6)]
    assert len(set(shots)) == 6
    assert (task / "assets" / "asset_003.png").read_bytes() == (FIXTURE / "img" / "logo.png").read_bytes()
    ref = (task / "reference" / "index.html").read_text()
    assert 'src="assets/asset_003.png"' in ref and 'src="assets/asset_002.jpg"' in ref and "img/" not in ref

    (record,) = [json.loads(x) for x in (out / "data.jsonl").read_text().splitlines()]
    assert record == A.build_record(A.load_trajectory(FIXTURE / "trajectory.yaml"))
    assert isinstance(record["id"], int) and isinstance(record["source_website"], str)

    meta = json.loads((task / "metadata.json").read_text())
    assert meta["authoring_tool"] == "iwr-author" and meta["authoring_version"] == A.AUTHOR_VERSION
    assert meta["source_hash"] == A.source_hash(bundle / "sites" / "tiny", bundle / "sites" / "tiny" / "trajectory.yaml", 7)
    # start still + Type(1 click + 4 chars) + holds ... : the schedule depends on the trajectory only.
    expected = A.START_STILL + (1 + 4) + (A.PRESS_FRAMES) + (1 + 4) + A.CLICK_FRAMES + A.SCROLL_FRAMES + 5 * A.HOLD + A.END_STILL
    assert meta["video"]["frames"] == expected
    assert probe(task / "video.mp4") == (expected, expected / A.FPS, "h264")

    try:  # optional round trip through the dataset loader, where it exists
        from iwr_bench.tasks.data.dataset import load_dataset
    except ImportError:
        return
    loaded = load_dataset(out)
    (bench,) = loaded.tasks
    assert not loaded.problems and not bench.problems
    assert bench.task_id == 7 and len(bench.actions) == 5 and bench.checkpoint_mapping == "per_action"
    assert bench.checkpoint(5) == task / "checkpoints" / "step_5.png"


@pytest.mark.browser
@pytest.mark.slow
def test_reauthoring_is_byte_identical_and_skips_when_unchanged(bundle, tmp_path):
    from typer.testing import CliRunner

    from iwr_bench.cli.main import app
    from iwr_bench.tasks.data.video import probe

    out = bundle / "dataset"
    task = out / "data" / "7"
    before = {p: (task / p).read_bytes() for p in _layout(task) if p != "video.mp4"}
    jsonl = (out / "data.jsonl").read_bytes()
    frames = probe(task / "video.mp4")[0]

    result = CliRunner().invoke(app, ["author", "--all", str(bundle)])
    assert result.exit_code == 0 and "0 built" in result.output and "1 unchanged" in result.output

    A.author_task(bundle / "sites" / "tiny", None, out)
    assert {p: (task / p).read_bytes() for p in _layout(task) if p != "video.mp4"} == before
    assert (out / "data.jsonl").read_bytes() == jsonl
    assert probe(task / "video.mp4")[0] == frames


@pytest.mark.browser
def test_mobile_task_uses_the_trajectory_viewport(tmp_path):
    data = _traj(recording={"resolution": "390x844", "environment": "mobile"})
    data["actions"] = data["actions"][:2]
    path = tmp_path / "mobile.json"
    path.write_text(json.dumps(data))
    from PIL import Image

    task = A.author_task(FIXTURE, path, tmp_path / "out", task_id=8)
    with Image.open(task / "checkpoints" / "step_2.png") as img:
        assert img.size == (390, 844)
    assert json.loads((tmp_path / "out" / "data.jsonl").read_text())["recording_details"]["environment"] == "mobile"


@pytest.mark.browser
@pytest.mark.parametrize(
    ("action", "field", "words"),
    [
        ({"type": "Click", "description": "Click Save", "selector": "#save"}, "actions[0].selector", "'#save' matches nothing"),
        ({"type": "Click", "description": "Click Add", "selector": "#add", "expect": {"visible_text": ["1 item"]}}, "actions[0].expect", "'1 item' is not visible"),
        ({"type": "Scroll", "description": "Scroll up", "direction": "up"}, "actions[0].direction", "did not move"),
    ],
)
def test_authoring_fails_loudly_on_the_reference_site(tmp_path, action, field, words):
    data = _traj()
    data["actions"] = [action]
    path = tmp_path / "t.json"
    path.write_text(json.dumps(data))
    with pytest.raises(TaskDataError) as err:
        A.author_task(FIXTURE, path, tmp_path / "out")
    assert err.value.task_id == 7 and err.value.field == field
    assert "step 1" in str(err.value) and words in str(err.value)
    assert not (tmp_path / "out" / "data.jsonl").exists()
    assert list((tmp_path / "out" / "data").iterdir()) == []  # the staging folder is gone


@pytest.mark.browser
def test_a_dialog_the_reference_page_raises_never_blocks_the_recording(tmp_path):
    """AdminLTE's demo.js raises an alert a second after load; a recording that outlived that second (a busy machine)
    failed on the open alert: "the browser failed on the reference page (UnexpectedAlertPresentException)". The
    reference page's dialogs are answered as the judge answers them."""
    site = tmp_path / "site"
    shutil.copytree(FIXTURE, site)
    page = site / "index.html"
    page.write_text(page.read_text().replace("</body>", "<script>alert('demo only'); confirm('sure?')</script></body>", 1))
    data = _traj()
    data["actions"] = data["actions"][:1]
    path = tmp_path / "t.json"
    path.write_text(json.dumps(data))
    task = A.author_task(site, path, tmp_path / "out")
    assert (task / "video.mp4").is_file()


# ---------------------------------------------------------------- author_all bookkeeping (no browser)

def _fake_built(out: Path, site: Path, task_id: int) -> None:
    """What a finished authoring leaves behind, so the skip logic can be tested without a browser."""
    task = out / "data" / str(task_id)
    task.mkdir(parents=True)
    (task / "video.mp4").write_bytes(b"")
    digest = A.source_hash(site, site / "trajectory.yaml", task_id)
    (task / "metadata.json").write_text(json.dumps({"source_hash": digest, "authoring_tool": A.TOOL}))
    A.upsert_record(out, {"id": task_id})


def test_author_all_skips_unchanged_reports_bad_sites_and_prunes(tmp_path):
    sites, out = tmp_path / "sites", tmp_path / "dataset"
    shutil.copytree(FIXTURE, sites / "tiny")
    _fake_built(out, sites / "tiny", 7)
    (sites / "broken").mkdir()
    (sites / "broken" / "trajectory.yaml").write_text(yaml.safe_dump(_traj(id=8, recording={"resolution": "big"})))
    (sites / "no-trajectory").mkdir()  # not a task: ignored
    _fake_built(out, sites / "tiny", 99)  # a task whose site is gone

    results = A.author_all(sites, out)
    assert [(r.site.name, r.status) for r in results] == [("broken", "failed"), ("tiny", "skipped")]
    assert "task 8: field 'recording.resolution'" in (results[0].error or "")
    assert (out / "data" / "99").exists()  # nothing is pruned while a site fails

    shutil.rmtree(sites / "broken")
    assert [r.status for r in A.author_all(sites, out)] == ["skipped"]
    assert not (out / "data" / "99").exists()
    assert [json.loads(x)["id"] for x in (out / "data.jsonl").read_text().splitlines()] == [7]

    (sites / "tiny" / "index.html").write_text((sites / "tiny" / "index.html").read_text() + "\n")
    assert not A.is_current(out, 7, A.source_hash(sites / "tiny", sites / "tiny" / "trajectory.yaml", 7))


def test_duplicate_ids_are_refused(tmp_path):
    for name in ("a", "b"):
        shutil.copytree(FIXTURE, tmp_path / name)
    _fake_built(tmp_path / "out", tmp_path / "a", 7)
    results = A.author_all(tmp_path, tmp_path / "out")
    assert results[1].status == "failed" and "used by both a and b" in (results[1].error or "")


def test_bundle_paths(tmp_path):
    (tmp_path / "mini" / "sites").mkdir(parents=True)
    assert A.resolve_bundle(tmp_path / "mini") == (tmp_path / "mini" / "sites", tmp_path / "mini" / "dataset")
    assert A.resolve_bundle(tmp_path / "mini", "/tmp/x")[1] == Path("/tmp/x")
    assert A.resolve_bundle(tmp_path / "mini" / "sites") == (tmp_path / "mini" / "sites", tmp_path / "mini" / "dataset")


def test_checkpoint_png_bytes_depend_on_pixels_only():
    """Chromium's screenshot PNGs of identical pixels differed in bytes under load (zlib effort)."""
    import io

    from PIL import Image

    img = Image.new("RGB", (64, 32), (10, 200, 30))
    fast, best = io.BytesIO(), io.BytesIO()
    img.save(fast, format="PNG", compress_level=1)
    img.save(best, format="PNG", compress_level=9)
    assert fast.getvalue() != best.getvalue()
    assert A.canonical_png(fast.getvalue()) == A.canonical_png(best.getvalue())
    with Image.open(io.BytesIO(A.canonical_png(fast.getvalue()))) as back:
        assert back.tobytes() == img.tobytes()


def test_cli_refuses_incomplete_arguments(tmp_path):
    from typer.testing import CliRunner

    from iwr_bench.cli.main import app
    from iwr_bench.core.errors import PrerequisiteError

    result = CliRunner().invoke(app, ["author", str(FIXTURE)])
    assert isinstance(result.exception, PrerequisiteError) and "--out" in str(result.exception)
    result = CliRunner().invoke(app, ["author", "--all", str(tmp_path / "nowhere")])
    assert isinstance(result.exception, PrerequisiteError) and "not a folder" in str(result.exception)


def test_cli_reports_a_bad_trajectory_in_one_line(tmp_path):
    from typer.testing import CliRunner

    from iwr_bench.cli.main import app

    bad = tmp_path / "t.json"
    bad.write_text(json.dumps(_traj(recording={"resolution": "wide"})))
    result = CliRunner().invoke(app, ["author", str(FIXTURE), str(bad), "--out", str(tmp_path / "out")])
    assert result.exit_code == 1
    assert "task 7: field 'recording.resolution': 'wide' is not WxH" in result.output


def test_key_names_map_to_webdriver_keys():
    from selenium.webdriver.common.keys import Keys

    assert A.key_sequence(1, "k", "Enter") == Keys.ENTER
    assert A.key_sequence(1, "k", "arrow left") == Keys.ARROW_LEFT
    assert A.key_sequence(1, "k", "q") == "q"


# ---------------------------------------------------------------- every problem at once

def test_every_trajectory_problem_is_named_at_once():
    data = _traj(recording={"resolution": "wide", "environment": "desktop"})
    data["actions"] = [
        {"type": "Hover", "description": "x"},
        {"type": "Type", "description": "Type it", "selector": "#a"},
        {"type": "Click", "description": "Click it", "expect": {"visble_text": ["x"]}},
    ]
    with pytest.raises(TaskDataError) as err:
        A.parse_trajectory(data)
    fields = [f for f, _ in err.value.problems]
    assert fields == ["recording.resolution", "actions[0].type", "actions[1].text", "actions[2].selector", "actions[2].expect.visble_text"]
    for f in fields[1:]:
        assert f"- {f}: " in str(err.value)
    assert "and 4 more problems" in str(err.value)


@pytest.mark.parametrize(
    ("kind", "description", "label"),
    [
        ("Type", "Type 'Buy milk' into the box", "step 2 \"Type 'Buy milk' into the box\""),
        ("Click", "Tap the question", 'step 2 (Click) "Tap the question"'),
    ],
)
def test_a_step_is_named_without_repeating_its_action_word(kind, description, label):
    """Regression: messages read "step 2 (Type 'Type 'Buy milk' into the box')"."""
    assert A.Step(2, kind, description).label == label


def test_url_calls_inside_scripts_are_not_css_references():
    """AdminLTE's inlined script holds `url(t)` and `url(t.text)` (JavaScript calls); the scan once
    read them as CSS and refused the site for missing files 't' and 't.text'."""
    html = "<style>.a{background:url(img/a.png)}</style><script>function f(t){return url(t) + url(t.text)}</script>"
    assert A.explicit_refs(html) == ["img/a.png"]


RUNTIME = Path(__file__).parent / "fixtures" / "sites" / "runtime"


@pytest.mark.browser
def test_assets_built_at_run_time_are_captured_and_the_reference_shows_them(tmp_path):
    """A script builds img/${id}.png, sets CSS backgrounds and fetches a JSON file: all of it
    becomes anonymized assets, and the reference page, served with only index.html and
    assets/, replays to the same pixels as the recording."""
    from PIL import Image, ImageChops

    from iwr_bench.tasks.data.dataset import load_dataset
    from iwr_bench.tasks.replay.page import replay_page

    task_dir = A.author_task(RUNTIME, None, tmp_path / "out")
    meta = json.loads((task_dir / "metadata.json").read_text())
    assert meta["runtime_assets"] == ["data/fruit.json", "img/bg-day.png", "img/bg-night.png", "img/fig.png",
                                      "img/kiwi.png", "img/pear.png", "img/plum.png"]
    assert sorted(p.name for p in (task_dir / "assets").iterdir()) == [
        "asset_001.json", *[f"asset_{i:03d}.png" for i in range(2, 8)]]
    ref = (task_dir / "reference" / "index.html").read_text()
    assert ref.index("data-iwr-asset-map") < ref.index("<style>")
    (task,) = load_dataset(tmp_path / "out").tasks
    replay = replay_page(task, task.reference_page, tmp_path / "shots")
    for row in replay.rows:
        assert row["outcome"] == "performed", row
        with Image.open(row["screenshot_path"]) as got, Image.open(task.checkpoint(row["step"])) as want:
            assert ImageChops.difference(got.convert("RGB"), want.convert("RGB")).getbbox() is None, f"step {row['step']}"


def _site(tmp_path: Path, script: str, files: dict[str, bytes]) -> Path:
    site = tmp_path / "site"
    site.mkdir()
    for name, data in files.items():
        (site / name).parent.mkdir(parents=True, exist_ok=True)
        (site / name).write_bytes(data)
    body = f"<p>Shelf</p><div id=box></div><div style='height:2000px'></div><script>{script}</script>"
    (site / "index.html").write_text(f"<!doctype html><body>{body}</body>")
    traj = _traj(id=9, recording={"resolution": "320x240", "environment": "desktop"})
    traj["actions"] = [{"type": "Scroll", "description": "Scroll down", "direction": "down", "scroll_page": "0.5"}]
    (site / "trajectory.yaml").write_text(yaml.safe_dump(traj))
    return site


@pytest.mark.browser
def test_every_file_missing_at_run_time_is_named(tmp_path):
    script = "for (const n of ['a', 'b', 'c', 'd']) { const i = new Image(); i.src = 'img/' + n + '.png'; box.appendChild(i); }"
    with pytest.raises(TaskDataError) as err:
        A.author_task(_site(tmp_path, script, {}), None, tmp_path / "out")
    assert err.value.task_id == 9
    for n in "abcd":
        assert f"the browser requested img/{n}.png (an image from index.html, while the page loaded), which the site folder does not have; " \
               f"add the file at img/{n}.png or fix the reference in index.html" in str(err.value)


@pytest.mark.browser
def test_a_load_the_asset_map_cannot_route_is_refused_with_the_fix(tmp_path):
    from tests.fixtures.datasets import png

    script = ("const a = document.createAttribute('src'); a.value = 'img/' + 'a.png';"
              "const i = document.createElement('img'); i.setAttributeNode(a); box.appendChild(i);")
    with pytest.raises(TaskDataError) as err:
        A.author_task(_site(tmp_path, script, {"img/a.png": png()}), None, tmp_path / "out")
    assert "still asked for img/a.png by the original path" in str(err.value) and "write the path whole" in str(err.value)


@pytest.mark.browser
def test_css_text_built_into_a_style_element_is_routed(tmp_path):
    """A stylesheet written node by node (createTextNode + appendChild) names a file by a built
    path: the reference page, served with index.html and assets/ only, still shows it."""
    from tests.fixtures.datasets import png

    script = ("const s = document.createElement('style'); s.appendChild(document.createTextNode("
              "'#box{width:20px;height:20px;background:url(img/' + 'a.png)}')); document.head.appendChild(s);")
    task = A.author_task(_site(tmp_path, script, {"img/a.png": png()}), None, tmp_path / "out")
    assert json.loads((task / "metadata.json").read_text())["runtime_assets"] == ["img/a.png"]


@pytest.mark.browser
def test_form_controls_are_expected_as_a_person_sees_them(tmp_path):
    data = _traj()
    data["actions"] = [
        {"type": "Type", "description": "Type 'Milk' into the 'What to buy?' box", "selector": "#new-item", "text": "Milk",
         "expect": {"values": {"What to buy?": "Milk"}, "visible_text": ["0 items"]}},
        {"type": "Click", "description": "Click the 'Add' button", "selector": "#add",
         "expect": {"values": {"What to buy?": "Milk"}, "visible_text": ["Lucky number 1000"]}},
    ]
    path = tmp_path / "t.json"
    path.write_text(json.dumps(data))
    with pytest.raises(TaskDataError) as err:
        A.author_task(FIXTURE, path, tmp_path / "out")
    assert [f for f, _ in err.value.problems] == ["actions[1].expect"]
    assert "the 'What to buy?' field shows '', not 'Milk'" in str(err.value)
    assert "'Lucky number 1000' is not visible" in str(err.value)


def test_the_authoring_server_answers_from_the_site_and_logs_it(tmp_path):
    """What the served folder lacks comes from the site folder and is logged as a run-time
    asset; files neither has are logged as missing; hidden files and the trajectory are never served."""
    import urllib.error
    import urllib.request

    from iwr_bench.tasks.author.serve import AuthoringServer

    served, site = tmp_path / "served", tmp_path / "site"
    (served / "assets").mkdir(parents=True)
    (served / "index.html").write_text("ref")
    (served / "assets" / "asset_001.png").write_bytes(b"a")
    (site / "img").mkdir(parents=True)
    (site / "img" / "3.png").write_bytes(b"three")
    (site / ".secret").write_text("s")
    (site / "trajectory.yaml").write_text("t")

    def get(path: str) -> int:
        try:
            with urllib.request.urlopen(server.url + path, timeout=10) as r:
                return r.status
        except urllib.error.HTTPError as err:
            return err.code

    with AuthoringServer(served, site, ["trajectory.yaml"]) as server:
        assert [get(p) for p in ("index.html", "assets/asset_001.png", "img/3.png", "img/4.png", ".secret", "trajectory.yaml")] == [200, 200, 200, 404, 404, 404]
        assert server.from_site == {"img/3.png"}
        assert server.missing == {"img/4.png", ".secret", "trajectory.yaml"}
