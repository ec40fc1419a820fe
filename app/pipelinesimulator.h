#pragma once
// Pipeline schedule simulator (issue 3): to be written.
