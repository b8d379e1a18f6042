"""The Dice Demons screens: the ring board and its set-up.

Modules: ``pieces`` (how hunters, monsters, pickups, walls and trinkets look), ``layout`` (where
the rings go in a window, polar maths and hit-testing), ``painter`` (the board picture, cached),
``animation`` (turning bridges and walking pieces), ``controls`` (which click becomes which
engine action), ``texts`` (names and prompts), ``panel`` (the side panel), ``board`` (the scene),
``fields`` (name field and compact choice widgets) and ``setup`` (players, settings and a live
preview of the board).

Importing this package registers the board and the set-up with ``scenes.registry``.
"""

from scenes.registry import register_scenes

register_scenes("dice-demons", board="scenes.dicedemons.board:DiceDemonsBoard",
                setup="scenes.dicedemons.setup:DiceDemonsSetup")
