"""The Dice Pandemonium application shell: loop, matches, dice tray, AI, saves, CLI."""
