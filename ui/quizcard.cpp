#include "quizcard.h"
