#!/usr/bin/env python3
"""Prints how many Swift heap allocations a callgrind profile holds: the calls it records to
swift_slowAlloc, where every object, array buffer and closure context the Swift runtime
allocates begins. (Calls to malloc itself are not counted: callgrind attributes to it jumps
out of the standard library's coroutines that are no calls, thousands at a fraction of an
instruction each.) Callgrind names a function in full once and by number after that; both
are followed.

    scripts/lib/callgrind-allocations.py CALLGRIND-OUT-FILE
"""
import re
import sys

ALLOCATORS = {"swift_slowAlloc"}


def allocations(path):
    names = {}
    total = 0
    callee = None
    with open(path, encoding="utf-8", errors="replace") as profile:
        for line in profile:
            match = re.match(r"(c?fn)=\((\d+)\)(?: (.*))?", line)
            if match:
                kind, number, name = match.groups()
                if name:
                    names[number] = name.strip()
                callee = number if kind == "cfn" else None
            elif line.startswith("calls=") and callee is not None:
                if names.get(callee) in ALLOCATORS:
                    total += int(line.split("=", 1)[1].split()[0])
                callee = None
    return total


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: callgrind-allocations.py CALLGRIND-OUT-FILE")
    print(allocations(sys.argv[1]))
