#include "quizsession.h"
