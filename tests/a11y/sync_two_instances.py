#!/usr/bin/python3
"""Two computers, one sync folder: the real app twice, each with its own home
(settings and data folder), both set to one shared sync folder, on a private
X server with AT-SPI, as announce_verdict.py runs it.

The "desktop" copy starts the first quiz of the "parallelism" bank by its
Start button's AT-SPI action and answers the first question with a number key
and Enter. The "laptop" copy then starts and must show the notice that the
desktop's answer was added. While both run, the desktop answers the second
question; the laptop's file watcher must bring it into the laptop's own
review log, which keeps both answers when the laptop closes.

    sync_two_instances.py <scalestudy binary> <source dir>

A missing package is a failure naming the package, never a skip; each wait
ends at its event or fails after A11Y_WAIT seconds (90 by default).
"""

import importlib.util
import json
import os
import signal
import subprocess
import sys
import tempfile
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("announce_verdict",
                                               os.path.join(HERE, "announce_verdict.py"))
av = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(av)

# The notice's English text, written from Study's sync message
# ("%n answer(s) from %1 added").
EXPECTED_NOTICE = "1 answer from desktop added"


def write_settings(home, sync_folder, device_name):
    """What Settings -> Sync folder keeps, written before the copy starts: the
    folder in the settings, this device's name in its data folder."""
    config = os.path.join(home, "config", "ScaleStudy")
    os.makedirs(config, exist_ok=True)
    with open(os.path.join(config, "ScaleStudy.conf"), "w", encoding="utf-8") as file:
        file.write(f"[General]\nlanguage=en\nsyncFolder={sync_folder}\n")
    data = os.path.join(home, "data", "ScaleStudy", "ScaleStudy")
    os.makedirs(data, exist_ok=True)
    with open(os.path.join(data, "sync-device.json"), "w", encoding="utf-8") as file:
        json.dump({"id": str(uuid.uuid4()), "name": device_name}, file)


def app_environment(environment, home):
    result = dict(environment)
    result.update({
        "HOME": home,
        "XDG_CONFIG_HOME": os.path.join(home, "config"),
        "XDG_DATA_HOME": os.path.join(home, "data"),
        "XDG_CACHE_HOME": os.path.join(home, "cache"),
        "QT_QPA_PLATFORM": "xcb",
        "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
    })
    return result


def reviews_logged(home):
    """The answers in the copy's own review log (snapshot and journal)."""
    folder = os.path.join(home, "data", "ScaleStudy", "ScaleStudy")
    count = 0
    journal = os.path.join(folder, "reviews.journal")
    if os.path.exists(journal):
        with open(journal, encoding="utf-8") as file:
            count += sum(1 for line in file if line.startswith('["r"'))
    snapshot = os.path.join(folder, "reviews.json")
    if os.path.exists(snapshot):
        with open(snapshot, encoding="utf-8") as file:
            try:
                count += len(json.load(file).get("log", []))
            except ValueError:
                pass
    return count


def notice_in_sight(pyatspi, pid, text):
    app = av.find_app(pyatspi, pid)
    if app is None:
        return None
    return av.find_showing(pyatspi, app, pyatspi.ROLE_LABEL, lambda name: name == text)


def answer_first_question(pyatspi, listener, desktop, bank, environment):
    texts = av.LANGUAGES["en"]
    start_name = texts["start"].format(title=bank["title"]["en"])
    def start_button():
        app = av.find_app(pyatspi, desktop.pid)
        return app and av.find_showing(pyatspi, app, pyatspi.ROLE_PUSH_BUTTON,
                                       lambda name: name == start_name)

    start = listener.wait_for(start_button, f'the desktop\'s button "{start_name}"')
    start.queryAction().doAction(0)

    def first_option():
        root = av.find_app(pyatspi, desktop.pid)
        in_sight = list(av.showing_descendants(pyatspi, root)) if root else []
        for accessible in in_sight + listener.shown[::-1]:
            try:
                if accessible.getRole() == pyatspi.ROLE_RADIO_BUTTON \
                        and accessible.name.startswith("A: ") and av.showing(pyatspi, accessible):
                    return accessible
            except Exception:
                continue
        return None

    try:
        option = listener.wait_for(first_option, "the desktop's first option")
    except av.Failure as failure:
        # announce_verdict's race of a fresh app's registration on the bus:
        # the options were heard coming into sight but cannot be found.
        if any(role == "radio button" and detail == 1 for _, detail, role, _ in listener.events):
            raise av.OptionsNotFound(str(failure)) from failure
        raise
    av.focus_main_window(environment["DISPLAY"])
    option.queryComponent().grabFocus()
    listener.wait_for(lambda: av.has_state(option, pyatspi.STATE_FOCUSED),
                      "the focus on the desktop's first option")
    for keysym in (0x31, 0xFF0D):  # "1", then Return: answered, checked, recorded
        pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)
    listener.wait_for(
        lambda: any(kind == "object:state-changed:showing" and detail == 1
                    and role == "notification" for kind, detail, role, _ in listener.events),
        "the desktop's verdict")


