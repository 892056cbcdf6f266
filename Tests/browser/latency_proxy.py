"""A TCP proxy on 127.0.0.1 that delays everything by a fixed time in each direction.

HTTP and WebSocket both travel over TCP, so delaying each chunk of bytes (in order) puts
real network latency between the browser and kizuna-demo: a batch the server sends reaches
the page late, and an event the page sends reaches the server late, so they cross.

    proxy = LatencyProxy(target_port=8080, delay=0.05)
    proxy.start()            # proxy.port is the port to browse
    ...
    proxy.stop()
"""

import asyncio
import threading


class LatencyProxy:
    def __init__(self, target_port, delay=0.05, target_host="127.0.0.1"):
        self.target_host = target_host
        self.target_port = target_port
        self.delay = delay
        self.port = None
        self._loop = None
        self._server = None
        self._thread = None
        self._ready = threading.Event()

    def start(self):
        self._thread = threading.Thread(target=self._run, name="latency-proxy", daemon=True)
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("latency proxy did not start")
        return self

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.stop()

    def stop(self):
        if self._loop and self._loop.is_running():
            asyncio.run_coroutine_threadsafe(self._shutdown(), self._loop).result(5)
            self._loop.call_soon_threadsafe(self._loop.stop)
        if self._thread:
            self._thread.join(5)

    async def _shutdown(self):
        self._server.close()
        tasks = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def _run(self):
        self._loop = asyncio.new_event_loop()
        asyncio.set_event_loop(self._loop)
        self._server = self._loop.run_until_complete(
            asyncio.start_server(self._accept, "127.0.0.1", 0))
        self.port = self._server.sockets[0].getsockname()[1]
        self._ready.set()
        try:
            self._loop.run_forever()
        finally:
            self._server.close()
            self._loop.close()

    async def _accept(self, client_reader, client_writer):
        try:
            server_reader, server_writer = await asyncio.open_connection(
                self.target_host, self.target_port)
        except OSError:
            client_writer.close()
            return
        try:
            await asyncio.gather(
                self._pipe(client_reader, server_writer),
                self._pipe(server_reader, client_writer),
                return_exceptions=True)
        except asyncio.CancelledError:  # the proxy stops
            client_writer.close()
            server_writer.close()

    async def _pipe(self, reader, writer):
        """Forwards every chunk `delay` seconds after it arrived, in order."""
        loop = asyncio.get_running_loop()
        queue = asyncio.Queue()

        async def deliver():
            while True:
                due, data = await queue.get()
                wait = due - loop.time()
                if wait > 0:
                    await asyncio.sleep(wait)
                if not data:
                    break
                writer.write(data)
                await writer.drain()
            try:
                writer.close()
            except OSError:
                pass

        delivery = asyncio.create_task(deliver())
        try:
            while True:
                data = await reader.read(65536)
                queue.put_nowait((loop.time() + self.delay, data))
                if not data:
                    break
        except (OSError, asyncio.IncompleteReadError):
            queue.put_nowait((loop.time(), b""))
        except asyncio.CancelledError:
            delivery.cancel()
            writer.close()
            raise
        await delivery
