"""Kingdomino, Kingdom Builder and Arkadia in-process, for learning code (ctypes and numpy only).

Install it from a clone of the repository (it builds the library with Go and a C compiler):

    pip install --no-build-isolation examples/libkingdoms/python
    python -m libkingdoms                             # the version, the library's build, a self-check

The games run in libkingdoms.so, a shared library built from the Go module with cgo, shipped inside the package. It
is found at the path given to load() or to the classes, else at $LIBKINGDOMS, else next to this file (where pip puts
it; libkingdoms.build_library() builds it there from a clone).

Processes: the library holds a Go runtime, which does not survive fork(). A process forked after the library was
loaded cannot use it: its first call raises KingdomsError (kind "forked"). Start worker processes with
multiprocessing's "spawn" or "forkserver" method (multiprocessing.get_context("forkserver")), and load the library in
the workers (examples/collect.py does).

One game:

    import numpy as np, libkingdoms
    env = libkingdoms.Env("kingdomino", {"players": 2}, seed=7)
    rng = np.random.default_rng(1)
    while not env.is_terminal():
        obs = env.observation()                       # float32, what the player to move sees
        env.step(rng.choice(np.flatnonzero(env.legal_action_mask())))
    print(env.scores(), env.rewards())

Many games at once, stepped on several cores, into numpy arrays allocated once:

    batch = libkingdoms.BatchEnv("kingdomino", 256, {"players": 2}, seed=1)
    obs, masks, rewards, dones = batch.step(actions)  # actions: int32, one per game

Actions are numbered per game and configuration, 0 to num_actions-1, as the game's Go package documents (its section
Actions); the observations are documented plane by plane in its section Observations. A move may take several actions
(Kingdom Builder's moving tiles: first the settlement, then where it goes); prefix() lists those taken so far.
action_ranges() gives the ranges as data: [ActionRange(name="place", start=0, count=400, plane=True), ...].

Rewards: 0 until the end of the game; at the end +1 for each winner, -1 for every other player. scores() gives the
points.

Seeds, as Gymnasium's: reset(seed=s) starts the game of seed s; reset() starts the next game of the stream that the
last seed started (or that OS entropy started, if no seed was ever given), so a sequence of seeds always gives the same
games. A BatchEnv ends a game and starts the next in the same step, and keeps what the game ended with (final_obs,
final_scores, final_winners, final_info()) until the next step.

For learners: action_to_string(a) / string_to_action(text), history() and render("text" or "svg") give actions and
states as text; observe_compact() and BatchEnv.step_compact() write the observations compact (the planes as uint8,
planes / plane_divisors giving observation()'s floats, and the vector apart) into the caller's arrays; random_action(),
sample_action(logits), BatchEnv.random_actions() and BatchEnv.sample_actions(logits) draw legal actions in the library,
so that Python never scans a mask.

Bots, for an opponent or a baseline: bot_actions(bot="ismcts", iterations=0, seed=0) gives the actions of the move that
the default bot of the examples (or "ismcts0", "greedy", "random") chooses for the player to move, from what that player
sees, at the game's default budget (iterations=0) or another, the same for the same seed; bot_step(...) plays it.

Every failure raises KingdomsError with the library's message, which names the problem.
"""

import collections
import collections.abc
import ctypes
import json
import math
import operator
import os
import threading
import weakref

import numpy as np

from . import _build

__version__ = "0.1.0"

__all__ = ["Env", "BatchEnv", "ActionRange", "KingdomsError", "Library", "load", "build_library", "build_info",
           "split_observation", "GAMES", "STATUS_NAMES", "FORKED", "BOTS"]

GAMES = ("kingdomino", "kingdombuilder", "arkadia")

# The status codes of the C API (KD_OK, KD_ERR_HANDLE, ...), by number.
STATUS_NAMES = ("ok", "bad handle", "bad argument", "buffer too small", "bad config", "illegal", "bad notation",
                "bad state", "internal error")

# One range of a game's numbering of actions: the actions start to start+count-1, named as the game's Go package
# documents them (its section Actions). plane is True for one action per cell of the observation's planes, in
# row-major order of (rows, cols) of observation_shape, so that a range can be scored as one plane.
ActionRange = collections.namedtuple("ActionRange", "name start count plane")

# The code of the KingdomsError raised in a process forked after the library was loaded (kind "forked"); the package
# raises it itself, never the library.
FORKED = -1

_HERE = os.path.dirname(os.path.abspath(__file__))
_LIBNAME = _build.LIBNAME


class KingdomsError(Exception):
    """A failure of the library: code is the status (see STATUS_NAMES), the message is the library's.

    kind names the status: "illegal", "bad handle", "buffer too small", ..., or "forked" (code FORKED) in a process
    forked after the library was loaded.
    """

    def __init__(self, code, message, kind=None):
        super().__init__(message)
        self.code = code
        if kind is None:
            kind = STATUS_NAMES[code] if 0 <= code < len(STATUS_NAMES) else "status %d" % code
        self.kind = kind

    def __reduce__(self):  # so that multiprocessing carries it from a worker as it is
        return KingdomsError, (self.code, str(self), self.kind)


def build_library(out=None, go=None):
    """Builds libkingdoms.so with go build -buildmode=c-shared (out: next to this file by default); returns its path.

    It needs the Go source next to the package (a clone of the repository), Go and a C compiler; otherwise it raises
    KingdomsError saying which is missing.
    """
    try:
        return _build.build(out or os.path.join(_HERE, _LIBNAME), go=go)
    except _build.BuildError as e:
        raise KingdomsError(2, str(e)) from None


# Fork safety. The library holds a Go runtime, whose threads a fork() does not copy: in a child forked after the
# library was loaded, any call into it would wait forever. _after_fork_in_child, run by os.fork() and by
# multiprocessing's "fork" method in the child, replaces every function of the loaded libraries, and every one an
# object of this package keeps, with one that raises the error below; a library loaded in the child is refused.
_loaded_by = None  # the process that loaded the library, when one was loaded in this process or in a parent
_libraries = weakref.WeakSet()  # the Library objects loaded
_objects = weakref.WeakSet()  # the live Env and BatchEnv objects


def _fork_error():
    return KingdomsError(
        FORKED, "libkingdoms cannot run in a forked child: this process (%d) was forked after process %d had loaded "
                "the library, whose Go runtime does not survive fork(). Start worker processes with "
                "multiprocessing's 'spawn' or 'forkserver' method (multiprocessing.get_context('forkserver') or "
                "multiprocessing.set_start_method('forkserver')) and create the games in the workers"
                % (os.getpid(), _loaded_by), kind="forked")


def _forked(*args, **kwargs):
    """Stands for a function of the library in a forked child."""
    raise _fork_error()


class _ForkedDLL:
    """Stands for the library's ctypes handle in a forked child."""

    def __getattr__(self, name):
        raise _fork_error()


def _unplug(obj):
    """Replaces the library's functions that obj keeps as attributes with _forked."""
    for name, value in list(vars(obj).items()):
        if isinstance(value, ctypes._CFuncPtr):
            setattr(obj, name, _forked)


def _after_fork_in_child():
    if _loaded_by is None:
        return
    for lib in list(_libraries):
        _unplug(lib)
        lib.dll = _ForkedDLL()
        lib.forked = True
    for obj in list(_objects):
        _unplug(obj)


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork_in_child)


