#!/usr/bin/env python3
"""Measures what a bystander of kizuna-demo sees while another client attacks it.

Not run by CI (it takes a few minutes and measures time on whatever machine runs it). It
starts its own kizuna-demo (the debug build of the demo package unless --binary), then:

inspector  One attacker opens --tabs WebSocket tabs and a table of --rows rows (about 15,000
           live bindings with the defaults) under its own visitor cookie, then runs --loops
           shell loops of `curl /inspector.dot` with that cookie. A bystander tab toggles a
           switch and times each round trip; the script prints the median and the 90th
           percentile with no hammering and while hammered, and how the hammering requests
           were answered (200 or 429). With --inspect-all the server shows every tab;
           --path /favicon.ico shows what the curl loops alone cost the machine.
trickle    --trickle connections send a request head one byte every few seconds, against a
           server limited to --server-files open files; then a new visitor fetches the index
           page and opens a live session, and the script prints how long each took.

    scripts/measure-server-under-attack.py [inspector|trickle|both] [--inspect-all]
"""

import argparse
import json
import os
import re
import socket
import statistics
import subprocess
import sys
import threading
import time
import resource

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Tests", "browser"))
from raw_websocket import RawTab  # noqa: E402  (the browser tests' bare-socket tab)


def open_tab(port, screen, visitor=None):
    """A bare-socket tab whose first message (the screen's state) has been read."""
    tab = RawTab(port, screen, visitor, timeout=60)
    tab.message()
    return tab


def http_get(port, path, visitor=None, timeout=60):
    """Status and body of GET `path`."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        cookie = f"Cookie: kizuna-visitor={visitor}\r\n" if visitor else ""
        connection.sendall(
            f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{cookie}Connection: close\r\n\r\n"
            .encode())
        data = b""
        while chunk := connection.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split()[1]), head.decode(), body


def start_server(binary, inspect_all, files=None):
    """Starts kizuna-demo on a free port; with `files`, at that limit of open files."""
    arguments = [binary, "--port", "0"] + (["--inspect-all"] if inspect_all else [])

    def limit_files():
        if files:
            resource.setrlimit(resource.RLIMIT_NOFILE,
                               (files, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))

    server = subprocess.Popen(arguments, stdout=subprocess.PIPE, text=True,
                              preexec_fn=limit_files)
    line = server.stdout.readline()
    print("server:", line.strip())
    port = int(re.search(r"127\.0\.0\.1:(\d+)/", line).group(1))
    return server, port


def round_trips(tab, count, seq):
    """Times `count` toggles of the counter's switch: seconds each."""
    times = []
    for _ in range(count):
        seq[0] += 1
        start = time.perf_counter()
        tab.send({"type": "change", "id": "active", "checked": seq[0] % 2 == 0, "seq": seq[0]})
        times.append(time.perf_counter() - start)
        time.sleep(0.02)
    return times


def summary(times):
    ordered = sorted(times)
    return (f"median {statistics.median(ordered) * 1000:.1f} ms, "
            f"p90 {ordered[int(len(ordered) * 0.9)] * 1000:.1f} ms over {len(ordered)}")


