#include "questionpage.h"
