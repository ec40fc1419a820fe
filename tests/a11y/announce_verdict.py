#!/usr/bin/python3
"""A screen reader hears the verdict: checks it over AT-SPI, as Orca would.

Starts a private X server (Xvfb), a private D-Bus session and, through it, the
AT-SPI bus (at-spi-bus-launcher, at-spi2-registryd); runs the real app with Qt's
AT-SPI bridge on (xcb, QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1) in a temporary home,
so no settings or progress of the user's are read or written; starts the first
quiz of the "parallelism" bank (immediate feedback) by the Start button's
AT-SPI action; answers with a number key and Enter, typed through the AT-SPI
registry; and asserts that a notification comes into sight
(object:state-changed:showing) named with the verdict and the right answer,
after the focus moved on to the next question. The first question is
answered right and the second wrong, so both verdicts are heard whatever
order the options were shuffled into; once in English, once in Bengali.

    announce_verdict.py <scalestudy binary> <source dir>

A missing package is a failure naming the package, never a skip. Each wait
ends at its event or fails after 90 s (A11Y_WAIT=<seconds> to change it),
listing the events seen. A language whose first options were heard coming
into sight but could not be found over AT-SPI is run again with a fresh app,
at most three times (OptionsNotFound says why).
"""

import ctypes
import ctypes.util
import html
import importlib.util
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

WAIT_SECONDS = int(os.environ.get('A11Y_WAIT', 90))  # a start-up on a loaded two-core machine takes a while
RUNS = 3  # tries of a language when its first options cannot be found (OptionsNotFound)

# Expected texts, written from the question page's English strings and their
# Bengali translations in translations/scalestudy_bn.ts.
LANGUAGES = {
    "en": {
        "start": "Start {title}",
        "labels": ["A", "B", "C", "D"],
        "correct": "Correct.",
        "incorrect": "Incorrect. The right answer is {label}.",
        "next": "Next question",
    },
    "bn": {
        "start": "{title} শুরু করুন",
        "labels": ["ক", "খ", "গ", "ঘ"],
        "correct": "সঠিক।",
        "incorrect": "ভুল। সঠিক উত্তর {label}।",
        "next": "পরবর্তী প্রশ্ন",
    },
}
BANK = "resources/questions/parallelism.json"  # its feedback is immediate
LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
REGISTRY = "/usr/libexec/at-spi2-registryd"


class Failure(Exception):
    pass


class OptionsNotFound(Failure):
    """The first question's options came into sight (their events were heard)
    but could not be found over AT-SPI: a race of a freshly started app's
    registration on the bus (Qt 6.4, at-spi2-core 2.46), seen in about one
    run in six on a loaded machine. The language's run is tried again with a
    fresh app, at most RUNS times; every assertion on what is heard stays."""


def check_packages():
    missing = []
    for tool, package in (("Xvfb", "xvfb"), ("dbus-daemon", "dbus-daemon")):
        if not shutil.which(tool):
            missing.append(f"{package} (for {tool})")
    for path in (LAUNCHER, REGISTRY):
        if not os.access(path, os.X_OK):
            missing.append(f"at-spi2-core (for {path})")
    if importlib.util.find_spec("pyatspi") is None:
        missing.append("python3-pyatspi")
    if missing:
        raise Failure("missing packages: " + ", ".join(missing)
                      + " (packaging/deps/test.txt lists them)")


def read_line_from(fd_reader, what):
    with os.fdopen(fd_reader) as stream:
        line = stream.readline().strip()
    if not line:
        raise Failure(f"{what} did not start")
    return line


