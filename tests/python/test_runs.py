# classify, table, strategies and verify from Python: the same data as the command's --json, the
# GIL released during a long call, and Ctrl-C raising KeyboardInterrupt.
import os
import subprocess
import sys
import textwrap
import threading
import time

import babylon
import pytest

# What differs from one run to the next: times and memory.
# Measurements, and which case tables the process has read: the module's process keeps them from
# an earlier call, so its JSON names them where a fresh `babylon classify` read none.
VARYING = {"seconds", "peak_memory_bytes", "table_bytes_per_solver", "positions_per_second", "case_tables"}


def steady(data):
    if isinstance(data, dict):
        return {k: steady(v) for k, v in data.items() if k not in VARYING}
    if isinstance(data, list):
        return [steady(v) for v in data]
    return data


def test_classify_is_classify_json(cli):
    assert steady(babylon.classify(12)) == steady(cli.json("classify", "--max-n", "12"))


def test_table_is_table_json_with_ranges_in_any_form(cli):
    expected = steady(cli.json("table", "--colors", "1-3", "--per-color", "1-4"))
    assert steady(babylon.table("1-3", (1, 4))) == expected
    assert steady(babylon.table(2, 3))["cells"] == steady(cli.json("table", "--colors", "2", "--per-color", "3"))["cells"]


@pytest.mark.parametrize("name,side,extra", [("paper", "bob", []), ("alice", "alice", ["--side", "alice"])])
def test_verify_is_verify_json(cli, name, side, extra):
    data = babylon.verify(babylon.Strategy(name), 12)
    assert data["command"] == "verify" and data["complete"] is True
    assert steady(data) == steady(cli.json("verify", "--max-n", "12", "--strategy", name, *extra))


def test_a_strategy_gives_its_move_and_why():
    bob = babylon.Strategy("paper")
    assert (bob.name, bob.side) == ("paper", "bob")
    start = babylon.Position("<3,5;;>")
    d = bob.reply(start, "rr")  # Alice opens with rr; Bob answers by a case of the paper
    after = start.play("rr")
    assert after.play(d.move) in {after.play(m) for m in after.moves()}
    assert d.case and not d.case.startswith("fallback") and d.reason.startswith(d.case) and d.rule in d.reason
    assert dict(d.params)  # the parameter values the case depended on
    alice = babylon.Strategy("alice")
    first = alice.move("<3,4;;>")
    assert first.case.startswith("A.") and babylon.Position("<3,4;;>").play(first.move).chips == 7  # a legal move
    assert babylon.Strategy("first").reply("r1 b1", "r1>b1") is None  # one stack left: Bob cannot move


def test_strategy_errors_are_input_errors():
    with pytest.raises(babylon.InputError, match="unknown strategy 'nonsense'"):
        babylon.Strategy("nonsense")
    with pytest.raises(babylon.InputError, match="must have Bob to move, but Alice is to move there"):
        babylon.Strategy("paper").move("<3,5;;>")
    with pytest.raises(babylon.InputError, match="no legal move|not legal|no move"):
        babylon.Strategy("paper").reply("<3,5;;>", "r1>b2")
    with pytest.raises(babylon.InputError, match="^max_n: must be between 2 and 255, got 300$"):
        babylon.classify(300)
    with pytest.raises(babylon.InputError, match="^--colors '0-3' must lie within 1-16$"):
        babylon.table("0-3", 2)
    for call in [lambda: babylon.solve("<3,3;;>", threads=0), lambda: babylon.classify(10, threads=65),
                 lambda: babylon.verify("paper", 10, threads=0), lambda: babylon.table(2, 2, threads=0)]:
        with pytest.raises(babylon.InputError, match="^threads: must be between 1 and 64, got "):
            call()


def test_a_long_call_lets_other_python_threads_run():
    # The other thread notes the time at each turn it gets. Had the call kept the GIL, no turn
    # would fall in the middle of it (only just before or after, when the threads switch).
    ticks, stop = [], threading.Event()

    def count():
        while not stop.is_set():
            ticks.append(time.monotonic())
            stop.wait(0.001)

    t = threading.Thread(target=count)
    t.start()
    start = time.monotonic()
    babylon.classify(34)  # about half a second on 2 cores
    end = time.monotonic()
    stop.set()
    t.join()
    quarter = (end - start) / 4
    assert any(start + quarter < tick < end - quarter for tick in ticks)


def test_ctrl_c_interrupts_a_long_call():
    # In a child, since the signal goes to the whole process: SIGINT sent while classify runs (a
    # call of many minutes) must end it with KeyboardInterrupt, and the module must work after.
    script = textwrap.dedent("""
        import os, signal, threading, babylon
        threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
        try:
            babylon.classify(120)
            print("not interrupted")
        except KeyboardInterrupt:
            print("interrupted")
        print(babylon.solve("<3,3;;>").outcome)
        s = babylon.Strategy("solver")
        threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
        try:
            babylon.verify(s, 60)
            print("not interrupted")
        except KeyboardInterrupt:
            print("interrupted")
        print(babylon.verify(s, 8)["complete"])
    """)
    r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300, env=os.environ)
    assert r.stdout.split() == ["interrupted", "P", "interrupted", "True"], r.stderr
