#!/usr/bin/env python3
"""Runs the shared fidelity measurement (../shared/fidelity/run.py) on the repo's own fidelity specs.

The shared folder is read-only and holds the references, the measuring script and the specs as they were
given. `fidelity/` in this repo holds the same manifest and specs, extended where ListShot has since learnt
to express more of a reference (device chrome, outlined radio items, ...). This wrapper loads the shared
script unchanged and points it at `fidelity/` instead of its own folder; the references stay the shared ones.

  python3 scripts/fidelity.py [LISTSHOT] [--sbs DIR] [--only SUBSTRING]     # from the project root
  LISTSHOT_SHARED=/path/to/shared python3 scripts/fidelity.py                # shared folder elsewhere
"""
import os
import importlib.util
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
def find_shared():
    """LISTSHOT_SHARED, else the nearest `shared` folder beside the checkout or one of its parents."""
    if os.environ.get("LISTSHOT_SHARED"):
        return os.path.abspath(os.environ["LISTSHOT_SHARED"])
    folder = root
    while os.path.dirname(folder) != folder:
        folder = os.path.dirname(folder)
        if os.path.isfile(os.path.join(folder, "shared", "fidelity", "run.py")):
            return os.path.join(folder, "shared")
    return os.path.join(os.path.dirname(root), "shared")


shared = find_shared()
script = os.path.join(shared, "fidelity", "run.py")
if not os.path.isfile(script):
    sys.exit(f"fidelity: no {script}; set LISTSHOT_SHARED to the shared folder")
spec = importlib.util.spec_from_file_location("listshot_fidelity", script)
measure = importlib.util.module_from_spec(spec)
spec.loader.exec_module(measure)
measure.HERE = os.path.join(root, "fidelity")  # the module's functions read HERE from its globals
if "--refs" not in sys.argv:
    sys.argv += ["--refs", os.path.join(shared, "reference", "renders")]
sys.exit(measure.main())