_c_i32p = ctypes.POINTER(ctypes.c_int32)
_c_i64p = ctypes.POINTER(ctypes.c_int64)
_c_u64p = ctypes.POINTER(ctypes.c_uint64)
_VP = ctypes.c_void_p
_U64 = ctypes.c_uint64
_I64 = ctypes.c_int64
_I32 = ctypes.c_int32
_STR = ctypes.c_char_p

# The functions of the C API: name, argument types. Every one returns a status (int32) but kd_last_error.
_PROTOTYPES = {
    "kd_handles": (_VP,),
    "kd_new": (_STR, _STR, _VP),
    "kd_from_json": (_STR, _STR, _VP),
    "kd_clone": (_U64, _VP),
    "kd_free": (_U64,),
    "kd_num_actions": (_U64, _VP),
    "kd_action_ranges": (_U64, _VP, _I64, _VP),
    "kd_players": (_U64, _VP),
    "kd_observation_shape": (_U64, _VP),
    "kd_to_move": (_U64, _VP),
    "kd_terminal": (_U64, _VP),
    "kd_step": (_U64, _I32, _VP, _VP),
    "kd_step_mask": (_U64, _I32, _VP, _I64, _VP),
    "kd_reset": (_U64, _STR),
    "kd_apply_notation": (_U64, _STR),
    "kd_legal_mask": (_U64, _VP, _I64),
    "kd_legal_actions": (_U64, _VP, _I64, _VP),
    "kd_prefix": (_U64, _VP, _I64, _VP),
    "kd_observe": (_U64, _I32, _VP, _I64),
    "kd_scores": (_U64, _VP, _I64),
    "kd_rewards": (_U64, _VP, _I64),
    "kd_view": (_U64, _I32, _VP),
    "kd_determinize": (_U64, _I32, _U64, _VP),
    "kd_to_json": (_U64, _VP, _I64, _VP),
    "kd_last_move": (_U64, _VP, _I64, _VP),
    "kd_batch_new": (_STR, _STR, _I64, _U64, _I32, _VP),
    "kd_batch_dims": (_U64, _VP),
    "kd_batch_step": (_U64, _VP, _I64, _VP, _I64, _VP, _I64, _VP, _I64, _VP, _I64, _VP, _I64),
    "kd_batch_observe": (_U64, _VP, _I64, _VP, _I64, _VP, _I64),
    "kd_batch_clone": (_U64, _I64, _VP),
    "kd_batch_final": (_U64, _VP, _I64, _VP, _I64, _VP, _I64, _VP, _I64, _VP, _I64, _VP),
    "kd_batch_final_clone": (_U64, _I64, _VP),
    "kd_batch_reset": (_U64, _U64),
    "kd_build_info": (_VP, _I64, _VP),
}

# Strings, history and pictures (notation.go); compact observations (compact.go); actions drawn in the library
# (sample.go).
_PROTOTYPES.update({
    "kd_action_to_string": (_U64, _I32, _VP, _I64, _VP),
    "kd_string_to_action": (_U64, _STR, _VP),
    "kd_history": (_U64, _VP, _I64, _VP),
    "kd_render": (_U64, _STR, _VP, _I64, _VP),
    "kd_plane_divisors": (_U64, _VP, _I64),
    "kd_observe_compact": (_U64, _I32, _VP, _I64, _VP, _I64),
    "kd_batch_step_compact": (_U64, _VP, _I64, _VP, _I64, _VP, _I64, _VP, _I64, _VP, _I64, _VP, _I64, _VP, _I64),
    "kd_batch_observe_compact": (_U64, _VP, _I64, _VP, _I64, _VP, _I64, _VP, _I64),
    "kd_seed_actions": (_U64, _U64),
    "kd_random_action": (_U64, _VP),
    "kd_sample_action": (_U64, _VP, _I64, _I32, ctypes.c_double, _VP),
    "kd_batch_seed_actions": (_U64, _U64),
    "kd_batch_random_actions": (_U64, _VP, _I64),
    "kd_batch_sample_actions": (_U64, _VP, _I64, _I32, ctypes.c_double, _VP, _I64),
})

# The bots' moves (bot.go).
_PROTOTYPES.update({
    "kd_bot_move": (_U64, _STR, _I64, _U64, _VP, _I64, _VP),
})

# The bots of bot_actions and bot_step: the default bot (ISMCTS with its default options), the first version of its
# search, the greedy and the random bot.
BOTS = ("ismcts", "ismcts0", "greedy", "random")


class Library:
    """The loaded shared library, its functions typed. Most code uses load() and the classes below."""

    def __init__(self, path=None):
        global _loaded_by
        if _loaded_by is not None and _loaded_by != os.getpid():
            raise _fork_error()
        path = path or os.environ.get("LIBKINGDOMS") or os.path.join(_HERE, _LIBNAME)
        if not os.path.exists(path):
            raise KingdomsError(2, "libkingdoms: no library at %s: install the package with pip install "
                                   "--no-build-isolation examples/libkingdoms/python, or build the library with go build "
                                   "-buildmode=c-shared -o %s ./examples/libkingdoms (or libkingdoms.build_library()), "
                                   "or set $LIBKINGDOMS" % (path, path))
        self.path = path
        self.forked = False
        self.dll = ctypes.CDLL(path)
        if _loaded_by is None:
            _loaded_by = os.getpid()
        _libraries.add(self)
        missing = [name for name in _PROTOTYPES if not hasattr(self.dll, name)]
        if missing:
            raise KingdomsError(2, "libkingdoms: the library at %s lacks %s: it is older than this package (%s); build "
                                   "it again" % (path, ", ".join(missing), __version__))
        for name, args in _PROTOTYPES.items():
            f = getattr(self.dll, name)
            f.argtypes = args
            f.restype = ctypes.c_int32
            setattr(self, name, f)
        self.kd_last_error = self.dll.kd_last_error
        self.kd_last_error.argtypes = (_VP, _I64)
        self.kd_last_error.restype = ctypes.c_int64
        self._u64 = threading.local()

    def error(self, status):
        """The KingdomsError of status, with the calling thread's last message."""
        n = self.kd_last_error(None, 0)
        buf = ctypes.create_string_buffer(n + 1)
        self.kd_last_error(buf, n + 1)
        return KingdomsError(status, buf.value.decode("utf-8", "replace"))

    def check(self, status):
        """Raises the KingdomsError of status unless it is 0."""
        if status:
            raise self.error(status)

    def new_handle(self, f, *args):
        """Calls f(*args, &handle) and returns the handle."""
        out = ctypes.c_uint64()
        self.check(f(*args, ctypes.byref(out)))
        return out.value

    def text(self, f, h):
        """Calls a function of the form f(h, buf, capacity, &n) that writes text; returns it as str."""
        n = ctypes.c_int64()
        buf = ctypes.create_string_buffer(256)
        status = f(h, buf, len(buf), ctypes.byref(n))
        if status == 3:  # buffer too small: n is the length
            buf = ctypes.create_string_buffer(n.value + 1)
            status = f(h, buf, len(buf), ctypes.byref(n))
        self.check(status)
        return buf.raw[:n.value].decode("utf-8")

    def handles(self):
        """The number of live handles (games and batches)."""
        out = ctypes.c_int64()
        self.check(self.kd_handles(ctypes.byref(out)))
        return out.value

    def build_info(self):
        """What the library was built with, as a dict: go (the Go version), platform, module, commit ("" when the
        build did not record it), modified (the work tree had changes), time (the commit's)."""
        n = ctypes.c_int64()
        buf = ctypes.create_string_buffer(1024)
        status = self.kd_build_info(buf, len(buf), ctypes.byref(n))
        if status == 3:
            buf = ctypes.create_string_buffer(n.value + 1)
            status = self.kd_build_info(buf, len(buf), ctypes.byref(n))
        self.check(status)
        return json.loads(buf.raw[:n.value].decode("utf-8"))


