"""The status line and strip: whose turn it is and what they may do, each player's
hexes and dice, the winners."""

from __future__ import annotations

from collections.abc import Sequence

from matplotlib.colors import to_rgba
from matplotlib.patches import FancyBboxPatch, RegularPolygon

from ...core.pictures import min_points, shown_dpi
from ..moves import PLAYER_NAMES
from .style import DARK, Style


# ------------------------------------------------------------------- status strip --
def _luminance(colour) -> float:
    """WCAG's relative luminance of ``colour``."""
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
               for c in to_rgba(colour)[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ink_on(colour) -> str:
    """Black or white, whichever reads better on ``colour`` (a letter on a chip)."""
    return "#101218" if _luminance(colour) > 0.18 else "#ffffff"


def text_colour(colour, background=DARK.background) -> tuple[float, float, float, float]:
    """``colour`` lightened (mixed with white) until text in it has a contrast of at least
    4.5 to 1 on ``background`` (WCAG's AA for text): a player's colour for words."""
    base, bg = to_rgba(colour), _luminance(background)
    for k in range(11):
        t = k / 10
        r, g, b = ((1 - t) * c + t for c in base[:3])
        mixed = (r, g, b, 1.0)
        if (_luminance(mixed) + 0.05) / (bg + 0.05) >= 4.5:
            return mixed
    return (1.0, 1.0, 1.0, 1.0)


def status_caption(game) -> str:
    """The line above the players: whose turn it is and what they may do, or the result."""
    if game.is_over:
        w = game.outcome.winners
        names = " and ".join(PLAYER_NAMES[p] for p in w)
        result = f"{names} wins" if len(w) == 1 else f"draw between {names}"
        reason = {"conquest": "every hex taken", "passes": "no one can attack",
                  "no_attack": f"{PLAYER_NAMES[game.to_move]} cannot attack"}.get(
            game.outcome.reason, "")
        return f"Game over: {result}" + (f" ({reason})" if reason else "")
    return f"{PLAYER_NAMES[game.to_move]} to move: {turn_options(game)}"


def turn_options(game, pass_word: str = "pass") -> str:
    """What the player to move may do: ``must attack``, ``attack again, or pass`` or
    pass (``pass_word`` names the pass, e.g. ``"End turn"`` after the app's button).

    After a first attack the words invite another: each attack takes a hex and (in
    versions 1 and 2) adds to the reinforcement, while a turn ended early leaves the
    opponent the weak hexes to take.
    """
    if not game.attack_sources():
        return f"no attack possible: {pass_word}"
    return f"attack again, or {pass_word}" if game.can_pass else "must attack"


class StatusArtist:
    """The status strip on its own Axes: a caption line (whose turn, what they may do, or
    the result) with the board's size and move number on the right, then one entry per
    player - colour chip with the letter, hexes and dice - the player to move framed in
    their colour, the winners starred. Laid out in inches, so it reads the same on every
    figure size."""

    def __init__(self, ax, players: int, *, style: Style = DARK,
                 columns: int | None = None, fontsize: float = 9.5) -> None:
        from matplotlib.transforms import ScaledTranslation

        self.ax = ax
        self.players = int(players)
        self.style = style
        ax.set_xlim(0, 1)
        ax.set_ylim(0, 1)
        ax.set_axis_off()
        ax.patch.set_visible(False)
        fig = ax.figure
        pos = ax.get_position()
        w_in = pos.width * fig.get_size_inches()[0]
        h_in = pos.height * fig.get_size_inches()[1]
        cols = self.players if columns is None else max(1, min(columns, self.players))
        #: a narrow strip leaves the rules version out of the line on the right, so that
        #: it never runs into a long caption
        self.narrow = w_in < 6.0

        def at(x_in: float, y_in: float):
            """Transform: inches relative to the point (x_in, y_in) inches from the top left."""
            return fig.dpi_scale_trans + ScaledTranslation(
                x_in / w_in, 1 - y_in / h_in, ax.transAxes)

        pad = 0.14
        self.caption = ax.text(0, 0, "", transform=at(pad, 0.24), ha="left", va="center",
                               fontsize=fontsize + 1, color=style.text, fontweight="bold")
        self.info = ax.text(0, 0, "", transform=at(w_in - pad, 0.24), ha="right",
                            va="center", fontsize=fontsize - 1, color=style.muted)
        row_h, col_w = 0.36, (w_in - 2 * pad + 0.1) / cols
        self.frames, self.chips, self.chip_letters, self.texts = [], [], [], []
        chip_r = 0.105
        for p in range(self.players):
            r, c = divmod(p, cols)
            x, y = pad + c * col_w, 0.5 + (r + 0.5) * row_h
            frame = FancyBboxPatch((-0.07, -row_h * 0.42), col_w - 0.1, row_h * 0.84,
                                   boxstyle="round,pad=0,rounding_size=0.08",
                                   transform=at(x, y), fc=to_rgba(style.colour(p), 0.14),
                                   ec=style.colour(p), lw=1.4, visible=False)
            chip = RegularPolygon((0, 0), 6, radius=chip_r, fc=style.colour(p), ec="none",
                                  transform=at(x + chip_r + 0.02, y))
            letter = ax.text(0, 0, PLAYER_NAMES[p], transform=at(x + chip_r + 0.02, y),
                             ha="center", va="center",
                             fontsize=max(fontsize - 2.5, min_points(shown_dpi(fig.dpi))),
                             fontweight="bold", color=ink_on(style.colour(p)))
            text = ax.text(0, 0, "", transform=at(x + 2 * chip_r + 0.12, y), ha="left",
                           va="center", fontsize=fontsize, color=style.text)
            for artist in (frame, chip):
                ax.add_patch(artist)
            self.frames.append(frame)
            self.chips.append(chip)
            self.chip_letters.append(letter)
            self.texts.append(text)

    def update(self, *, to_move: int | None, hexes: Sequence[int], dice: Sequence[int],
               winners: Sequence[int] = (), caption: str = "", info: str = "") -> None:
        """Show the counts of every player, frame ``to_move`` and star the ``winners``."""
        st = self.style
        self.caption.set_text(caption)
        self.caption.set_color(text_colour(st.colour(to_move))
                               if to_move is not None and not winners else st.text)
        self.info.set_text(info)
        for p in range(self.players):
            out = hexes[p] == 0
            won = p in winners
            word = "hex" if hexes[p] == 1 else "hexes"
            text = f"{hexes[p]} {word} \u00b7 {dice[p]} {'die' if dice[p] == 1 else 'dice'}"
            if won:
                text += "  \u2605"
            elif out:
                text = "out"
            self.texts[p].set_text(text)
            self.texts[p].set_color(st.muted if out else st.text)
            self.texts[p].set_fontweight("bold" if (p == to_move or won) else "normal")
            self.chips[p].set_alpha(0.35 if out else 1.0)
            self.frames[p].set_visible(p == to_move and not winners)

    def update_from_game(self, game) -> None:
        """Counts, player to move and result of ``game``."""
        n = game.size
        version = "" if self.narrow else f" \u00b7 version {game.version}"
        info = f"{n}\u00d7{n}{version} \u00b7 move {game.ply + 1}"
        self.update(to_move=None if game.is_over else game.to_move, hexes=game.scores,
                    dice=[game.dice_total(p) for p in range(game.players)],
                    winners=game.winners, caption=status_caption(game), info=info)

    def artists(self) -> list:
        return [self.caption, self.info, *self.frames, *self.chips, *self.chip_letters,
                *self.texts]
