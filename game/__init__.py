"""The Dice Pandemonium application shell: loop, matches, dice tray, AI, saves, CLI."""

import os

# pygame prints a banner when first imported, whichever module of the shell imports it first;
# a tool's output (``--smoke``, the reports) must be only its own lines.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
