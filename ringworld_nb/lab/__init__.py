"""Pictures and tournaments for the AI lab notebook (``notebooks/ai_lab.ipynb``).

* :mod:`.search_views` - what a tree search saw: its most visited moves on the board and
  as bars, and how its estimate settles as it runs more simulations;
* :mod:`.tournaments` - a round robin between players with a progress bar, and its table
  and picture.
"""
