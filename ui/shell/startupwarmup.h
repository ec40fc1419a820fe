#pragma once

#include <QThread>

#include <memory>

// Fills Qt's process-wide caches that the first frame needs, on a second
// core, while the main thread reads the settings, the translations and the
// banks and builds the first page:
// - the font list (fontconfig's configuration and caches), the largest single
//   step of a start;
// - the image format plug-ins, which the first themed icon loads.
// Each is behind Qt's own lock: QFontDatabase is thread-safe (Qt 6.4's
// documentation) and the plug-in loader is shared. The main thread waits on a
// lock only if it gets there first. Not the interface font's fallbacks for
// Latin and Bengali text: measuring text here builds font engines, which Qt
// keeps for each thread (the GUI thread builds its own again), and holds the
// font database's lock while the main thread wants it for its first page;
// of that work only the fontconfig sort of each fallback list is shared.
// Construct it right after the application object; it waits for its thread
// when it goes.
class StartUpWarmUp
{
public:
    StartUpWarmUp();
    ~StartUpWarmUp();
    StartUpWarmUp(const StartUpWarmUp &) = delete;
    StartUpWarmUp &operator=(const StartUpWarmUp &) = delete;

private:
    std::unique_ptr<QThread> m_thread;
};
