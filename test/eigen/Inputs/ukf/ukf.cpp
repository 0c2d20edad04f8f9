#include "ukf.h"
using Eigen::MatrixXd;
using Eigen::VectorXd;

UKF::UKF(int n_x, int n_aug) : n_x_(n_x), n_aug_(n_aug) {
  x_ = VectorXd::Zero(n_x_);
  P_ = MatrixXd::Identity(n_x_, n_x_);
  Xsig_pred_ = MatrixXd::Zero(n_x_, 2 * n_aug_ + 1);
}

void UKF::AugmentedSigmaPoints(MatrixXd *Xsig_out) {
  VectorXd x_aug = VectorXd::Zero(n_aug_);
  MatrixXd P_aug = MatrixXd::Zero(n_aug_, n_aug_);
  x_aug.head(n_x_) = x_;
  P_aug.topLeftCorner(n_x_, n_x_) = P_;
#ifdef NARROW
  MatrixXd Xsig_aug = MatrixXd(n_aug_, 2 * n_aug_);
#else
  MatrixXd Xsig_aug = MatrixXd(n_aug_, 2 * n_aug_ + 1);
#endif
  Xsig_aug.col(0) = x_aug;
  *Xsig_out = Xsig_aug;
}

void UKF::Weights(VectorXd &weights) const {
  weights = VectorXd::Constant(2 * n_aug_ + 1, 0.5);
}

void Spread(const MatrixXd &Xsig, MatrixXd *diff) {
  *diff = Xsig.transpose();
}

void UKF::Prediction(double dt) {
  MatrixXd Xsig_aug = MatrixXd(1, 1);
  AugmentedSigmaPoints(&Xsig_aug);
  VectorXd weights;
  Weights(weights);
  VectorXd mean = Xsig_aug * weights;
  MatrixXd diff;
  Spread(Xsig_aug, &diff);
  MatrixXd cov = diff.transpose() * weights.asDiagonal() * diff;
  Xsig_pred_.topRows(n_x_) = Xsig_aug.topRows(n_x_) * dt;
}
