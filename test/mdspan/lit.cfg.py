# -*- Python -*-
# lit configuration of shapecheck's std::mdspan integration tests: real
# translation units that include <mdspan> from libc++ 19 (Debian's
# libc++-19-dev), parsed with -std=c++23 -stdlib=libc++ (libstdc++ 12 has
# no <mdspan>).
#
# Configured by test/mdspan/CMakeLists.txt (test/HeaderSuite.cmake), which
# writes lit.site.cfg.py into the build tree. Run with `ctest -R mdspan`
# or `ninja check-mdspan`.
#
# Substitutions (besides those of test/tools/header_suite.py):
#   %mdspan-flags    -std=c++23 -stdlib=libc++ -I %shapecheck-include

import os
import sys

sys.path.insert(0, os.path.join(config.shapecheck_src_root, "test", "tools"))
import header_suite  # noqa: E402

header_suite.configure(
    config, lit_config, "mdspan", ("libcxx_include",),
    os.path.join(config.libcxx_include, "mdspan"),
    "apt-get install libc++-19-dev libc++abi-19-dev",
    [("%mdspan-flags", "-std=c++23 -stdlib=libc++ -I %shapecheck-include")])
