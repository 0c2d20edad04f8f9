// Includes shared.hpp.
#include "shared.hpp"
