#!/usr/bin/env python3
"""Fidelity of ListShot against real apps' list screens (../shared/reference/renders/ios-apps).

  python3 fidelity/ios-apps/run.py [LISTSHOT] [--sbs DIR] [--only SUBSTRING] [--jobs N] [--json FILE] [--look LOOK]

Run it from the project root after `swift build --product listshot`. Each entry of manifest.json names a
reference PNG, the spec that reproduces its configuration (specs/, written from the case's case.md), the
look and scheme it is rendered in, and the masks its case.md asks for (rectangles in points where the
reference is not what iOS draws). For every reference it prints:

  - SSIM as ../shared/fidelity/run.py measures it (greyscale, Gaussian sigma 1.5, the same function,
    imported from that script), at the reference's pixel size; ListShot's render is never cropped or moved;
  - the SSIM of an empty screen in the reference's page colour beside it: these screenshots are mostly
    empty page, and an empty screen scores 0.94-0.97, so SSIM alone rewards drawing nothing; the margin
    (SSIM - empty) must be at least 0.02;
  - the geometry measured on both pictures by geometry.py (the same code on both): card inset, row pitch,
    corner radius, header baseline gap and cap height, separator insets and thickness, switch size and its
    trailing inset, the first card's top, the title's middle; each within 1 pt of the reference's.

Masked rectangles are filled in both pictures (and the empty screen) with the reference's colour just left
of them, before SSIM; geometry ignores them. A reference tagged "p3" (a 16-bit Display P3 PNG) is converted
to sRGB with its embedded ICC profile first, as its case.md says.
Exit 1 when a reference falls short of either bar ("FALLS SHORT: ..." last), else 0.
"""
import argparse, importlib.util, io, json, os, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

import numpy as np
from PIL import Image, ImageCms

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import geometry  # noqa: E402

MARGIN = 0.02  # SSIM above the empty screen's
LOOK = None  # --look: every entry in this look instead of its own (to compare with ListShot before looks)
TOLERANCE_PT = 1.0  # geometry within this of the reference's
COMPARED = ["first_card_top", "card_inset", "card_radius", "row_pitch", "separator_leading", "separator_trailing",
            "separator_px", "header_gap", "header_cap", "header_x", "text_x", "switch", "switch_trailing",
            "title_mid", "title_cap"]


def find_shared():
    if os.environ.get("LISTSHOT_SHARED"):
        return os.path.abspath(os.environ["LISTSHOT_SHARED"])
    folder = ROOT
    while os.path.dirname(folder) != folder:
        folder = os.path.dirname(folder)
        if os.path.isfile(os.path.join(folder, "shared", "fidelity", "run.py")):
            return os.path.join(folder, "shared")
    return os.path.join(os.path.dirname(ROOT), "shared")


SHARED = find_shared()
_spec = importlib.util.spec_from_file_location("listshot_fidelity", os.path.join(SHARED, "fidelity", "run.py"))
shared = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(shared)  # the SSIM function and the image loading of the shared measurement


def load_reference(path, p3):
    im = Image.open(path)
    if p3:
        icc = im.info.get("icc_profile")
        if not icc:
            raise RuntimeError(f"{path}: tagged p3 in the manifest but has no ICC profile")
        rgb = im.convert("RGB")  # Pillow reads 16-bit RGBA as 8-bit
        source = ImageCms.ImageCmsProfile(io.BytesIO(icc))
        return ImageCms.profileToProfile(rgb, source, ImageCms.createProfile("sRGB"), outputMode="RGB")
    return shared.load_rgb(path)


