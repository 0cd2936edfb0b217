"""The legend of the picture: one entry per kind of ring and mark, as handles for
matplotlib or as a small picture of its own for an app's side panel."""

from __future__ import annotations

from collections.abc import Iterable

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.colors import to_rgba
from matplotlib.figure import Figure
from matplotlib.lines import Line2D

from ...core.pictures import figure_png, kept_picture
from .marks import ARROW_MARKER, DASHED_CIRCLE_MARKER
from .style import DARK, Style

# ------------------------------------------------------------------ one-call drawing --

def legend_handles(style: Style = DARK,
                   which: Iterable[str] | None = None) -> tuple[list, list[str]]:
    """Proxy artists and labels explaining the picture (``which`` picks entries)."""
    st = style
    ms = 11
    entries = {
        "red": (Line2D([], [], ls="none", marker="o", ms=ms, mfc=st.red_face,
                       mec=st.red_edge, mew=1.2), "Red ring"),
        "blue": ((Line2D([], [], ls="none", marker="o", ms=ms, mfc=st.blue_face,
                         mec=st.blue_edge, mew=1.2),
                  Line2D([], [], ls="none", marker="o", ms=ms * st.inner_ring,
                         mfc="none", mec=st.blue_edge, mew=1.0)), "Blue ring"),
        # a ring on level 2 or higher is drawn big and translucent, its children over it
        "red_up": (Line2D([], [], ls="none", marker="o", ms=ms * 1.3,
                          mfc=to_rgba(st.red_face, st.per_level(st.fill_alpha, 2)),
                          mec=st.red_edge, mew=1.2), "Red ring, level \u2265 2"),
        "blue_up": ((Line2D([], [], ls="none", marker="o", ms=ms * 1.3,
                            mfc=to_rgba(st.blue_face, st.per_level(st.fill_alpha, 2) * 0.9),
                            mec=st.blue_edge, mew=1.2),
                     Line2D([], [], ls="none", marker="o", ms=ms * 1.3 * st.inner_ring,
                            mfc="none", mec=st.blue_edge, mew=1.0)),
                    "Blue ring, level \u2265 2"),
        "empty": (Line2D([], [], ls="none", marker="o", ms=ms, mfc=st.empty_face,
                         mec=st.empty_edge, mew=0.8), "empty position"),
        # the big faint discs of an empty board: positions of level 2 and up, empty
        "empty_up": (Line2D([], [], ls="none", marker="o", ms=ms * 1.3,
                            mfc=to_rgba(st.empty_edge, st.empty_area_alpha),
                            mec=to_rgba(st.empty_edge, st.per_level(st.empty_alpha, 2)),
                            mew=0.8), "empty, level \u2265 2"),
        "legal": ((Line2D([], [], ls="none", marker="o", ms=ms, mfc=st.empty_face,
                          mec=st.empty_edge, mew=0.8),
                   Line2D([], [], ls="none", marker="o", ms=ms * 0.36, mfc=st.legal,
                          mec="none")), "legal placement"),
        "rotatable": (Line2D([], [], ls="none", marker=ARROW_MARKER, ms=ms,
                             mfc=st.rotatable, mec="none"),
                      "turnable position"),
        "chosen": (Line2D([], [], ls="none", marker="o", ms=ms,
                          mfc=st.chosen_face(st.red_face), mec=st.selection, mew=2.0),
                   "chosen placement"),
        "selection": ((Line2D([], [], ls="none", marker="o", ms=ms, mfc="none",
                              mec=st.selection, mew=2.0),
                       Line2D([], [], ls="none", marker=ARROW_MARKER, ms=ms * 0.6,
                              mfc=st.selection, mec="none")),
                      "chosen to turn"),
        "last": ((Line2D([], [], ls="none", marker="o", ms=ms, mfc=st.red_face,
                         mec=st.red_edge, mew=1.2),
                  Line2D([], [], ls="none", marker="o", ms=ms * 0.3, mfc=st.last,
                         mec="none")), "last placement"),
        "last_ring": ((Line2D([], [], ls="none", marker="o", ms=ms * 1.15, mfc="none",
                              mec=st.last, mew=0.8),
                       Line2D([], [], ls="none", marker=ARROW_MARKER, ms=ms * 0.6,
                              mfc=st.last, mec="none")), "last position turned"),
        "born": ((Line2D([], [], ls="none", marker="o", ms=ms, mfc=st.blue_face,
                         mec=st.blue_edge, mew=1.2),
                  Line2D([], [], ls="none", marker="+", ms=ms * 0.7, mec=st.marker,
                         mew=1.6)), "born"),
        "died": ((Line2D([], [], ls="none", marker="o", ms=ms, mfc="none",
                         mec=st.blue_edge, mew=1.0, dashes=(2, 2)),
                  Line2D([], [], ls="none", marker="x", ms=ms * 0.5, mec=st.blue_edge,
                         mew=1.2)), "died"),
        "occupied": ((Line2D([], [], ls="none", marker="o", ms=ms, mfc=st.red_face,
                             mec=st.red_edge, mew=1.2),
                      Line2D([], [], ls="none", marker="D", ms=ms * 0.4, mfc=st.marker,
                             mec="none")), "occupied"),
        "danger": ((Line2D([], [], ls="none", marker="o", ms=ms * 1.3, mfc=to_rgba(
                        st.blue_face, st.per_level(st.fill_alpha, 2) * 0.9),
                            mec=st.blue_edge, mew=1.2),
                    Line2D([], [], ls="none", marker=DASHED_CIRCLE_MARKER,
                           ms=ms * 1.3 * 0.86, mfc="none", mec=st.danger, mew=1.6)),
                   "in danger: one\nempty neighbour left"),
    }
    keys = list(entries) if which is None else list(which)
    return [entries[k][0] for k in keys], [entries[k][1] for k in keys]

