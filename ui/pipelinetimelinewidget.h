#pragma once
// Timeline drawing for the pipeline page (issue 3): to be written.
