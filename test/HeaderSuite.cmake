# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# shapecheck_header_suite(SUITE KEY VALUE): the lit suite test/SUITE, which
# checks shapecheck on a library's real headers (test/eigen, test/xtensor,
# test/mdspan; their lit.cfg.py use test/tools/header_suite.py). Writes the
# build tree's lit.site.cfg.py with the build's paths and `config.KEY =
# VALUE` (the library's include directory), and registers the CTest test
# SUITE and the target check-SUITE.
function(shapecheck_header_suite suite key value)
  set(lit_py ${SHAPECHECK_LLVM_ROOT}/build/utils/lit/lit.py)
  set(llvm_tools_dir ${SHAPECHECK_LLVM_ROOT}/bin)
  if(SHAPECHECK_PYTHON)
    set(lit_python ${SHAPECHECK_PYTHON})
  else()
    find_package(Python3 REQUIRED COMPONENTS Interpreter)
    set(lit_python ${Python3_EXECUTABLE})
  endif()
  set(source_dir ${PROJECT_SOURCE_DIR}/test/${suite})
  set(binary_dir ${PROJECT_BINARY_DIR}/test/${suite})

  file(GENERATE OUTPUT ${binary_dir}/lit.site.cfg.py CONTENT
"# Written by test/HeaderSuite.cmake for test/${suite}; do not edit.
config.shapecheck_binary = r'$<TARGET_FILE:shapecheck>'
config.shapecheck_src_root = r'${PROJECT_SOURCE_DIR}'
config.shapecheck_obj_root = r'${PROJECT_BINARY_DIR}'
config.llvm_tools_dir = r'${llvm_tools_dir}'
config.python_executable = r'${lit_python}'
config.${key} = r'${value}'
lit_config.load_config(config, r'${source_dir}/lit.cfg.py')
")

  set(command ${lit_python} ${lit_py} -sv -j2 ${binary_dir})
  add_test(NAME ${suite} COMMAND ${command})
  # A guard against a hang, not a measure: the Eigen suite takes about
  # 400 s on 2 cores and timed out at 600 s on a loaded machine.
  set_tests_properties(${suite} PROPERTIES TIMEOUT 1500)
  add_custom_target(check-${suite}
    COMMAND ${command}
    DEPENDS shapecheck
    USES_TERMINAL
    COMMENT "Running shapecheck's ${suite} integration tests")
endfunction()
