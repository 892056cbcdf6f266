"""A slow-client attack against the running kizuna-demo, from a raw socket.

A client builds a table of about 200 rows of 15 KiB (a resync of about 3 MB), then asks for
the table 300 times and sends 300 frames of 1 MiB, and never reads. The server must drop it
once its queued output passes the bound (SessionLimits: 4 MiB), release the session, and keep
its resident memory within a stated bound. Run by scripts/browser-tests.sh, which sets
KIZUNA_DEMO_URL and KIZUNA_DEMO_PID (the server runs with --testing, so /debug/stats exists).
"""

import json
import os
import time
import unittest
import urllib.request
from urllib.parse import urlsplit

from raw_websocket import RawTab, frame

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


class SlowClientTests(unittest.TestCase):
    @unittest.skipUnless(PID, "needs KIZUNA_DEMO_PID")
    def test_a_client_that_stops_reading_is_dropped_and_its_memory_returned(self):
        before = stats()
        tab = RawTab(urlsplit(BASE).port, "sectioned-inputs", receive_buffer=16384)
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
