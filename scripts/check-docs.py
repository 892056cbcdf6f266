#!/usr/bin/env python3
"""Compiles every ```swift block of the README and the DocC catalogs, and runs the blocks that
claim output: documentation whose examples compile.

Each block becomes the main.swift of an executable of its own (in .build-docs/examples, outside
git), compiled with swiftc against the modules and object files of the package's own debug
build (the library's; the demo's for blocks in Demo/), the build the tests use, so no module
is compiled twice. What a block may assume is said by an HTML comment on the line before its
fence (invisible in rendered docs):

    <!-- example: context=table,bag -->   prepend Tests/DocExamples/Contexts/table.swift, bag.swift
    <!-- example: with-previous -->       prepend the earlier blocks of the same file
    <!-- example: manifest -->            a Package.swift fragment: checked by `swift package
                                          dump-package` on a manifest built around it
    <!-- example: apple=UIKit -->         a whole file of UIKit (AppKit, SwiftUI) code: not compiled
                                          here; scripts/check-apple-adapters.sh compiles it
                                          against the stand-in modules (`--extract-apple DIR`
                                          writes these blocks to DIR/<module>/)
    <!-- example: apple-only -->          Apple code no check compiles: reported as skipped

A block that starts with `import` lines is a whole file and is compiled exactly as written.
Any other block is a fragment: it gets the imports of an app file (Kizuna, KizunaMachine,
Combine or OpenCombine, Observation, KizunaTestSupport), so every example also shows that
these names coexist, plus the contexts it names.

A block that claims output runs, and its standard output must be exactly its claims, in
order. A claim is a comment `// prints X`, where X is one or more string literals
("a", "b" or "a", then "b"), a bracketed value ([1, 2]) or a bare word (0); anything after it
is commentary.

Usage: scripts/check-docs.py [--self-test] [markdown files...]
       scripts/check-docs.py --extract-apple DIR
"""
import concurrent.futures
import errno
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / ".build-docs" / "examples"
CONTEXTS = ROOT / "Tests" / "DocExamples" / "Contexts"

DEMO_IMPORTS = "import KizunaExamples\nimport KizunaWeb\n"

# KizunaMachineTestSupport is not in the demo's package graph: a block of the demo's
# documentation gets the other imports (KizunaTestSupport comes with the demo's tests).
NOT_IN_DEMO_IMPORTS = "import KizunaMachineTestSupport\n"

FRAGMENT_IMPORTS = """import Kizuna
import KizunaMachine
import KizunaMachineTestSupport
import KizunaTestSupport
import Observation
#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif
"""


def default_files():
    files = [ROOT / "README.md"]
    for pattern in ("Sources/*/*.docc/**/*.md", "Demo/Sources/*/*.docc/**/*.md"):
        files += sorted(ROOT.glob(pattern))
    return files


class Block:
    def __init__(self, path, line, lines, directives):
        self.path = path
        self.line = line  # 1-based line of the first code line
        self.lines = lines
        self.directives = directives

    @property
    def label(self):
        return f"{self.path}:{self.line}"

    @property
    def is_whole_file(self):
        return any(re.match(r"^(@testable )?import \w+", line) for line in self.lines[:3])


def extract(path):
    text = path.read_text().split("\n")
    blocks = []
    index = 0
    while index < len(text):
        if text[index].strip() == "```swift":
            directives = {}
            before = text[index - 1].strip() if index > 0 else ""
            match = re.match(r"<!--\s*example:\s*(.*?)\s*-->", before)
            if match:
                for part in match.group(1).split():
                    key, _, value = part.partition("=")
                    directives[key] = value
            end = index + 1
            while end < len(text) and text[end].strip() != "```":
                end += 1
            rel = path.relative_to(ROOT) if path.is_absolute() and ROOT in path.parents else path
            blocks.append(Block(rel, index + 2, text[index + 1 : end], directives))
            index = end
        index += 1
    return blocks


