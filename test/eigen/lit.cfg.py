# -*- Python -*-
# lit configuration of shapecheck's Eigen integration tests: real
# translation units that include <Eigen/Dense> from Debian's libeigen3-dev
# (Eigen 3.4), parsed with -std=c++17.
#
# Configured by test/eigen/CMakeLists.txt (test/HeaderSuite.cmake), which
# writes lit.site.cfg.py into the build tree. Run with `ctest -R eigen`
# or `ninja check-eigen`.
#
# Substitutions (besides those of test/tools/header_suite.py):
#   %eigen-include       Eigen's include directory (holds Eigen/Dense)
#   %eigen-flags         -std=c++17 -isystem %eigen-include -I %shapecheck-include

import os
import sys

sys.path.insert(0, os.path.join(config.shapecheck_src_root, "test", "tools"))
import header_suite  # noqa: E402

header_suite.configure(
    config, lit_config, "eigen", ("eigen_include",),
    os.path.join(config.eigen_include, "Eigen", "Dense"),
    "apt-get install libeigen3-dev",
    [("%eigen-include", config.eigen_include),
     ("%eigen-flags", "-std=c++17 -isystem %s -I %%shapecheck-include"
      % config.eigen_include)])
