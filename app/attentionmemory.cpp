#include "attentionmemory.h"
