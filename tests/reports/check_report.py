#!/usr/bin/env python3
"""End-to-end checks of a report written by `babylon report` (tests/reports/CMakeLists.txt runs them).

  check_report.py contents BABYLON REPORT_DIR SCHEMA   every section present, report.json valid
                                                       against the schema, the headline numbers equal
                                                       in summary.md, report.html and report.json and
                                                       equal to what the detailed data says
  check_report.py published BABYLON REPORT_DIR SCHEMA  a report of some stages: report.json valid, each published
                                                       file listed alike in the three files, its size and SHA-256
                                                       right, re-checked (the proof certificate's structure
                                                       only) and a changed byte refused
  check_report.py counterexamples BABYLON REPORT_DIR SCHEMA
                                                       a losing strategy: every counterexample shown,
                                                       written as a file, and replayed by `babylon replay`
  check_report.py chromium REPORT_DIR [SHOTS_DIR]      report.html renders in headless Chromium without
                                                       errors, console messages or blocked loads; at 800 px
                                                       no sideways scroll, no cut graph, no literal backtick;
                                                       at 1400 x 900 the verdict above the fold; screenshots
                                                       into SHOTS_DIR (default REPORT_DIR)
  check_report.py interrupt BABYLON WORK_DIR SCHEMA    Ctrl-C: the finished stages are written, marked
                                                       INCOMPLETE, exit 130; a non-report folder is refused
  check_report.py run STATUS COMMAND...                runs COMMAND (a report's build), expects exit STATUS
Prints one line per failed check and exits 1 if any failed.
"""
import json
import os
from html import escape as html_escape, unescape as html_unescape
import re
import shutil
import signal
import hashlib
import subprocess
import sys
import tempfile
import time

import jsonschema

SECTIONS = ["verdict", "metadata", "recheck", "theorem-4-1", "lemmas", "obligations", "coverage", "counterexamples", "mutants",
            "plots", "graphs"]
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
    return condition


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def inline_file_refs(node, base_dir, home=None):
    """Replaces each {"$ref": "FILE#/pointer"} that names another schema file by the part it points to,
    with that file's own "#/..." references inlined too (report.schema.json takes Theorem 4.1's
    verdict from schemas/prove.schema.json: one definition)."""
    if isinstance(node, list):
        return [inline_file_refs(x, base_dir, home) for x in node]
    if not isinstance(node, dict):
        return node
    ref = node.get("$ref", "")
    if ref.startswith("#") and home is not None:
        return inline_file_refs(pointed(home, ref[1:]), base_dir, home)
    if ref and not ref.startswith("#"):
        path, _, pointer = ref.partition("#")
        target = json.loads(read(os.path.join(base_dir, path)))
        return inline_file_refs(pointed(target, pointer), base_dir, target)
    return {k: inline_file_refs(v, base_dir, home) for k, v in node.items()}


def pointed(document, pointer):
    for key in [k for k in pointer.split("/") if k]:
        document = document[key]
    return document


def validate(report_json, schema_path):
    schema = inline_file_refs(json.loads(read(schema_path)), os.path.dirname(os.path.abspath(schema_path)))
    jsonschema.Draft202012Validator.check_schema(schema)
    errors = list(jsonschema.Draft202012Validator(schema).iter_errors(report_json))
    for e in errors[:10]:
        failures.append(f"report.json does not match the schema at {'/'.join(map(str, e.path))}: {e.message[:200]}")
    return not errors


def headline_text(value):
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return repr(value)
    return str(value)


def check_headlines_agree(data, summary, html):
    """Each headline number: the same in the three files."""
    rows = dict(re.findall(r"^\| .* \| `([a-z0-9_.]+)` \| \**([^|*]+?)\** \|$", summary, re.M))
    cells = dict(re.findall(r'data-key="([a-z0-9_.]+)">([^<]*)<', html))
    check(len(data["headlines"]) >= 20, f"only {len(data['headlines'])} headline numbers")
    for h in data["headlines"]:
        want = headline_text(h["value"])
        check(rows.get(h["key"]) == want, f"summary.md shows {h['key']} = {rows.get(h['key'])!r}, report.json {want!r}")
        check(cells.get(h["key"]) == want, f"report.html shows {h['key']} = {cells.get(h['key'])!r}, report.json {want!r}")
    check(set(rows) == {h["key"] for h in data["headlines"]}, "summary.md and report.json list different headlines")