def claims(block):
    """The lines the block (after the earlier blocks it includes) claims to print, in order."""
    expected = []
    for line in [line for earlier in getattr(block, "included", []) for line in earlier.lines] + block.lines:
        match = re.search(r"//\s*prints\s+(.*)$", line)
        if not match:
            continue
        rest = match.group(1).strip()
        if rest.startswith('"'):
            for literal in re.finditer(r'"((?:[^"\\]|\\.)*)"', rest):
                expected.append(bytes(literal.group(1), "utf-8").decode("unicode_escape"))
                after = rest[literal.end() :]
                if not re.match(r"^\s*,\s*(then\s*)?\"", after):
                    break
        elif rest.startswith("["):
            depth = 0
            for position, character in enumerate(rest):
                depth += character == "["
                depth -= character == "]"
                if depth == 0:
                    expected.append(rest[: position + 1])
                    break
        else:
            expected.append(re.match(r"[^\s,:;(]+", rest).group(0))
    return expected


def source(block, previous):
    parts = []
    if not block.is_whole_file:
        demo = str(block.path).startswith("Demo/")
        parts.append(FRAGMENT_IMPORTS.replace(NOT_IN_DEMO_IMPORTS, "") if demo else FRAGMENT_IMPORTS)
        if any(re.search(r"@Test\b|#expect\b", line) for line in block.lines):
            parts.append("import Testing\n")
        if str(block.path).startswith("Demo/"):
            parts.append(DEMO_IMPORTS)
        included = previous if "with-previous" in block.directives else []
        names = []
        for source_block in included + [block]:
            for name in filter(None, source_block.directives.get("context", "").split(",")):
                if name not in names:
                    names.append(name)
        for name in names:
            # A name with a slash is a file of the repository (a test fixture); any other name
            # is a file in Tests/DocExamples/Contexts.
            context = ROOT / name if "/" in name else CONTEXTS / f"{name}.swift"
            if not context.exists():
                raise SystemExit(f"{block.label}: unknown context {name!r} ({context})")
            parts.append(f'#sourceLocation(file: "{context.relative_to(ROOT)}", line: 1)')
            parts.append(context.read_text())
        if "with-previous" in block.directives:
            for earlier in previous:
                parts.append(f'#sourceLocation(file: "{earlier.path}", line: {earlier.line})')
                parts.append("\n".join(earlier.lines))
    parts.append(f'#sourceLocation(file: "{block.path}", line: {block.line})')
    parts.append("\n".join(block.lines))
    parts.append("#sourceLocation()")
    return "\n".join(parts) + "\n"


def manifest_check(block, work):
    """Builds a manifest around a Package.swift fragment and asks SwiftPM to read it."""
    body = [line for line in block.lines if not line.strip().startswith("// Package.swift")]
    fragment = "\n".join(body).strip().rstrip(",")
    if fragment.startswith(".package("):
        fragment = f"dependencies: [{fragment}]"
    package = work / f"manifest-{block.line}"
    (package / "Sources" / "App").mkdir(parents=True, exist_ok=True)
    (package / "Sources" / "App" / "main.swift").write_text("")
    kizuna = package / "kizuna"
    if not kizuna.exists():
        kizuna.symlink_to(ROOT)  # the install line names ../kizuna
    has_targets = "targets:" in fragment
    targets = (
        ""
        if has_targets
        else ',\n  targets: [.executableTarget(name: "App", dependencies: '
        '[.product(name: "Kizuna", package: "kizuna")])]'
    )
    (package / "Package.swift").write_text(
        "// swift-tools-version: 6.2\nimport PackageDescription\n"
        f'let package = Package(\n  name: "App",\n  {fragment}{targets}\n)\n'.replace(
            '"../kizuna"', f'"{kizuna}"'
        )
    )
    result = subprocess.run(
        ["swift", "package", "--package-path", str(package), "dump-package"],
        capture_output=True, text=True)
    return result.returncode == 0, result.stderr.strip()


