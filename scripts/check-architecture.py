#!/usr/bin/env python3
"""Holds the code to the module map of ARCHITECTURE.md: every Swift module of the four packages
(the library, Demo/, Benchmarks/, BondSeeds/) imports only what its row allows.

ARCHITECTURE.md has tables whose header starts `| module | folder | may import |`, with an
optional fourth column `every import under`. One row per module:

    | `KizunaMachine` | `Sources/KizunaMachine` | `Kizuna`, `Combine` in `CombineShim.swift` | |
    | `KizunaUIKit` | `Sources/KizunaUIKit` | `Kizuna`, `UIKit`, `Foundation` | `canImport(UIKit)` |

- module: the first name in backticks; folder: a link or a path, relative to the repository.
- may import: comma-separated names in backticks. Toolchain modules (Foundation, Dispatch,
  Synchronization, Observation, Testing, Darwin, Glibc...) count like any other, so a name left
  out is forbidden. `` `X` in `File.swift` `` allows X only in that file (several: `a.swift` or
  `b.swift`; a name is matched against the file's name and its path inside the folder). A cell
  with no name in backticks (a C target) allows nothing.
- every import under: a condition; each import of the module must sit inside an `#if` or
  `#elseif` branch whose condition contains it (not negated).

A Swift file belongs to the row with the longest folder that contains it. Every import line
counts: `@testable`, `@preconcurrency`, `@_exported`, `@_spi(...)`, access modifiers,
`import struct X.Y`, and imports inside any `#if` branch. Comments and string literals are
skipped.

The check fails (exit 1), naming file:line, the module and the import, when:
- a file imports a module its row does not allow, outside the allowed file, or outside the
  row's `#if` condition;
- a Swift file belongs to no row (a module folder the map does not list);
- a target declared in one of the four Package.swift files has no row for its folder, or its
  row names another module;
- a row's folder does not exist, or holds no Swift file and is no declared target;
- a relative link of ARCHITECTURE.md points to a file or folder that does not exist.

Usage: scripts/check-architecture.py [--root DIR] [--list]
       scripts/check-architecture.py --self-test
  --list       prints every module's imports as found (to write or review a row)
  --self-test  copies the repository to a temporary tree, injects violations one at a time (a
               forbidden import in the core, Combine outside the shim, UIKit outside its #if, an
               unlisted module, a row whose folder is gone, a dead link), and passes only if the
               real tree passes and every injected violation is caught
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
MAP = "ARCHITECTURE.md"
PACKAGES = [".", "Demo", "Benchmarks", "BondSeeds"]
HEADER = ["module", "folder", "may import"]
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*$")
TARGET_CALL = re.compile(
    r"\.(target|executableTarget|testTarget|systemLibrary|binaryTarget|macro|plugin)\s*\(")
IMPORT_PREFIX = re.compile(
    r"(?:@\w+(?:\([^)]*\))?\s+|(?:public|package|internal|fileprivate|private|open)\s+)*")
IMPORT = re.compile(
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func|actor)\s+)?"
    r"([A-Za-z_][A-Za-z0-9_]*)")


@dataclass
class Allowed:
    module: str
    files: list[str] = field(default_factory=list)  # empty: anywhere in the folder


@dataclass
class Row:
    module: str
    folder: PurePosixPath
    allowed: dict[str, Allowed]
    guard: str | None
    line: int  # line of ARCHITECTURE.md


@dataclass
class Import:
    module: str
    line: int
    conditions: list[str]  # conditions of the enclosing #if / #elseif branches in force


def split_cells(line: str) -> list[str]:
    """The cells of a Markdown table row; `|` inside backticks or escaped does not split."""
    cells, current, in_code, index = [], "", False, 0
    text = line.strip()
    if text.startswith("|"):
        text = text[1:]
    if text.endswith("|") and not text.endswith("\\|"):
        text = text[:-1]
    while index < len(text):
        character = text[index]
        if character == "\\" and index + 1 < len(text) and text[index + 1] == "|":
            current += "|"
            index += 2
            continue
        if character == "`":
            in_code = not in_code
        if character == "|" and not in_code:
            cells.append(current.strip())
            current = ""
        else:
            current += character
        index += 1
    cells.append(current.strip())
    return cells


def split_entries(cell: str) -> list[str]:
    """Comma-separated entries of a cell; commas inside backticks do not split."""
    entries, current, in_code = [], "", False
    for character in cell:
        if character == "`":
            in_code = not in_code
        if character == "," and not in_code:
            entries.append(current.strip())
            current = ""
        else:
            current += character
    if current.strip():
        entries.append(current.strip())
    return entries


def folder_of(cell: str) -> str:
    link = re.search(r"\]\(([^)]+)\)", cell)
    if link:
        return link.group(1).split("#")[0]
    code = re.search(r"`([^`]+)`", cell)
    return code.group(1) if code else cell.strip()


def parse_map(path: Path, errors: list[str]) -> list[Row]:
    rows: list[Row] = []
    lines = path.read_text().split("\n")
    index = 0
    while index < len(lines):
        cells = [cell.lower() for cell in split_cells(lines[index])] if "|" in lines[index] else []
        if cells[: len(HEADER)] != HEADER:
            index += 1
            continue
        index += 2  # the header and the |---| line
        while index < len(lines) and lines[index].strip().startswith("|"):
            number = index + 1
            cells = split_cells(lines[index])
            index += 1
            if len(cells) < 3:
                errors.append(f"{MAP}:{number}: a module row needs at least three cells")
                continue
            name = re.search(r"`([^`]+)`", cells[0])
            if not name:
                errors.append(f"{MAP}:{number}: no module name in backticks in {cells[0]!r}")
                continue
            allowed: dict[str, Allowed] = {}
            for entry in split_entries(cells[2]):
                names = re.findall(r"`([^`]+)`", entry)
                if not names:
                    continue  # "(C target)": allows nothing
                module = names[0]
                if not IDENTIFIER.match(module):
                    errors.append(f"{MAP}:{number}: {module!r} is not a module name")
                    continue
                files = names[1:] if re.search(r"`\s+in\s+`", entry) else []
                if names[1:] and not files:
                    errors.append(f"{MAP}:{number}: cannot read the entry {entry!r}")
                allowed[module] = Allowed(module, files)
            guard = None
            if len(cells) > 3:
                code = re.search(r"`([^`]+)`", cells[3])
                guard = code.group(1) if code else (cells[3] or None)
            rows.append(Row(name.group(1), PurePosixPath(folder_of(cells[1])), allowed, guard,
                            number))
    return rows


def declared_targets(root: Path) -> list[tuple[str, PurePosixPath, Path]]:
    """(target name, folder relative to the root, manifest) for every target of the packages."""
    targets = []
    for package in PACKAGES:
        manifest = root / package / "Package.swift"
        if not manifest.exists():
            continue
        text = "\n".join(re.sub(r"(^|\s)//.*$", "", line)
                         for line in manifest.read_text().split("\n"))
        for match in TARGET_CALL.finditer(text):
            kind = match.group(1)
            depth, end = 1, match.end()
            while end < len(text) and depth:
                depth += {"(": 1, ")": -1}.get(text[end], 0)
                end += 1
            call = text[match.end(): end]
            name = re.search(r'name:\s*"([^"]+)"', call)
            if not name or kind in ("plugin", "macro", "binaryTarget"):
                continue
            path = re.search(r'path:\s*"([^"]+)"', call)
            default = ("Tests" if kind == "testTarget" else "Sources") + "/" + name.group(1)
            folder = PurePosixPath(os.path.normpath(
                PurePosixPath(package) / (path.group(1) if path else default)))
            targets.append((name.group(1), folder, manifest))
    return targets


def swift_files(root: Path) -> list[PurePosixPath]:
    """Every Swift file of the repository but the manifests and hidden (build) folders."""
    found = []
    for directory, subdirectories, files in os.walk(root):
        subdirectories[:] = sorted(d for d in subdirectories if not d.startswith("."))
        relative = PurePosixPath(Path(directory).relative_to(root).as_posix())
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            if re.match(r"Package(@swift-[\d.]+)?\.swift$", name) and str(relative) in PACKAGES:
                continue
            found.append(relative / name)
    return found


def imports_of(text: str) -> list[Import]:
    """The import declarations of a Swift file, with the #if conditions in force at each."""
    found: list[Import] = []
    frames: list[str | None] = []  # per open #if: the condition of the branch in force
    comment_depth = 0
    in_string = False
    for number, raw in enumerate(text.split("\n"), start=1):
        # Strip comments and string literals, keeping track of /* */ nesting and """ strings.
        code, index = "", 0
        while index < len(raw):
            if comment_depth:
                if raw.startswith("*/", index):
                    comment_depth -= 1
                    index += 2
                elif raw.startswith("/*", index):
                    comment_depth += 1
                    index += 2
                else:
                    index += 1
            elif in_string:
                if raw.startswith('"""', index):
                    in_string = False
                    index += 3
                else:
                    index += 1
            elif raw.startswith("//", index):
                break
            elif raw.startswith("/*", index):
                comment_depth += 1
                index += 2
            elif raw.startswith('"""', index):
                in_string = True
                index += 3
            elif raw[index] == '"':
                closing = index + 1
                while closing < len(raw) and raw[closing] != '"':
                    closing += 2 if raw[closing] == "\\" else 1
                index = closing + 1
            else:
                code += raw[index]
                index += 1
        line = code.strip()
        directive = re.match(r"#(if|elseif|else|endif)\b\s*(.*)$", line)
        if directive:
            kind, condition = directive.group(1), directive.group(2).strip()
            if kind == "if":
                frames.append(condition)
            elif frames and kind == "elseif":
                frames[-1] = condition
            elif frames and kind == "else":
                frames[-1] = None
            elif frames and kind == "endif":
                frames.pop()
            continue
        prefix = IMPORT_PREFIX.match(line)
        match = IMPORT.match(line, prefix.end()) if prefix else None
        if match:
            found.append(Import(match.group(1), number, [c for c in frames if c]))
    return found


