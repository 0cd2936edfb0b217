"""The mybinder.org set-up (binder/) and the README's launch links.

The fast checks always run: runtime.txt names a Python the pins support, every
requirement is pinned, the pins satisfy pyproject.toml, and the launch links are well
formed and open notebooks that exist. The full rebuild (binder/check_build.py: a fresh
venv, pip, postBuild, JupyterLab and Voila in headless Chromium) takes minutes and needs
PyPI, so it runs only with ``RINGWORLD_BINDER_CHECK=1`` (or ``make binder-check``).
"""

from __future__ import annotations

import importlib.metadata
import os
import pathlib
import re
import subprocess
import sys
import urllib.parse

import pytest
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name

ROOT = pathlib.Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"
README = ROOT / "README.md"
LINK = re.compile(r"https://mybinder\.org/v2/[^\s)\]]+")
LAUNCH = re.compile(r"https://mybinder\.org/v2/gh/(?P<owner>[\w.-]+)/(?P<repo>[\w.-]+)/"
                    r"(?P<ref>[\w.-]+)\?(?P<key>labpath|urlpath)=(?P<path>[\w.%-]+)")


def runtime() -> tuple[int, int]:
    text = (BINDER / "runtime.txt").read_text().strip()
    match = re.fullmatch(r"python-(\d+)\.(\d+)", text)
    assert match, f"binder/runtime.txt says {text!r}; repo2docker reads 'python-3.X'"
    return int(match[1]), int(match[2])