def check_headlines_true(data, html):
    """Each headline number equals what the detailed data in report.json and report.html says."""
    h = {x["key"]: x["value"] for x in data["headlines"]}
    t, v, l, o, m, g = (data[k] for k in ["theorem41", "verification", "lemmas", "obligations", "mutants", "graphs"])
    expect = {
        "classify.starts": len(t["starts"]),
        "classify.disagreements": sum(not s["agrees"] for s in t["starts"]),
        "classify.positions": sum(s["positions"] for s in t["starts"]),
        "verify.starts": sum(k["starts"] for k in v["per_kind"]),
        "verify.verified": sum(k["verified"] for k in v["per_kind"]),
        "verify.counterexamples": len(v["counterexample_lines"]),
        "verify.never_fired": sum(c["count"] == 0 for c in v["coverage"]),
        "verify.search_decisions": v["search_decisions"],
        "lemmas.claims": len(l["claims"]),
        "lemmas.instances": sum(c["instances"] for c in l["claims"]),
        "lemmas.failures": sum(c["failures"] for c in l["claims"]),
        "lemmas.holding": sum(c["holds"] for c in l["claims"]),
        "prove.obligations": len(o["records"]),
        "prove.proved": sum(r["status"] == "proved" for r in o["records"]),
        "prove.refuted": sum(r["status"] == "refuted" for r in o["records"]),
        "prove.cvc5_disagreements": sum(r["disagreement"] for r in o["records"]),
        "prove.cvc5_failures": sum(r["cvc5"].startswith("unavailable") for r in o["records"]),
        "mutants.count": len(m["list"]),
        "mutants.killed": sum(x["verdict"] == "killed" for x in m["list"]),
        "mutants.survived": sum(x["verdict"] == "survived" for x in m["list"]),
        "graphs.inductions": len(g["lemma_dependencies"]["inductions"]),
    }
    for key, value in expect.items():
        check(h.get(key) == value, f"headline {key} = {h.get(key)!r} but the data says {value!r}")
    # Each start of the grid was played by the strategy of the player Theorem 4.1 names the winner.
    for s in t["starts"]:
        want = "bob" if s["theorem"] == "P" else "alice"
        check(s["verified_by"] == want and s["verified"] is True,
              f"<{s['p']},{s['q']};;> was verified by {s['verified_by']} ({s['verified']}), not by {want}'s strategy")
    # The HTML's own tables have one row per item of the data.
    check(len(re.findall(r"<td [^>]*data-p=", html)) == len(t["starts"]), "the Theorem 4.1 grid misses starts")
    for attribute, items, what in [("data-case", v["coverage"], "cases"), ("data-claim", l["claims"], "claims"),
                                   ("data-mutant", m["list"], "mutants"), ("data-obligation", o["records"], "obligations")]:
        check(len(re.findall(f"<tr [^>]*{attribute}=", html)) == len(items), f"an HTML table misses {what}")


def check_files(report_dir, data, summary, html):
    for link in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", summary):
        check(os.path.exists(os.path.join(report_dir, link)), f"summary.md links to missing {link}")
    for name in ["lemma_dependencies", "strategy"]:
        graph = data["graphs"][name]
        check(graph["svg"] is not None, f"graph {name} was not rendered: {graph['render_error']}")
        for key in ["dot", "svg"]:
            if graph[key]:
                check(os.path.getsize(os.path.join(report_dir, graph[key])) > 100, f"{graph[key]} is empty")
    check("digraph" in read(os.path.join(report_dir, data["graphs"]["lemma_dependencies"]["dot"])), "no DOT graph")
    leftovers = [f for f in os.listdir(report_dir) if f.startswith(".tmp-")]
    # Only this report's own staging folder (R.tmp-PID) counts: other tests build their reports
    # beside it at the same time.
    name = os.path.basename(os.path.abspath(report_dir))
    leftovers += [f for f in os.listdir(os.path.dirname(os.path.abspath(report_dir))) if f.startswith(name + ".tmp-")]
    check(not leftovers, f"temporary files left: {leftovers}")