def guarded(conditions: list[str], guard: str) -> bool:
    wanted = guard.replace(" ", "")
    for condition in conditions:
        compact = condition.replace(" ", "")
        position = compact.find(wanted)
        while position != -1:
            if position == 0 or compact[position - 1] != "!":
                return True
            position = compact.find(wanted, position + 1)
    return False


def owner(path: PurePosixPath, rows: list[Row]) -> Row | None:
    best = None
    for row in rows:
        if path.parts[: len(row.folder.parts)] == row.folder.parts:
            if best is None or len(row.folder.parts) > len(best.folder.parts):
                best = row
    return best


def dead_links(root: Path) -> list[str]:
    errors = []
    in_fence = False
    for number, line in enumerate((root / MAP).read_text().split("\n"), start=1):
        if line.strip().startswith("```"):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        for target in re.findall(r"\]\(([^)\s]+)\)", re.sub(r"`[^`]*`", "", line)):
            if re.match(r"[a-z]+:", target) or target.startswith("#"):
                continue
            path = target.split("#")[0]
            if not (root / path).exists():
                errors.append(f"{MAP}:{number}: the link to {path} points to nothing")
    return errors


def check(root: Path, listing: bool = False) -> tuple[list[str], str]:
    """Returns the violations in the tree at `root`, and a one-line summary."""
    errors: list[str] = []
    if not (root / MAP).exists():
        return [f"{MAP} is missing"], ""
    rows = parse_map(root / MAP, errors)
    if not rows:
        errors.append(f"{MAP}: no table with the header | module | folder | may import |")
    by_folder: dict[PurePosixPath, Row] = {}
    for row in rows:
        if row.folder in by_folder:
            errors.append(f"{MAP}:{row.line}: {row.folder} is listed twice "
                          f"(also line {by_folder[row.folder].line})")
        by_folder[row.folder] = row

    targets = declared_targets(root)
    target_folders = {folder for _, folder, _ in targets}
    for name, folder, manifest in targets:
        if not (root / folder).exists():
            continue
        row = by_folder.get(folder)
        if row is None:
            errors.append(f"{manifest.relative_to(root)}: target {name} ({folder}) has no row in "
                          f"{MAP}")
        elif row.module != name:
            errors.append(f"{MAP}:{row.line}: {folder} is target {name} in "
                          f"{manifest.relative_to(root)}, but the row names {row.module}")

    files = swift_files(root)
    files_per_row: dict[PurePosixPath, int] = {}
    checked = 0
    found_per_row: dict[PurePosixPath, dict[str, list[str]]] = {}
    for path in files:
        row = owner(path, rows)
        if row is None:
            errors.append(f"{path}: belongs to no module of {MAP} (add a row for {path.parent})")
            continue
        files_per_row[row.folder] = files_per_row.get(row.folder, 0) + 1
        inside = PurePosixPath(*path.parts[len(row.folder.parts):])
        for found in imports_of((root / path).read_text(errors="replace")):
            checked += 1
            found_per_row.setdefault(row.folder, {}).setdefault(found.module, []).append(
                f"{path}:{found.line}")
            allowed = row.allowed.get(found.module)
            where = f"{path}:{found.line}: {row.module}"
            if allowed is None:
                permitted = ", ".join(row.allowed) or "nothing"
                errors.append(f"{where} imports {found.module}, which {MAP} does not allow "
                              f"(it may import {permitted})")
            elif allowed.files and not {str(inside), path.name} & set(allowed.files):
                errors.append(f"{where} imports {found.module} in {inside}; {MAP} allows it only "
                              f"in {' or '.join(allowed.files)}")
            if row.guard and not guarded(found.conditions, row.guard):
                errors.append(f"{where} imports {found.module} outside #if {row.guard}")

    for row in rows:
        if not (root / row.folder).is_dir():
            errors.append(f"{MAP}:{row.line}: {row.module}: the folder {row.folder} does not exist")
        elif not files_per_row.get(row.folder) and row.folder not in target_folders:
            errors.append(f"{MAP}:{row.line}: {row.module}: {row.folder} holds no Swift file and "
                          "is no target of a Package.swift")
    errors += dead_links(root)

    if listing:
        for row in rows:
            found = found_per_row.get(row.folder, {})
            print(f"{row.module} ({row.folder}): {', '.join(sorted(found)) or 'no imports'}")
    summary = (f"architecture: {len(rows)} modules, {len(files)} Swift files, {checked} imports "
               f"checked against {MAP}")
    return errors, summary


