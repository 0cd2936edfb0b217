"""One headless run of each notebook, shared by the tests that look at notebooks.

``tests/test_notebooks.py`` checks that each notebook runs without an error and
``tests/test_pictures_fit.py`` that its pictures fit the column and its texts are
readable: both read the same run (cached for the test session), so each notebook runs
once. The run happens in a temporary folder (files a notebook writes go there) with
every text matplotlib draws recorded with its size in pixels.
"""

from __future__ import annotations

import base64
import html
import io
import json
import pathlib
import re
import tempfile
from functools import cache
from typing import Any

import nbformat
from nbclient import NotebookClient
from PIL import Image

#: Run before a notebook: record every text matplotlib draws, with its size in pixels.
_RECORD_TEXTS = '''
import matplotlib.text as _rwnb_text
_rwnb_texts, _rwnb_cell = [], [0]
_rwnb_draw = _rwnb_text.Text.draw

def _rwnb_next_cell(info):
    _rwnb_cell[0] += 1

def _rwnb_measured_draw(self, renderer):
    dpi = getattr(renderer, "dpi", None)
    if dpi and self.get_visible() and self.get_text().strip():
        _rwnb_texts.append([_rwnb_cell[0],
                            round(self.get_fontsize() * dpi / 72, 2),
                            self.get_text()[:40]])
    return _rwnb_draw(self, renderer)

_rwnb_text.Text.draw = _rwnb_measured_draw
get_ipython().events.register("pre_run_cell", _rwnb_next_cell)
'''
#: Run after a notebook: hand the record back.
_REPORT_TEXTS = "import json as _rwnb_json\nprint(_rwnb_json.dumps(_rwnb_texts))"


def png_width(data: str | bytes, metadata: dict[str, Any] | None = None) -> int:
    """The width in CSS pixels a PNG (base64 text or bytes) is shown at: its
    ``width`` metadata when it has one, else its own width."""
    if metadata and metadata.get("width"):
        return int(metadata["width"])
    raw = base64.b64decode(data) if isinstance(data, str) else data
    return Image.open(io.BytesIO(raw)).size[0]


@cache
def run_notebook(path: pathlib.Path) -> dict[str, list]:
    """Run the notebook at ``path`` once, headless; return the pictures it shows as
    ``(cell, width)``, the texts its figures draw as ``(cell, px, text)`` (``cell``:
    the index of the cell in the notebook), the error outputs, and the alternative text
    of every picture its outputs show as ``(cell, alt)`` (:func:`output_alts`). A cell that raises
    stops the run (nbclient's CellExecutionError)."""
    nb = nbformat.read(path, as_version=4)
    cells = list(nb.cells)
    nb.cells = [nbformat.v4.new_code_cell(_RECORD_TEXTS), *cells,
                nbformat.v4.new_code_cell(_REPORT_TEXTS)]
    folder = tempfile.mkdtemp(prefix=f"run_{path.stem}_")
    client = NotebookClient(nb, timeout=600, kernel_name="python3",
                            resources={"metadata": {"path": folder}})
    client.execute()
    errors = [out for cell in nb.cells if cell.cell_type == "code"
              for out in cell.get("outputs", []) if out.get("output_type") == "error"]
    pictures, counts, shown = [], {}, []
    for k, cell in enumerate(nb.cells[1:-1]):
        if cell.cell_type != "code":
            continue
        counts[len(counts) + 1] = k  # the n-th code cell run is cell k of the notebook
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if "image/png" in data:
                meta = out.get("metadata", {}).get("image/png")
                pictures.append((k, png_width(data["image/png"], meta)))
            shown.extend((k, alt) for alt in output_alts(data))
    report = nb.cells[-1]["outputs"][0]["text"]
    texts = [(counts.get(n, n), px, text) for n, px, text in json.loads(report)]
    return {"pictures": pictures, "texts": texts, "errors": errors, "alts": shown}


_IMG = re.compile(r"<img\b[^>]*>", re.IGNORECASE)
_ALT = re.compile(r"""\balt\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.IGNORECASE)
_MD_IMAGE = re.compile(r"!\[([^\]]*)\]\(([^)]*)\)")


def _alt_of(tag: str) -> str:
    """The ``alt`` of an ``<img>`` tag ("" when it has none)."""
    found = _ALT.search(tag)
    return html.unescape((found.group(1) or found.group(2) or "").strip()) if found else ""


def output_alts(data: dict[str, Any]) -> list[str]:
    """The alternative text of every picture an output shows, "" for one without: an
    output with HTML shows its HTML (JupyterLab and Voila rank it above an image) and
    its ``<img>`` tags carry their ``alt`` or nothing; an output of an image alone
    (``image/png``, ``image/jpeg``, ``image/svg+xml``) shows an ``<img>`` that JupyterLab
    gives no ``alt``, whatever the output's metadata says."""
    if "text/html" in data:
        text = data["text/html"]
        text = "".join(text) if isinstance(text, list) else text
        return [_alt_of(tag) for tag in _IMG.findall(text)]
    return ["" for mime in ("image/png", "image/jpeg", "image/svg+xml") if mime in data]


def markdown_alts(source: str) -> list[str]:
    """The alternative text of every picture of a Markdown cell ("" for one without):
    ``![alt](...)`` and ``<img alt=...>``."""
    return ([alt.strip() for alt, _ in _MD_IMAGE.findall(source)]
            + [_alt_of(tag) for tag in _IMG.findall(source)])
