#include "questionmodel.h"