def start_x_server(processes):
    reader, writer = os.pipe()
    processes.append(subprocess.Popen(
        ["Xvfb", "-displayfd", str(writer), "-screen", "0", "1280x1024x24",
         "-nolisten", "tcp", "-noreset"],
        pass_fds=(writer,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    os.close(writer)
    return ":" + read_line_from(reader, "Xvfb")


def start_private_session(processes, runtime_dir):
    """A private X server and D-Bus session, made this process's environment
    (pyatspi reads it) and returned, for the apps to run in."""
    os.chmod(runtime_dir, 0o700)
    environment = {key: value for key, value in os.environ.items()
                   if not key.startswith(("AT_SPI", "DBUS_", "XDG_", "QT_"))
                   and key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    environment.update({"LC_ALL": "C.UTF-8", "LANG": "C.UTF-8",
                        "XDG_RUNTIME_DIR": runtime_dir, "NO_AT_BRIDGE": "0"})
    environment["DISPLAY"] = start_x_server(processes)
    # The bus launcher and the registry are started by this bus when first
    # asked for, with its environment: the display included.
    environment["DBUS_SESSION_BUS_ADDRESS"] = start_session_bus(processes, environment)
    os.environ.clear()
    os.environ.update(environment)
    return environment


def start_session_bus(processes, environment):
    reader, writer = os.pipe()
    processes.append(subprocess.Popen(
        ["dbus-daemon", "--session", "--nofork", f"--print-address={writer}"],
        pass_fds=(writer,), env=environment))
    os.close(writer)
    return read_line_from(reader, "dbus-daemon")


class WindowAttributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int),
                ("height", ctypes.c_int), ("border_width", ctypes.c_int),
                ("depth", ctypes.c_int), ("visual", ctypes.c_void_p),
                ("root", ctypes.c_ulong), ("window_class", ctypes.c_int),
                ("bit_gravity", ctypes.c_int), ("win_gravity", ctypes.c_int),
                ("backing_store", ctypes.c_int), ("backing_planes", ctypes.c_ulong),
                ("backing_pixel", ctypes.c_ulong), ("save_under", ctypes.c_int),
                ("colormap", ctypes.c_ulong), ("map_installed", ctypes.c_int),
                ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
                ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


def focus_main_window(display_name):
    """Gives the X input focus to the largest window in sight (the app's only
    one: pop-ups and tool tips are override-redirect), as a window manager would."""
    x11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XDefaultRootWindow.restype = ctypes.c_ulong
    x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x11.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                               ctypes.POINTER(ctypes.c_ulong),
                               ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)),
                               ctypes.POINTER(ctypes.c_uint)]
    x11.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong,
                                         ctypes.POINTER(WindowAttributes)]
    x11.XSetInputFocus.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_ulong]
    x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    x11.XFree.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    display = x11.XOpenDisplay(display_name.encode())
    if not display:
        raise Failure(f"cannot open the X display {display_name}")
    try:
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        children, count = ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
        x11.XQueryTree(display, x11.XDefaultRootWindow(display), ctypes.byref(root),
                       ctypes.byref(parent), ctypes.byref(children), ctypes.byref(count))
        best, best_area = None, 0
        for index in range(count.value):
            attributes = WindowAttributes()
            x11.XGetWindowAttributes(display, children[index], ctypes.byref(attributes))
            viewable = attributes.map_state == 2  # IsViewable
            area = attributes.width * attributes.height
            if viewable and not attributes.override_redirect and area > best_area:
                best, best_area = children[index], area
        if children:
            x11.XFree(children)
        if best is None:
            raise Failure("no window of the app is in sight")
        x11.XSetInputFocus(display, best, 2, 0)  # RevertToParent, CurrentTime
        x11.XSync(display, 0)
    finally:
        x11.XCloseDisplay(display)


def plain(text):
    return html.unescape(re.sub(r"<[^>]+>", "", text)).strip()


class Listener:
    """Collects AT-SPI events of one process, with what their source said then."""

    def __init__(self, pyatspi, GLib):
        self.pyatspi = pyatspi
        self.GLib = GLib
        self.pid = None
        self.events = []
        # The accessibles that came into sight, newest last: where a new page's
        # widgets are found, since a walk of the tree from the app can miss a
        # page built after the walk's parents were cached.
        self.shown = []
        pyatspi.Registry.registerEventListener(
            self.on_event, "object:state-changed:showing", "object:state-changed:focused")

    def on_event(self, event):
        try:
            if self.pid is None or event.source.get_process_id() != self.pid:
                return
            self.events.append((event.type, event.detail1, event.source.getRoleName(),
                                event.source.name))
            if event.type == "object:state-changed:showing" and event.detail1 == 1:
                self.shown.append(event.source)
        except Exception:  # the source may be gone already
            pass

    def wait_for(self, predicate, what):
        context = self.GLib.MainContext.default()
        deadline = time.monotonic() + WAIT_SECONDS
        while time.monotonic() < deadline:
            found = predicate()
            if found:
                return found
            # Wakes the loop at least every 100 ms to ask again.
            self.GLib.timeout_add(100, lambda: False)
            context.iteration(True)
        seen = "\n  ".join(map(str, self.events)) or "none"
        raise Failure(f"timed out after {WAIT_SECONDS} s waiting for {what}; events seen:\n  {seen}")


