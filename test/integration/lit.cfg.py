# -*- Python -*-
# lit configuration of shapecheck's integration tests: real translation
# units that include <torch/torch.h> from Debian's libtorch-dev (LibTorch
# 1.13), parsed with -std=c++17.
#
# Configured by test/integration/CMakeLists.txt, which writes lit.site.cfg.py
# into the build tree. Run with `ctest -R integration` or `ninja
# check-integration`; one test parses LibTorch in about 8-10 s and 0.7 GB, so
# run them one at a time (lit -j1, as the CTest test does).
#
# Substitutions:
#   %shapecheck          the built shapecheck binary
#   %shapecheck-include  lib/include (for <shapecheck/shapecheck.hpp>)
#   %torch-include       LibTorch's C++ API include directory
#   %torch-flags         -std=c++17 -I %torch-include -I %shapecheck-include
#   %src-root            the repository (for docs/examples)
#   %cmake               the cmake that configured the build
#   %python, %json-summary, %validate-sarif
#   FileCheck, not, count from SHAPECHECK_LLVM_ROOT/bin (on PATH)

import os

import lit.formats

site_keys = ("shapecheck_binary", "shapecheck_src_root", "shapecheck_obj_root",
             "llvm_tools_dir", "python_executable", "torch_include",
             "cmake_command")
missing = [k for k in site_keys if not hasattr(config, k)]
if missing:
    lit_config.fatal(
        "test/integration/lit.cfg.py needs the lit.site.cfg.py that CMake "
        "writes into the build tree (missing: %s); run lit on "
        "<build>/test/integration" % ", ".join(missing))

config.name = "shapecheck-integration"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cpp", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py",
                   "lit.site.cfg.py", "README.md"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = os.path.join(config.shapecheck_obj_root, "test",
                                     "integration")

torch_h = os.path.join(config.torch_include, "torch", "torch.h")
if not os.path.exists(torch_h):
    lit_config.fatal("LibTorch headers not found (%s); install them with "
                     "`apt-get install libtorch-dev` or "
                     "`.ci/install-deps --torch`" % torch_h)
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
py = config.python_executable
include = os.path.join(src, "lib", "include")
cli_inputs = os.path.join(src, "test", "lit", "cli", "Inputs")
# Longer names first: lit applies substitutions in order.
config.substitutions.append(("%shapecheck-include", include))
config.substitutions.append(("%shapecheck", config.shapecheck_binary))
config.substitutions.append(("%torch-include", config.torch_include))
config.substitutions.append(
    ("%torch-flags", "-std=c++17 -I %s -I %s" % (config.torch_include,
                                                 include)))
config.substitutions.append(("%src-root", src))
config.substitutions.append(("%cmake", config.cmake_command))
config.substitutions.append(
    ("%json-summary", "%s %s" % (py, os.path.join(cli_inputs,
                                                  "json_summary.py"))))
config.substitutions.append(
    ("%validate-sarif",
     "%s %s" % (py, os.path.join(src, "test", "tools", "validate_sarif.py"))))
config.substitutions.append(("%python", py))
