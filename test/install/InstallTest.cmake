# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Installs shapecheck into a fresh prefix (MODE=install: `cmake --install`;
# MODE=deb: `cpack -G DEB`, then the package unpacked with dpkg-deb;
# MODE=release: the release assets of .ci/package, the tarball unpacked) and checks
# docs/examples/quickstart.cpp from another directory with only
# `-- -std=c++20`: the installed binary must find its own
# shapecheck/shapecheck.hpp, and the example's bug must be reported.
#
#   cmake -DBUILD_DIR=... -DSOURCE_DIR=... -DWORK_DIR=... -DMODE=install|deb|release
#         -P InstallTest.cmake
foreach(var BUILD_DIR SOURCE_DIR WORK_DIR MODE)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "InstallTest.cmake needs -D${var}=...")
  endif()
endforeach()

file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR}/elsewhere)

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out
    ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGN}\n${out}\n${err}")
  endif()
  set(run_out "${out}" PARENT_SCOPE)
endfunction()

if(MODE STREQUAL "install")
  set(prefix ${WORK_DIR}/prefix)
  run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})
elseif(MODE STREQUAL "deb")
  find_program(DPKG_DEB dpkg-deb)
  if(NOT DPKG_DEB)
    message(FATAL_ERROR "dpkg-deb not found")
  endif()
  run(${CMAKE_CPACK_COMMAND} -G DEB --config ${BUILD_DIR}/CPackConfig.cmake
    -B ${WORK_DIR}/pkg)
  file(GLOB debs ${WORK_DIR}/pkg/*.deb)
  list(LENGTH debs n)
  if(NOT n EQUAL 1)
    message(FATAL_ERROR "expected one .deb in ${WORK_DIR}/pkg, found: ${debs}")
  endif()
  run(${DPKG_DEB} --field ${debs} Depends)
  foreach(dep libclang-cpp19 libllvm19 libclang-common-19-dev libc6
      libstdc[+][+]6)
    if(NOT run_out MATCHES "${dep}")
      message(FATAL_ERROR "the package does not depend on ${dep}: ${run_out}")
    endif()
  endforeach()
  # Lintian-clean: no error, no warning (info and pedantic tags aside).
  find_program(LINTIAN lintian)
  if(LINTIAN)
    execute_process(COMMAND ${LINTIAN} --fail-on error,warning ${debs}
      RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "lintian (${rc}):\n${out}\n${err}")
    endif()
    message(STATUS "lintian: no error nor warning")
  else()
    message(STATUS "lintian not installed: the package's policy not checked")
  endif()
  run(${DPKG_DEB} -x ${debs} ${WORK_DIR}/root)
  set(prefix ${WORK_DIR}/root/usr)
elseif(MODE STREQUAL "release")
  # The release assets (.ci/package): the checksums hold, and the tarball's
  # tree is a working installation.
  file(READ ${BUILD_DIR}/CMakeCache.txt cache)
  string(REGEX MATCH "CMAKE_PROJECT_VERSION:STATIC=([0-9.]+)" _ "${cache}")
  set(version ${CMAKE_MATCH_1})
  run(${SOURCE_DIR}/.ci/package ${BUILD_DIR} ${WORK_DIR}/dist --distro test
    --tag v${version})
  foreach(f shapecheck_${version}_test_amd64.deb
      shapecheck-${version}-test-x86_64.tar.gz SHA256SUMS-test)
    if(NOT EXISTS ${WORK_DIR}/dist/${f})
      message(FATAL_ERROR "not made: ${WORK_DIR}/dist/${f}")
    endif()
  endforeach()
  execute_process(COMMAND sha256sum -c SHA256SUMS-test
    WORKING_DIRECTORY ${WORK_DIR}/dist RESULT_VARIABLE rc OUTPUT_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "the checksums do not hold: ${out}")
  endif()
  # A tag that is not the version: nothing written, exit 2.
  execute_process(COMMAND ${SOURCE_DIR}/.ci/package ${BUILD_DIR}
    ${WORK_DIR}/wrong --tag v0.0.0-not RESULT_VARIABLE rc ERROR_QUIET)
  if(NOT rc EQUAL 2 OR EXISTS ${WORK_DIR}/wrong)
    message(FATAL_ERROR "a wrong tag gave exit code ${rc}")
  endif()
  run(tar -C ${WORK_DIR} -xzf
    ${WORK_DIR}/dist/shapecheck-${version}-test-x86_64.tar.gz)
  set(prefix ${WORK_DIR}/shapecheck-${version})
else()
  message(FATAL_ERROR "MODE must be install, deb or release")
endif()

foreach(f bin/shapecheck include/shapecheck/shapecheck.hpp
    share/shapecheck/rules/torch.rules share/man/man1/shapecheck.1.gz
    share/doc/shapecheck/copyright share/doc/shapecheck/changelog.gz
    share/bash-completion/completions/shapecheck
    share/zsh/vendor-completions/_shapecheck share/doc/shapecheck/cli.md
    share/doc/shapecheck/diagnostics/shape-mismatch.md)
  if(NOT EXISTS ${prefix}/${f})
    message(FATAL_ERROR "not installed: ${prefix}/${f}")
  endif()
endforeach()

configure_file(${SOURCE_DIR}/docs/examples/quickstart.cpp
  ${WORK_DIR}/elsewhere/quickstart.cpp COPYONLY)
execute_process(
  COMMAND ${prefix}/bin/shapecheck --color=never quickstart.cpp -- -std=c++20
  WORKING_DIRECTORY ${WORK_DIR}/elsewhere
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "expected exit code 1, got ${rc}:\n${out}\n${err}")
endif()
if(NOT out MATCHES "^quickstart.cpp:16:25: error: [^\n]*\\[shape-mismatch\\]")
  message(FATAL_ERROR "unexpected output:\n${out}\n${err}")
endif()
if(err MATCHES "file not found")
  message(FATAL_ERROR "the header was not found:\n${err}")
endif()
message(STATUS "${MODE}: ${prefix}/bin/shapecheck checks quickstart.cpp")

# Without the installed header: the compile error is followed by a note that
# says where shapecheck looked.
if(MODE STREQUAL "install")
  file(REMOVE_RECURSE ${prefix}/include)
  execute_process(
    COMMAND ${prefix}/bin/shapecheck --color=never quickstart.cpp -- -std=c++20
    WORKING_DIRECTORY ${WORK_DIR}/elsewhere
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(expected "shapecheck: note: shapecheck looked for its header "
    "shapecheck/shapecheck.hpp in '${prefix}/include'")
  string(CONCAT expected ${expected})
  string(FIND "${err}" "${expected}" at)
  if(NOT rc EQUAL 1 OR at EQUAL -1)
    message(FATAL_ERROR "expected exit code 1 and '${expected}', got ${rc}:\n"
      "${out}\n${err}")
  endif()
  message(STATUS "without the header: the note says where shapecheck looked")
endif()
