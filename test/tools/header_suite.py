# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Shared lit configuration of the suites that check shapecheck on a
# library's real headers (test/eigen, test/xtensor, test/mdspan). Each
# suite's lit.cfg.py calls configure() with its name, the header that must
# exist, and its substitutions; CMake writes the lit.site.cfg.py that holds
# the build's paths.
#
# Common substitutions:
#   %shapecheck          the built shapecheck binary
#   %shapecheck-include  lib/include (for <shapecheck/shapecheck.hpp>)
#   %src-root            the repository (for docs/examples)
#   %python              the Python that runs lit
#   %clangxx             clang++ of SHAPECHECK_LLVM_ROOT (to show what Clang
#                        alone says)
#   FileCheck, not, count from SHAPECHECK_LLVM_ROOT/bin (on PATH)

import os

import lit.formats

SITE_KEYS = ("shapecheck_binary", "shapecheck_src_root", "shapecheck_obj_root",
             "llvm_tools_dir", "python_executable")


def configure(config, lit_config, suite, site_keys, header, install_hint,
              substitutions):
    """Configures the suite `suite` (test/<suite>): checks that the build
    wrote the keys SITE_KEYS + site_keys, that `header` exists (else tells
    how to install it) and adds `substitutions` (name, value) after the
    common ones; a value may use %shapecheck-include."""
    missing = [k for k in SITE_KEYS + tuple(site_keys) if not hasattr(config, k)]
    if missing:
        lit_config.fatal(
            "test/%s/lit.cfg.py needs the lit.site.cfg.py that CMake writes "
            "into the build tree (missing: %s); run lit on <build>/test/%s"
            % (suite, ", ".join(missing), suite))

    config.name = "shapecheck-" + suite
    config.test_format = lit.formats.ShTest(execute_external=False)
    config.suffixes = [".cpp", ".test"]
    config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py",
                       "lit.site.cfg.py", "README.md"]
    config.test_source_root = os.path.join(config.shapecheck_src_root, "test",
                                           suite)
    config.test_exec_root = os.path.join(config.shapecheck_obj_root, "test",
                                         suite)

    if not os.path.exists(header):
        lit_config.fatal("%s not found; install it with `%s`"
                         % (header, install_hint))
    for tool in ("FileCheck", "not", "count"):
        if not os.path.exists(os.path.join(config.llvm_tools_dir, tool)):
            lit_config.fatal("%s not found in %s (Debian: apt-get install "
                             "llvm-19-tools)" % (tool, config.llvm_tools_dir))
    if not os.path.exists(config.shapecheck_binary):
        lit_config.fatal("shapecheck binary not found at %s; build it first"
                         % config.shapecheck_binary)

    config.environment["PATH"] = os.pathsep.join(
        [config.llvm_tools_dir,
         config.environment.get("PATH", os.environ["PATH"])])
    for var in ("NO_COLOR", "TERM", "CLICOLOR_FORCE", "GITHUB_WORKSPACE"):
        config.environment.pop(var, None)

    src = config.shapecheck_src_root
    include = os.path.join(src, "lib", "include")
    # Longer names first: lit applies substitutions in order.
    config.substitutions.append(("%shapecheck-include", include))
    config.substitutions.append(("%shapecheck", config.shapecheck_binary))
    for name, value in substitutions:
        config.substitutions.append(
            (name, value.replace("%shapecheck-include", include)))
    config.substitutions.append(
        ("%clangxx", os.path.join(config.llvm_tools_dir, "clang++")))
    config.substitutions.append(("%src-root", src))
    config.substitutions.append(("%python", config.python_executable))