def run(files, work):
    if work.exists():
        shutil.rmtree(work / "Sources", ignore_errors=True)
    work.mkdir(parents=True, exist_ok=True)
    targets, skipped, stand_in, manifests, failures = [], [], [], 0, []
    for path in files:
        previous = []
        for block in extract(path):
            if "apple-only" in block.directives:
                skipped.append(block.label)
            elif "apple" in block.directives:
                stand_in.append(block.label)
            elif "manifest" in block.directives:
                ok, message = manifest_check(block, work)
                manifests += 1
                if not ok:
                    failures.append(f"{block.label}: the manifest fragment does not load:\n{message}")
            else:
                block.included = list(previous) if "with-previous" in block.directives else []
                name = f"Example{len(targets) + 1:03d}"
                directory = work / "Sources" / name
                directory.mkdir(parents=True, exist_ok=True)
                (directory / "main.swift").write_text(source(block, previous))
                targets.append((name, block))
            if not block.is_whole_file and not {"apple-only", "apple", "manifest"} & set(
                block.directives
            ):
                previous.append(block)
    library = [(name, block) for name, block in targets if not str(block.path).startswith("Demo/")]
    demo = [(name, block) for name, block in targets if str(block.path).startswith("Demo/")]
    failures += build_and_run(work / "Sources", work / "library-examples", library, demo=False)
    failures += build_and_run(work / "Sources", work / "demo-examples", demo, demo=True)
    ran = sum(1 for _, block in targets if claims(block))
    print(f"docs: {len(targets)} examples to compile ({ran} to run, their output checked), "
          f"{manifests} manifest fragments loaded, {len(stand_in)} Apple blocks left to "
          f"scripts/check-apple-adapters.sh, {len(skipped)} Apple-only skipped"
          + (f" ({', '.join(skipped)})" if skipped else ""))
    for failure in failures:
        print(f"docs: FAIL {failure}", file=sys.stderr)
    return not failures


def swiftpm_build(package_flags, with_tests):
    """Builds the package's library products with the flags every script uses (scripts/lib/
    common.sh prints them), so the examples link against the build CI and the tests already
    made; returns its bin directory."""
    flags = subprocess.run(["bash", str(ROOT / "scripts" / "lib" / "common.sh"), package_flags],
                           capture_output=True, text=True, check=True).stdout.split()
    # With its tests, for the demo: its KizunaTestSupport comes with them.
    build = subprocess.run(["swift", "build", *flags, *(["--build-tests"] if with_tests else [])],
                           capture_output=True, text=True)
    if build.returncode != 0:
        raise SystemExit(build.stdout + build.stderr + f"\ndocs: swift build {' '.join(flags)} failed")
    return Path(subprocess.run(["swift", "build", *flags, "--show-bin-path"], capture_output=True,
                               text=True, check=True).stdout.strip())


def link_inputs(bin_path):
    """The object files of every library target built in `bin_path` (not the tests, not an
    executable's main), as SwiftPM links a product that depends on them, and the C module maps
    and include paths SwiftPM gave the Swift targets it compiled there (its build plan, beside
    `bin_path`), so that the examples see the C modules those targets import."""
    objects, maps = [], []
    plan = bin_path.parent.parent / f"{bin_path.name}.yaml"
    if plan.exists():
        text = plan.read_text()
        for flag in sorted(set(re.findall(r'"-Xcc","(-fmodule-map-file=[^"]+)"', text))):
            maps += ["-Xcc", flag]
        for path in sorted(set(re.findall(r'"-I","([^"]+)"', text))):
            maps += ["-I", path]
    for directory in sorted(bin_path.glob("*.build")):
        name = directory.name[: -len(".build")]
        if name.endswith("Tests") or name.endswith("PackageTests") or \
                name.endswith("PackageDiscoveredTests") or name == "KizunaDemo":
            continue
        objects += sorted(str(path) for path in directory.rglob("*.o"))
    return objects, maps


