#include "bankloader.h"
