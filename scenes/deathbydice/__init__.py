"""Death by Dice screens: portraits, character board cards and (later) the board and set-up."""
