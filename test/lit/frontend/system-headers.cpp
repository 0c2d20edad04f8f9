// Only the main file and user headers are analysed: signatures and bodies
// in system headers (-isystem) are never read, so calls of their functions
// have unknown results.
//
// RUN: not %shapecheck %s -- -std=c++20 -I %shapecheck-include \
// RUN:   -isystem %S/Inputs/sys -I %S/Inputs/user \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <userlib.h>
// CHECK: userlib.h:5:10: error: returned value, axis 0: size 'm' does not match 'n' required by the result of 'userBad'

void silent() {
  shapecheck::Float<Tensor, "3"> x = sysMake();
  sysTakes(x);
}
