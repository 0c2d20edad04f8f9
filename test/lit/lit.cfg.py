# -*- Python -*-
# lit configuration of shapecheck's end-to-end tests.
#
# Configured by test/lit/CMakeLists.txt, which writes lit.site.cfg.py into the
# build tree with the paths below and then loads this file. Run the tests with
# `ctest -R lit` or `ninja check-lit` in the build directory.
#
# Substitutions:
#   %shapecheck          the built shapecheck binary
#   %shapecheck-path     the tests' PATH with its directory first
#   %shapecheck-src      the source tree
#   %shapecheck-include  lib/include (for <shapecheck/shapecheck.hpp>)
#   %python              the Python interpreter CMake found
#   %validate-sarif      python3 test/tools/validate_sarif.py
#   FileCheck, not, count from SHAPECHECK_LLVM_ROOT/bin (on PATH)

import os
import shutil

import lit.formats

site_keys = ("shapecheck_binary", "shapecheck_src_root", "shapecheck_obj_root",
             "llvm_tools_dir", "python_executable")
missing = [k for k in site_keys if not hasattr(config, k)]
if missing:
    lit_config.fatal(
        "shapecheck's lit.cfg.py needs the lit.site.cfg.py that CMake writes "
        "into the build tree (missing: %s); run lit on <build>/test/lit"
        % ", ".join(missing))

config.name = "shapecheck"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cpp", ".test"]
# Inputs/ directories hold files that tests use, not tests.
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py",
                   "lit.site.cfg.py", "README.md"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = os.path.join(config.shapecheck_obj_root, "test", "lit")

for tool in ("FileCheck", "not", "count"):
    if not os.path.exists(os.path.join(config.llvm_tools_dir, tool)):
        lit_config.fatal("%s not found in %s (Debian: apt-get install "
                         "llvm-19-tools)" % (tool, config.llvm_tools_dir))
if not os.path.exists(config.shapecheck_binary):
    lit_config.fatal("shapecheck binary not found at %s; build it first"
                     % config.shapecheck_binary)

# The tests see a predictable environment: LLVM's tools first on PATH, no
# color unless a test asks for it.
config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, config.environment.get("PATH", os.environ["PATH"])])
for var in ("NO_COLOR", "TERM", "CLICOLOR_FORCE", "GITHUB_WORKSPACE"):
    config.environment.pop(var, None)
# The result cache stays in the build tree.
config.environment["XDG_CACHE_HOME"] = os.path.join(
    config.shapecheck_obj_root, "test", "lit", "xdg-cache")

src = config.shapecheck_src_root
py = config.python_executable
# Longer names first: lit applies substitutions in order.
config.substitutions.append(
    ("%shapecheck-include", os.path.join(src, "lib", "include")))
config.substitutions.append(("%shapecheck-src", src))
# PATH with the built shapecheck first (for tools that run `shapecheck`).
config.substitutions.append(
    ("%shapecheck-path", os.pathsep.join(
        [os.path.dirname(config.shapecheck_binary),
         config.environment["PATH"]])))
config.substitutions.append(("%shapecheck", config.shapecheck_binary))
config.substitutions.append(("%python", py))
config.substitutions.append(
    ("%validate-sarif",
     "%s %s" % (py, os.path.join(src, "test", "tools", "validate_sarif.py"))))

# Features tests may REQUIRE.
if shutil.which("clang++-19"):
    config.available_features.add("clang")
if shutil.which("git"):
    config.available_features.add("git")
if shutil.which("cmake") and shutil.which("ninja"):
    config.available_features.add("cmake")
if shutil.which("pre-commit"):
    config.available_features.add("pre-commit")
if shutil.which("shellcheck"):
    try:
        import yaml  # noqa: F401  (test/tools/run_action_step.py)
        config.available_features.add("shellcheck")
    except ImportError:
        pass