def showing_descendants(pyatspi, accessible, depth=0):
    """The descendants in sight, found by walking the whole tree (Qt does not
    mark every container in sight as showing, so no subtree is skipped)."""
    if depth > 40:
        return
    try:
        count = accessible.childCount
    except Exception:
        return
    for index in range(count):
        try:
            child = accessible.getChildAtIndex(index)
        except Exception:
            continue
        if child is None:
            continue
        if showing(pyatspi, child):
            yield child
        yield from showing_descendants(pyatspi, child, depth + 1)


def has_state(accessible, state):
    try:
        return accessible.getState().contains(state)
    except Exception:
        return False


def showing(pyatspi, accessible):
    return has_state(accessible, pyatspi.STATE_SHOWING)


def find_app(pyatspi, pid):
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        try:
            if app is not None and app.get_process_id() == pid:
                return app
        except Exception:
            continue
    return None


def find_showing(pyatspi, root, role, predicate=lambda name: True):
    for accessible in showing_descendants(pyatspi, root):
        try:
            if accessible.getRole() == role and predicate(accessible.name):
                return accessible
        except Exception:
            continue
    return None


def answer_and_hear(verdict, code, app, bank, previous_options, listener, pyatspi, environment):
    """Answers the question in sight rightly or wrongly (verdict "right" or
    "wrong") with a number key and Enter, and asserts the notification that
    comes into sight then, and that the focus moved on to the next question
    first. previous_options are the option texts of the question answered
    before, None for the first: the next question is the one whose options
    differ. Returns this question's option texts."""
    texts = LANGUAGES[code]
    labels = texts["labels"]
    if previous_options is not None:
        # The focus is on "Next question" since the last verdict: Return presses it.
        pyatspi.Registry.generateKeyboardEvent(0xFF0D, None, pyatspi.KEY_SYM)

    # The question's options, in the order shown: the right one is the option
    # whose text is the bank's answer to the prompt in sight.
    def options_in_sight():
        radios = {}
        # The app found afresh each time: an object of an earlier
        # registration can answer "the application no longer exists".
        root = find_app(pyatspi, listener.pid) or app
        in_sight = list(showing_descendants(pyatspi, root)) + listener.shown[::-1]
        for accessible in in_sight:
            try:
                if accessible.getRole() != pyatspi.ROLE_RADIO_BUTTON \
                        or not showing(pyatspi, accessible):
                    continue
                name = accessible.name
            except Exception:
                continue
            label, _, text = name.partition(": ")
            if label in labels:
                radios.setdefault(label, (accessible, text))
        if len(radios) != len(labels):
            return None
        if previous_options is not None \
                and sorted(text for _, text in radios.values()) == previous_options:
            return None
        return radios

    try:
        radios = listener.wait_for(options_in_sight,
                                   f"the options of the question to answer {verdict}")
    except Failure as failure:
        heard = any(role == "radio button" and detail == 1
                    for _, detail, role, _ in listener.events)
        if previous_options is None and heard:
            raise OptionsNotFound(str(failure)) from failure
        raise
    shown = {label: text for label, (_, text) in radios.items()}
    question = next((q for q in bank["questions"]
                     if sorted(plain(o[code]) for o in q["options"])
                     == sorted(shown.values())), None)
    if question is None:
        raise Failure(f"no question of the bank has the options {shown}")
    answer = plain(question["options"][question["answer"]][code])
    right_label = next(label for label, text in shown.items() if text == answer)
    chosen_label = right_label if verdict == "right" \
        else next(label for label in labels if label != right_label)
    expected = (texts["correct"] if verdict == "right"
                else texts["incorrect"].format(label=right_label))

    # Keys go to the window with the input focus, which no window manager
    # hands out here.
    focus_main_window(environment["DISPLAY"])
    first, _ = radios[labels[0]]
    first.queryComponent().grabFocus()
    # The page may have focused the option itself already, as it does on Next.
    listener.wait_for(
        lambda: has_state(first, pyatspi.STATE_FOCUSED),
        "the focus on an option")
    keys_sent = len(listener.events)
    key = 0x31 + labels.index(chosen_label)  # "1" to "4"
    for keysym in (key, 0xFF0D):  # the option's number, then Return
        pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)

    def announcement():
        for index, event in enumerate(listener.events):
            if index < keys_sent:
                continue
            kind, detail, role, name = event
            if kind == "object:state-changed:showing" and detail == 1 \
                    and role == "notification":
                return index, name
        return None

    index, spoken = listener.wait_for(announcement, f"the {verdict} verdict's notification")
    if spoken != expected:
        raise Failure(f"{code}, answered {verdict} ({chosen_label}): the notification reads "
                      f"{spoken!r}, expected {expected!r}")
    focus = [e for e in listener.events[keys_sent:index]
             if e[0] == "object:state-changed:focused" and e[1] == 1]
    if not focus or focus[-1][3] != texts["next"]:
        raise Failure(f"{code}: before the {verdict} verdict the focus went to "
                      f"{focus[-1] if focus else None}, not {texts['next']!r}")
    print(f"{code}, answered {verdict}: notification {spoken!r} after the focus on {focus[-1][3]!r}")
    return sorted(shown.values())


