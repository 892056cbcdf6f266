#!/usr/bin/env python3
"""Comments that stay true: fails on text in the repository that points nowhere or that CI
does not keep true.

1. No tracker references ("issue 12", "issues 3 and 10") in any tracked file but CHANGELOG.md:
   the tracker is not in the repository, so such a reference says nothing to a reader; the
   comment must say the reason itself.
2. In the code and its documentation (Sources, Tests, Demo, Benchmarks, BondSeeds, manifests),
   a line that says what CI does must name the script that does it (`scripts/<name>` or
   `.ci/run`), and that script must exist and be run by `.ci/run`: then the claim is about a
   script a reader can open, and it breaks visibly when the script goes.
3. A test suite whose comment says `scripts/property-tests.sh` runs it must be one of the suites
   that script runs (`--list`), and every suite it lists must exist and read the property
   settings (`KIZUNA_PROPERTY_ITERATIONS` through PropertySettings or BondProperty).
4. No measured figures in source comments (ns, µs, instructions per operation, "N times
   faster"): they go stale unseen; they belong in docs/benchmarks.md.

Usage: scripts/check-comments.py [--self-test]
"""
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

TRACKER = re.compile(r"\bissues?\s+#?\d+", re.IGNORECASE)
CI_CLAIM = re.compile(r"\bCI\b")
SCRIPT_NAME = re.compile(r"(scripts/[\w./-]+\.(?:sh|py)|\.ci/run)")
FIGURE = re.compile(
    r"\b\d[\d,.]*\s*(?:ns|µs|us/op|ns/op|instructions(?:/op| per (?:operation|op|edit|event|send))"
    r"|x (?:faster|slower))\b",
    re.IGNORECASE,
)
CODE_ROOTS = ("Sources/", "Tests/", "Demo/", "Benchmarks/", "BondSeeds/")
SOURCE_SUFFIXES = (".swift", ".py", ".js", ".c", ".h")


def tracked_files(root):
    listing = subprocess.run(["git", "-C", str(root), "ls-files"], capture_output=True,
                             text=True, check=True).stdout.split("\n")
    return [root / name for name in listing if name and (root / name).is_file()]


def comment_text(path, line):
    """The comment part of a source line ('' when the line has none)."""
    if path.suffix in (".swift", ".js", ".c", ".h"):
        position = line.find("//")
        return line[position:] if position >= 0 else ""
    if path.suffix == ".py":
        stripped = line.strip()
        if stripped.startswith("#"):
            return stripped
        return line if stripped.startswith(('"""', "'''")) or not stripped else ""
    return line


def check(root):
    problems = []
    files = tracked_files(root)
    ci_run = (root / ".ci" / "run").read_text() if (root / ".ci" / "run").exists() else ""
    listed = property_suites(root)
    for path in files:
        relative = path.relative_to(root).as_posix()
        if relative == "CHANGELOG.md" or relative == "scripts/check-comments.py":
            continue
        try:
            text = path.read_text()
        except UnicodeDecodeError:
            continue
        in_code = relative.startswith(CODE_ROOTS) or relative.endswith("Package.swift")
        for number, line in enumerate(text.split("\n"), start=1):
            where = f"{relative}:{number}"
            if TRACKER.search(line):
                problems.append(f"{where}: names a tracker issue; say the reason itself: {line.strip()}")
            if not in_code:
                continue
            if CI_CLAIM.search(line):
                scripts = SCRIPT_NAME.findall(line)
                if not scripts:
                    problems.append(
                        f"{where}: says what CI does without naming the script that does it: "
                        f"{line.strip()}")
                for script in scripts:
                    if not (root / script).exists():
                        problems.append(f"{where}: names {script}, which does not exist")
                    elif script != ".ci/run" and script not in ci_run:
                        problems.append(f"{where}: names {script}, which .ci/run does not run")
            if path.suffix in SOURCE_SUFFIXES and relative.startswith(
                    ("Sources/", "Demo/Sources/", "Benchmarks/")):
                comment = comment_text(path, line)
                if comment and FIGURE.search(comment):
                    problems.append(
                        f"{where}: a measured figure in a comment (it goes in "
                        f"docs/benchmarks.md): {line.strip()}")
        if in_code and path.suffix == ".swift" and "scripts/property-tests.sh" in text:
            for suite in re.findall(r"@Suite[^\n]*\n?\s*struct\s+(\w+)", text):
                if suite not in listed:
                    problems.append(
                        f"{relative}: says scripts/property-tests.sh runs {suite}, which its "
                        "SUITES list does not name")
    sources = {path.relative_to(root).as_posix(): path.read_text() for path in files
               if path.suffix == ".swift" and path.relative_to(root).as_posix().startswith("Tests/")}
    for suite in listed:
        holder = [name for name, text in sources.items()
                  if re.search(rf"struct\s+{suite}\b", text)]
        if not holder:
            problems.append(f"scripts/property-tests.sh: lists {suite}, which no test declares")
        elif not any(re.search(r"PropertySettings\.|BondProperty\.|forEachCase", sources[name])
                     for name in holder):
            problems.append(
                f"scripts/property-tests.sh: lists {suite}, which does not read the property "
                "settings")
    return problems


def property_suites(root):
    script = root / "scripts" / "property-tests.sh"
    if not script.exists():
        return []
    block = re.search(r"SUITES=\((.*?)\)", script.read_text(), re.DOTALL)
    return block.group(1).split() if block else []


def self_test():
    """Copies the repository's tracked files, adds one violation of each rule, and checks that
    each is reported (and that the real tree passes)."""
    with tempfile.TemporaryDirectory() as directory:
        copy = Path(directory) / "repo"
        subprocess.run(["git", "clone", "-q", "--no-hardlinks", str(ROOT), str(copy)], check=True)
        for path in tracked_files(ROOT):  # the working tree's versions, committed or not
            target = copy / path.relative_to(ROOT)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(path.read_bytes())
        violations = {
            "Sources/Kizuna/SelfTestTracker.swift": "// Added for issue 7.\n",
            "Tests/KizunaTests/SelfTestCI.swift": "// CI runs this a million times.\n",
            "Tests/KizunaTests/SelfTestProperty.swift":
                "/// `scripts/property-tests.sh` runs it long.\n@Suite struct NotListedSuite {}\n",
            "Sources/Kizuna/SelfTestFigure.swift": "// This costs 42 ns per send.\n",
        }
        for name, text in violations.items():
            (copy / name).write_text(text)
        subprocess.run(["git", "-C", str(copy), "add", *violations], check=True)
        problems = check(copy)
        missed = [name for name in violations if not any(name in problem for problem in problems)]
        if missed:
            print(f"check-comments self-test: FAILED, not caught: {missed}", file=sys.stderr)
            return False
    if check(ROOT):
        print("check-comments self-test: FAILED, the real tree does not pass", file=sys.stderr)
        return False
    print(f"check-comments self-test: passed (each of the {len(violations)} injected "
          "violations is reported)")
    return True


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(0 if self_test() else 1)
    found = check(ROOT)
    for problem in found:
        print(problem)
    if found:
        print(f"check-comments: {len(found)} problem(s)", file=sys.stderr)
        sys.exit(1)
    print("check-comments: no tracker references, every CI claim names a script CI runs, "
          "no measured figures in source comments")
