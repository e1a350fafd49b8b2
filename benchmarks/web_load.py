"""Benchmark: quick answers of the web server while long computations run, on loopback.

Starts ``grundy serve --port 0`` (the real server: uvicorn, its worker
processes) from this checkout, then measures the quick requests a player
makes (analysing a position, the computer's move, checking a move) twice,
the same requests each time:

1. alone: the reference, what they take on this machine now;
2. with ``--expensive`` long computations in flight all the time (Grundy maps
   of a-Wythoff games, each a second or more of work, each a new one so that no
   kept answer is reused): each client asks, gets 202 and its job, polls it
   until it is done, and asks for the next.

It prints p50, p90, p99 and the largest latency of both runs, their ratio,
the quick requests that failed (any answer but 200), and how many long
computations were finished meanwhile.  The target of the server is a p99
under 300 ms and no failure with 4 long computations in flight.

Usage: python benchmarks/web_load.py [--quick 300] [--expensive 4] [--clients 2] [--src DIR]

``--src`` runs the server of another copy of grundy's ``src`` (an earlier
version, say, unpacked with ``git archive``), to compare.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import re
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]


@dataclass
class Run:
    """The latencies (seconds) of the quick requests of one run, and what failed."""

    latencies: list[float] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    long_asked: int = 0
    long_done: int = 0
    long_failed: list[str] = field(default_factory=list)

    def percentile(self, p: float) -> float:
        ordered = sorted(self.latencies)
        if not ordered:
            return float("nan")
        return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered) + 0.5) - 1))]

    def line(self, name: str) -> str:
        return (f"{name:<28} {len(self.latencies):>5} requests   p50 {self.percentile(50) * 1000:7.1f} ms   "
                f"p90 {self.percentile(90) * 1000:7.1f} ms   p99 {self.percentile(99) * 1000:7.1f} ms   "
                f"max {max(self.latencies, default=float('nan')) * 1000:7.1f} ms   failed {len(self.failures)}")


class Server:
    """``grundy serve --port 0`` from this checkout, stopped by Ctrl-C (SIGINT) at the end."""

    def __init__(self, *args: str, src: Path = ROOT / "src") -> None:
        environment = {**os.environ, "PYTHONPATH": str(src)}
        self.process = subprocess.Popen([sys.executable, "-m", "grundy", "serve", "--port", "0", *args],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                        env=environment)
        line = self.process.stdout.readline() if self.process.stdout else ""
        found = re.search(r"http://[^/\s]+/", line)
        if not found:
            self.stop()
            raise RuntimeError(f"the server did not start: {line!r}")
        self.url = found.group(0)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def __enter__(self) -> Server:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def quick_requests(count: int, seed: int = 1) -> list[tuple[str, dict[str, object]]]:
    """Requests a player makes, on small and huge positions of Wythoff's game and Nim."""
    rng = random.Random(seed)
    asked: list[tuple[str, dict[str, object]]] = []
    for i in range(count):
        x, y = rng.randrange(200), rng.randrange(10**rng.choice([1, 3, 30]))
        kind = i % 3
        if kind == 0:
            asked.append(("api/analyse", {"game": "wythoff", "position": [x, y], "lang": rng.choice(["en", "zh"])}))
        elif kind == 1:
            asked.append(("api/computer-move", {"game": rng.choice(["wythoff", "nim"]), "position": [x + 1, y + 1]}))
        else:
            asked.append(("api/check-move", {"game": "wythoff", "position": [x + 1, y + 1], "move": [x, y + 1]}))
    return asked


