#include "net.h"

torch::Tensor normalize(torch::Tensor x) { return torch::relu(x) * 2; }
