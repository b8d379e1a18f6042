"""The dice tray: physical dice rolled in a pymunk world, their faces decided by how they tumble.

``DiceTray`` is the live tray a scene steps and draws; ``quick_roll`` runs the same simulation
headless to rest; ``game.tray.sounds.TraySounds`` plays the clicks of collisions. Importing this
package does not import pygame: drawing and sound load it only when used.
"""

from game.tray.physics import MAX_DICE, SUBSTEP, DiceTray, DieView
from game.tray.quick import quick_roll

__all__ = ["MAX_DICE", "SUBSTEP", "DiceTray", "DieView", "quick_roll"]
