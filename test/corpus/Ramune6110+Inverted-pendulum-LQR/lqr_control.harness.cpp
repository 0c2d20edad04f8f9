// Run-time driver for the corpus manifest lqr_control.json (our own code). The
// repository's main.cpp builds the controller and runs its simulation; so
// does this harness: the 25 s closed-loop run of the inverted pendulum (LQR
// gain from the Hamiltonian's stable eigenvectors every step, the Kalman
// filter, the RK4 integration), which writes LQR_Kalman.txt in the working
// directory.
#include <iostream>

#include "lqr_control.h"

int main() {
  LQR_control lqr;
  lqr.simulation();
  std::cout << "simulation done\n";
  return 0;
}
