#!/usr/bin/env python3
"""Counts the public members of an adapter module that the runs of
scripts/check-apple-adapters.sh executed (every adapter must be driven at runtime).

Declared: every public method, property, initializer and subscript of the module, read from
its symbol graphs (`swift-symbolgraph-extract`: the module's own types and its extensions of
Kizuna's, UIKit's or AppKit's types, such as `Reactive where Base: UITextField`). Protocol
requirements, enum cases, types and type aliases are not members that run.

Driven: the module was compiled with `-profile-generate -profile-coverage-mapping`, the
check's test binaries ran, and `llvm-cov export` gives each compiled function its execution
count. A member is driven when one of its functions ran: a method or an initializer itself, a
property's or a subscript's getter or setter (found by the member's USR, which is its mangled
name with the accessor's suffix: `...vp` is the property, `...vg` its getter, `...vs` its
setter).

Prints one summary line and the members not driven; exits non-zero when a member that is not
in the exceptions file (one USR-free line per member: `<module> <title> | <reason>`) was not
driven, or when an exception names a member that was driven or does not exist.

Usage: scripts/count-driven-adapters.py --module NAME --symbol-graphs DIR --coverage FILE
                                        [--exceptions FILE]
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

MEMBER_KINDS = {
    "swift.method", "swift.type.method", "swift.property", "swift.type.property", "swift.init",
    "swift.subscript", "swift.type.subscript", "swift.func", "swift.var",
}
# A member's USR ends with the mangling of its kind; the functions that run it end with these.
ACCESSORS = {"vp": ["vg", "vs", "vM", "vr", "vw", "vW"], "ip": ["ig", "is", "iM", "ir"]}


def declared(module: str, graphs: Path) -> dict[str, str]:
    """USR -> a readable title (`Reactive<UITextField>.text`) of each public member."""
    members: dict[str, str] = {}
    for path in sorted(graphs.glob(f"{module}*.symbols.json")):
        graph = json.loads(path.read_text())
        requirements = {
            relation["source"] for relation in graph.get("relationships", [])
            if relation["kind"] in ("requirementOf", "optionalRequirementOf")
        }
        for symbol in graph.get("symbols", []):
            if symbol["kind"]["identifier"] not in MEMBER_KINDS:
                continue
            if symbol["accessLevel"] not in ("public", "open"):
                continue
            usr = symbol["identifier"]["precise"]
            if usr in requirements or "::SYNTHESIZED::" in usr:
                # A requirement runs nothing itself; a synthesized member is another module's
                # default implementation, listed because a type here inherits it.
                continue
            title = ".".join(symbol["pathComponents"])
            constraints = symbol.get("swiftExtension", {}).get("constraints", [])
            bases = [c["rhs"] for c in constraints if c.get("lhs") in ("Base", "Self")]
            if bases:
                title += f" [{', '.join(bases)}]"
            members[usr] = title
    return members


def executed(coverage: Path) -> set[str]:
    """The mangled names (without `$`) of the functions that ran at least once."""
    data = json.loads(coverage.read_text())
    names = set()
    for export in data["data"]:
        for function in export.get("functions", []):
            if function["count"] > 0:
                name = function["name"].rsplit(":", 1)[-1]  # private functions: `file:$s...`
                names.add(name.lstrip("$"))
    return names


def is_driven(usr: str, ran: set[str]) -> bool:
    mangled = "s" + usr[2:] if usr.startswith("s:") else usr  # the mangled name, less its `$`
    candidates = [mangled]
    for suffix, accessors in ACCESSORS.items():
        for static in ("", "Z"):
            if mangled.endswith(suffix + static):
                stem = mangled[: -len(suffix + static)]
                candidates += [stem + accessor + static for accessor in accessors]
    if mangled.endswith("fc"):  # an initializer: its allocating entry point too
        candidates.append(mangled[:-2] + "fC")
    return any(candidate in ran for candidate in candidates)


def read_exceptions(path: Path | None, module: str) -> dict[str, str]:
    if path is None or not path.exists():
        return {}
    exceptions = {}
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        head, _, reason = line.partition(" | ")
        owner, _, title = head.partition(" ")
        if not reason.strip() or not title:
            raise SystemExit(f"{path}:{number}: expected `<module> <title> | <reason>`")
        if owner == module:
            exceptions[title.strip()] = reason.strip()
    return exceptions


def main() -> int:
    arguments = argparse.ArgumentParser()
    arguments.add_argument("--module", required=True)
    arguments.add_argument("--symbol-graphs", type=Path, required=True)
    arguments.add_argument("--coverage", type=Path, required=True)
    arguments.add_argument("--exceptions", type=Path)
    options = arguments.parse_args()
    members = declared(options.module, options.symbol_graphs)
    if not members:
        print(f"count-driven-adapters: no public members of {options.module} in "
              f"{options.symbol_graphs}", file=sys.stderr)
        return 1
    ran = executed(options.coverage)
    exceptions = read_exceptions(options.exceptions, options.module)
    not_driven = sorted(title for usr, title in members.items() if not is_driven(usr, ran))
    driven = len(members) - len(not_driven)
    failures = 0
    print(f"check-apple-adapters: {options.module}: {driven} of {len(members)} public members "
          f"driven at runtime by the check's runs")
    for title in not_driven:
        if title in exceptions:
            print(f"  not driven (listed: {exceptions[title]}): {title}")
        else:
            failures += 1
            print(f"  NOT DRIVEN: {title}")
    titles = set(members.values())
    for title in exceptions:
        if title not in titles:
            failures += 1
            print(f"  stale exception (no such member): {title}")
        elif title not in not_driven:
            failures += 1
            print(f"  stale exception (it is driven now): {title}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
