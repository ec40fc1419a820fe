#include "pipelinesimulator.h"