def check_published(babylon, report_dir, data, summary, html):
    """Each published file: its size and SHA-256 as the report says, listed alike in summary.md and
    report.html, and it re-checks as the report says."""
    files = {f["name"]: f for f in data["published_files"]}
    stages = {s["name"]: s["status"] for s in data["stages"]}
    want = set()
    if stages.get("verify") == "done":
        want.add("certificate.cert.zst")
    if stages.get("prove") == "done":
        want |= {"obligations.smt2.zst", "family-graph.smt2.zst"}
        # The quick graph is a preview, never a proof: no proof certificate for it.
        if not data["settings"]["quick_proof"]:
            want.add("proof.cert.zst")
    check(set(files) - {"proof.cert.zst.finite.zst"} == want, f"published files: {sorted(files)}, expected {sorted(want)}")
    for name, f in files.items():
        path = os.path.join(report_dir, name)
        if not check(os.path.exists(path), f"{name} is not in the report"):
            continue
        content = open(path, "rb").read()
        check(len(content) == f["bytes"], f"{name} has {len(content)} bytes, the report says {f['bytes']}")
        check(hashlib.sha256(content).hexdigest() == f["sha256"], f"{name}: SHA-256 differs from the report's")
        check(f'data-file="{name}"' in html and f["sha256"] in html, f"report.html does not list {name}")
        check(f"[`{name}`]({name}), {f['bytes']} bytes, SHA-256 `{f['sha256']}`" in summary,
              f"summary.md does not list {name} with its size and SHA-256")
    for name in ("certificate.cert.zst", "proof.cert.zst.finite.zst"):
        if name in files:
            checker = os.path.join(os.path.dirname(babylon), "babylon-check")
            r = subprocess.run([checker, os.path.join(report_dir, name)], capture_output=True, text=True)
            check(r.returncode == 0, f"babylon-check refuses the report's {name}: {r.stdout} {r.stderr}")
    if "proof.cert.zst" in files:
        check_proof_certificate(babylon, report_dir, files["proof.cert.zst"])
    if "obligations.smt2.zst" in files:
        status = {o["id"]: o["status"] for o in data["obligations"]["records"]}
        check_queries(report_dir, files["obligations.smt2.zst"], len(data["obligations"]["records"]),
                      lambda qid: {"proved": "unsat", "refuted": "sat"}.get(status.get(qid), "?"))
    if "family-graph.smt2.zst" in files:
        # Every query of the symbolic verifier was proved by Z3 (the exploration keeps only those),
        # and so was every step of Lemmas 4.2 and 4.3 in a complete report: all unsat.
        check_queries(report_dir, files["family-graph.smt2.zst"], None, lambda qid: "unsat")


def proof_checker(babylon):
    """babylon-check-proof, built beside babylon."""
    return os.path.join(os.path.dirname(os.path.abspath(babylon)), "babylon-check-proof")


