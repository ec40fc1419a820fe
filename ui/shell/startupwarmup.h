#pragma once

#include <QThread>

#include <memory>

// Fills Qt's process-wide caches that the first frame needs, on a second
// core, while the main thread reads the settings, the translations and the
// banks and builds the first page:
// - the font list (fontconfig's configuration and caches), the largest single
//   step of a start;
// - the fallback fonts of the interface font for Latin and Bengali text (a
//   fontconfig sort each), which the toolbar's "বাংলা" and the menu bar's
//   height of both scripts need;
// - the image format plug-ins, which the first themed icon loads.
// Each is behind Qt's own lock: QFontDatabase is thread-safe (Qt 6.4's
// documentation), its fallback list is kept in one cache for every thread,
// QFont and QFontMetrics may be used outside the GUI thread, and the
// plug-in loader is shared. The main thread waits on a lock only if it gets
// there first. Construct it right after the application object; it waits for
// its thread when it goes.
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