_default = None
_default_lock = threading.Lock()


def load(path=None):
    """The library at path; without a path, the default one ($LIBKINGDOMS, else next to this file), loaded once."""
    global _default
    if _loaded_by is not None and _loaded_by != os.getpid():
        raise _fork_error()
    if path is not None:
        if not isinstance(path, (str, bytes, os.PathLike)):
            raise KingdomsError(2, "libkingdoms: lib: want a Library or the path of one, not %s" % type(path).__name__)
        return Library(os.fsdecode(path))
    with _default_lock:
        if _default is None:
            _default = Library()
        return _default


def build_info():
    """What the default library was built with (see Library.build_info)."""
    return load().build_info()


def _config(config):
    """config (a dict of the game's Config in its JSON form, or None) as a new dict, or a KingdomsError."""
    if config is None:
        return {}
    if not isinstance(config, collections.abc.Mapping) or not all(isinstance(k, str) for k in config):
        raise KingdomsError(4, "config: want a dict of the game's Config with str keys, such as {\"players\": 2}, not %r"
                            % (config,))
    return dict(config)


def _config_seed(config):
    """The seed the config names (any case), or None."""
    for k, v in config.items():
        if k.lower() == "seed":
            return v
    return None


def _config_json(config, seed):
    """The config dict as JSON, with seed replacing any seed it has when seed is not None."""
    config = dict(config or {})
    if seed is not None:
        for k in [k for k in config if k.lower() == "seed"]:
            del config[k]
        config["seed"] = int(seed)
    try:
        return json.dumps(config, separators=(",", ":"), allow_nan=False).encode()
    except (TypeError, ValueError) as e:
        raise KingdomsError(4, "config: %s (want the game's Config in its JSON form, such as {\"players\": 2})"
                            % e) from None


def _text(v, what, code=2):
    """v, a str (or bytes), as UTF-8 bytes for the library, or a KingdomsError."""
    if isinstance(v, str):
        b = v.encode("utf-8", "surrogatepass")
    elif isinstance(v, bytes):
        b = v
    else:
        raise KingdomsError(code, "%s: want a str, not %s %r" % (what, type(v).__name__, v))
    if b"\0" in b:
        raise KingdomsError(code, "%s: %r holds a NUL character" % (what, v))
    return b


_U64_MAX = (1 << 64) - 1


def _entropy():
    """A seed from the operating system's entropy."""
    return int.from_bytes(os.urandom(8), "little")


class _SeedStream:
    """The seeds of the games reset() starts without a seed: SplitMix64 (Steele, Lea and Flood, 2014) from the last
    seed given. After a game of seed s, the k-th reset() without a seed starts the game of seed splitmix64(s, k):

        z = (s + k * 0x9E3779B97F4A7C15) mod 2**64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) mod 2**64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) mod 2**64
        seed = z ^ (z >> 31)
    """

    __slots__ = ("state",)

    def __init__(self, seed):
        self.state = seed

    def next(self):
        """The next seed of the stream."""
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _U64_MAX
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _U64_MAX
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _U64_MAX
        return z ^ (z >> 31)

    def copy(self):
        return _SeedStream(self.state)


# The dtypes a mask may have: 0 and 1 bytes, read as numbers or as booleans (numpy finds the nonzero entries of a
# boolean array several times faster: mask.view(bool).nonzero()).
MASK = (np.uint8, np.bool_)


def _array(a, dtype, size, what):
    """a as a C-contiguous writable array of dtype (or one of a tuple of dtypes) with size values, or a KingdomsError
    that says what is wrong. size is a number of values, or a shape (a tuple) that the array must have."""
    dtypes = dtype if isinstance(dtype, tuple) else (dtype,)
    if (not isinstance(a, np.ndarray) or not any(a.dtype == d for d in dtypes) or not a.flags.c_contiguous
            or not a.flags.writeable):
        raise KingdomsError(2, "%s: want a writable C-contiguous numpy array of %s, not %s"
                            % (what, " or ".join(np.dtype(d).name for d in dtypes), _describe(a)))
    shape = size if isinstance(size, tuple) else None
    if shape is not None:
        size = math.prod(shape)
    if a.size != size:
        raise KingdomsError(3, "%s: the array holds %d values and %d are needed" % (what, a.size, size))
    if shape is not None and a.shape != shape:
        raise KingdomsError(2, "%s: an array of shape %s, want %s" % (what, a.shape, shape))
    return a


def _describe(a):
    """What a is, for a message."""
    if isinstance(a, np.ndarray):
        return "an array of %s%s%s" % (a.dtype, "" if a.flags.c_contiguous else ", not C-contiguous",
                                       "" if a.flags.writeable else ", read-only")
    return type(a).__name__


_I32_MIN, _I32_MAX = -(1 << 31), (1 << 31) - 1


def _int(v, lo, hi, what, code=2):
    """v, which must be an integer (a Python or numpy one, not a bool) from lo to hi, as an int: ctypes would wrap a
    larger one silently (2**32 + 3 as 3); lo and hi None: any integer. A value that is not an integer is a
    KingdomsError of kind "bad argument"; one out of range, of code."""
    if type(v) is not int:
        if isinstance(v, (bool, np.bool_)):
            raise KingdomsError(2, "%s: %r is a bool, not an integer" % (what, v))
        try:
            v = operator.index(v)
        except TypeError:
            raise KingdomsError(2, "%s: %r (%s) is not an integer" % (what, v, type(v).__name__)) from None
    if lo is not None and not lo <= v <= hi:
        raise KingdomsError(code, "%s %d is out of range (%d to %d)" % (what, v, lo, hi))
    return v


def split_observation(obs, shape):
    """Splits a flat observation into (planes, vector): planes[k, r, c] (a view) and the vector after the planes."""
    planes, rows, cols, vector = shape
    n = planes * rows * cols
    return obs[..., :n].reshape(obs.shape[:-1] + (planes, rows, cols)), obs[..., n:n + vector]


# --- Argument checks of the strings, compact observations and actions drawn in the library -------------------------

def _integer(v, what):
    """v as a Python int when it is an integer (numpy's included), else a KingdomsError."""
    if isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, np.integer)):
        raise KingdomsError(2, "%s: want an integer, not %r" % (what, v))
    return int(v)


def _temperature(t):
    """t as a float >= 0 (the library checks it), else a KingdomsError."""
    if isinstance(t, (bool, np.bool_)) or not isinstance(t, (int, float, np.integer, np.floating)):
        raise KingdomsError(2, "temperature: want a number, not %r" % (t,))
    return float(t)


def _scores(scores, shape):
    """scores as a C-contiguous float32 array of shape (converted when it is another float or int array)."""
    if not isinstance(scores, np.ndarray) or not (np.issubdtype(scores.dtype, np.floating)
                                                  or np.issubdtype(scores.dtype, np.integer)):
        raise KingdomsError(2, "scores: want a numpy array of floats of shape %s, not %r" % (shape, type(scores)))
    if scores.shape != shape:
        raise KingdomsError(3, "scores: an array of shape %s where %s is needed" % (scores.shape, shape))
    return np.ascontiguousarray(scores, dtype=np.float32)


