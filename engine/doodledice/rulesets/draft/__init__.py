"""Draft dice: nobody brings a force; players take turns picking dice from one shared
collection, up to the budget.

Modules: ``rules`` (the collection, first pick, the picks and when the draft ends) and
``plan`` (how the AI drafts: the sides each seat can still reach and what its dice are worth).
"""