def check_proof_certificate(babylon, report_dir, f):
    """The proof certificate, run as the report says in its folder, but with --no-cvc5: the structure
    (Alice's moves from the rule, Bob's replies, the closure, the roots, the finite certificate's
    size and SHA-256) holds and only the queries are left; the full check with cvc5 is its own test
    (proved, below). Then changed bytes are refused: one of the compressed file (zstd's checksum),
    one of its text at a move line, one of the finite certificate it names."""
    checker = proof_checker(babylon)
    proved = f["expect"].startswith("exit status 0")

    def structure(folder):
        return subprocess.run([checker, "--no-cvc5", "proof.cert.zst"], cwd=folder, capture_output=True, text=True)

    r = structure(report_dir)
    if proved:
        ok = r.returncode == 1 and re.fullmatch(r"babylon-check-proof: not proved: \d+ queries were asked of no solver\n", r.stdout)
    else:
        ok = r.returncode == 1 and r.stdout.startswith("babylon-check-proof: line ")
    if not check(ok, f"babylon-check-proof --no-cvc5 on the report's proof certificate: {r.returncode} {r.stdout} {r.stderr}"):
        return
    finite = "proof.cert.zst.finite.zst"
    with tempfile.TemporaryDirectory() as work:
        def copy(flip_proof=None, text=None, flip_finite=None):
            raw = open(os.path.join(report_dir, "proof.cert.zst"), "rb").read()
            if text is not None:
                raw = subprocess.run(["zstd", "-q", "-c"], input=text.encode(), capture_output=True, check=True).stdout
            if flip_proof is not None:
                raw = raw[:flip_proof] + bytes([raw[flip_proof] ^ 0x01]) + raw[flip_proof + 1:]
            open(os.path.join(work, "proof.cert.zst"), "wb").write(raw)
            if os.path.exists(os.path.join(report_dir, finite)):
                raw = open(os.path.join(report_dir, finite), "rb").read()
                if flip_finite is not None:
                    raw = raw[:flip_finite] + bytes([raw[flip_finite] ^ 0x01]) + raw[flip_finite + 1:]
                open(os.path.join(work, finite), "wb").write(raw)
            return structure(work)

        size = f["bytes"]
        r = copy(flip_proof=size // 2)
        # Refused as malformed: where the text it unpacks to breaks first, or by zstd's checksum at the end.
        check(r.returncode == 2 and r.stderr.startswith("babylon-check-proof: proof.cert.zst"),
              f"a byte changed in proof.cert.zst is not refused: {r.returncode} {r.stderr}")
        text = subprocess.run(["zstd", "-dc", os.path.join(report_dir, "proof.cert.zst")], capture_output=True,
                              text=True, check=True).stdout
        lines = text.split("\n")
        at = next(i for i, line in enumerate(lines) if line.startswith("move "))
        lines[at] = lines[at][:-1] + ("b" if lines[at][-1] == "r" else "r")
        r = copy(text="\n".join(lines))
        check(r.returncode == 1 and r.stdout.startswith(f"babylon-check-proof: line {at + 1}: "),
              f"a move changed at line {at + 1} is not refused there: {r.returncode} {r.stdout} {r.stderr}")
        if os.path.exists(os.path.join(report_dir, finite)):
            r = copy(flip_finite=os.path.getsize(os.path.join(report_dir, finite)) // 2)
            check(r.returncode == 1 and "has another SHA-256" in r.stdout,
                  f"a byte changed in {finite} is not refused: {r.returncode} {r.stdout} {r.stderr}")


def proved(babylon, report_dir):
    """The report's proof certificate, checked in full as the report says (cvc5 answers every
    query): exit 0, proved for every start, no end-game claim taken as stated, the end game derived,
    the lemmas' nodes shown."""
    checker = proof_checker(babylon)
    r = subprocess.run([checker, "proof.cert.zst"], cwd=report_dir, capture_output=True, text=True)
    check(r.returncode == 0 and r.stdout.startswith("babylon-check-proof: proved: Bob wins every start"),
          f"babylon-check-proof on the report's proof certificate: {r.returncode} {r.stdout} {r.stderr}")
    check("checked as stated" not in r.stdout, f"the proof rests on stated end-game claims: {r.stdout}")
    m = re.search(r"In (\d+) regions into the end game Bob's safety was derived", r.stdout)
    check(m is not None and int(m.group(1)) > 0, f"no end game derived: {r.stdout}")
    check("Bob wins at the lemmas' nodes the certificate states (" in r.stdout
          and "), shown over a counter abstraction" in r.stdout, f"the lemmas' nodes not shown: {r.stdout}")
    check("; Alice wins at her nodes it states (LA, S2.rr, GA gather), shown the same way by her plays" in r.stdout,
          f"Alice's nodes not shown: {r.stdout}")
    check("; Alice wins every start <p,q;;> with 1 <= p <= q and p <= 2 or p+q odd (Theorem 4.1's half for Alice)"
          in r.stdout, f"Alice's half not proved: {r.stdout}")


def check_queries(report_dir, f, expected_count, want_for):
    """An SMT-LIB script of the report: it decompresses, holds as many queries as it says, and its
    first queries, through cvc5 as the report says, print their ids and the answers Z3 gave."""
    r = subprocess.run(["zstd", "-dc", os.path.join(report_dir, f["name"])], capture_output=True, text=True)
    if not check(r.returncode == 0, f"zstd cannot read {f['name']}: {r.stderr}"):
        return
    queries = r.stdout.count("(check-sat)")
    check(queries == f["items"] and (expected_count is None or queries == expected_count),
          f"{f['name']} holds {queries} queries, the report says {f['items']}, and lists {expected_count}")
    head = r.stdout.split("(reset)\n")[:5]
    solved = subprocess.run(["cvc5", "--lang", "smt2"], input="(reset)\n".join(head) + "(reset)\n",
                            capture_output=True, text=True, timeout=120)
    lines = solved.stdout.split()
    answers = dict(zip(lines[0::2], lines[1::2]))
    check(len(answers) == 5, f"cvc5 on the first queries of {f['name']} printed {solved.stdout!r} {solved.stderr!r}")
    for qid, answer in answers.items():
        want = want_for(qid.strip('"'))
        check(answer == want, f"cvc5 answers {answer} to {qid} of {f['name']}, Z3's verdict means {want}")


def check_self_contained(html):
    check("Content-Security-Policy" in html and "default-src 'none'" in html, "no content security policy")
    check("<script" not in html.lower(), "report.html has a script")
    check("<link" not in html.lower(), "report.html links a style sheet or another resource")
    external = re.findall(r"""(?:src|href)\s*=\s*["']?(?:https?:|//|file:)""", html, re.I)
    check(not external, f"report.html refers to outside resources: {external[:3]}")
    check(html.count("<svg") >= 4, "report.html lacks its inline SVG (2 plots and 2 graphs)")


def contents(babylon, report_dir, schema_path):
    data = json.loads(read(os.path.join(report_dir, "report.json")))
    summary = read(os.path.join(report_dir, "summary.md"))
    html = read(os.path.join(report_dir, "report.html"))
    validate(data, schema_path)
    check(data["complete"] and "INCOMPLETE" not in summary and "INCOMPLETE" not in html, "the report is incomplete")
    check(all(s["status"] == "done" for s in data["stages"]), f"not every stage is done: {data['stages']}")
    for section in SECTIONS:
        check(f'<section id="{section}">' in html, f"report.html has no section {section}")
        check(f"report.html#{section}" in summary or section in ["verdict", "metadata", "plots"],
              f"summary.md does not link to the {section} section")
    check_verdict(data, summary, html)
    check(data["metadata"]["git_commit"] in html and data["metadata"]["compiler"] in html, "run metadata missing")
    for stage in data["stages"]:
        check(f'data-stage-seconds="{stage["name"]}"' in html, f"no time for stage {stage['name']}")
    check_headlines_agree(data, summary, html)
    check_headlines_true(data, html)
    check_files(report_dir, data, summary, html)
    check_published(babylon, report_dir, data, summary, html)
    check_self_contained(html)


def published(babylon, report_dir, schema_path):
    """A report of some stages: report.json valid, and its published files as check_published says."""
    data = json.loads(read(os.path.join(report_dir, "report.json")))
    validate(data, schema_path)
    check(data["complete"], "the report is incomplete")
    check_published(babylon, report_dir, data, read(os.path.join(report_dir, "summary.md")),
                    read(os.path.join(report_dir, "report.html")))


def check_verdict(data, summary, html):
    """The verdict opens summary.md and report.html, the same sentences in both, each half's from
    report.json's structured verdict; findings about the paper are counted apart from the failures."""
    verdict = data["verdict"]
    first = summary.split("\n")[2:3]
    check(first and first[0].startswith("- ") and "Theorem 4.1" in summary.split("## ")[0],
          "summary.md does not open with the verdict")
    for half in ("bob", "alice"):
        sentence = verdict["theorem_4_1"][half]["sentence"]
        check(sentence in verdict["line"], f"the verdict line lacks {half}'s sentence")
        check(plain_markdown(sentence) in summary.split("## ")[0], f"summary.md's verdict lacks {half}'s sentence")
        check(html_escape(sentence).replace("&#x27;", "&#39;") in html.split('id="verdict-line"')[-1].split("</div>")[0],
              f"report.html's verdict lacks {half}'s sentence")
    check(verdict["findings"]["sentence"] in verdict["line"], "the verdict line lacks the paper's findings")
    check("failed check" not in verdict["line"].lower() or verdict["failed_checks"],
          "the verdict speaks of failed checks where none failed")
    check(len(re.findall(r'id="verdict-line"', html)) == 1, "report.html has no single verdict banner")
    check(html.find('id="verdict-line"') < html.find('id="findings"'), "the verdict does not open report.html")


def plain_markdown(text):
    """A sentence as summary.md writes it: '*' and a '<' that could open a tag backslash-escaped."""
    return re.sub(r"<(?=[/!?]|[A-Za-z][A-Za-z0-9-]*(?:[\s/>:@.]|$))", r"\\<", text.replace("*", "\\*"))


def counterexamples(babylon, report_dir, schema_path):
    data = json.loads(read(os.path.join(report_dir, "report.json")))
    html = read(os.path.join(report_dir, "report.html"))
    validate(data, schema_path)
    lines = data["verification"]["counterexample_lines"]
    check(len(lines) > 0, "the losing strategy has no counterexample")
    # A strategy that loses is refuted, never confirmed, and its loss is a failed check.
    summary = read(os.path.join(report_dir, "summary.md"))
    for name, text in [("summary.md", summary), ("report.html", html), ("report.json", json.dumps(data))]:
        check("confirm" not in text.lower(), f"{name} of a losing strategy says 'confirm'")
    plays = data["verdict"]["theorem_4_1"]["bob"]["exhaustive_play"]
    check(plays and plays[0]["status"] == "refuted" and plays[0]["refuted_at"],
          f"the losing strategy's play is not refuted: {plays}")
    check(any(p["sentence"] in f for p in plays for f in data["verdict"]["failed_checks"]),
          "the losing strategy's loss is not a failed check")
    check(html.count('<details class="counterexample"') == len(lines), "report.html does not show every counterexample")
    # Each record opens with its start drawn as `solve --svg` draws a position.
    for line in lines:
        start = html_escape(line["start"])
        check(f'<figure class="position"><svg ' in html and f'font-size="14">{start}</text>' in html,
              f"the start {line['start']} of a counterexample is not drawn in report.html")
    check(len(re.findall(r'<td class="cex"', html)) >= 1, "no red cell in the Theorem 4.1 grid")
    folder = os.path.join(report_dir, "counterexamples")
    files = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
    check(len(files) == len(lines), f"{len(files)} counterexample files for {len(lines)} counterexamples")
    for line in lines:  # each game record lists the position after every move
        for step in line["steps"]:
            check(html_escape(step["after"]) in html, f"position {step['after']} of a counterexample is not in report.html")
    for f in files:
        r = subprocess.run([babylon, "replay", os.path.join(folder, f)], capture_output=True, text=True)
        check(r.returncode == 0, f"babylon replay {f} exited {r.returncode}: {r.stderr.strip()[:200]}")


def chromium(report_dir, shots_dir=None):
    html_path = os.path.abspath(os.path.join(report_dir, "report.html"))
    with tempfile.TemporaryDirectory() as profile:
        r = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                            "--disable-background-networking", "--disable-component-update", "--disable-sync",
                            f"--user-data-dir={profile}", "--enable-logging=stderr", "--v=0", "--dump-dom",
                            "file://" + html_path], capture_output=True, text=True, timeout=120)
    check(r.returncode == 0, f"chromium exited {r.returncode}: {r.stderr[-500:]}")
    dom = r.stdout
    for section in SECTIONS:
        check(f'id="{section}"' in dom, f"the rendered page has no section {section}")
    check(dom.count("<svg") >= 4, "the rendered page lost its SVG")
    console = [l for l in r.stderr.splitlines() if "CONSOLE" in l or "Uncaught" in l or "Refused to" in l]
    check(not console, f"console messages or blocked loads: {console[:5]}")
    check("This page contains the following errors" not in dom, "the page has parse errors")
    ids = re.findall(r'\sid="([^"]*)"', dom)
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    check(not duplicates, f"{len(duplicates)} duplicate element ids, e.g. {duplicates[:5]}")
    check(0 <= dom.find('id="verdict-line"') < dom.find('id="findings"') < dom.find('id="verdict"'),
          "the verdict and then the findings do not open the page")
    check(re.search(r'<div class="grid-scroll">\s*<table class="grid"', dom) is not None,
          "the Theorem 4.1 grid is not in a scrolling box (cut at 800 px)")
    check_layout(html_path)
    # Screenshots for a person to look at; the assertions above are on the DOM.
    for width in (800, 1400):
        with tempfile.TemporaryDirectory() as profile:
            os.makedirs(shots_dir or report_dir, exist_ok=True)
            shot = os.path.abspath(os.path.join(shots_dir or report_dir, f"screenshot-{width}.png"))
            r = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                                f"--user-data-dir={profile}", f"--window-size={width},2400", f"--screenshot={shot}",
                                "file://" + html_path], capture_output=True, text=True, timeout=120)
        if check(r.returncode == 0 and os.path.exists(shot), f"no screenshot at {width} px: {r.stderr[-300:]}"):
            print(f"screenshot at {width} px: {shot}")