def _actions(actions):
    """actions as a C-contiguous int32 array, else a KingdomsError (numpy would wrap what int32 cannot hold)."""
    a = np.asarray(actions)
    if a.dtype == np.int32 and a.flags.c_contiguous:
        return a
    if not np.issubdtype(a.dtype, np.integer):
        raise KingdomsError(2, "actions: want integers, not an array of %s" % a.dtype)
    out = np.ascontiguousarray(a, dtype=np.int32)
    if not np.array_equal(out, a):
        raise KingdomsError(5, "actions: %r do not fit int32" % (a[a != out][:3],))
    return out


class _Owned:
    """A handle the library holds (a game or a batch), freed by close(), by a with block or when collected.

    Subclasses set _h (the handle, 0 when none) and _closed first thing in __init__. (Not as class attributes: a class
    attribute of the same name keeps CPython from specializing the load of self._h, which costs every step.)
    """

    def close(self):
        """Frees the handle in the library; the object cannot be used afterwards (every call raises KingdomsError)."""
        self._closed = True
        h, self._h = self._h, 0
        if h:
            self._lib.check(self._lib.kd_free(h))

    def _closed_error(self):
        return KingdomsError(1, "%s %s: closed: close() was called (or its with block ended), which freed its game%s in "
                                "the library; make a new one" % (getattr(self, "game", "?"), type(self).__name__,
                                                                 "s" if isinstance(self, BatchEnv) else ""))

    def _live(self):
        """The handle, or the KingdomsError of a closed object."""
        if not self._h:
            raise self._closed_error()
        return self._h

    def _error(self, status):
        """The KingdomsError of a failed call (that the object is closed, when it is)."""
        if not self._h:
            return self._closed_error()
        return self._lib.error(status)

    def _check(self, status):
        """Raises the KingdomsError of status unless it is 0."""
        if status:
            raise self._error(status)

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


