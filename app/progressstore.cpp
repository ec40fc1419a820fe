#include "progressstore.h"
