"""Widget parts shared by the games: review bar, record list, evaluation graph (with the
AI's win probability), seats (a person or an AI per side), the AI's thinking in slices
with its indicator, and the canvas factory (ipympl when active, a picture otherwise).

Draw modules never import ipywidgets; only these parts and the game apps do.
"""

from .ai_seats import AISeats, Hint
from .canvas import BoardCanvas, ipympl_active
from .evaluation import EvaluationGraph
from .record_list import RecordList
from .review import ReviewBar
from .seats import PERSON, RANDOM, check_seat, seat_label, seat_options
from .thinking import ThinkingIndicator, ThinkingRunner

__all__ = ["AISeats", "BoardCanvas", "EvaluationGraph", "Hint", "PERSON", "RANDOM",
           "RecordList", "ReviewBar", "ThinkingIndicator", "ThinkingRunner", "check_seat",
           "ipympl_active", "seat_label", "seat_options"]
