#!/usr/bin/env bash
# The core (app/core) is QtCore only: no file in it includes a QtGui or
# QtWidgets header, or any class of those modules by name.
#   core-is-qtcore-only.sh <source dir>
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 <source dir>" >&2; exit 2; }
core="$1/app/core"
gui_classes='Q(Widget|MainWindow|Dialog|Application|GuiApplication|Font|FontMetrics|Color|Palette|Painter|Pixmap|Image|Icon|Brush|Pen|Action|Label|PushButton|TextDocument|Window|Screen)'
hits=$(grep -rnE "#include <(QtGui/|QtWidgets/|QtCharts/|QtSvg/)|#include <${gui_classes}>" "$core" || true)
if [ -n "$hits" ]; then
    echo "app/core must use QtCore only; these lines include GUI headers:"
    echo "$hits"
    exit 1
fi
echo "app/core: $(find "$core" -name '*.h' -o -name '*.cpp' | wc -l) files, QtCore only"
