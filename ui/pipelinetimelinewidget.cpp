#include "pipelinetimelinewidget.h"
