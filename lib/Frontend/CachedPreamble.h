//===- CachedPreamble.h - Parsing a file with its stored preamble -*- C++
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//-*-===//
//
// How the driver uses the PreambleCache (PreambleCache.h) for one parse:
// before Clang runs, the main file's preamble is looked up (or built and
// stored), and the invocation is set up as clang::PrecompiledPreamble sets
// one up: the header is loaded implicitly, the preamble's bytes of the main
// file are skipped, and the header's own checks of its inputs are off (the
// entry's sizes and modification times were checked instead, and the key
// covers the whole invocation).
//
// Not cached, parsed as they are: files with no preamble, inputs that are
// not C or C++ source, invocations that already load a precompiled header
// or module or force includes (-include), and preambles with compile errors
// (their errors are reported by the cold parse).
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_FRONTEND_CACHEDPREAMBLE_H
#define SHAPECHECK_FRONTEND_CACHEDPREAMBLE_H

#include "Frontend/MissingFiles.h"
#include "Frontend/PreambleCache.h"
#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include <memory>
#include <string>
#include <vector>

namespace clang {
class CompilerInvocation;
class PCHContainerOperations;
} // namespace clang

namespace llvm::vfs {
class OverlayFileSystem;
} // namespace llvm::vfs

namespace shapecheck {

class RuleSet;

struct PreambleForTU {
  /// The invocation parses with a stored preamble.
  bool Used = false;
  /// The header's path (not an input of the file: the result cache must
  /// not hash it) and the entry's key.
  std::string Header, Key;
  /// How the parse was counted (a hit, or built).
  PreambleCache::Outcome Counted = PreambleCache::Outcome::None;
  /// Every file the preamble read, absolute: the parse does not open them.
  std::vector<std::string> Files;
  /// Every file the preamble looked for and did not find (MissingFiles.h):
  /// the parse does not look for them again.
  std::vector<std::string> Missing;
  /// The packs' header-flag strings whose `#include` the preamble held
  /// (HeaderFlags.h).
  std::vector<std::string> HeaderFlags;
};

/// Sets Invocation up to parse its main file with the preamble stored in
/// Cache, building and storing it first when there is none or it is out of
/// date. FS: the file system of the parse (the header is laid over it);
/// Misses: what records the paths it does not find, below FS (the absent
/// files of a preamble built here are taken from it).
/// Invocation is left unchanged when no preamble is used.
PreambleForTU usePreamble(PreambleCache &Cache,
                          clang::CompilerInvocation &Invocation,
                          llvm::vfs::OverlayFileSystem &FS,
                          std::shared_ptr<clang::PCHContainerOperations> PCHOps,
                          const RuleSet &Rules,
                          const MissRecordingFileSystem *Misses);

/// Removes P's entry: Clang could not load its header.
void dropPreamble(PreambleCache &Cache, const PreambleForTU &P);

} // namespace shapecheck

#endif
