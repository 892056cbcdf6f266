"""A slow-client attack against the running kizuna-demo, from a raw socket.

A client builds a table of about 200 rows of 15 KiB (a resync of about 3 MB), then asks for
the table 300 times and sends 300 frames of 1 MiB, and never reads. The server must drop it
once its queued output passes the bound (SessionLimits: 4 MiB), release the session, and keep
its resident memory within a stated bound. Run by scripts/browser-tests.sh, which sets
KIZUNA_DEMO_URL and KIZUNA_DEMO_PID (the server runs with --testing, so /debug/stats exists).
"""

import json
import os
import socket
import struct
import time
import unittest
import urllib.request
from urllib.parse import urlsplit

BASE = os.environ.get("KIZUNA_DEMO_URL", "http://127.0.0.1:8080/")
PID = int(os.environ.get("KIZUNA_DEMO_PID", "0"))
QUEUE_BOUND = 4 << 20  # SessionLimits.maximumQueuedOutputBytes
RSS_GROWTH_BOUND_MB = 64  # well above the growth measured (docs/benchmarks.md), far below a leak


def rss_mb():
    with open(f"/proc/{PID}/status") as status:
        for line in status:
            if line.startswith("VmRSS"):
                return int(line.split()[1]) // 1024
    raise RuntimeError("no VmRSS")


def stats():
    with urllib.request.urlopen(f"{BASE}debug/stats", timeout=5) as response:
        return json.loads(response.read())


def frame(payload):
    header = bytearray([0x81])
    if len(payload) < 126:
        header.append(0x80 | len(payload))
    elif len(payload) < 65536:
        header += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
    else:
        header += bytes([0x80 | 127]) + struct.pack(">Q", len(payload))
    key = b"\x01\x02\x03\x04"
    return bytes(header) + key + bytes(b ^ key[i % 4] for i, b in enumerate(payload))


class RawTab:
    def __init__(self, screen):
        port = urlsplit(BASE).port
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=30)
        self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 16384)
        self.socket.sendall((
            f"GET /ws/{screen} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            f"Origin: http://127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
        ).encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            self.buffer += self.socket.recv(65536)
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        assert head.startswith(b"HTTP/1.1 101"), head

    def need(self, count):
        while len(self.buffer) < count:
            chunk = self.socket.recv(65536)
            if not chunk:
                raise ConnectionError("closed")
            self.buffer += chunk

    def message(self):
        while True:
            self.need(2)
            length, header = self.buffer[1] & 0x7F, 2
            if length == 126:
                self.need(4)
                length, header = struct.unpack(">H", self.buffer[2:4])[0], 4
            elif length == 127:
                self.need(10)
                length, header = struct.unpack(">Q", self.buffer[2:10])[0], 10
            self.need(header + length)
            opcode, payload = self.buffer[0] & 0x0F, self.buffer[header:header + length]
            self.buffer = self.buffer[header + length:]
            if opcode == 1:
                return json.loads(payload)

    def send(self, event):
        self.socket.sendall(frame(json.dumps(event).encode()))
        return self.message()


class SlowClientTests(unittest.TestCase):
    @unittest.skipUnless(PID, "needs KIZUNA_DEMO_PID")
    def test_a_client_that_stops_reading_is_dropped_and_its_memory_returned(self):
        before = stats()
        tab = RawTab("sectioned-inputs")
        rows = {c["id"] for c in tab.message().get("changes", [])
                if c["op"] == "value" and c["id"].startswith("row-")}
        for _ in range(200):
            reply = tab.send({"type": "click", "id": "addRow"})
            rows |= {c["rowID"] for c in reply.get("changes", []) if c.get("rowID")}
        for row in rows:
            tab.send({"type": "input", "id": row, "value": "x" * 15000, "seq": 1})
        self.assertGreaterEqual(len(rows), 200)
        baseline = rss_mb()
        peak = baseline
        try:
            for _ in range(300):
                tab.socket.sendall(frame(b'{"type":"resync","id":"table"}'))
                peak = max(peak, rss_mb())
            for _ in range(300):
                tab.socket.sendall(frame(b"y" * (1 << 20)))
                peak = max(peak, rss_mb())
        except OSError:
            pass  # the server dropped us, as it should
        deadline = time.time() + 30
        while time.time() < deadline:
            now = stats()
            peak = max(peak, rss_mb())
            if now["openSessions"] <= before["openSessions"] and \
                    now["liveSessions"] <= before["liveSessions"]:
                break
            time.sleep(0.1)
        tab.socket.close()
        self.assertLessEqual(now["openSessions"], before["openSessions"], now)
        self.assertLessEqual(now["liveSessions"], before["liveSessions"], now)
        self.assertEqual(now["droppedSlowSessions"], before["droppedSlowSessions"] + 1, now)
        self.assertLessEqual(now["peakQueuedOutputBytes"], QUEUE_BOUND, now)
        self.assertLess(peak - baseline, RSS_GROWTH_BOUND_MB,
                        f"RSS {baseline} MB before the attack, {peak} MB at its peak")
        print(f"\n  RSS {baseline} MB before the attack, peak {peak} MB, "
              f"after {rss_mb()} MB; peak queued {now['peakQueuedOutputBytes']} bytes")


if __name__ == "__main__":
    unittest.main()
