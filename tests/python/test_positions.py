# Position, Move, solve and grundy of the Python module, against the babylon command's answers.
import babylon
import pytest


def test_every_notation_gives_the_same_position():
    p = babylon.Position("<3,5;;>")
    assert p == babylon.Position("r1 r1 r1 b1 b1 b1 b1 b1")
    assert p == babylon.Position.from_chips("3,5") == babylon.Position.from_chips([3, 5])
    assert str(p) == "<3,5;;>" and p.chips == 8 and p.to_move == "Alice"
    assert repr(p) == "Position('<3,5;;>')"


def test_equal_positions_hash_alike_and_different_ones_differ():
    a, b = babylon.Position("r1 g2 b3"), babylon.Position("b3, Green2 r1")
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != babylon.Position("r1 g2 b2")


def test_moves_and_play_follow_the_rules():
    p = babylon.Position("<2,2;;>")
    moves = p.moves()
    assert sorted(m.paper for m in moves) == ["bb", "br", "rb", "rr"]
    after = {str(p.play(m)) for m in moves}
    assert after == {str(p.play(m.paper)) for m in moves} == {str(p.play(m.explicit)) for m in moves}
    assert p.play("rr") == babylon.Position("<0,2;2;>") and p.play("rr").to_move == "Bob"


def test_bad_input_raises_the_command_lines_message(cli):
    for text in ["r1 x2", "<3,5", ""]:
        with pytest.raises(babylon.InputError) as e:
            babylon.Position(text)
        assert str(e.value) == cli.error("solve", text)
    with pytest.raises(ValueError):  # InputError is a ValueError
        babylon.Position("<2,2;;>").play("r3 b3")


@pytest.mark.parametrize("text", ["<2,2;;>", "<3,3;;>", "<3,5;4;2>", "r1 r1 b3 g2 g1", "<4,7;;>"])
def test_solve_agrees_with_the_command_line(cli, text):
    s = babylon.solve(text)
    expected = cli.json("solve", text)
    assert s.outcome == expected["outcome"]
    assert [m.explicit for m in s.winning_moves] == [m["move"] for m in expected["winning_moves"]]


@pytest.mark.parametrize("text", ["<3,5;4;2>", "r1 r1 b3 g2 g1", "<5,6;;>", "r1 b1 g1 o1 p1 r2 b2"])
def test_grundy_is_the_command_lines_and_zero_exactly_for_p_positions(cli, text):
    g = babylon.grundy(text)
    assert g == cli.json("solve", text, "--grundy")["grundy"]
    assert (g == 0) == (babylon.solve(text).outcome == "P")


def test_a_sum_is_the_nim_sum_the_command_line_gives(cli):
    parts = ["<3,4;;>", "r1 b1 g1", "<2,2;3;>"]
    expected = cli.json("solve", " + ".join(parts))
    assert babylon.grundy(parts) == expected["grundy"]
    assert expected["part_grundy"] == [babylon.grundy(p) for p in parts]
    assert babylon.grundy([parts[0], parts[0]]) == 0
