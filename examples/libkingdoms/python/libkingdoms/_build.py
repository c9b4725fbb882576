"""Builds libkingdoms.so from the Go source with go build -buildmode=c-shared.

Standard library only: setup.py runs it to build the library into the package (pip install), and
libkingdoms.build_library() calls it. The Go source is the directory two levels above this file (examples/libkingdoms
in a clone of the repository), whose module is examples/go.mod; the repository's go.work makes it build against the
library beside it.
"""

import os
import shutil
import subprocess

LIBNAME = "libkingdoms.so"

_HERE = os.path.dirname(os.path.abspath(__file__))


class BuildError(Exception):
    """The library could not be built: the message says why and what to do."""


def go_source():
    """The directory of the library's Go package next to this copy of the package, or None (an installed copy)."""
    src = os.path.normpath(os.path.join(_HERE, "..", ".."))
    return src if os.path.isfile(os.path.join(src, "capi.go")) and os.path.isfile(os.path.join(src, "batch.go")) else None


def find_go(go=None):
    """The go command: go, else $GO, else go on the PATH, else Go's usual install places; None when there is none."""
    for candidate in (go, os.environ.get("GO"), shutil.which("go"), "/usr/local/go/bin/go",
                      os.path.expanduser("~/go/bin/go"), "/usr/lib/go/bin/go"):
        if candidate and (os.path.isfile(candidate) and os.access(candidate, os.X_OK) or shutil.which(candidate)):
            return candidate
    return None


def _git(src, *args):
    """The output of git args in src, or None when git cannot say."""
    try:
        out = subprocess.run(("git",) + args, cwd=src, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout if out.returncode == 0 else None


def build(out, go=None, source=None):
    """Builds the library into out (and its C header next to it, libkingdoms.h); returns out.

    go is the go command (default: find_go()), source the Go package's directory (default: go_source()). The commit
    checked out, and whether files of it were changed, are recorded in the library
    (kd_build_info) when git knows them; the Go toolchain stamps nothing in a workspace (the repository's go.work).
    Raises BuildError with the reason and the go command's output.
    """
    src = source or go_source()
    if src is None:
        raise BuildError("libkingdoms: the Go source of the library is not next to this package (%s): build from a clone "
                         "of the repository (pip install examples/libkingdoms/python), or build the library there with "
                         "go build -buildmode=c-shared -o libkingdoms.so ./examples/libkingdoms and set $LIBKINGDOMS"
                         % _HERE)
    go_cmd = find_go(go)
    if go_cmd is None:
        raise BuildError("libkingdoms: no go command (looked at $GO, the PATH and /usr/local/go/bin): the library is "
                         "built with the Go toolchain (https://go.dev/dl/) and a C compiler for cgo")
    out = os.path.abspath(out)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    cmd = [go_cmd, "build", "-buildmode=c-shared"]
    commit = (_git(src, "rev-parse", "HEAD") or "").strip()
    if commit:
        ldflags = "-X main.buildCommit=" + commit
        if _git(src, "status", "--porcelain", "--untracked-files=no"):
            ldflags += " -X main.buildModified=true"  # files of the commit were changed
        cmd.append("-ldflags=" + ldflags)
    cmd += ["-o", out, "."]
    env = dict(os.environ)
    env.setdefault("CGO_ENABLED", "1")
    result = subprocess.run(cmd, cwd=src, env=env, capture_output=True, text=True)
    if result.returncode != 0 and "buildvcs" in result.stderr:
        # The toolchain could not read the repository's state (git missing, or a repository git refuses): build
        # without its stamp; the commit read above, if any, is still recorded.
        cmd.insert(3, "-buildvcs=false")
        result = subprocess.run(cmd, cwd=src, env=env, capture_output=True, text=True)
    if result.returncode != 0:
        raise BuildError("libkingdoms: %s (in %s) failed with status %d:\n%s%s"
                         % (" ".join(cmd), src, result.returncode, result.stdout, result.stderr))
    return out
