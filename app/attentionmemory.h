#pragma once
// Attention memory model (issue 4): to be written.
