# -*- Python -*-
# lit configuration of shapecheck's xtensor integration tests: real
# translation units that include Debian's xtensor-dev (xtensor 0.24) headers,
# parsed with -std=c++17 and no other flag (shapecheck adds what Clang needs
# for xtensor itself; rules/xtensor.rules).
#
# Configured by test/xtensor/CMakeLists.txt (test/HeaderSuite.cmake), which
# writes lit.site.cfg.py into the build tree. Run with `ctest -R xtensor`
# or `ninja check-xtensor`.
#
# Substitutions (besides those of test/tools/header_suite.py):
#   %xtensor-include  the directory that holds xtensor/xarray.hpp
#   %xtensor-flags    -std=c++17 -I %shapecheck-include

import os
import sys

sys.path.insert(0, os.path.join(config.shapecheck_src_root, "test", "tools"))
import header_suite  # noqa: E402

header_suite.configure(
    config, lit_config, "xtensor", ("xtensor_include",),
    os.path.join(config.xtensor_include, "xtensor", "xarray.hpp"),
    "apt-get install xtensor-dev",
    [("%xtensor-include", config.xtensor_include),
     ("%xtensor-flags", "-std=c++17 -I %shapecheck-include")])
