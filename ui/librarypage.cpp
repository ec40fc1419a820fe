#include "librarypage.h"