def inspector(arguments):
    server, port = start_server(arguments.binary, arguments.inspect_all)
    try:
        _, head, _ = http_get(port, "/")
        # A server from before visitor cookies gives none: the attacker then goes without.
        issued = re.search(r"kizuna-visitor=([0-9a-f]{32})", head)
        attacker = issued.group(1) if issued else None
        tabs = []
        screens = ["sign-up", "composer", "counter", "favourites", "sectioned-inputs"]
        for index in range(arguments.tabs):
            tabs.append(open_tab(port, screens[index % len(screens)], attacker))
        table = open_tab(port, "sectioned-inputs", attacker)
        for _ in range(arguments.rows):
            table.send({"type": "click", "id": "addRow"})
        time.sleep(1)
        _, _, body = http_get(port, "/inspector.json", attacker)
        report = json.loads(body)
        print(f"attacker: {len(tabs) + 1} tabs, {report['total']} live bindings in its report")

        bystander = open_tab(port, "counter")
        seq = [0]
        round_trips(bystander, 20, seq)  # warm up
        print("quiet:     ", summary(round_trips(bystander, arguments.samples, seq)))

        cookie = f"-H 'Cookie: kizuna-visitor={attacker}' " if attacker else ""
        loop = (f"while true; do curl -s -o /dev/null -w '%{{http_code}}\\n' "
                f"{cookie}http://127.0.0.1:{port}{arguments.path}; done")
        loops = [subprocess.Popen(["bash", "-c", loop], stdout=subprocess.PIPE, text=True)
                 for _ in range(arguments.loops)]
        codes = {}

        def count(process):
            for line in process.stdout:
                codes[line.strip()] = codes.get(line.strip(), 0) + 1

        readers = [threading.Thread(target=count, args=(p,), daemon=True) for p in loops]
        for reader in readers:
            reader.start()
        time.sleep(2)
        hammered = round_trips(bystander, arguments.samples, seq)
        for process in loops:
            process.kill()
        print(f"hammered:   {summary(hammered)} ({arguments.loops} curl loops on {arguments.path};"
              f" answers {dict(sorted(codes.items()))})")
    finally:
        server.terminate()
        server.wait()


def trickle(arguments):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, arguments.trickle + 256)), hard))
    server, port = start_server(arguments.binary, False, arguments.server_files)
    stop = threading.Event()
    try:
        def trickler():
            while not stop.is_set():
                try:
                    connection = socket.create_connection(("127.0.0.1", port), timeout=5)
                    connection.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
                    while not stop.wait(3):
                        connection.sendall(b"X")
                except OSError:
                    time.sleep(0.1)  # closed by the server: come back, as an attacker would

        threads = [threading.Thread(target=trickler, daemon=True) for _ in range(arguments.trickle)]
        for thread in threads:
            thread.start()
        time.sleep(5)
        start = time.perf_counter()
        try:
            status, _, _ = http_get(port, "/", timeout=30)
        except OSError as error:
            status = f"no answer ({error})"
        page = time.perf_counter() - start
        start = time.perf_counter()
        try:
            tab = open_tab(port, "counter")
        except (OSError, AssertionError) as error:
            print(f"{arguments.trickle} trickling connections: the page: {status} after "
                  f"{page * 1000:.1f} ms; no live session ({error}) after "
                  f"{(time.perf_counter() - start) * 1000:.1f} ms")
            return
        session = time.perf_counter() - start
        reply = tab.send({"type": "change", "id": "active", "checked": True, "seq": 1})
        print(f"{arguments.trickle} trickling connections: the page answered {status} in "
              f"{page * 1000:.1f} ms; a live session's first message came in "
              f"{session * 1000:.1f} ms and it answered an event ({bool(reply)})")
    finally:
        stop.set()
        server.terminate()
        server.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("what", nargs="?", default="both", choices=["inspector", "trickle", "both"])
    parser.add_argument("--binary", default=os.path.join(ROOT, "Demo/.build/debug/kizuna-demo"))
    parser.add_argument("--inspect-all", action="store_true")
    parser.add_argument("--tabs", type=int, default=300)
    parser.add_argument("--rows", type=int, default=2000)
    parser.add_argument("--loops", type=int, default=16)
    parser.add_argument("--path", default="/inspector.dot", help="what the curl loops ask for")
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--trickle", type=int, default=1100)
    parser.add_argument("--server-files", type=int, default=1024,
                        help="the server's limit of open files (the common default)")
    arguments = parser.parse_args()
    if not os.path.exists(arguments.binary):
        sys.exit(f"no {arguments.binary}: build it with swift build --package-path Demo")
    if arguments.what in ("inspector", "both"):
        inspector(arguments)
    if arguments.what in ("trickle", "both"):
        trickle(arguments)


if __name__ == "__main__":
    main()
