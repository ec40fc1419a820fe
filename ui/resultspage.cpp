#include "resultspage.h"
