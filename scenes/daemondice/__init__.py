"""Daemon Dice screens: the battle board (``board``), its layout, drawing, choices and icons,
and the set-up where players pick or build their daemons (``setup``, ``builder``).

Importing this package registers both with ``scenes.registry``.
"""

from scenes.registry import register_scenes

register_scenes("daemon-dice", board="scenes.daemondice.board:DaemonDiceBoard",
                setup="scenes.daemondice.setup:DaemonDiceSetup",
                gallery="scenes.daemondice.gallery:shots")
