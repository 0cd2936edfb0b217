"""Widget parts shared by the games: review bar, record list, evaluation graph,
auto play, and the canvas factory (ipympl when active, a picture otherwise).

Draw modules never import ipywidgets; only these parts and the game apps do.
"""

from .canvas import BoardCanvas, ipympl_active
from .evaluation import EvaluationGraph
from .record_list import RecordList
from .review import ReviewBar

__all__ = ["BoardCanvas", "EvaluationGraph", "RecordList", "ReviewBar", "ipympl_active"]
