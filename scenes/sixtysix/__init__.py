"""The 66d6 board: layout, minion drawing, the side panel and the scene that ties them."""
