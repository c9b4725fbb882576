"""The build of the libkingdoms package: pyproject.toml holds its metadata; this file adds the step that builds the
shared library with the Go toolchain (go build -buildmode=c-shared, see libkingdoms/_build.py) into the package.

    pip install --no-build-isolation examples/libkingdoms/python       # the library inside the installed package
    pip install --no-build-isolation -e examples/libkingdoms/python    # editable: the library next to __init__.py

It needs the repository around it (the Go source is examples/libkingdoms), Go and a C compiler.
"""

import importlib.util
import os

from setuptools import Command, setup

try:
    from setuptools.command.build import build
except ImportError:  # setuptools before 62
    from distutils.command.build import build

try:
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:  # setuptools before 70.1: the wheel package's
    from wheel.bdist_wheel import bdist_wheel

HERE = os.path.dirname(os.path.abspath(__file__))

# libkingdoms/_build.py, loaded by path: importing the package would need numpy, which a build need not have.
_spec = importlib.util.spec_from_file_location("_libkingdoms_build", os.path.join(HERE, "libkingdoms", "_build.py"))
_build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_build)


class build_go(Command):
    """Builds libkingdoms.so into the package: into the build directory, or next to __init__.py when editable."""

    description = "build libkingdoms.so with go build -buildmode=c-shared"
    user_options = []

    def initialize_options(self):
        self.build_lib = None
        self.editable_mode = False

    def finalize_options(self):
        self.set_undefined_options("build_py", ("build_lib", "build_lib"))

    def _library(self):
        base = HERE if self.editable_mode else self.build_lib
        return os.path.join(base, "libkingdoms", _build.LIBNAME)

    def run(self):
        out = self._library()
        self.announce("building %s with go build -buildmode=c-shared" % out, level=2)
        try:
            _build.build(out)
        except _build.BuildError as e:
            raise SystemExit(str(e))

    def get_outputs(self):
        if self.editable_mode:
            return []
        out = self._library()
        return [out, os.path.splitext(out)[0] + ".h"]

    def get_output_mapping(self):
        return {}

    def get_source_files(self):
        return []


class build_with_go(build):
    sub_commands = build.sub_commands + [("build_go", None)]


class bdist_wheel_platform(bdist_wheel):
    """A wheel for this platform (it holds a shared library) and any Python 3 (ctypes loads it)."""

    def finalize_options(self):
        super().finalize_options()
        self.root_is_pure = False

    def get_tag(self):
        _, _, platform = super().get_tag()
        return "py3", "none", platform


setup(cmdclass={"build": build_with_go, "build_go": build_go, "bdist_wheel": bdist_wheel_platform})