def run_binary(path):
    """Runs a freshly linked example. Linux refuses to start a file that some process still has
    open for writing (ETXTBSY); a linker of a concurrent compile can hold that for a moment, so
    the start is retried a few times."""
    for attempt in range(50):
        try:
            return subprocess.run([str(path)], capture_output=True, text=True, timeout=60)
        except OSError as error:
            if error.errno != errno.ETXTBSY or attempt == 49:
                raise
            time.sleep(0.1)


def build_and_run(sources, package, targets, demo):
    """Compiles each example with swiftc against the modules and objects of the package's own
    build (the library's, or the demo's for the demo's examples), as an app target that depends
    on them would be; runs the ones that claim output."""
    if not targets:
        return []
    bin_path = swiftpm_build("--demo" if demo else "--library", demo)
    objects, maps = link_inputs(bin_path)
    out = package / "bin"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True, exist_ok=True)
    common = ["swiftc", "-swift-version", "6", "-I", str(bin_path / "Modules"), *maps]

    def compile_one(item):
        name, _ = item
        result = subprocess.run(
            common + ["-module-name", name, str(sources / name / "main.swift"), *objects,
                      "-lstdc++", "-o", str(out / name)],
            capture_output=True, text=True)
        return name, result

    failures = []
    workers = max(1, os.cpu_count() or 1)
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
        results = dict(pool.map(compile_one, targets))
    for name, block in targets:
        result = results[name]
        if result.returncode != 0:
            errors = [line for line in (result.stdout + result.stderr).split("\n")
                      if "error:" in line]
            failures.append(f"{block.label}: the example does not compile:\n" +
                            "\n".join(dict.fromkeys(errors or [result.stderr.strip()])))
            continue
        expected = claims(block)
        if not expected:
            continue
        result = run_binary(out / name)
        printed = result.stdout.rstrip("\n").split("\n") if result.stdout else []
        if result.returncode != 0 or printed != expected:
            failures.append(
                f"{block.label}: claims {expected}, printed {printed} (exit {result.returncode})")
    return failures


def extract_apple(directory):
    """Writes every `apple=MODULE` block to DIR/MODULE/<file>-<line>.swift, for the stand-in
    check to compile. Such a block must be a whole file (start with its imports)."""
    shutil.rmtree(directory, ignore_errors=True)
    count = 0
    for path in default_files():
        for block in extract(path):
            module = block.directives.get("apple")
            if module is None:
                continue
            if not module or not block.is_whole_file:
                raise SystemExit(
                    f"{block.label}: an apple=MODULE block must name its module and be a whole "
                    "file (start with its import lines)")
            target = Path(directory) / module
            target.mkdir(parents=True, exist_ok=True)
            name = f"{Path(block.path).stem}-{block.line}.swift"
            (target / name).write_text(
                f'#sourceLocation(file: "{block.path}", line: {block.line})\n'
                + "\n".join(block.lines) + "\n#sourceLocation()\n")
            count += 1
    print(f"docs: {count} Apple blocks written to {directory}")


def self_test():
    """A wrong example and a wrong claim must both fail the check."""
    fixture = WORK.parent / "self-test"
    fixture.mkdir(parents=True, exist_ok=True)
    wrong_code = fixture / "wrong-code.md"
    wrong_code.write_text("```swift\nlet count = Observable(0)\ncount.value = \"one\"\n```\n")
    wrong_claim = fixture / "wrong-claim.md"
    wrong_claim.write_text(
        "```swift\nlet count = Observable(1)\nprint(count.value)  // prints 2\n```\n")
    for path in (wrong_code, wrong_claim):
        if run([path], WORK.parent / f"self-test-{path.stem}"):
            print(f"docs self-test: FAILED ({path.name} passed the check)", file=sys.stderr)
            return False
    print("docs self-test: passed (a wrong example and a wrong claim both fail the check)")
    return True


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments[:1] == ["--self-test"]:
        sys.exit(0 if self_test() else 1)
    if arguments[:1] == ["--extract-apple"] and len(arguments) == 2:
        extract_apple(arguments[1])
        sys.exit(0)
    files = [Path(argument).resolve() for argument in arguments] or default_files()
    sys.exit(0 if run(files, WORK) else 1)
