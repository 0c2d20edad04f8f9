# -*- Python -*-
# lit configuration of shapecheck's Eigen integration tests: real
# translation units that include <Eigen/Dense> from Debian's libeigen3-dev
# (Eigen 3.4), parsed with -std=c++17.
#
# Configured by test/eigen/CMakeLists.txt, which writes lit.site.cfg.py into
# the build tree. Run with `ctest -R eigen` or `ninja check-eigen`.
#
# Substitutions:
#   %shapecheck          the built shapecheck binary
#   %shapecheck-include  lib/include (for <shapecheck/shapecheck.hpp>)
#   %eigen-include       Eigen's include directory (holds Eigen/Dense)
#   %eigen-flags         -std=c++17 -isystem %eigen-include -I %shapecheck-include
#   %src-root            the repository (for docs/examples)
#   FileCheck, not, count from SHAPECHECK_LLVM_ROOT/bin (on PATH)

import os

import lit.formats

site_keys = ("shapecheck_binary", "shapecheck_src_root", "shapecheck_obj_root",
             "llvm_tools_dir", "python_executable", "eigen_include")
missing = [k for k in site_keys if not hasattr(config, k)]
if missing:
    lit_config.fatal(
        "test/eigen/lit.cfg.py needs the lit.site.cfg.py that CMake writes "
        "into the build tree (missing: %s); run lit on <build>/test/eigen"
        % ", ".join(missing))

config.name = "shapecheck-eigen"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cpp", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py",
                   "lit.site.cfg.py", "README.md"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = os.path.join(config.shapecheck_obj_root, "test",
                                     "eigen")

dense = os.path.join(config.eigen_include, "Eigen", "Dense")
if not os.path.exists(dense):
    lit_config.fatal("Eigen headers not found (%s); install them with "
                     "`apt-get install libeigen3-dev`" % dense)
for tool in ("FileCheck", "not", "count"):
    if not os.path.exists(os.path.join(config.llvm_tools_dir, tool)):
        lit_config.fatal("%s not found in %s (Debian: apt-get install "
                         "llvm-19-tools)" % (tool, config.llvm_tools_dir))
if not os.path.exists(config.shapecheck_binary):
    lit_config.fatal("shapecheck binary not found at %s; build it first"
                     % config.shapecheck_binary)

config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, config.environment.get("PATH", os.environ["PATH"])])
for var in ("NO_COLOR", "TERM", "CLICOLOR_FORCE", "GITHUB_WORKSPACE"):
    config.environment.pop(var, None)

src = config.shapecheck_src_root
include = os.path.join(src, "lib", "include")
# Longer names first: lit applies substitutions in order.
config.substitutions.append(("%shapecheck-include", include))
config.substitutions.append(("%shapecheck", config.shapecheck_binary))
config.substitutions.append(("%eigen-include", config.eigen_include))
config.substitutions.append(
    ("%eigen-flags", "-std=c++17 -isystem %s -I %s" % (config.eigen_include,
                                                       include)))
config.substitutions.append(("%src-root", src))
config.substitutions.append(("%python", config.python_executable))
