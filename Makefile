# The user-facing set-up is two targets: `make lab` and `make test` (each creates .venv when
# it is missing and installs what it needs, editable). `make docs`, `make bench` and
# `make binder-check` are for developers.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

.PHONY: lab test docs bench clean binder-check

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# Stamp files: reinstall only when pyproject.toml changes. The tests also install a
# fourth game from outside the package (tests/fourth_game, registered through its
# entry point): the proof that a game is one package.
$(VENV)/.installed-test: pyproject.toml tests/fourth_game/pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[test]" -e tests/fourth_game
	touch $@

$(VENV)/.installed-lab: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[lab]"
	touch $@

$(VENV)/.installed-docs: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[docs]"
	touch $@

# Jupyter refuses to run as root unless told to (containers, CI machines).
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)

lab: $(VENV)/.installed-lab
	$(BIN)/jupyter lab --ip=127.0.0.1 $(ROOT_FLAG) notebooks/

# The tests run in one process per core (pytest-xdist), a test file kept whole in one
# process (its JupyterLab kernels and its fixtures are the file's own), in the order of
# tests/conftest.py (the slow modules first: xdist would otherwise hand out the modules
# with most tests first, and a long browser module of three tests would run last, alone,
# while the other process waits). One process more than the machine has cores: the
# browser tests spend much of their time waiting for their kernels and Chromium (other
# processes), and a third process on a 2-core machine keeps both cores busy (on this one:
# pytest 745 s against 822 s with two). WORKERS=1 runs them one after the other;
# `make test WORKERS=8` chooses the number.
WORKERS ?= $(shell $(PYTHON) -c "import os; print((os.cpu_count() or 1) + 1)")

# Python keeps each module it compiles (__pycache__, ignored by git) unless told not to:
# a machine that sets PYTHONDONTWRITEBYTECODE (as some CI images do) would compile every
# module again in every process - each test process collecting the whole suite (pytest
# rewrites the asserts of every test file: 19 s of CPU instead of 7 s), and each of the
# hundred-odd kernels the browser tests start compiling the package. The run is bound by
# the cores (see docs/developers.md): it keeps them.
test: $(VENV)/.installed-test
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/python -m pytest -n $(WORKERS) --dist loadfile \
		--no-loadscope-reorder --durations=30

# The documentation site (Sphinx, myst-nb, the pydata theme: see docs/conf.py), built
# offline into docs/_build/html; a warning is an error, and every warning is reported.
docs: $(VENV)/.installed-docs
	$(BIN)/python -m sphinx -b html -W --keep-going docs docs/_build/html

bench: $(VENV)/.installed-test
	$(BIN)/python benchmarks/ringworld_playout.py

# Rebuild the mybinder.org environment as repo2docker does (fresh venv of binder/runtime.txt's
# Python, binder/requirements.txt, binder/postBuild) and open the notebooks and the Voila
# apps in headless Chromium. Needs PyPI; takes a few minutes. See binder/check_build.py.
binder-check: $(VENV)/.installed-test
	$(BIN)/python binder/check_build.py

clean:
	rm -rf $(VENV) .pytest_cache build *.egg-info docs/_build docs/notebooks