class Env(_Owned):
    """One game in the library, stepped action by action.

    config is the game package's Config as a dict ({"players": 2, ...}; the game's default number of players when it
    names none); seed, when given, replaces the config's seed. The game's seed (seed, else the config's) also seeds
    the stream of the games reset() starts without a seed; with neither, OS entropy does (see reset).

    Envs on different threads run in parallel (ctypes lets go of the GIL during a call). One env is for one thread at
    a time: the library serializes the calls on a game, but the env keeps its scratch values for the next call.
    """

    def __init__(self, game, config=None, seed=None, lib=None, _handle=None):
        self._h, self._closed = 0, False
        _text(game, "game")
        self.game = game
        self.config = _config(config)
        self._lib = lib if isinstance(lib, Library) else load(lib)
        # The seed of the game under way (None when unknown: a game read from a document, a view), and the stream
        # of the seeds of the next games reset() starts without a seed (None until a seed or entropy starts it).
        self.game_seed = None
        self._seeds = None
        _objects.add(self)
        if _handle is not None:
            self._adopt(_handle)
        else:
            self.reset(_config_seed(self.config) if seed is None else seed)

    def _adopt(self, h):
        """Makes handle h this env's game, freeing the previous one."""
        old, self._h = self._h, h
        if old:
            self._lib.kd_free(old)
        self._setup(*self._dims())

    def _dims(self):
        """The game's number of actions, of players, and its observation shape."""
        lib, h = self._lib, self._h
        i64, i32, shape = ctypes.c_int64(), ctypes.c_int32(), (ctypes.c_int64 * 4)()
        lib.check(lib.kd_num_actions(h, ctypes.byref(i64)))
        lib.check(lib.kd_players(h, ctypes.byref(i32)))
        lib.check(lib.kd_observation_shape(h, shape))
        return i64.value, i32.value, tuple(shape)

    def _setup(self, num_actions, num_players, observation_shape):
        """Sets the dimensions and the scratch space of the calls."""
        lib = self._lib
        self.num_actions, self.num_players, self.observation_shape = num_actions, num_players, observation_shape
        planes, rows, cols, vector = observation_shape
        self.observation_size = planes * rows * cols + vector
        # Scratch space of the calls, reused.
        self._i32 = ctypes.c_int32()
        self._i32p = ctypes.addressof(self._i32)
        self._mask = np.zeros(self.num_actions, np.uint8)
        self._maskp = self._mask.ctypes.data
        self._acts = np.zeros(self.num_actions, np.int32)
        self._actsp = self._acts.ctypes.data
        self._n = ctypes.c_int64()
        self._np = ctypes.addressof(self._n)
        # The caller's last arrays for legal_action_mask and observation, with their addresses (a numpy array
        # that is referenced cannot be resized, so the address stays valid while it is kept here).
        self._mask_out = self._obs_out = None
        self._mask_outp = self._obs_outp = 0
        self._step = lib.kd_step
        self._step_mask = lib.kd_step_mask
        self._legal_mask = lib.kd_legal_mask
        self._observe = lib.kd_observe

    @classmethod
    def _wrap(cls, game, config, lib, h):
        return cls(game, config, lib=lib, _handle=h)

    @classmethod
    def from_json(cls, game, doc, lib=None):
        """A game in the state of doc (a str, bytes or dict: the game package's JSON document)."""
        lib = lib if isinstance(lib, Library) else load(lib)
        if isinstance(doc, dict):
            try:
                doc = json.dumps(doc, allow_nan=False)
            except (TypeError, ValueError) as e:
                raise KingdomsError(7, "%s: state document: %s" % (game, e)) from None
        doc = _text(doc, "state document", code=7)
        return cls._wrap(game, None, lib, lib.new_handle(lib.kd_from_json, _text(game, "game"), doc))

    @property
    def handle(self):
        """The game's handle in the library (0 once closed)."""
        return self._h

    def reset(self, seed=None):
        """Starts a new game of the config, in place, as Gymnasium's reset does.

        With seed (0 to 2**64-1), the game of that seed. Without, the next game of the stream that the last seed
        started: after a game of seed s, the k-th reset() without a seed starts the game of seed splitmix64(s, k) (see
        _SeedStream); when no seed was ever given (here or to the constructor), OS entropy starts the stream. So the
        same seeds in the same order always give the same games. game_seed is then the game's seed (the one entropy
        drew, when it did).
        """
        if self._closed:
            raise self._closed_error()
        if seed is not None:
            seed = _int(seed, 0, _U64_MAX, "seed")
            self._seeds = _SeedStream(seed)
        elif self._seeds is not None:
            seed = self._seeds.next()
        else:  # never seeded: entropy draws the seed, which then starts the stream
            seed = _entropy()
            self._seeds = _SeedStream(seed)
        lib = self._lib
        config = _config_json(self.config, seed)
        if not self._h:
            self._adopt(lib.new_handle(lib.kd_new, _text(self.game, "game"), config))
        else:
            self._check(lib.kd_reset(self._h, config))
            # The same config gives the same dimensions; a document read with from_json may have had others.
            dims = self._dims()
            if dims != (self.num_actions, self.num_players, self.observation_shape):
                self._setup(*dims)
        self.game_seed = seed

    def step(self, action, mask=None):
        """Takes action; returns True when the game is over. A move of several actions is played at its last one.

        With mask (a uint8 or bool array of num_actions values), the legal action mask of the game that follows is written
        into it in the same call, as legal_action_mask(out=mask) would.
        """
        if action.__class__ is not int or not _I32_MIN <= action <= _I32_MAX:  # ctypes would refuse or wrap it
            action = self._action(action)
        if mask is None:
            status = self._step(self._h, action, None, self._i32p)
        elif mask is self._mask_out:  # checked already: its address is known
            status = self._step_mask(self._h, action, self._mask_outp, self.num_actions, self._i32p)
        else:
            mask = _array(mask, MASK, (self.num_actions,), "mask")
            self._mask_out, self._mask_outp = mask, mask.ctypes.data
            status = self._step_mask(self._h, action, self._mask_outp, self.num_actions, self._i32p)
        if status:
            raise self._error(status)
        return self._i32.value != 0

    def _action(self, action):
        """action as an int that ctypes passes as it is (a numpy integer included), or the KingdomsError that says
        why it is not an action: not an integer (a float, even 1.0, a str, None, a bool), or out of range."""
        action = _int(action, None, None, "action")
        if not _I32_MIN <= action <= _I32_MAX:
            raise KingdomsError(5, "action %d is out of range (0 to %d)" % (action, self.num_actions - 1))
        return action

    def apply_notation(self, text):
        """Plays a move written in the game's notation."""
        self._check(self._lib.kd_apply_notation(self._h, _text(text, "move", code=6)))

    def legal_action_mask(self, out=None):
        """A uint8 array of num_actions values, 1 for each legal action; written into out when given (uint8 or bool)."""
        if out is None:
            status = self._legal_mask(self._h, self._maskp, self.num_actions)
            if status:
                raise self._error(status)
            return self._mask.copy()
        if out is self._mask_out:  # checked already: its address is known
            status = self._legal_mask(self._h, self._mask_outp, self.num_actions)
        else:
            out = _array(out, MASK, (self.num_actions,), "legal_action_mask")
            self._mask_out, self._mask_outp = out, out.ctypes.data
            status = self._legal_mask(self._h, self._mask_outp, out.size)
        if status:
            raise self._error(status)
        return out

    def legal_actions(self):
        """The legal actions, increasing, as an int32 array (empty once the game is over)."""
        self._check(self._lib.kd_legal_actions(self._h, self._actsp, self.num_actions, self._np))
        return self._acts[:self._n.value].copy()

    def prefix(self):
        """The actions of the move under way (those taken since the last move was played), as a list."""
        buf = (ctypes.c_int32 * 8)()
        self._check(self._lib.kd_prefix(self._h, buf, 8, self._np))
        return list(buf[:self._n.value])

    def observation(self, player=None, out=None):
        """What player (by default the player to move, 0 once over) sees: float32, observation_size values."""
        if player is None:
            player = max(self.current_player(), 0)
        elif type(player) is not int or not _I32_MIN <= player <= _I32_MAX:  # ctypes would refuse or wrap it
            player = _int(player, None, None, "player")
            if not _I32_MIN <= player <= _I32_MAX:
                raise KingdomsError(2, "player %d is not in the game (players 0 to %d)" % (player, self.num_players - 1))
        if out is None:
            out = np.empty(self.observation_size, np.float32)
            ptr = out.ctypes.data
        elif out is self._obs_out:  # checked already: its address is known
            ptr = self._obs_outp
        else:
            out = _array(out, np.float32, (self.observation_size,), "observation")
            self._obs_out, self._obs_outp = out, out.ctypes.data
            ptr = self._obs_outp
        status = self._observe(self._h, player, ptr, out.size)
        if status:
            raise self._error(status)
        return out

    def rewards(self):
        """Each player's reward (float32): 0 before the end; at the end +1 for a winner, -1 for the others."""
        out = np.empty(self.num_players, np.float32)
        self._check(self._lib.kd_rewards(self._h, out.ctypes.data, out.size))
        return out

    def scores(self):
        """Each player's score (float64), the score so far before the end."""
        out = np.empty(self.num_players, np.float64)
        self._check(self._lib.kd_scores(self._h, out.ctypes.data, out.size))
        return out

    def current_player(self):
        """The player to move, -1 once the game is over."""
        self._check(self._lib.kd_to_move(self._h, self._i32p))
        return self._i32.value

    def is_terminal(self):
        """Whether the game is over."""
        self._check(self._lib.kd_terminal(self._h, self._i32p))
        return self._i32.value != 0

    def last_move(self):
        """The notation of the last move played ("" before the first)."""
        return self._lib.text(self._lib.kd_last_move, self._live())

    def action_ranges(self):
        """The ranges of the numbering of actions: a list of ActionRange (name, start, count, plane), by start.

        They cover 0 to num_actions-1 once each and depend only on the config, as num_actions does.
        """
        doc = json.loads(self._lib.text(self._lib.kd_action_ranges, self._live()))
        return [ActionRange(r["name"], r["start"], r["count"], r["plane"]) for r in doc]

    def clone(self):
        """An independent copy of this game (the move under way included, and the stream of seeds: both reset() the
        same)."""
        c = self._wrap(self.game, self.config, self._lib, self._lib.new_handle(self._lib.kd_clone, self._live()))
        c.game_seed = self.game_seed
        c._seeds = self._seeds.copy() if self._seeds is not None else None
        return c

    def view(self, player):
        """The game as player sees it (what player may not see hidden), as a new env."""
        player = _int(player, _I32_MIN, _I32_MAX, "player")
        return self._wrap(self.game, self.config, self._lib, self._lib.new_handle(self._lib.kd_view, self._live(), player))

    def determinize(self, player, seed):
        """A complete game drawn from what player sees, the unseen part drawn from seed, as a new env."""
        player = _int(player, _I32_MIN, _I32_MAX, "player")
        seed = _int(seed, 0, (1 << 64) - 1, "seed")
        return self._wrap(self.game, self.config, self._lib,
                          self._lib.new_handle(self._lib.kd_determinize, self._live(), player, seed))

    def to_json(self):
        """The state's JSON document (str), without the move under way."""
        return self._lib.text(self._lib.kd_to_json, self._live())

    # --- Strings, history and pictures; compact observations; actions drawn in the library ---------------------

    def action_to_string(self, action):
        """The notation of action, legal after the move under way: the move it completes ("tile paddock 7,1>5,0"), or
        for the first action of a move of two (Kingdom Builder), the text its moves share up to '>' ("tile paddock
        7,1>"). An action that is not legal raises KingdomsError ("illegal")."""
        action = _int(action, _I32_MIN, _I32_MAX, "action", 5)
        lib = self._lib
        return lib.text(lambda h, buf, cap, n: lib.kd_action_to_string(h, action, buf, cap, n), self._live())

    def string_to_action(self, text):
        """The action that text stands for after the move under way: a move's first action at the start of a move (its
        next action when it continues the move under way), or the action whose action_to_string is text."""
        self._lib.check(self._lib.kd_string_to_action(self._live(), _text(text, "move"), self._i32p))
        return self._i32.value

    def history(self):
        """The moves played since the game started, in the game's notation (the move under way is not in it)."""
        return json.loads(self._lib.text(self._lib.kd_history, self._live()))

    def render(self, mode="text"):
        """A picture of the state: "text" (the game's text picture: board, supplies, scores) or "svg" (SVG 1.1)."""
        lib = self._lib
        fmt = _text(mode, "render mode")
        return lib.text(lambda h, buf, cap, n: lib.kd_render(h, fmt, buf, cap, n), self._live())

    @property
    def plane_divisors(self):
        """float32[planes]: a compact plane's bytes divided by its divisor are the floats of observation() (1 for the
        planes of 0 and 1; 3 for Kingdomino's crowns, 2 for Kingdom Builder's tiles left, 3 for Arkadia's castle
        pieces)."""
        out = np.empty(self.observation_shape[0], np.float32)
        self._lib.check(self._lib.kd_plane_divisors(self._live(), out.ctypes.data, out.size))
        return out

    def observe_compact(self, planes=None, vector=None, player=None):
        """What player (default: the player to move) sees, compact: (planes, vector), the planes as uint8[planes, rows,
        cols] (planes / plane_divisors[:, None, None] == the planes of observation()) and the vector as float32[vector].
        Written into planes and vector when given (C-contiguous, uint8 and float32, of those sizes)."""
        p, rows, cols, v = self.observation_shape
        if player is None:
            player = max(self.current_player(), 0)
        player = _int(player, _I32_MIN, _I32_MAX, "player")
        planes = np.empty((p, rows, cols), np.uint8) if planes is None else _array(planes, np.uint8, p * rows * cols,
                                                                                     "planes")
        vector = np.empty(v, np.float32) if vector is None else _array(vector, np.float32, v, "vector")
        self._lib.check(self._lib.kd_observe_compact(self._live(), player, planes.ctypes.data, planes.size,
                                                     vector.ctypes.data, vector.size))
        return planes, vector

    def seed_actions(self, seed):
        """Seeds the generator of random_action and sample_action (seed 0 until then; a clone copies the generator)."""
        self._lib.check(self._lib.kd_seed_actions(self._live(), _int(seed, 0, (1 << 64) - 1, "seed")))

    def random_action(self):
        """A legal action drawn uniformly by the library (not taken); KingdomsError once the game is over."""
        self._lib.check(self._lib.kd_random_action(self._live(), self._i32p))
        return self._i32.value

    def sample_action(self, scores, temperature=1.0, probabilities=False):
        """A legal action drawn by the library with weights from scores (num_actions values; only the legal actions'
        are read): softmax(scores / temperature) over the legal actions, or with probabilities=True, scores **
        (1 / temperature) renormalized over them; temperature 0 gives the legal action of highest score."""
        scores = _scores(scores, (self.num_actions,))
        self._lib.check(self._lib.kd_sample_action(self._live(), scores.ctypes.data, scores.size, int(bool(probabilities)),
                                                   _temperature(temperature), self._i32p))
        return self._i32.value

    # --- Bots ----------------------------------------------------------------------------------------------------

    def bot_actions(self, bot="ismcts", iterations=0, seed=0):
        """The actions of the move that bot chooses for the player to move, as a list (one action, or a Kingdom Builder
        settlement's two): not taken (bot_step takes them).

        bot is one of BOTS: "ismcts", the default bot of the examples (ISMCTS with its default options), "ismcts0" the
        first version of its search, "greedy" or "random". iterations is the search's budget for the move, 0 for the
        game's default (the default bot's: about 60 ms of one core); greedy and random ignore it. The bots that search
        see only what the player to move sees. The same position, bot, iterations and seed (0 to 2**64-1) give the same
        move: vary the seed for varied games. Once the game is over, or while a move is under way (prefix()), it raises
        KingdomsError ("illegal"); nothing of the game changes."""
        name = _text(bot, "bot")
        iterations = _int(iterations, -(1 << 63), (1 << 63) - 1, "iterations")  # the library checks the range
        seed = _int(seed, 0, _U64_MAX, "seed")
        buf = (ctypes.c_int32 * 8)()
        self._lib.check(self._lib.kd_bot_move(self._live(), name, iterations, seed, buf, 8, self._np))
        return list(buf[:self._n.value])

    def bot_step(self, bot="ismcts", iterations=0, seed=0):
        """Plays the move that bot chooses for the player to move (see bot_actions); returns True when the game is
        over."""
        done = False
        for a in self.bot_actions(bot, iterations, seed):
            done = self.step(a)
        return done



