"""Every docstring example of the package runs as written: one test per module of
ringworld_nb, found by walking the package (no hand-kept list to fall out of date).

Figures are drawn on the Agg backend; modules that import ipywidgets import as usual.
"""

from __future__ import annotations

import doctest
import importlib
import inspect
import pkgutil

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402

import ringworld_nb  # noqa: E402


def _module_names() -> list[str]:
    names = [ringworld_nb.__name__]
    names += [info.name for info in pkgutil.walk_packages(ringworld_nb.__path__,
                                                          prefix=ringworld_nb.__name__ + ".")]
    return sorted(names)


MODULES = _module_names()


def _prompts_in_source(module) -> int:
    """How many ``>>>`` lines the module's source has (the examples doctest should find)."""
    return sum(line.lstrip().startswith(">>>")
               for line in inspect.getsource(module).splitlines())


def test_the_walk_finds_every_subpackage():
    for name in ("ringworld_nb", "ringworld_nb.core.protocol", "ringworld_nb.dice.ai.search",
                 "ringworld_nb.dice.draw.layout", "ringworld_nb.ringworld.geometry",
                 "ringworld_nb.ringworld.teaching.mathematics", "ringworld_nb.ui.fit"):
        assert name in MODULES


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    tests = doctest.DocTestFinder().find(module, name)
    found = sum(len(test.examples) for test in tests)
    # An example written where doctest does not look (a nested function, a comment) would
    # never run; keep every '>>>' line in a docstring doctest finds.
    assert found == _prompts_in_source(module), (
        f"{name}: doctest finds {found} examples, the source has "
        f"{_prompts_in_source(module)} '>>>' lines")
    failures: list[str] = []
    runner = doctest.DocTestRunner(verbose=False)
    for test in tests:
        runner.run(test, out=failures.append)
    result = runner.summarize(verbose=False)
    assert result.failed == 0, "".join(failures)
