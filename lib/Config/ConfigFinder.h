//===- ConfigFinder.h - The configuration of each checked file --*- C++ -*-===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A file's configuration is the nearest .shapecheck.yaml in its directory or
// a parent; when that file sets InheritParentConfig: true, it is merged over
// the next one further up (and so on). With --config-file, that file is used
// for every file instead (its InheritParentConfig still reaches upwards from
// its own directory). Files are read once per directory.
//
//===----------------------------------------------------------------------===//
#ifndef SHAPECHECK_CONFIG_CONFIGFINDER_H
#define SHAPECHECK_CONFIG_CONFIGFINDER_H

#include "Config/ConfigFile.h"
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace shapecheck {

constexpr const char *ConfigFileName = ".shapecheck.yaml";

class ConfigFinder {
public:
  /// ExplicitFile: --config-file; empty: search upwards.
  explicit ConfigFinder(std::string ExplicitFile = "");

  /// The configuration of File (a source file, or a directory), or nullopt
  /// with Error set when a configuration file is malformed or unreadable.
  std::optional<Config> forFile(llvm::StringRef File, Diagnostic &Error);

private:
  /// The merged configuration of the config file found in Dir or above;
  /// an empty Config when there is none.
  std::optional<Config> fromDir(llvm::StringRef Dir, Diagnostic &Error);
  std::optional<Config> fromFile(const std::string &Path, Diagnostic &Error);

  std::string ExplicitFile;
  std::map<std::string, std::optional<Config>> ByDir;
};

} // namespace shapecheck

#endif