def measure(url: str, requests: list[tuple[str, dict[str, object]]], clients: int, run: Run) -> None:
    """Send the requests from ``clients`` threads, each one after the other, and time each."""
    lock = threading.Lock()
    todo = iter(requests)

    def client() -> None:
        with httpx.Client(base_url=url, timeout=60) as http:
            while True:
                with lock:
                    item = next(todo, None)
                if item is None:
                    return
                path, body = item
                started = time.perf_counter()
                try:
                    answer = http.post(path, json=body)
                    problem = None if answer.status_code == 200 else f"{answer.status_code} {answer.text[:120]}"
                except httpx.HTTPError as exc:
                    problem = f"{type(exc).__name__}: {exc}"
                elapsed = time.perf_counter() - started
                with lock:
                    run.latencies.append(elapsed)
                    if problem:
                        run.failures.append(f"{path}: {problem}")

    threads = [threading.Thread(target=client) for _ in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def long_computations(url: str, count: int, stop: threading.Event, run: Run,
                      started: threading.Barrier | None = None) -> list[threading.Thread]:
    """``count`` clients that each keep one long computation in flight until ``stop`` is set."""
    lock = threading.Lock()
    fresh = itertools.count()

    def body() -> dict[str, object]:
        with lock:
            n = next(fresh)
        # a-Wythoff with a >= 2 has no formula for its Grundy values: a search, a second or more each.
        return {"game": "wythoff", "options": {"a": 2 + n % 5}, "size": 110 + n // 5 % 60, "grundy": True}

    def client(first: bool) -> None:
        with httpx.Client(base_url=url, timeout=120) as http:
            while not stop.is_set():
                answer = http.post("api/board", json=body(), headers={"prefer": "wait=0"})
                with lock:
                    run.long_asked += 1
                if first and started is not None:
                    started.wait()
                    first = False
                if answer.status_code == 202:
                    job_url = answer.json()["url"]
                    while answer.json()["status"] in ("queued", "running") and not stop.is_set():
                        time.sleep(0.25)
                        answer = http.get(job_url)
                with lock:
                    data = answer.json() if answer.headers.get("content-type", "").startswith("application/json") \
                        else {}
                    if answer.status_code == 200 and data.get("status") in (None, "done"):
                        run.long_done += 1
                    elif answer.status_code == 200 and (data.get("error") or {}).get("status") in (400, 413):
                        run.long_done += 1  # refused as too large for a search: computed, and said so
                    elif not stop.is_set():
                        run.long_failed.append(f"{answer.status_code} {answer.text[:160]}")

    threads = [threading.Thread(target=client, args=(True,), daemon=True) for _ in range(count)]
    for thread in threads:
        thread.start()
    return threads


def compare(url: str, quick: int, expensive: int, clients: int) -> tuple[Run, Run]:
    """The quick requests alone, then the same with ``expensive`` long computations in flight."""
    asked = quick_requests(quick)
    measure(url, quick_requests(30, seed=2), clients, Run())  # warm up: every worker has started
    alone = Run()
    measure(url, asked, clients, alone)
    loaded = Run()
    stop = threading.Event()
    started = threading.Barrier(expensive + 1)
    threads = long_computations(url, expensive, stop, loaded, started)
    started.wait()  # every long computation has been asked for
    measure(url, asked, clients, loaded)
    stop.set()
    for thread in threads:
        thread.join(timeout=120)
    return alone, loaded


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", type=int, default=300, help="quick requests in each run (default 300)")
    parser.add_argument("--expensive", type=int, default=4, help="long computations in flight (default 4)")
    parser.add_argument("--clients", type=int, default=2, help="clients sending the quick requests (default 2)")
    parser.add_argument("--src", type=Path, default=ROOT / "src", help="the grundy sources to serve (default: this checkout's)")
    args = parser.parse_args()
    with Server(src=args.src) as server:
        print(f"server {server.url}, {os.cpu_count()} processors; {args.quick} quick requests from "
              f"{args.clients} clients, alone and with {args.expensive} long computations in flight")
        alone, loaded = compare(server.url, args.quick, args.expensive, args.clients)
    print(alone.line("alone (reference)"))
    print(loaded.line(f"with {args.expensive} long in flight"))
    print(f"ratio loaded/alone: p50 {loaded.percentile(50) / alone.percentile(50):.2f}   "
          f"p99 {loaded.percentile(99) / alone.percentile(99):.2f}")
    print(f"long computations asked for: {loaded.long_asked}, finished meanwhile: {loaded.long_done}, "
          f"failed: {len(loaded.long_failed)}")
    for problem in (alone.failures + loaded.failures + loaded.long_failed)[:10]:
        print("  ", problem)
    return 0


if __name__ == "__main__":
    sys.exit(main())