def legend_words(which: Iterable[str] | None = None) -> str:
    """The legend (:func:`legend_png`) in words: its entries, each with how a Blue ring
    differs from a Red one (for the legend's alternative text)."""
    keys = list(LOOKS) if which is None else list(which)
    _, labels = legend_handles(DARK, keys)
    return "The marks of the board: " + "; ".join(
        f"{' '.join(label.split())} ({LOOKS[key]})" for key, label in zip(keys, labels)) + "."


#: How each entry of the legend looks, in words (for its alternative text).
LOOKS = {
    "red": "a solid orange-red disc", "blue": "a blue disc with a second, inner outline",
    "red_up": "a big translucent orange-red circle",
    "blue_up": "a big translucent blue circle with an inner outline",
    "empty": "a dark grey circle", "empty_up": "a big faint grey disc",
    "legal": "a green dot", "rotatable": "a small yellow clockwise arrow",
    "chosen": "a pale ring in a white outline", "selection": "a white outline and arrow",
    "last": "a white dot in the ring", "last_ring": "a dashed white outline with an arrow",
    "born": "a white plus", "died": "a dashed outline with a cross",
    "occupied": "a white diamond", "danger": "a magenta dashed circle inside the rings",
}


@kept_picture
def legend_png(style: Style = DARK, which: Iterable[str] | None = None, *,
               width: float = 1.9, dpi: float = 100) -> bytes:
    """The legend alone as a small picture, for a widget's side panel.

    A widget shows it once instead of redrawing a legend with every frame of the board.
    """
    from matplotlib.legend_handler import HandlerTuple

    handles, labels = legend_handles(style, which)
    fig = Figure(figsize=(width, 0.275 * len(labels) + 0.1), dpi=dpi,
                 facecolor=style.background)
    FigureCanvasAgg(fig)
    fig.legend(handles, labels, loc="center left", frameon=False, fontsize=9,
               labelcolor=style.text, handler_map={tuple: HandlerTuple(ndivide=1, pad=0)},
               borderaxespad=0.2, labelspacing=0.62)
    return figure_png(fig, facecolor=style.background, bbox_inches="tight",
                      pad_inches=0.06)
