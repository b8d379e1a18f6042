"""Command-line tools: selfplay, bench, shot (all run the same code as the app)."""
