"""The sketch pad and the stroke renderer of Doodle Dice Monsters."""
