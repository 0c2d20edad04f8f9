// Reporters depend on Shape only.
#include "Frontend/Driver.h"
