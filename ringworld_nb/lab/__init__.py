"""Pictures and tournaments for the AI lab notebook (``notebooks/ai_lab.ipynb``).

* :mod:`.search_views` - what a tree search saw: its most visited moves on the board and
  as bars, and how its estimate settles as it runs more simulations;
* :mod:`.tournaments` - tournaments on the one runner (here, in processes or on a Dask
  cluster) with a progress bar: the ratings table, a chart with error bars, a heat map.
"""
