"""A WebSocket tab of kizuna-demo played on a bare socket, for clients a browser cannot be:
one that stops reading (test_slow_client.py), or hundreds at once
(scripts/measure-server-under-attack.py)."""

import json
import socket
import struct


def frame(payload):
    """`payload` as one masked text frame, as a browser sends it."""
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
    """One tab of `screen` on the server at 127.0.0.1:`port`, upgraded to a WebSocket.

    `visitor` sends the server's visitor cookie; `receive_buffer` shrinks the socket's receive
    buffer (a client that stops reading then fills the server's queue sooner). The server's
    first message (the screen's state) is left for `message()` to read.
    """

    def __init__(self, port, screen, visitor=None, timeout=30, receive_buffer=None):
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        if receive_buffer is not None:
            self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        cookie = f"Cookie: kizuna-visitor={visitor}\r\n" if visitor else ""
        self.socket.sendall((
            f"GET /ws/{screen} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            f"Origin: http://127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n{cookie}\r\n"
        ).encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.socket.recv(65536)
            if not chunk:
                raise ConnectionError("closed during the handshake")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        assert head.startswith(b"HTTP/1.1 101"), head

    def need(self, count):
        while len(self.buffer) < count:
            chunk = self.socket.recv(65536)
            if not chunk:
                raise ConnectionError("closed")
            self.buffer += chunk

    def message(self):
        """The next text message from the server, decoded (other frames are skipped)."""
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
        """Sends `event` as JSON and returns the server's next message (its reply)."""
        self.socket.sendall(frame(json.dumps(event).encode()))
        return self.message()
