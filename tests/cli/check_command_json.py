#!/usr/bin/env python3
# Validates the real --json output of every command (and each line of `solve -`) against its
# JSON Schema in reports/schemas/, and checks that each schema refuses output that lacks one of
# the shared top-level keys, so that a schema that accepts anything fails here.
import json
import os
import subprocess
import sys
import tempfile

import jsonschema

# The third argument, when given, is a file holding `babylon prove --json`'s output, written by
# cli/prove's run (the whole proof takes minutes; a fixture under ctest): it is validated instead
# of running prove again.
exe, schemas = sys.argv[1], sys.argv[2]
prove_json = sys.argv[3] if len(sys.argv) > 3 else None
SHARED = ["version", "command", "complete", "totals", "peak_memory_bytes"]
failures = []


def run(args, stdin=None, statuses=(0,)):
    r = subprocess.run([exe] + args, capture_output=True, text=True, input=stdin, cwd=work)
    if r.returncode not in statuses:
        failures.append(f"babylon {' '.join(args)} exits {r.returncode}: {r.stderr.strip()[:300]}")
    return r.stdout


def check(command, output, label):
    schema = json.load(open(os.path.join(schemas, command + ".schema.json"), encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    try:
        data = json.loads(output)
    except json.JSONDecodeError as e:
        failures.append(f"{label}: not JSON ({e})")
        return
    for e in validator.iter_errors(data):
        failures.append(f"{label}: at {'/'.join(map(str, e.path)) or '(top)'}: {e.message[:200]}")
    keys = list(data)
    if keys[:4] != SHARED[:4] or keys[-1] != SHARED[4]:
        failures.append(f"{label}: keys not in the shared order (version, command, complete, totals, ..., "
                        f"peak_memory_bytes): {keys}")
    for key in SHARED:
        broken = {k: v for k, v in data.items() if k != key}
        if validator.is_valid(broken):
            failures.append(f"{label}: the schema accepts output without '{key}'")
    print(f"checked {label}", flush=True)


with tempfile.TemporaryDirectory() as work:
    check("solve", run(["solve", "<3,5;4;2>", "--json"]), "solve")
    check("solve", run(["solve", "<3,5;4;2>", "--grundy", "--json"]), "solve --grundy")
    check("solve", run(["solve", "<3,4;;> + r1 b1 g1", "--json"]), "solve of a sum")
    lines = run(["solve", "-"], "<3,3;;>\nr1 y1 b2\nnot a position\n", statuses=(2,)).splitlines()
    if len(lines) != 3:
        failures.append(f"solve -: {len(lines)} lines of output for 3 lines of input")
    for i, line in enumerate(lines):
        check("solve", line, f"solve - line {i + 1}")
    check("classify", run(["classify", "--max-n", "10", "--json"]), "classify")
    check("table", run(["table", "--colors", "1-3", "--per-color", "1-4", "--json"]), "table")
    check("table", run(["table", "--colors", "2", "--per-color", "20-22", "--time-budget", "0.001", "--json"]),
          "table (cells over the time budget)")
    check("verify", run(["verify", "--max-n", "10", "--json"]), "verify")
    run(["verify", "--max-n", "8", "--strategy", "first", "--save-counterexamples", "cex"], statuses=(1,))
    saved = sorted(os.listdir(os.path.join(work, "cex")))
    check("verify", run(["verify", "--max-n", "8", "--strategy", "first", "--json"], statuses=(1,)),
          "verify (losing)")
    check("replay", run(["replay", os.path.join("cex", saved[0]), "--json"]), "replay")
    # Against another strategy the replay stops where that strategy leaves the file's line.
    check("replay", run(["replay", os.path.join("cex", saved[0]), "--strategy", "paper", "--json"], statuses=(1,)),
          "replay (stopped)")
    # Every claim holds at 10 chips; the contradicted sentences are findings, not failures.
    check("lemmas", run(["lemmas", "--max-n", "10", "--json"]), "lemmas")
    check("mutants", run(["mutants", "--max-n", "12", "--json"]), "mutants")
    check("mutants", run(["mutants", "--symbolic", "--max-n", "12", "--case", "P1", "--json"]), "mutants --symbolic")
    # The classes judged by obligations alone: K0-K5's mutants each explore the family graph.
    z3_only = ["alice-move", "alice-guard", "alice-count", "lemma-hypothesis", "lone-rule", "family-graph-move",
               "lemma-graph-move", "alice-half-move"]
    check("mutants", run(["mutants", "--rules", "--max-n", "8", "--json"] + [a for c in z3_only for a in ("--class", c)]),
          "mutants --rules")
    if prove_json:
        check("prove", open(prove_json, encoding="utf-8").read(), "prove (cli/prove's run)")
    else:
        check("prove", run(["prove", "--json", "--no-cvc5"], statuses=(0, 1)), "prove")
    check("prove", run(["prove", "--json", "--text-only"], statuses=(0, 1)), "prove --text-only")

for f in failures:
    print("FAIL " + f)
print(f"{len(failures)} failure(s)")
sys.exit(1 if failures else 0)