# --- self-test -------------------------------------------------------------------------------

def copy_tree(source: Path, destination: Path) -> None:
    def ignore(directory: str, names: list[str]) -> list[str]:
        return [name for name in names
                if name in (".git", ".swiftpm", "__pycache__") or name.startswith(".build")]
    shutil.copytree(source, destination, ignore=ignore, symlinks=True)


def edit(path: Path, transform) -> None:
    path.write_text(transform(path.read_text()))


def self_test() -> bool:
    errors, _ = check(ROOT)
    if errors:
        print("architecture self-test: the real tree does not pass:", file=sys.stderr)
        for error in errors:
            print(f"  {error}", file=sys.stderr)
        return False

    def add_file(relative: str, text: str):
        def apply(root: Path) -> None:
            (root / relative).parent.mkdir(parents=True, exist_ok=True)
            (root / relative).write_text(text)
        return apply

    cases = [
        ("the core imports Foundation",
         lambda root: edit(root / "Sources/Kizuna/Observables/Observable.swift",
                           lambda text: "import Foundation\n" + text),
         ["Observable.swift:1: Kizuna imports Foundation"]),
        ("the core imports Dispatch, in an #if branch, with attributes and a kind",
         lambda root: edit(root / "Sources/Kizuna/Internal/Lock.swift",
                           lambda text: text + "\n#if DEBUG\n#else\n  @preconcurrency internal "
                           "import struct Dispatch.DispatchTime\n#endif\n"),
         ["Lock.swift:", "Kizuna imports Dispatch"]),
        ("a test target imports what its row does not allow (@testable)",
         lambda root: edit(root / "Tests/KizunaMainActorTests" /
                           sorted(os.listdir(root / "Tests/KizunaMainActorTests"))[0],
                           lambda text: "@testable import KizunaMachine\n" + text),
         ["KizunaMainActorTests imports KizunaMachine"]),
        ("KizunaMachine imports Combine outside CombineShim.swift",
         lambda root: edit(root / "Sources/KizunaMachine/Machine.swift",
                           lambda text: "#if canImport(Combine)\n  public import Combine\n#endif\n"
                           + text),
         ["Machine.swift:2: KizunaMachine imports Combine in Machine.swift"]),
        ("KizunaUIKit imports UIKit outside #if canImport(UIKit)",
         lambda root: edit(root / "Sources/KizunaUIKit/UIButton+Reactive.swift",
                           lambda text: "import UIKit\n" + text),
         ["UIButton+Reactive.swift:1: KizunaUIKit imports UIKit outside #if canImport(UIKit)"]),
        ("a module folder the map does not list",
         add_file("Sources/KizunaExtra/Extra.swift", "import Kizuna\n"),
         ["Sources/KizunaExtra/Extra.swift: belongs to no module"]),
        ("a target a manifest declares and the map does not list",
         lambda root: (add_file("Benchmarks/CExtra/extra.c", "int extra;\n")(root),
                       edit(root / "Benchmarks/Package.swift",
                            lambda text: text.replace(
                                "  targets: [\n",
                                '  targets: [\n    .target(name: "CExtra", path: "CExtra"),\n',
                                1))),
         ["target CExtra (Benchmarks/CExtra) has no row"]),
        ("a row whose module folder is gone",
         lambda root: shutil.rmtree(root / "Sources/KizunaDispatch"),
         ["KizunaDispatch: the folder Sources/KizunaDispatch does not exist"]),
        ("a dead link in the map",
         lambda root: edit(root / MAP, lambda text: text + "\nSee [gone](Sources/Gone.swift).\n"),
         ["the link to Sources/Gone.swift points to nothing"]),
    ]
    passed = True
    with tempfile.TemporaryDirectory() as scratch:
        pristine = Path(scratch) / "pristine"
        copy_tree(ROOT, pristine)
        baseline, _ = check(pristine)
        if baseline:
            print("architecture self-test: the copied tree does not pass:", file=sys.stderr)
            for error in baseline:
                print(f"  {error}", file=sys.stderr)
            return False
        for number, (title, inject, expected) in enumerate(cases):
            tree = Path(scratch) / f"case{number}"
            copy_tree(pristine, tree)
            inject(tree)
            errors, _ = check(tree)
            caught = all(any(text in error for error in errors) for text in expected)
            print(f"architecture self-test: {title}: {'caught' if caught else 'NOT CAUGHT'}")
            for error in errors if caught else []:
                print(f"    {error}")
            if not caught:
                passed = False
                print(f"    expected a failure containing {expected}; got:", file=sys.stderr)
                for error in errors or ["(no failure)"]:
                    print(f"    {error}", file=sys.stderr)
    print("architecture self-test: " + (
        "passed (the real tree passes; every injected violation fails the check)" if passed
        else "FAILED"))
    return passed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=ROOT)
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--self-test", action="store_true")
    arguments = parser.parse_args()
    if arguments.self_test:
        return 0 if self_test() else 1
    errors, summary = check(arguments.root.resolve(), listing=arguments.list)
    for error in errors:
        print(f"architecture: FAIL {error}", file=sys.stderr)
    if errors:
        print(f"architecture: {len(errors)} violation(s) of {MAP}", file=sys.stderr)
        return 1
    print(f"{summary}: no violation")
    return 0


if __name__ == "__main__":
    sys.exit(main())
