// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Reporters depend on Shape only.
#include "Frontend/Driver.h"