def run_language(code, binary, bank, listener, pyatspi, environment, processes):
    texts = LANGUAGES[code]
    title = bank["title"][code]
    with tempfile.TemporaryDirectory(prefix=f"scalestudy-a11y-{code}-") as home:
        app_environment = dict(environment)
        app_environment.update({
            "HOME": home,
            "XDG_CONFIG_HOME": os.path.join(home, "config"),
            "XDG_DATA_HOME": os.path.join(home, "data"),
            "XDG_CACHE_HOME": os.path.join(home, "cache"),
            "QT_QPA_PLATFORM": "xcb",
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
        })
        app_process = subprocess.Popen([binary, "--lang", code], env=app_environment)
        processes.append(app_process)
        listener.pid = app_process.pid
        listener.events.clear()
        listener.shown.clear()
        try:
            app = listener.wait_for(lambda: find_app(pyatspi, app_process.pid),
                                    f"the app ({code}) on the AT-SPI bus")
            start_name = texts["start"].format(title=title)
            start = listener.wait_for(
                lambda: find_showing(pyatspi, find_app(pyatspi, app_process.pid) or app,
                                     pyatspi.ROLE_PUSH_BUTTON,
                                     lambda name: name == start_name),
                f'the button "{start_name}"')
            start.queryAction().doAction(0)

            # Question 1 answered right, then question 2 wrong: both verdicts,
            # whatever order the options were shuffled into.
            previous = None
            for verdict in ("right", "wrong"):
                previous = answer_and_hear(verdict, code, app, bank, previous, listener,
                                           pyatspi, environment)
        finally:
            app_process.terminate()
            app_process.wait(timeout=30)
            processes.remove(app_process)


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    binary, source = sys.argv[1], sys.argv[2]
    processes = []
    runtime = tempfile.TemporaryDirectory(prefix="scalestudy-a11y-run-")
    try:
        check_packages()
        with open(os.path.join(source, BANK), encoding="utf-8") as file:
            bank = json.load(file)
        environment = start_private_session(processes, runtime.name)

        import gi
        gi.require_version("Atspi", "2.0")
        from gi.repository import GLib
        import pyatspi

        listener = Listener(pyatspi, GLib)
        for code in LANGUAGES:
            for run in range(1, RUNS + 1):
                try:
                    run_language(code, binary, bank, listener, pyatspi, environment,
                                 processes)
                    break
                except OptionsNotFound:
                    if run == RUNS:
                        raise
                    print(f"{code}: run {run} found no options over AT-SPI although they "
                          f"came into sight; trying again with a fresh app", file=sys.stderr)
        print("PASS: the right and the wrong verdict are announced in both languages")
        return 0
    except Failure as failure:
        print(f"FAIL: {failure}", file=sys.stderr)
        return 1
    finally:
        for process in reversed(processes):
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
        runtime.cleanup()


if __name__ == "__main__":
    sys.exit(main())