def apply_masks(images, masks, scale, ref):
    """Fills each mask rectangle (points) in every image with the reference's colour just left of it."""
    out = [im.copy() for im in images]
    for m in masks:
        x0, y0, x1, y1 = [round(v * scale) for v in m["rect"]]
        sample = ref.getpixel((max(0, x0 - 2), (y0 + y1) // 2))
        for im in out:
            im.paste(sample, (x0, y0, x1, y1))
    return out


def render(binary, spec, args, outdir):
    r = subprocess.run([binary, "render", spec, "--out", outdir] + args, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"listshot render {spec} exited {r.returncode}: {r.stderr.strip()[:400]}")
    pngs = [l for l in r.stdout.split() if l.endswith(".png")]
    if len(pngs) != 1:
        raise RuntimeError(f"{spec}: expected one PNG, got {pngs}")
    return pngs[0]


def numbers(value):
    if value is None:
        return None
    if isinstance(value, str) and "x" in value:
        return [float(v) for v in value.split("x")]
    return [float(value)]


def measure(entry, binary, refs, tmp, sbs):
    ref_path = os.path.join(refs, entry["reference"])
    ref = load_reference(ref_path, entry.get("p3", False))
    spec = os.path.join(HERE, entry["spec"])
    shot_path = render(binary, spec, ["--look", LOOK or entry["look"], "--scheme", entry["scheme"]],
                       os.path.join(tmp, entry["name"].replace("/", "_")))
    shot = shared.load_rgb(shot_path)
    scale = entry.get("scale", 3)
    if shot.size != ref.size:
        raise RuntimeError(f"render is {shot.size[0]}x{shot.size[1]}, the reference {ref.size[0]}x{ref.size[1]}: "
                           "the spec's device is not the reference's")
    page = geometry.measure(ref, scale)["page"]
    empty = Image.new("RGB", ref.size, tuple(int(page[i:i + 2], 16) for i in (1, 3, 5)))
    masks = entry.get("masks", [])
    mref, mshot, mempty = apply_masks([ref, shot, empty], masks, scale, ref)
    ssim = shared.ssim_grey(mref, mshot)
    ssim_empty = shared.ssim_grey(mref, mempty)
    rects = [m["rect"] for m in masks]
    g_ref = geometry.measure(mref, scale, masks=rects)
    g_shot = geometry.measure(mshot, scale, masks=rects)
    if sbs:
        shared.side_by_side(mref, mshot, os.path.join(sbs, entry["name"].replace("/", "__") + ".png"))
    rows, short = [], []
    for key in COMPARED:
        a, b = numbers(g_ref.get(key)), numbers(g_shot.get(key))
        if a is None and b is None:
            continue
        tolerance = 1.5 if key == "separator_px" else TOLERANCE_PT  # pixels, not points
        if a is None or b is None or len(a) != len(b):
            rows.append((key, g_ref.get(key), g_shot.get(key), None, False))
            short.append(f"{key} {g_ref.get(key)} vs {g_shot.get(key)}")
            continue
        delta = max(abs(x - y) for x, y in zip(a, b))
        ok = delta <= tolerance
        rows.append((key, g_ref.get(key), g_shot.get(key), delta, ok))
        if not ok:
            short.append(f"{key} {g_ref.get(key)} vs {g_shot.get(key)}")
    if ssim - ssim_empty < MARGIN:
        short.insert(0, f"SSIM {ssim:.3f} is not {MARGIN} above the empty screen's {ssim_empty:.3f}")
    return {"name": entry["name"], "look": LOOK or entry["look"], "ssim": ssim, "empty": ssim_empty, "geometry": rows,
            "short": short, "masks": len(masks), "pitches": (g_ref.get("pitches"), g_shot.get("pitches"))}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("listshot", nargs="?", default=os.path.join(ROOT, ".build/debug/listshot"))
    ap.add_argument("--sbs", help="write side-by-side PNGs (reference left, ListShot right, masks applied) here")
    ap.add_argument("--refs", help="the ios-apps reference folder (default: ../shared/reference/renders/ios-apps)")
    ap.add_argument("--only", help="only the entries whose name contains this")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--json", help="also write the figures as JSON here")
    ap.add_argument("--look", help="render every entry in this look instead of its own (ios18: as ListShot drew iOS "
                    "before it had looks)")
    args = ap.parse_args()
    global LOOK
    LOOK = args.look
    manifest = json.load(open(os.path.join(HERE, "manifest.json")))
    refs = args.refs or os.path.join(SHARED, "reference", "renders", "ios-apps")
    entries = [e for e in manifest["entries"] if not args.only or args.only in e["name"]]
    if not os.access(args.listshot, os.X_OK):
        print(f"FALLS SHORT: no listshot binary at {args.listshot}")
        return 1
    if args.sbs:
        os.makedirs(args.sbs, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="fidelity-ios-apps-") as tmp, ThreadPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(measure, e, args.listshot, refs, tmp, args.sbs) for e in entries]
        results = []
        for e, f in zip(entries, futures):
            try:
                results.append(f.result())
            except Exception as exc:
                results.append({"name": e["name"], "look": e["look"], "ssim": 0.0, "empty": 0.0, "geometry": [],
                                "short": [f"ERROR: {exc}"], "masks": 0})
    print(f"{'reference':44} {'look':6} {'SSIM':>6} {'empty':>6} {'margin':>7}  geometry (reference / ListShot, pt)")
    for r in results:
        margin = r["ssim"] - r["empty"]
        print(f"{r['name']:44} {r['look']:6} {r['ssim']:6.3f} {r['empty']:6.3f} {margin:+7.3f}"
              + (f"  ({r['masks']} masked)" if r["masks"] else ""))
        for key, a, b, delta, ok in r["geometry"]:
            mark = "ok" if ok else "OFF"
            d = "-" if delta is None else f"{delta:.2f}"
            print(f"    {key:20} {str(a):>14} {str(b):>14}  d {d:>5}  {mark}")
        for line in r["short"]:
            if line.startswith("ERROR"):
                print("    " + line)
    short = [f"{r['name']}: " + "; ".join(r["short"]) for r in results if r["short"]]
    mean = sum(r["ssim"] for r in results) / max(1, len(results))
    mean_margin = sum(r["ssim"] - r["empty"] for r in results) / max(1, len(results))
    print(f"mean SSIM {mean:.4f}, mean margin over the empty screen {mean_margin:+.4f}, over {len(results)} references")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1, default=str)
    if short:
        print("FALLS SHORT: " + " | ".join(short))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