# Measured in the page as laid out at a width: the page's own CSP forbids scripts, so a copy
# without it runs this one and writes what it measured into the DOM that --dump-dom prints.
LAYOUT_SCRIPT = """<script>
(function () {
  var out = {width: window.innerWidth, scroll: document.documentElement.scrollWidth, clipped: [], backticks: 0};
  document.querySelectorAll('.graph svg, .plots svg').forEach(function (svg) {
    var box = svg.parentElement.getBoundingClientRect(), r = svg.getBoundingClientRect();
    if (r.right > box.right + 1 || r.left < box.left - 1) out.clipped.push(svg.parentElement.id || svg.parentElement.className);
  });
  out.backticks = (document.body.innerText.match(/`/g) || []).length;
  var v = document.getElementById('verdict-line');
  out.verdictBottom = v ? v.getBoundingClientRect().bottom + window.scrollY : -1;
  var pre = document.createElement('pre');
  pre.id = 'layout-result';
  pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
})();
</script>"""


def layout(html_path, width, height):
    """The measurements of LAYOUT_SCRIPT for report.html at width x height, or None."""
    page = read(html_path)
    page = re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "", page)
    page = page.replace("</body>", LAYOUT_SCRIPT + "</body>")
    with tempfile.TemporaryDirectory() as work:
        copy = os.path.join(work, "layout.html")
        with open(copy, "w", encoding="utf-8") as f:
            f.write(page)
        r = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                            "--disable-background-networking", "--disable-component-update", "--disable-sync",
                            f"--user-data-dir={work}/profile", f"--window-size={width},{height}", "--dump-dom",
                            "file://" + copy], capture_output=True, text=True, timeout=120)
    found = re.search(r'<pre id="layout-result">([^<]*)</pre>', r.stdout)
    if not check(found is not None, f"no layout measured at {width} px: {r.stderr[-300:]}"):
        return None
    return json.loads(html_unescape(found.group(1)))


