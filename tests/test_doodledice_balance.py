"""``balance doodle-dice``: the deal is kept and the type shares are counted as they should be."""

from __future__ import annotations

from engine.core import get_game
from engine.doodledice.actions import ChooseAvatar
from engine.doodledice.forces import force_to_json, random_force
from game.cli import doodle_balance as db


def test_every_game_deals_the_seats_different_types_of_each_kind() -> None:
    for index in range(30):
        a, b = db.deal(seed=3, index=index)
        assert a.stratagem != b.stratagem and a.fortress != b.fortress and a.avatar != b.avatar
    assert db.deal(3, 7) == db.deal(3, 7)


def test_a_focused_series_deals_its_type_to_each_seat_in_turn_against_every_other() -> None:
    others = set()
    for index in range(60):
        deals = db.deal(seed=3, index=index, focus="avatar:gadgeteer")
        assert deals[index % 2].avatar == "gadgeteer" != deals[1 - index % 2].avatar
        others.add(deals[1 - index % 2].avatar)
        plain = db.deal(seed=3, index=index)
        assert deals[0].stratagem == plain[0].stratagem and deals[1].fortress == plain[1].fortress
    assert others == {"beast", "warrior", "mage"}
    assert db.deal(3, 4, "fortress:brown")[0].fortress == "brown"
    assert db.main(["doodle-dice", "--focus", "avatar:dragon"]) == 2
    assert db.main(["doodle-dice", "--focus", "fortress:brown,fortress:pink"]) == 2


def test_several_foci_share_the_seats_every_way_in_turn() -> None:
    focus = "avatar:gadgeteer,stratagem:green,fortress:brown"
    ways = set()
    for index in range(8):
        a, b = db.deal(seed=5, index=index, focus=focus)
        seats = (a.avatar != "gadgeteer", a.stratagem != "green", a.fortress != "brown")
        assert (b.avatar == "gadgeteer", b.stratagem == "green", b.fortress == "brown") == seats
        ways.add(seats)
    assert len(ways) == 8


def test_a_greedy_game_is_played_to_the_end_holding_each_seat_to_its_deal() -> None:
    result = db.play((2, 2, "greedy", "both", 0))  # a short game: the players' look costs
    assert result.error is None, result.error
    assert result.winners
    assert all("avatar" in b for b in result.built)
    assert db.in_play(result).count("A") == 2


def test_a_game_of_avatars_alone_brings_no_d100() -> None:
    result = db.play((2, 1, "random", "avatars", 1))  # the deal, not the play, decides
    assert result.error is None, result.error
    assert db.in_play(result) == "A|A"


def test_an_avatar_choice_becomes_the_dealt_type_with_its_drawing() -> None:
    info = get_game(db.GAME)
    options = info.check_options({**info.default_options(), "avatars": 1})
    force = force_to_json(random_force(5, options["budget"]))
    state = info.start(options, info.check_setup(options, {"forces": [force, force]}))
    assert state.phase.value == "avatars"
    wrong = next(a for a in state.legal_actions() if a.avatar != "mage")
    dealt = db.Deal("red", "blue", "mage")
    chosen = db.held_to_deal(state, wrong, dealt)
    assert isinstance(chosen, ChooseAvatar) and chosen.avatar == "mage" and chosen.sketch
    assert state.why_not(chosen) is None


def test_shares_count_wins_draws_and_only_games_where_both_had_the_kind() -> None:
    deals = (db.Deal("red", "blue", "mage"), db.Deal("green", "pink", "beast"))
    both = (frozenset({"stratagem", "avatar"}), frozenset({"stratagem", "avatar"}))
    one = (frozenset({"stratagem", "avatar"}), frozenset({"avatar"}))
    results = [db.Result(0, deals, both, (0,), False), db.Result(1, deals, both, (0, 1), True),
               db.Result(2, deals, one, (1,), False)]
    strat = db.shares(results, "stratagem")
    assert strat == {"red": (2, 0.75), "green": (2, 0.25)}
    assert db.shares(results, "avatar")["beast"] == (3, 1.5 / 3)
    text = "\n".join(db.report(results, "normal"))
    assert "stalemate guard ended 1; draws 1" in text and "75.0%" in text and "OUT" in text


def test_progress_lines_are_counted_back_into_the_same_table(tmp_path, capsys) -> None:
    deals = (db.Deal("red", "blue", "mage"), db.Deal("green", "pink", "gadgeteer"))
    both = (frozenset(db.KINDS), frozenset({"stratagem", "avatar"}))
    results = [db.Result(0, deals, both, (1,), False, used=((3, 0, 0), (0, 1, 1))),
               db.Result(1, deals, both, (0, 1), True),
               db.Result(2, deals, both, (), False, "Traceback...")]
    log = tmp_path / "run.err"
    log.write_text("noise\n" + "\n".join(db._progress(r, i + 1, 3)
                                         for i, r in enumerate(results)), encoding="utf-8")
    back = db.read_progress(log)
    assert [(r.index, r.deals, r.built, r.winners, r.guard, bool(r.error)) for r in back] == [
        (r.index, r.deals, r.built, r.winners, r.guard, bool(r.error)) for r in results]
    assert back[0].used == ((3, 0, 0), (0, 1, 1)) and back[1].used == ((), ())
    assert db.main(["doodle-dice", "--count", str(log)]) == 0
    out = capsys.readouterr().out
    assert "counted from the progress lines of 1 log(s)" in out and "games=3 errors=1" in out
    assert "Gadgeteer" in out and "75.0%" in out
    assert db.main(["doodle-dice", "--count", str(tmp_path / "missing.err")]) == 2


def test_a_share_is_read_with_its_interval() -> None:
    low, high = db.wilson(0.7, 15)
    assert 0.4 < low < 0.5 and 0.85 < high < 0.9
    narrow = db.wilson(0.7, 1000)
    assert narrow[1] - narrow[0] < 0.06
    assert db.wilson(0.0, 0) == (0.0, 1.0)
