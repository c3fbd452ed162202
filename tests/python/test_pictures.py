# The picture of a position: Position._repr_svg_ is what solve --svg writes, with a column per stack.
import xml.etree.ElementTree as ET

import babylon


def columns(svg):
    # Each stack's top chip carries a <title>: one per stack.
    root = ET.fromstring(svg)
    return [t.text for t in root.iter("{http://www.w3.org/2000/svg}title")]


def test_repr_svg_is_the_file_solve_writes(cli, tmp_path):
    p = babylon.Position("<3,5;4;2>")
    out = tmp_path / "p.svg"
    cli("solve", str(p), "--svg", str(out))
    assert out.read_text() == p._repr_svg_()


def test_one_column_per_stack_with_its_top_and_height():
    p = babylon.Position("r1 b3 g2 g2 y7")
    assert sorted(columns(p._repr_svg_())) == sorted(
        ["r1: red on top", "b3: blue on top", "g2: green on top", "g2: green on top", "y7: yellow on top"])
    assert "Alice to move" in babylon.Position("<3,5;;>")._repr_svg_()
    assert "Bob to move" in babylon.Position("<3,5;;>").play("rr")._repr_svg_()


def test_forty_stacks_fit_a_screen_and_tall_stacks_are_flattened():
    many = babylon.Position.from_chips([10, 10, 10, 10])
    root = ET.fromstring(many._repr_svg_())
    assert len(columns(many._repr_svg_())) == 40 and int(root.get("width")) <= 1100
    tall = babylon.Position("r200 b50 r1")
    assert int(ET.fromstring(tall._repr_svg_()).get("height")) <= 500


def test_solve_svg_refuses_a_path_it_cannot_write_before_solving(cli, tmp_path):
    for bad, why in [("", "is empty: give a path"), (str(tmp_path), "is a directory"),
                     (str(tmp_path / "missing" / "p.svg"), "no folder"), ("/dev/null", "not a regular file")]:
        message = cli.error("solve", "<3,5;;>", "--svg", bad)
        assert message.startswith("--svg: ") and why in message