class BatchEnv(_Owned):
    """n independent games of one game and config, advanced together by one action each, on several cores.

    Game i's k-th game (k = 0 for the first) starts with the seed seed + k*n + i (seed: the batch's seed, from OS
    entropy when None; reset() starts again with a new one, as Env.reset does). workers is the number of goroutines
    (0: one per core). With observations=False, step writes no observations (faster).

    step(actions) writes into the arrays of the batch (allocated once, overwritten by every step) or into the
    caller's: obs (n x observation_size float32, the observation by the player to move), masks (n x num_actions
    uint8, or bool in the caller's arrays), rewards (n x num_players float32: 0 but at the end of a game), dones (n
    uint8: 1 when the step ended the game, which was then reset: obs, masks and to_move are then the new game's) and
    to_move (n int32).

    A game that ends is reset in the same step, and what it ended with is written for it (only for it) in final_obs
    (n x observation_size float32, by the player who took its last action; None with observations=False),
    final_scores (n x num_players float64), final_winners (n x num_players bool) and final_player (n int32, the player
    who took its last action), or in the caller's arrays of those names. final_info() gives the same as Gymnasium's
    vector environments do for a sub-environment reset in the same step ("final_obs", "_final_obs", "final_info",
    "_final_info"), and final_env(i) the final state of game i as an Env, until the next step.
    """

    def __init__(self, game, n, config=None, seed=None, workers=0, observations=True, lib=None):
        self._h, self._closed = 0, False
        _text(game, "game")
        self.game = game
        self.config = _config(config)
        self._lib = lib if isinstance(lib, Library) else load(lib)
        _objects.add(self)
        # The batch's seed (drawn from entropy when None): game i's k-th game since the last reset has the seed
        # seed + k*n + i. It starts the stream of the seeds reset() takes without a seed.
        self.seed = _entropy() if seed is None else _int(seed, 0, _U64_MAX, "seed")
        self._seeds = _SeedStream(self.seed)
        self._h = self._lib.new_handle(self._lib.kd_batch_new, _text(game, "game"), _config_json(self.config, None),
                                       _int(n, 0, 1 << 62, "number of games"), self.seed,
                                       _int(workers, _I32_MIN, _I32_MAX, "number of workers"))
        dims = (ctypes.c_int64 * 7)()
        self._lib.check(self._lib.kd_batch_dims(self._live(), dims))
        self.n, self.num_players, self.num_actions = dims[0], dims[1], dims[2]
        self.observation_shape = tuple(dims[3:7])
        self.observation_size = dims[3] * dims[4] * dims[5] + dims[6]
        self.observations = observations
        self.obs = np.zeros((self.n, self.observation_size), np.float32) if observations else None
        self.masks = np.zeros((self.n, self.num_actions), np.uint8)
        self.rewards = np.zeros((self.n, self.num_players), np.float32)
        self.dones = np.zeros(self.n, np.uint8)
        self.to_move = np.zeros(self.n, np.int32)
        self._own = self._pointers(self.obs, self.masks, self.rewards, self.dones, self.to_move)
        self._step = self._lib.kd_batch_step
        # The batch's own final arrays (the properties final_obs, ...), written when read after a step.
        self._final_obs = np.zeros((self.n, self.observation_size), np.float32) if observations else None
        self._final_scores = np.zeros((self.n, self.num_players), np.float64)
        self._final_winners = np.zeros((self.n, self.num_players), np.bool_)
        self._final_player = np.full(self.n, -1, np.int32)
        self._ended = np.zeros(self.n, np.uint8)  # 1 for each game that ended in the last step
        self._n_ended = ctypes.c_int64()
        self._own_final = self._final_pointers(self._final_obs, self._final_scores, self._final_winners,
                                               self._final_player)
        self._final = self._lib.kd_batch_final
        self._final_read = True  # the own final arrays hold the last step's ends
        self._actions_shape = (self.n,)
        self.observe()

    def _pointers(self, obs, masks, rewards, dones, to_move):
        """The (pointer, size) arguments of kd_batch_step for these arrays (None: not written)."""
        args = []
        for a, dtype, size, what in ((obs, np.float32, self.n * self.observation_size, "obs"),
                                     (masks, MASK, self.n * self.num_actions, "masks"),
                                     (rewards, np.float32, self.n * self.num_players, "rewards"),
                                     (dones, np.uint8, self.n, "dones"),
                                     (to_move, np.int32, self.n, "to_move")):
            if a is None:
                args += [None, 0]
            else:
                shape = (self.n, size // self.n) if what in ("obs", "masks", "rewards") else (self.n,)
                args += [_array(a, dtype, shape, what).ctypes.data, size]
        return args

    def _final_pointers(self, obs, scores, winners, player):
        """The (pointer, size) arguments of kd_batch_final for these arrays (None: not written), the batch's ended flags
        and its count of games ended last."""
        args = []
        for a, dtype, shape, what in ((obs, np.float32, (self.n, self.observation_size), "final_obs"),
                                      (scores, np.float64, (self.n, self.num_players), "final_scores"),
                                      (winners, MASK, (self.n, self.num_players), "final_winners"),
                                      (player, np.int32, (self.n,), "final_player")):
            if a is None:
                args += [None, 0]
            else:
                args += [_array(a, dtype, shape, what).ctypes.data, a.size]
        return args + [self._ended.ctypes.data, self.n, ctypes.addressof(self._n_ended)]

    def _actions(self, actions):
        """actions as a C-contiguous int32 array of one action per game, or a KingdomsError that says what is wrong."""
        if type(actions) is np.ndarray and actions.dtype == np.int32 and actions.shape == self._actions_shape \
                and actions.flags.c_contiguous:
            return actions
        if actions is None or isinstance(actions, (str, bytes, dict, set)):
            raise KingdomsError(2, "actions: want one integer action per game (%d), as a sequence or an array, not %s"
                                % (self.n, _describe(actions)))
        try:
            a = np.asarray(actions)
        except (TypeError, ValueError) as e:
            raise KingdomsError(2, "actions: %s (want one integer action per game)" % e) from None
        if a.dtype.kind not in "iu":
            raise KingdomsError(2, "actions: %s values (%s), want integers: one action per game"
                                % (a.dtype, np.array2string(a.ravel()[:3], threshold=3)))
        if a.ndim != 1:
            raise KingdomsError(2, "actions: an array of shape %s, want (%d,): one action per game" % (a.shape, self.n))
        if a.size < self.n:
            raise KingdomsError(3, "actions: the array holds %d values and %d are needed (one action per game)"
                                % (a.size, self.n))
        if a.size > self.n:
            raise KingdomsError(2, "actions: %d values for a batch of %d games: want one action per game"
                                % (a.size, self.n))
        b = np.ascontiguousarray(a, dtype=np.int32)
        if not np.array_equal(a, b):  # numpy wraps what int32 cannot hold
            raise KingdomsError(5, "actions: %r do not fit int32" % (a[a != b][:3],))
        return b

    @property
    def handle(self):
        """The batch's handle in the library (0 once closed)."""
        return self._h

    def observe(self, obs=None, masks=None, to_move=None):
        """Writes every game's observation, legal actions and player to move without stepping; returns (obs, masks)."""
        if obs is None and masks is None and to_move is None:
            obs, masks, to_move = self.obs, self.masks, self.to_move
        args = self._pointers(obs, masks, None, None, to_move)
        self._check(self._lib.kd_batch_observe(self._live(), *args[0:4], *args[8:10]))
        return obs, masks

    def step(self, actions, obs=None, masks=None, rewards=None, dones=None, to_move=None,
             final_obs=None, final_scores=None, final_winners=None, final_player=None):
        """Takes actions[i] in game i; returns (obs, masks, rewards, dones) as written (obs is None without them).

        actions: one integer action per game (n of them; an int32 array is used as it is). With none of obs, masks,
        rewards, dones and to_move given, the batch's own arrays are written (self.obs, self.masks, self.rewards,
        self.dones, self.to_move); otherwise only those given are. The same for the final arrays: with none of
        final_obs, final_scores, final_winners and final_player given, the batch's own (self.final_obs, ...) are
        written, for the games that ended in this step only; otherwise only those given are.
        """
        actions = self._actions(actions)
        final = None
        if final_obs is not None or final_scores is not None or final_winners is not None or final_player is not None:
            final = self._final_pointers(final_obs, final_scores, final_winners, final_player)  # before the step
        if obs is None and masks is None and rewards is None and dones is None and to_move is None:
            status = self._step(self._live(), actions.ctypes.data, self.n, *self._own)
            out = self.obs, self.masks, self.rewards, self.dones
        else:
            status = self._step(self._live(), actions.ctypes.data, self.n, *self._pointers(obs, masks, rewards, dones, to_move))
            out = obs, masks, rewards, dones
        if status:
            raise self._error(status)
        # The batch's own final arrays are written when read (the properties final_obs, ...): a loop that never
        # reads them pays nothing.
        self._final_read = False
        if final is not None:
            self._check(self._final(self._live(), *final))
        return out

    def _read_final(self):
        """Writes the batch's own final arrays for the games that ended in the last step, once per step."""
        if not self._final_read:
            self._check(self._final(self._live(), *self._own_final))
            self._final_read = True

    @property
    def final_obs(self):
        """float32[n, observation_size]: row i, for a game that ended in the last step, its final observation by the
        player who took its last action; other rows as they were. None with observations=False."""
        self._read_final()
        return self._final_obs

    @property
    def final_scores(self):
        """float64[n, num_players]: row i, for a game that ended in the last step, its final scores."""
        self._read_final()
        return self._final_scores

    @property
    def final_winners(self):
        """bool[n, num_players]: row i, for a game that ended in the last step, True for each of its winners."""
        self._read_final()
        return self._final_winners

    @property
    def final_player(self):
        """int32[n]: for a game that ended in the last step, the player who took its last action."""
        self._read_final()
        return self._final_player

    def reset(self, seed=None):
        """Starts every game again, as a new batch with seed would (seed: 0 to 2**64-1); without a seed, with the
        next seed of the stream the last seed started, as Env.reset (so the same seeds in the same order give the same
        games). Writes the batch's own arrays as observe() does, and returns (obs, masks)."""
        if self._closed:
            raise self._closed_error()
        if seed is None:
            seed = self._seeds.next()
        else:
            seed = _int(seed, 0, _U64_MAX, "seed")
            self._seeds = _SeedStream(seed)
        self._check(self._lib.kd_batch_reset(self._live(), seed))
        self.seed = seed
        self._ended.fill(0)
        self._final_read = True
        self.rewards.fill(0)
        self.dones.fill(0)
        return self.observe()

    def action_ranges(self):
        """The ranges of the numbering of actions, as Env.action_ranges gives them (the same for every game)."""
        with self.game_env(0) as e:
            return e.action_ranges()

    def game_env(self, i):
        """A copy of game i as an Env (the move under way included)."""
        i = _int(i, -(1 << 63), (1 << 63) - 1, "game")
        return Env._wrap(self.game, self.config, self._lib, self._lib.new_handle(self._lib.kd_batch_clone, self._live(), i))

    def final_env(self, i):
        """A copy of the final state of game i, which ended in the last step, as an Env (its scores, last move,
        document, every player's observation)."""
        i = _int(i, -(1 << 63), (1 << 63) - 1, "game")
        return Env._wrap(self.game, self.config, self._lib,
                         self._lib.new_handle(self._lib.kd_batch_final_clone, self._live(), i))

    def final_info(self):
        """What the games that ended in the last step ended with, as Gymnasium's vector environments report a
        sub-environment reset in the same step (autoreset mode "same step"):

            {"final_obs": array of n objects: game i's final observation (float32, by the player who took its last
                          action), None for a game that did not end; None with observations=False,
             "_final_obs": bool[n], True for each game that ended,
             "final_info": {"scores": float64[n, num_players], "winners": bool[n, num_players],
                            "rewards": float32[n, num_players], "player": int32[n] (who took the last action),
                            and "_scores", "_winners", "_rewards", "_player": bool[n], as "_final_obs"},
             "_final_info": bool[n], as "_final_obs"}

        It reads the library, whatever arrays step wrote; rows of games that did not end hold zeros (player: -1).
        """
        n, p = self.n, self.num_players
        obs = np.zeros((n, self.observation_size), np.float32) if self.observations else None
        scores, winners = np.zeros((n, p), np.float64), np.zeros((n, p), np.bool_)
        player, ended = np.full(n, -1, np.int32), np.zeros(n, np.uint8)
        count = ctypes.c_int64()
        self._check(self._lib.kd_batch_final(self._live(), *self._final_pointers(obs, scores, winners, player)[:8],
                                             ended.ctypes.data, n, ctypes.byref(count)))
        mask = ended.astype(np.bool_)
        final_obs = None
        if obs is not None:
            final_obs = np.full(n, None, dtype=object)
            for i in np.flatnonzero(mask):
                final_obs[i] = obs[i]
        rewards = np.where(mask[:, None], np.where(winners, 1, -1), 0).astype(np.float32)
        info = {"scores": scores, "winners": winners, "rewards": rewards, "player": player}
        for k in list(info):
            info["_" + k] = mask
        return {"final_obs": final_obs, "_final_obs": mask, "final_info": info, "_final_info": mask}


    # --- Strings, history and pictures; compact observations; actions drawn in the library ---------------------

    def action_to_string(self, i, action):
        """Env.action_to_string in game i."""
        with self.game_env(i) as e:
            return e.action_to_string(action)

    def string_to_action(self, i, text):
        """Env.string_to_action in game i."""
        with self.game_env(i) as e:
            return e.string_to_action(text)

    def history(self, i):
        """The moves played in game i since it started (since its last reset)."""
        with self.game_env(i) as e:
            return e.history()

    def render(self, i, mode="text"):
        """Env.render of game i."""
        with self.game_env(i) as e:
            return e.render(mode)

    @property
    def plane_divisors(self):
        """Env.plane_divisors: the same for every game of the batch."""
        with self.game_env(0) as e:
            return e.plane_divisors

    def compact_buffers(self):
        """New arrays for the compact observations: (planes uint8[n, planes, rows, cols], vector float32[n, vector])."""
        p, rows, cols, v = self.observation_shape
        return np.zeros((self.n, p, rows, cols), np.uint8), np.zeros((self.n, v), np.float32)

    def _compact_args(self, planes, vector, masks, rewards, dones, to_move):
        """The (pointer, size) arguments of kd_batch_step_compact for these arrays, checked once for the same arrays
        (a numpy array that is referenced cannot be resized, so the addresses stay valid while they are kept)."""
        key = (planes, vector, masks, rewards, dones, to_move)
        cached = getattr(self, "_compact_cache", None)
        if cached is not None and all(a is b for a, b in zip(cached[0], key)):
            return cached[1]
        p, rows, cols, v = self.observation_shape
        args = [_array(planes, np.uint8, self.n * p * rows * cols, "planes").ctypes.data, planes.size,
                _array(vector, np.float32, self.n * v, "vector").ctypes.data, vector.size]
        args += self._pointers(None, masks, rewards, dones, to_move)[2:]
        self._compact_cache = (key, args)
        return args

    def observe_compact(self, planes, vector, masks=None, to_move=None):
        """Writes every game's compact observation by its player to move (see Env.observe_compact) into planes
        (uint8[n, planes, rows, cols]) and vector (float32[n, vector]), and the masks and players to move when given,
        without stepping; returns (planes, vector)."""
        args = self._compact_args(planes, vector, masks, None, None, to_move)
        self._lib.check(self._lib.kd_batch_observe_compact(self._live(), *args[0:6], *args[10:12]))
        return planes, vector

    def step_compact(self, actions, planes, vector, masks=None, rewards=None, dones=None, to_move=None):
        """step with compact observations: takes actions[i] in game i and writes each game's compact observation by its
        player to move into planes (uint8[n, planes, rows, cols]) and vector (float32[n, vector]), the caller's
        (compact_buffers() makes them). rewards, dones and to_move are the batch's own arrays when not given; masks are
        written only when given (random_actions and sample_actions need none). Returns (planes, vector, masks,
        rewards, dones)."""
        actions = _actions(actions)
        rewards = self.rewards if rewards is None else rewards
        dones = self.dones if dones is None else dones
        to_move = self.to_move if to_move is None else to_move
        args = self._compact_args(planes, vector, masks, rewards, dones, to_move)
        status = self._lib.kd_batch_step_compact(self._live(), actions.ctypes.data, actions.size, *args)
        if status:
            raise self._lib.error(status)
        return planes, vector, masks, rewards, dones

    def seed_actions(self, seed):
        """Seeds the generators of random_actions and sample_actions: game i's with seed + i (a new batch's are seeded
        so with its seed)."""
        self._lib.check(self._lib.kd_batch_seed_actions(self._live(), _int(seed, 0, (1 << 64) - 1,
                                                                       "seed")))

    def _actions_out(self, out):
        if out is None:
            return np.empty(self.n, np.int32)
        if out is getattr(self, "_actions_cache", None):  # checked already
            return out
        self._actions_cache = _array(out, np.int32, self.n, "out")
        return out

    def random_actions(self, out=None):
        """int32[n]: a legal action of each game drawn uniformly by the library (into out when given), not taken: pass
        them to step. A random policy without masks."""
        out = self._actions_out(out)
        status = self._lib.kd_batch_random_actions(self._live(), out.ctypes.data, out.size)
        if status:
            raise self._lib.error(status)
        return out

    def sample_actions(self, scores, out=None, temperature=1.0, probabilities=False):
        """int32[n]: a legal action of each game drawn by the library from row i of scores (float32[n, num_actions],
        logits, or probabilities with probabilities=True), as Env.sample_action draws, into out when given; not taken.
        Only the legal actions' scores are read: no mask is needed."""
        scores = _scores(scores, (self.n, self.num_actions))
        out = self._actions_out(out)
        status = self._lib.kd_batch_sample_actions(self._live(), scores.ctypes.data, scores.size, int(bool(probabilities)),
                                                   _temperature(temperature), out.ctypes.data, out.size)
        if status:
            raise self._lib.error(status)
        return out
