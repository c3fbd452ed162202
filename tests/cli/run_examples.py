#!/usr/bin/env python3
# Runs every example command of the README and of each command's --help footer with the real
# executable, in the order written (a `replay` after the `verify` that saves its file), and fails
# on any that does not exit as documented or prints an error. An example exits 0 unless its line
# says otherwise in a comment ("# exits 1: a counterexample"); such a comment is accepted only for a
# command whose --help "Exit status:" gives 1 a meaning. `play` is fed end of input instead of a
# person's moves.
import os
import re
import subprocess
import sys
import tempfile
import time

exe, readme = sys.argv[1], sys.argv[2]


def readme_examples(path):
    """Lines of ```sh blocks that run build/babylon; `COMMAND` (a placeholder) becomes `verify`."""
    out, in_block = [], False
    for line in open(path, encoding="utf-8"):
        if line.startswith("```"):
            in_block = line.strip() == "```sh"
            continue
        command = line.split("  #")[0].strip()
        if in_block and "build/babylon" in command:
            out.append(line.strip().replace("COMMAND", "verify"))
    return out


def expected_status(line):
    """The exit status an example line documents: 1 when its comment says "exits 1", else 0."""
    comment = line.split("#", 1)[1] if "#" in line else ""
    return 1 if re.search(r"\bexits? 1\b", comment) else 0


def subcommand(command):
    """The babylon subcommand an example runs (its first word after `babylon`)."""
    m = re.search(r"\bbabylon\s+([a-z]+)", command)
    return m.group(1) if m else None


def exit_one_meaning(name):
    """What `babylon NAME --help` says exit status 1 means, or None when it gives 1 no meaning."""
    text = " ".join(help_text([name, "--help"]).split())
    m = re.search(r"Exit status:(.*)", text)
    if not m:
        return None
    one = re.search(r"(?:^|[,;])\s*1 ([^,;]+)", m.group(1))
    return one.group(1) if one else None


def help_text(args):
    r = subprocess.run([exe] + args, capture_output=True, text=True, stdin=subprocess.DEVNULL)
    if r.returncode != 0:
        sys.exit(f"FAIL: babylon {' '.join(args)} exits {r.returncode}: {r.stderr}")
    return r.stdout


def footer_examples(text):
    """The lines under "Examples:" that run babylon, up to the first line that does not."""
    out, inside = [], False
    for line in text.splitlines():
        if line.strip() == "Examples:":
            inside = True
            continue
        if inside:
            if not line.startswith("  ") or "babylon" not in line:
                break
            out.append(line.strip())
    return out


def commands(text):
    """The subcommand names listed by `babylon --help`."""
    section = re.split(r"^subcommands:", text, flags=re.M | re.I)[1].split("Examples:")[0]
    return re.findall(r"^\s{2}(\w+)\s", section, re.M)


already_run = set()
reports_run = set()  # the reports run, by options_key

# Each example runs as written except for its size: sizes above these run at these, and `prove`
# runs with --text-only (the whole symbolic verifier with cvc5 takes minutes; reports/e2e-build and
# cli/json-schemas run it in full). The example's syntax, options and code path are what is
# checked here; scripts/run and bench/ run the full sizes.
CAPS = {"--max-n": 14, "--mutants-max-n": 10, "--graph-n": 10}


def scaled(command):
    def cap(m):
        limit = CAPS[m.group(1)]
        return f"{m.group(1)} {min(int(m.group(2)), limit)}"
    out = re.sub(r"(--max-n|--mutants-max-n|--graph-n)[ =](\d+)", cap, command)
    # The proof takes minutes: tests/cli/ProveProofTest runs it once, and the
    # report's default prove stage is that same proof (proofs/TheoremRun); examples take the quick one.
    if re.search(r"\bbabylon report\b", out) and "--quick-proof" not in out:
        out = re.sub(r"\bbabylon report\b", "babylon report --quick-proof", out, count=1)
    if re.search(r"\bbabylon prove\b", out) and "--text-only" not in out:
        out = re.sub(r"\bbabylon prove\b", "babylon prove --text-only", out, count=1)
    return out


def options_key(command):
    """The command's subcommand and options, in any order, without --out and --quiet."""
    groups, words = [], command.split("  #")[0].split()
    for word in words[words.index(next(w for w in words if w.endswith("babylon"))) + 1:]:
        if word.startswith("--") or not groups:
            groups.append([word])
        else:
            groups[-1].append(word)
    kept = sorted(" ".join(g) for g in groups[1:] if g[0] not in ("--out", "--quiet"))
    return " ".join(["babylon", groups[0][0]] + kept)


def run_all(examples, title):
    failures = 0
    with tempfile.TemporaryDirectory() as work:
        os.makedirs(os.path.join(work, "bin"))
        os.makedirs(os.path.join(work, "build"))
        # The examples name `babylon` and `build/babylon`, and `build/babylon-check` (beside it).
        checker = os.path.join(os.path.dirname(os.path.abspath(exe)), "babylon-check")
        for link in ("bin/babylon", "build/babylon"):
            os.symlink(os.path.abspath(exe), os.path.join(work, link))
        if os.path.exists(checker):
            os.symlink(checker, os.path.join(work, "build", "babylon-check"))
        env = dict(os.environ, PATH=os.path.join(work, "bin") + os.pathsep + os.environ["PATH"])
        for command in examples:
            # The same command written twice (README and --help, `build/babylon` and `babylon`) runs once.
            key = command.replace("build/babylon ", "babylon ")
            if key in already_run and "cex/" not in key:
                print(f"same [{title}] {command}: run above", flush=True)
                continue
            already_run.add(key)
            run = scaled(command)
            # A report that, at the capped size, is one already run but for where it writes and
            # whether it draws progress is not run again (each takes half a minute).
            if subcommand(run) == "report":
                same = options_key(run)
                if same in reports_run:
                    print(f"same [{title}] {command}: run above as {same}", flush=True)
                    continue
                reports_run.add(same)
            if run != command:
                print(f"     [{title}] {command}: run as {run}", flush=True)
            want = expected_status(command)
            name = subcommand(command)
            if want == 1 and (name is None or exit_one_meaning(name) is None):
                print(f"FAIL [{title}] {command}: documented to exit 1, but 'babylon {name} --help' gives exit "
                      f"status 1 no meaning", flush=True)
                failures += 1
                continue
            start = time.monotonic()
            r = subprocess.run(["sh", "-c", run], cwd=work, env=env, capture_output=True, text=True,
                               stdin=subprocess.DEVNULL)
            ok = r.returncode == want and "error:" not in r.stderr
            print(f"{'ok  ' if ok else 'FAIL'} [{title}] {command}: exit {r.returncode} (documented {want}), "
                  f"{time.monotonic() - start:.1f} s",
                  flush=True)
            if not ok:
                failures += 1
                print("  stderr: " + r.stderr.strip()[:2000])
    return failures


main_help = help_text(["--help"])
names = commands(main_help)
if len(names) < 9:
    sys.exit(f"FAIL: expected the commands in 'babylon --help', found {names}")
failures = 0
readme = readme_examples(readme)
if not any(" replay " in c for c in readme):
    sys.exit("FAIL: no README example found (the parser is broken)")
failures += run_all(readme, "README")
failures += run_all(footer_examples(main_help), "babylon --help")
for name in names:
    examples = footer_examples(help_text([name, "--help"]))
    if not examples:
        print(f"FAIL: 'babylon {name} --help' has no examples")
        failures += 1
    failures += run_all(examples, f"babylon {name} --help")
print(f"{failures} failing example(s)")
sys.exit(1 if failures else 0)
