"""A client of the kingdoms engine process (examples/engine), standard library only.

The engine reads one JSON request per line on its standard input and writes one
JSON response per line on its standard output. Engine starts it and sends
requests:

    with Engine() as engine:
        r = engine.new("kingdomino", {"players": 2, "seed": 7})
        while not r["terminal"]:
            r = engine.apply("kingdomino", r["state"], r["legal"][0])
        print(r["scores"], r["winners"])

A request that the engine refuses raises EngineError with the engine's message.
The engine to run is the command given to Engine, else the path in the
environment variable KINGDOMS_ENGINE, else "go run ./engine" in the examples'
module (the repository's examples/ directory, as "go run ./examples/engine"
from the root).
"""

import json
import os
import subprocess

__all__ = ["Engine", "EngineError", "split_observation"]

# The examples' module (examples/ in the repository), whose go.mod replaces the library with the directory above it:
# go run there works with or without the repository's go.work.
_EXAMPLES = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def split_observation(response):
    """Splits the response of observe into (planes, vector).

    planes[k][r][c] is the value of plane k at row r, column c; vector is the
    list of the values after the planes. What each value means is documented in
    the section Observations of the game's Go package.
    """
    shape, values = response["shape"], response["observation"]
    rows, cols = shape["rows"], shape["cols"]
    size = rows * cols
    planes = []
    for k in range(shape["planes"]):
        plane = values[k * size:(k + 1) * size]
        planes.append([plane[r * cols:(r + 1) * cols] for r in range(rows)])
    vector = values[shape["planes"] * size:]
    if len(vector) != shape["vector"]:
        raise ValueError("observation of %d values does not match its shape %r" % (len(values), shape))
    return planes, vector


class EngineError(Exception):
    """An error response of the engine; the message names the problem."""

    def __init__(self, message, response=None):
        super().__init__(message)
        self.response = response


class Engine:
    """A running engine process, answering one request at a time."""

    def __init__(self, command=None):
        cwd = None
        if command is None:
            path = os.environ.get("KINGDOMS_ENGINE")
            if path:
                command = [path]
            else:
                command = ["go", "run", "./engine"]
                cwd = _EXAMPLES
        self._proc = subprocess.Popen(
            command,
            cwd=cwd,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            bufsize=1,
        )
        self._next_id = 0

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def close(self):
        """Closes the engine's input, which ends it, and waits for it."""
        if self._proc.stdin and not self._proc.stdin.closed:
            self._proc.stdin.close()
        self._proc.wait(timeout=30)
        if self._proc.stdout:
            self._proc.stdout.close()

    def send_line(self, line):
        """Sends one raw line (without its newline) and returns the parsed response.

        It does not raise on an error response: the caller reads "error".
        """
        if "\n" in line:
            raise ValueError("a request is one line")
        self._proc.stdin.write(line + "\n")
        self._proc.stdin.flush()
        answer = self._proc.stdout.readline()
        if not answer:
            raise EngineError("the engine closed its output (exit status %s)" % self._proc.poll())
        return json.loads(answer)

    def request(self, op, game, **fields):
        """Sends a request and returns the response; raises EngineError on an error response."""
        self._next_id += 1
        req = {"id": self._next_id, "op": op, "game": game}
        req.update(fields)
        response = self.send_line(json.dumps(req, separators=(",", ":")))
        if "error" in response:
            raise EngineError(response["error"], response)
        if response.get("id") != self._next_id:
            raise EngineError("response id %r for request %d" % (response.get("id"), self._next_id), response)
        return response

    def new(self, game, config):
        """Sets up a game; config holds the options of the game package's Config."""
        return self.request("new", game, config=config)

    def apply(self, game, state, move):
        """Plays move (in the game's notation) in state."""
        return self.request("apply", game, state=state, move=move)

    def legal(self, game, state):
        """Describes state: its legal moves, player to move, scores, winners."""
        return self.request("legal", game, state=state)

    def scores(self, game, state):
        """The same description as legal, for the scores with their parts."""
        return self.request("scores", game, state=state)

    def view(self, game, state, player):
        """State as player sees it (hidden information removed)."""
        return self.request("view", game, state=state, player=player)

    def determinize(self, game, state, player, seed):
        """A complete state consistent with what player sees, drawn from seed."""
        return self.request("determinize", game, state=state, player=player, seed=seed)

    def observe(self, game, state, player):
        """The fixed-size encoding of what player sees: "shape" and "observation"."""
        return self.request("observe", game, state=state, player=player)

    def render(self, game, state):
        """An SVG picture of state, in "svg"."""
        return self.request("render", game, state=state)