def verdicts(listener):
    return sum(1 for kind, detail, role, _ in listener.events
               if kind == "object:state-changed:showing" and detail == 1 and role == "notification")


def answer_next_question(pyatspi, listener, environment):
    """The desktop's focus is on "Next question" since the last verdict:
    Return, then "1" and Return. The X input focus goes back to the desktop's
    window first: of two windows of one size, focus_main_window takes the
    lowest, the one mapped first."""
    before = verdicts(listener)
    focused = len(listener.events)
    av.focus_main_window(environment["DISPLAY"])
    pyatspi.Registry.generateKeyboardEvent(0xFF0D, None, pyatspi.KEY_SYM)
    listener.wait_for(lambda: any(kind == "object:state-changed:focused" and detail == 1
                                  and role == "radio button"
                                  for kind, detail, role, _ in listener.events[focused:]),
                      "the desktop's next question")
    for keysym in (0x31, 0xFF0D):
        pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)
    listener.wait_for(lambda: verdicts(listener) > before, "the desktop's second verdict")


def run(binary, bank, pyatspi, GLib, environment, processes):
    with tempfile.TemporaryDirectory(prefix="scalestudy-sync-") as root:
        sync_folder = os.path.join(root, "Sync")
        os.makedirs(sync_folder)
        homes = {name: os.path.join(root, name) for name in ("laptop", "desktop")}
        for name, home in homes.items():
            write_settings(home, sync_folder, name)

        # The desktop first, alone on the screen, so that its window has the
        # keyboard (no window manager hands it out).
        desktop = subprocess.Popen([binary], env=app_environment(environment, homes["desktop"]))
        processes.append(desktop)
        listener = av.Listener(pyatspi, GLib)
        listener.pid = desktop.pid
        listener.wait_for(lambda: av.find_app(pyatspi, desktop.pid),
                          "the desktop's copy on the AT-SPI bus")
        answer_first_question(pyatspi, listener, desktop, bank, environment)
        print("desktop: answered the first question")

        # The laptop starts: its first look finds the desktop's answer.
        laptop = subprocess.Popen([binary], env=app_environment(environment, homes["laptop"]))
        processes.append(laptop)
        listener.wait_for(lambda: notice_in_sight(pyatspi, laptop.pid, EXPECTED_NOTICE),
                          f'the laptop\'s notice "{EXPECTED_NOTICE}" at its start')
        print(f'laptop: at its start, the notice "{EXPECTED_NOTICE}"')

        # While both run: the desktop answers again, the laptop's watcher sees it.
        answer_next_question(pyatspi, listener, environment)
        print("desktop: answered the second question")
        listener.wait_for(lambda: reviews_logged(homes["laptop"]) == 2,
                          "the desktop's second answer in the laptop's review log")
        print("laptop: the second answer arrived while it ran")
        laptop.terminate()  # closes as at logout: the review log folded into reviews.json
        laptop.wait(timeout=30)
        processes.remove(laptop)
        logged = reviews_logged(homes["laptop"])
        if logged != 2:
            raise av.Failure(f"the laptop's review log holds {logged} answers after it closed, "
                             "expected the desktop's two")
        print("laptop: its own review log keeps both answers")


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    binary, source = sys.argv[1], sys.argv[2]
    processes = []
    runtime = tempfile.TemporaryDirectory(prefix="scalestudy-sync-run-")
    try:
        av.check_packages()
        with open(os.path.join(source, av.BANK), encoding="utf-8") as file:
            bank = json.load(file)
        environment = av.start_private_session(processes, runtime.name)

        import gi
        gi.require_version("Atspi", "2.0")
        from gi.repository import GLib
        import pyatspi

        for attempt in range(1, av.RUNS + 1):
            try:
                run(binary, bank, pyatspi, GLib, environment, processes)
                break
            except av.OptionsNotFound:
                for process in processes[2:]:  # the two copies; the X server and bus stay
                    process.kill()
                    process.wait()
                del processes[2:]
                if attempt == av.RUNS:
                    raise
                print(f"run {attempt}: the desktop's options came into sight but could not be "
                      "found over AT-SPI; trying again with fresh copies", file=sys.stderr)
        print("PASS: an answer on one computer shows on the other through the sync folder")
        return 0
    except av.Failure as failure:
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