def pins() -> dict[str, tuple[str, str]]:
    """Canonical name -> (name as written, pinned version)."""
    found = {}
    for line in (BINDER / "requirements.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        req = Requirement(line)
        specs = list(req.specifier)
        assert len(specs) == 1 and specs[0].operator == "==" and "*" not in specs[0].version, (
            f"binder/requirements.txt: {line!r} is not pinned with ==")
        assert not req.extras and req.marker is None and req.url is None, line
        found[canonicalize_name(req.name)] = (req.name, specs[0].version)
    return found


def pyproject() -> dict:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - Python 3.10
        tomllib = pytest.importorskip("tomli", reason="reading pyproject.toml needs tomli")
    return tomllib.loads((ROOT / "pyproject.toml").read_text())


def test_runtime_names_a_python_the_project_supports() -> None:
    major, minor = runtime()
    assert major == 3
    requires = SpecifierSet(pyproject()["project"]["requires-python"])
    assert f"{major}.{minor}" in requires, (
        f"binder/runtime.txt names {major}.{minor}; pyproject requires {requires}")


def test_every_requirement_is_pinned_and_the_notebooks_have_what_they_need() -> None:
    pinned = pins()
    needed = {"numpy", "matplotlib", "pillow", "ipywidgets", "ipympl", "ipykernel",
              "jupyterlab", "voila"}
    missing = needed - set(pinned)
    assert not missing, f"binder/requirements.txt does not pin {sorted(missing)}"


def test_pins_satisfy_pyproject() -> None:
    """Every runtime dependency (and the lab extra: JupyterLab, Voila) is pinned, at a version
    pyproject accepts - otherwise postBuild's ``pip install --no-deps .`` leaves it out."""
    project = pyproject()["project"]
    pinned = pins()
    wanted = project["dependencies"] + project["optional-dependencies"]["lab"]
    wanted += [r for r in project["optional-dependencies"]["test"]
               if canonicalize_name(Requirement(r).name) == "ipykernel"]
    problems = []
    for text in wanted:
        req = Requirement(text)
        name = canonicalize_name(req.name)
        if name not in pinned:
            problems.append(f"{req.name} (pyproject: {text!r}) is not pinned")
        elif pinned[name][1] not in req.specifier:
            problems.append(f"{pinned[name][0]}=={pinned[name][1]} does not satisfy {text!r}")
    assert not problems, "binder/requirements.txt vs pyproject.toml:\n" + "\n".join(problems)


def test_pins_support_the_runtime_python() -> None:
    """For every pin installed here at the pinned version, its Requires-Python admits the
    runtime's Python (numpy 2.4 / matplotlib 3.11 need 3.11: with 3.10 the build stops)."""
    major, minor = runtime()
    checked, problems = [], []
    for name, (written, version) in pins().items():
        try:
            dist = importlib.metadata.distribution(name)
        except importlib.metadata.PackageNotFoundError:
            continue
        if dist.version != version:
            continue
        requires = dist.metadata.get("Requires-Python")
        checked.append(written)
        if requires and f"{major}.{minor}" not in SpecifierSet(requires):
            problems.append(f"{written}=={version} requires Python {requires}")
    assert not problems, f"python-{major}.{minor} in runtime.txt, but " + "; ".join(problems)
    if not checked:
        pytest.skip("no pinned package is installed here at its pinned version")


def test_post_build_installs_the_package() -> None:
    post_build = BINDER / "postBuild"
    text = post_build.read_text()
    assert text.startswith("#!"), "postBuild needs a shebang: repo2docker runs it directly"
    assert re.search(r"pip install .*\s\.\s*$", text, re.M), text
    staged = subprocess.run(["git", "ls-files", "-s", "binder/postBuild"], cwd=ROOT,
                            capture_output=True, text=True)
    if staged.returncode == 0 and staged.stdout:
        assert staged.stdout.startswith("100755"), "binder/postBuild should be executable"


def launch_links() -> list[re.Match]:
    text = README.read_text()
    links = LINK.findall(text)
    assert links, "README.md has no mybinder.org link"
    matches = []
    for link in links:
        match = LAUNCH.fullmatch(link)
        assert match, f"README.md: malformed mybinder.org link {link}"
        matches.append(match)
    return matches


def test_readme_badge_opens_start_here_in_jupyterlab() -> None:
    text = README.read_text()
    top = text.split("\n## ", 1)[0]
    badge = re.search(r"\[!\[[^\]]*\]\(https://mybinder\.org/badge_logo\.svg\)\]\((\S+?)\)",
                      top)
    assert badge, "README.md: no mybinder.org badge before the first section"
    match = LAUNCH.fullmatch(badge[1])
    assert match and match["key"] == "labpath", badge[1]
    assert urllib.parse.unquote(match["path"]) == "notebooks/start_here.ipynb"


def test_readme_launch_links_are_well_formed_and_open_existing_notebooks() -> None:
    matches = launch_links()
    repos = {(m["owner"], m["repo"], m["ref"]) for m in matches}
    assert len(repos) == 1, f"the launch links name different repositories: {repos}"
    apps = set()
    for m in matches:
        path = urllib.parse.unquote(m["path"])
        if m["key"] == "urlpath":
            assert path.startswith("voila/render/"), f"{m[0]}: an app link opens voila/render/"
            path = path.removeprefix("voila/render/")
            apps.add(path)
        assert path.endswith(".ipynb") and (ROOT / path).is_file(), f"{m[0]}: no {path}"
    assert {"notebooks/play_ringworld.ipynb", "notebooks/play_dice_of_doom.ipynb",
            "notebooks/play_renaissance.ipynb"} <= apps


def test_readme_links_name_the_git_remote_when_there_is_one() -> None:
    remote = subprocess.run(["git", "remote", "get-url", "origin"], cwd=ROOT,
                            capture_output=True, text=True)
    found = re.search(r"github\.com[:/]([\w.-]+)/([\w.-]+?)(?:\.git)?$", remote.stdout.strip())
    if remote.returncode != 0 or not found:
        pytest.skip("no GitHub remote: the links name the placeholder OWNER")
    for m in launch_links():
        assert (m["owner"], m["repo"]) == (found[1], found[2]), m[0]


@pytest.mark.skipif(os.environ.get("RINGWORLD_BINDER_CHECK") != "1",
                    reason="the full Binder rebuild takes minutes and needs PyPI: run it with "
                    "RINGWORLD_BINDER_CHECK=1 (or make binder-check)")
def test_binder_environment_builds_and_the_notebooks_run() -> None:
    result = subprocess.run([sys.executable, str(BINDER / "check_build.py")], cwd=ROOT,
                            capture_output=True, text=True, timeout=1800)
    print(result.stdout)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-5000:]
