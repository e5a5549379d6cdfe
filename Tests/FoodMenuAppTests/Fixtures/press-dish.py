# Reads FoodMenu's window as Orca would, through AT-SPI (pyatspi), and presses a dish.
#
#   python3 press-dish.py RESULT.json SCREENSHOT.png FOODMENU [ARGS...]
#
# Starts a private D-Bus session bus (which starts the AT-SPI bus and registry when asked) and
# FoodMenu on it (DISPLAY from the environment), finds FoodMenu among the registry's
# applications, lists its window's children, finds the dish "Mapo Tofu" as a push button, presses
# it through the Action interface and waits until it is expanded and at its open height; then
# takes a screenshot and writes one JSON object to RESULT.json (the test checks it and the
# pixels). Everything it started is stopped before it exits.
import json
import os
import signal
import subprocess
import sys
import time

# A test runner's children inherit blocked signals; the bus and what it starts must see SIGTERM.
signal.pthread_sigmask(signal.SIG_UNBLOCK, signal.valid_signals())
result_path, screenshot, command = sys.argv[1], sys.argv[2], sys.argv[3:]


def write(result):
    with open(result_path + ".tmp", "w") as f:
        json.dump(result, f)
    os.replace(result_path + ".tmp", result_path)


def fail(message, **extra):
    write({"error": message, **extra})
    sys.exit(1)


bus = subprocess.Popen(
    ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
os.environ["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().decode().strip()
os.environ.pop("NO_AT_BRIDGE", None)

import pyatspi  # noqa: E402  (after the bus address is set)
from gi.repository import GLib  # noqa: E402

app_process = subprocess.Popen(
    command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
events = []
try:
    deadline = time.time() + 60
    app = None
    while app is None and time.time() < deadline:
        if app_process.poll() is not None:
            fail("foodmenu exited", status=app_process.returncode, stderr=app_process.stderr.read().decode()[-400:])
        for candidate in pyatspi.Registry.getDesktop(0):
            if candidate is not None and candidate.name == "FoodMenu" and candidate.childCount > 0:
                frame = candidate[0]
                if frame is not None and frame.childCount > 4:
                    app = candidate
        if app is None:
            time.sleep(0.2)
    if app is None:
        fail("FoodMenu never appeared in the AT-SPI registry")
    frame = app[0]

    def describe(accessible):
        state = accessible.getState()
        extents = accessible.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        return {
            "name": accessible.name,
            "role": accessible.getRoleName(),
            "description": accessible.description,
            "expandable": state.contains(pyatspi.STATE_EXPANDABLE),
            "expanded": state.contains(pyatspi.STATE_EXPANDED),
            "enabled": state.contains(pyatspi.STATE_ENABLED),
            "showing": state.contains(pyatspi.STATE_SHOWING),
            "extents": [extents.x, extents.y, extents.width, extents.height],
        }

    children = [describe(child) for child in frame]
    dishes = [c for c in frame if c.name == "Mapo Tofu" and c.getRole() == pyatspi.ROLE_PUSH_BUTTON]
    if len(dishes) != 1:
        fail("no single push button named Mapo Tofu", children=children)
    dish = dishes[0]
    before = describe(dish)

    def listen(event):
        events.append({"type": event.type, "source": event.source.name if event.source else None, "detail1": event.detail1})

    pyatspi.Registry.registerEventListener(listen, "object:state-changed:expanded")
    action = dish.queryAction()
    actions_before = [action.getName(i) for i in range(action.nActions)]
    if not action.doAction(0):
        fail("the dish's action 0 did not run", actions=actions_before)
    context = GLib.MainContext.default()
    after = before
    deadline = time.time() + 20
    while time.time() < deadline:
        while context.iteration(False):
            pass
        after = describe(dish)
        # The open row is 488 pt high; the fold takes about 0.7 s, then the row rests.
        if after["expanded"] and after["extents"][3] >= 480 and any(e["type"].endswith("expanded") for e in events):
            time.sleep(0.5)
            after = describe(dish)
            break
        time.sleep(0.05)
    action = dish.queryAction()
    actions_after = [action.getName(i) for i in range(action.nActions)]
    frame_extents = frame.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    subprocess.run(["import", "-window", "root", screenshot], check=True)
    write({
        "application": app.name,
        "applicationRole": app.getRoleName(),
        "frame": [frame_extents.x, frame_extents.y, frame_extents.width, frame_extents.height],
        "children": children,
        "before": before,
        "after": after,
        "actionsBefore": actions_before,
        "actionsAfter": actions_after,
        "events": events,
    })
finally:
    app_process.kill()
    app_process.wait()
    # The session bus's end stops the AT-SPI bus launcher, which stops its bus and registry.
    bus.terminate()
    bus.wait()
