"""Teaching The Ring World: the rules one at a time, their pictures, the mathematics.

The engine room (:mod:`ringworld_nb.ringworld`) keeps the game; this room keeps what the
notebooks teach with it:

* :mod:`.lessons` - every rule on a small constructed board, before and after, as data;
* :mod:`.lesson_figures` - the pictures of the lessons, the words and the addresses;
* :mod:`.mathematics` - counts, dimensions, box counting and symmetry of the fractal;
* :mod:`.construction` - how the board is built, level by level, as pictures.
"""
