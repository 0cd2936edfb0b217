"""The documentation site (issue 31, item 7): ``docs/`` builds with Sphinx, warnings as
errors, into a temporary folder, and its pages hold what they are for - the getting
started guide, the rule book with its pictures, the notebooks, the tutorial, the
architecture, the developers' notes and the API reference with every hook of an app
marked required or optional. The README stays what a visitor reads first: short, the two
commands, links into the site that lead somewhere.

The build runs in a process of its own, as ``make docs`` runs it (about 10 s: the
notebooks are rendered as stored, not run).
"""

from __future__ import annotations

import html
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("sphinx", reason="Sphinx comes with the test extra (and the docs extra)")
pytest.importorskip("myst_nb", reason="myst-nb comes with the test extra")
pytest.importorskip("pydata_sphinx_theme", reason="the theme comes with the test extra")

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site built from ``docs/`` as ``make docs`` builds it, into a temporary folder."""
    out = tmp_path_factory.mktemp("site")
    built = subprocess.run(
        [sys.executable, "-m", "sphinx", "-b", "html", "-W", "--keep-going", "-q",
         "-d", str(out / "doctrees"), "docs", str(out / "html")],
        cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, f"the site did not build:\n{built.stdout}\n{built.stderr}"
    assert "WARNING" not in built.stderr, built.stderr
    return out / "html"


def text_of(site: Path, page: str) -> str:
    """The words of a built page, without its tags (code is cut into coloured spans:
    dropped, not spaced, they leave the code as written)."""
    markup = (site / page).read_text(encoding="utf-8")
    markup = re.sub(r"<(script|style)\b.*?</\1>", " ", markup, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", "", markup))


def test_the_getting_started_guide_has_the_two_commands_voila_and_binder(site) -> None:
    words = text_of(site, "getting-started.html")
    for said in ("make lab", "make test", "Voila", "start_here.ipynb", "mybinder.org"):
        assert said in words, said
    markup = (site / "getting-started.html").read_text(encoding="utf-8")
    assert "https://mybinder.org/v2/gh/" in markup  # the launch links, as links


def test_the_rule_book_is_the_project_s_own_with_its_pictures(site) -> None:
    words = text_of(site, "rules.html")
    for section in ("1. The Ring World", "2. Dice of Doom", "3. Renaissance",
                    "Settled here"):
        assert section in words, section
    markup = (site / "rules.html").read_text(encoding="utf-8")
    pictures = re.findall(r'<img[^>]+src="(_images/[^"]+)"', markup)
    assert len(pictures) >= 10, pictures
    assert all((site / picture).is_file() for picture in pictures)
    assert "shared/" not in markup  # the project's copy, never the steering folder's


def test_the_notebooks_are_rendered_and_link_to_the_rule_book(site) -> None:
    notebooks = sorted(p.stem for p in (ROOT / "notebooks").glob("*.ipynb"))
    rendered = sorted(p.stem for p in (site / "notebooks").glob("*.html"))
    assert rendered == [name for name in notebooks if name != "rules"]  # rules: the book
    assert "LevelPlayer" in text_of(site, "notebooks/learn.html")
    # a notebook's link to a section of the rules notebook (rules.ipynb#cell-id=...)
    # leads to that section of the rule book's page
    learn = (site / "notebooks" / "learn.html").read_text(encoding="utf-8")
    book = (site / "rules.html").read_text(encoding="utf-8")
    sections = re.findall(r'href="\.\./rules\.html#([^"]+)"', learn)
    assert len(sections) == 3 and "rules.ipynb" not in learn
    assert all(f'id="{section}"' in book for section in sections), sections


def test_the_tutorial_architecture_and_developers_notes(site) -> None:
    tutorial = text_of(site, "add-a-game.html")
    for step in ("The engine", "The drawing", "The input machine", "The app", "The spec",
                 "The entry point", 'ringworld_nb.games', "LevelPlayer"):
        assert step in tutorial, step
    assert (site / "kit.html").is_file()
    architecture = text_of(site, "architecture.html")
    assert "The floors" in architecture and "GameSpec" in architecture
    notes = text_of(site, "developers.html")
    assert "# issue 19" in notes and "# issue 24" in notes and "make binder-check" in notes
    assert "python -m ringworld_nb.puzzles prune --game dice" in notes


def test_the_api_reference_covers_what_a_game_uses(site) -> None:
    pages = {
        "api/protocol.html": ("legal_moves", "from_record", "Outcome", "replay",
                              "IllegalMoveError"),
        "api/spec.html": ("GameSpec", "Option"),
        "api/views.html": ("View", "TwinCell", "Feedback"),
        "api/players.html": ("make_player", "choose_with_info", "Choice"),
        "api/analysis.html": ("analyse", "better_move"),
        "api/puzzles.html": ("next_puzzle", "refutation"),
        "api/trainers.html": ("LevelPlayer", "PuzzlePlayer", "Progress"),
    }
    for page, names in pages.items():
        words = text_of(site, page)
        for name in names:
            assert name in words, (page, name)


def hook_words(site: Path) -> dict[str, str]:
    """The first paragraph of every entry of ``GameApp`` on the API page, by name."""
    markup = (site / "api" / "app.html").read_text(encoding="utf-8")
    entries = re.findall(r'<dt[^>]*id="ringworld_nb\.ui\.GameApp\.(\w+)">.*?</dt>\s*'
                         r"<dd><p>(.*?)</p>", markup, flags=re.S)
    return {name: html.unescape(re.sub(r"<[^>]+>|\s+", " ", words)).strip()
            for name, words in entries}


def test_every_hook_of_the_app_says_required_or_optional_with_its_default(site) -> None:
    hooks = hook_words(site)
    required = ("game_class", "input_class", "new_artist", "draw", "hit", "view",
                "statistics")
    optional = ("title_of", "setup_values", "describe_move", "mark_where", "board_shape",
                "twin_cells", "game_keys", "panel", "player_names", "graph_series",
                "file_stem", "chances")
    for hook in required:
        assert hooks[hook].startswith("Required"), (hook, hooks[hook])
    for hook in optional:
        assert hooks[hook].startswith("Optional") and "Default" in hooks[hook], \
            (hook, hooks[hook])


def test_the_readme_is_short_with_the_two_commands_and_links_into_the_site() -> None:
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 250
    quick = text.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    commands = re.search(r"```sh\n(.*?)```", quick, flags=re.S)
    assert commands
    assert [line.split("#")[0].strip() for line in commands[1].splitlines()] == [
        "make lab", "make test"]
    assert re.search(r"!\[[^\]]+\]\(docs/[^)]+\.png\)", text)  # a picture
    links = re.findall(r"\]\((docs/[^)#\s]+)", text)
    assert {"docs/getting-started.md", "docs/rules.md", "docs/add-a-game.md",
            "docs/api/index.md", "docs/developers.md"} <= set(links)
    for link in links:
        assert (ROOT / link).is_file(), link
