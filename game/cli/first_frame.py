"""``python -m game --smoke --first-frame``: how soon the app shows something, as ``bench``
measures it (``app start_to_first_frame``, ``start_to_menu``).

It starts exactly as the app does (``game.__main__``): the first picture (``game.splash``)
before the heavy imports, then the app and its main menu. It prints ``first-frame`` when the
first picture is on screen and ``menu-frame`` when the menu's first frame is, in a fresh
temporary data folder. Nothing here imports a game before the first picture.
"""

from __future__ import annotations

from game.cli.tool_data import tool_data_folder

SIZE = (1280, 720)


def main() -> int:
    with tool_data_folder(None):
        from game.settings import load_settings_with_notice
        from game.splash import show_first_picture

        loaded = load_settings_with_notice()
        loaded[0].fullscreen = False
        show_first_picture(loaded[0], SIZE)
        print("first-frame", flush=True)
        from game.app import App

        app = App(size=SIZE, loaded=loaded)
        app.start()
        app.frame(0.016)
        print("menu-frame", flush=True)
        app.shutdown()
    return 0


__all__ = ["main"]
