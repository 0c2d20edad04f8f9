#include "ukf.h"

int main() {
  UKF ukf(5, 7);
  ukf.Prediction(0.1);
  return 0;
}
