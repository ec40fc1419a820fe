#include "languagemanager.h"
