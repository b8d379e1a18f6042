"""The Doodle Dice Monsters screens: the set-up with its force builder, the table and the
sketching glue.

Modules: ``dice_art`` (dice of the box as shaded solids, hybrids split in their two colours),
``sketches`` (drawings between the pad's JSON and the engine's tuples; procedural creatures
for monsters that carry no drawing), ``sketching`` (the sketch pad opened for a seat, its
result turned into engine actions), ``forces_store`` (forces saved by name), ``builder``
(the force builder screen), ``setup`` (seats, budget and a force per seat), ``layout`` (where
each player's area, pools and monster cards go), ``table`` (drawing the table), ``decisions``
(the choices of the moment as buttons with odds) and ``board`` (the scene).

Importing this package registers the board and the set-up with ``scenes.registry``.
"""

from scenes.registry import register_scenes

register_scenes("doodle-dice", board="scenes.doodledice.board:DoodleBoard",
                setup="scenes.doodledice.setup:DoodleSetup",
                gallery="scenes.doodledice.gallery:shots")
