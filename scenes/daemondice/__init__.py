"""Daemon Dice screens: the battle board (``board``), its layout, drawing, choices and icons."""