def check_layout(html_path):
    """At 800 px the page does not scroll sideways, no graph or plot is cut, no Markdown backtick is
    shown as text; at 1400 x 900 the verdict ends above the fold."""
    narrow = layout(html_path, 800, 900)
    if narrow:
        check(narrow["scroll"] <= narrow["width"], f"at 800 px the page is {narrow['scroll']} px wide: it scrolls sideways")
        check(not narrow["clipped"], f"at 800 px these graphs or plots are cut: {narrow['clipped']}")
        check(narrow["backticks"] == 0, f"report.html shows {narrow['backticks']} literal backticks")
    wide = layout(html_path, 1400, 900)
    if wide:
        check(0 < wide["verdictBottom"] <= 900, f"at 1400 x 900 the verdict ends at {wide['verdictBottom']} px, below the fold")


def interrupt(babylon, work_dir, schema_path):
    os.makedirs(work_dir, exist_ok=True)
    foreign = os.path.join(work_dir, "not-a-report")
    os.makedirs(foreign, exist_ok=True)
    with open(os.path.join(foreign, "keep.txt"), "w") as f:
        f.write("mine")
    r = subprocess.run([babylon, "report", "--max-n", "8", "--out", foreign, "--quiet"], capture_output=True, text=True)
    check(r.returncode == 2, f"a non-report folder: exit {r.returncode}, expected 2")
    check(os.listdir(foreign) == ["keep.txt"], "the non-report folder was changed")

    out = os.path.join(work_dir, "stopped")
    # A report left by an earlier run would be kept, and this one written beside it (R.incomplete).
    for old in (out, out + ".incomplete"):
        shutil.rmtree(old, ignore_errors=True)
    # Classification up to 60 chips takes minutes, so the signal arrives in its middle.
    p = subprocess.Popen([babylon, "report", "--max-n", "60", "--out", out, "--quiet"], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    time.sleep(3)
    p.send_signal(signal.SIGINT)
    stdout, stderr = p.communicate(timeout=60)
    check(p.returncode == 130, f"Ctrl-C: exit {p.returncode}, expected 130; stderr: {stderr[-300:]}")
    if not check(os.path.exists(os.path.join(out, "report.json")), "Ctrl-C: no report written"):
        return
    data = json.loads(read(os.path.join(out, "report.json")))
    validate(data, schema_path)
    check(data["complete"] is False and data["interrupted"] is True, "Ctrl-C: report.json not marked incomplete")
    check(data["stages"][0]["status"] == "incomplete", f"Ctrl-C: classify is {data['stages'][0]['status']}")
    check(all(s["status"] == "skipped" for s in data["stages"][1:]), "Ctrl-C: later stages were not skipped")
    check(len(data["theorem41"]["starts"]) > 0, "Ctrl-C: the finished starts were not kept")
    check("INCOMPLETE" in read(os.path.join(out, "summary.md")), "Ctrl-C: summary.md not marked INCOMPLETE")
    check('class="banner incomplete"' in read(os.path.join(out, "report.html")), "Ctrl-C: report.html not marked")


def run(status, *command):
    """Runs a command (a report's build) and checks its exit status."""
    r = subprocess.run(list(command), capture_output=True, text=True)
    check(r.returncode == int(status), f"{' '.join(command)} exited {r.returncode}, expected {status}: {r.stderr[-500:]}")


def main(argv):
    commands = {"contents": contents, "published": published, "counterexamples": counterexamples, "chromium": chromium,
                "interrupt": interrupt, "run": run, "proved": proved}
    commands[argv[1]](*argv[2:])
    for f in failures:
        print("FAILED:", f)
    print(f"check_report {argv[1]}: {len(failures)} failed checks")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
