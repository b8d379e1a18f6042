"""The 66d6 board: layout, minion drawing, the side panel and the scene that ties them.

Importing this package registers the board (``scenes.registry``); 66d6 uses the generic set-up.
"""

from scenes.registry import register_scenes

register_scenes("66d6", board="scenes.sixtysix.board:SixtySixBoard")
