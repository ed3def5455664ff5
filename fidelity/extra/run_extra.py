#!/usr/bin/env python3
"""SSIM of ListShot against the OUDS Android renders of configurations outside the given set.

  python3 fidelity/extra/run_extra.py --images DIR [LISTSHOT] [--fidelity DIR] [--sbs DIR] [--only TEXT]

Run it from the project root after `swift build --product listshot`. DIR is a checkout of
Orange-OpenSource/ouds-android (the manifest's reference paths are relative to it, at commit
35cb55108); --fidelity is the shared fidelity folder whose run.py measures (default
../shared/fidelity). Measurement and crops are run.py's own: greyscale SSIM at the reference's
size, the preview's state captions cut out of the six-state sheets ("bands", whose item height
follows from the sheet height), ListShot's render never cropped.
"""
import argparse, json, os, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("listshot", nargs="?", default=".build/debug/listshot")
    ap.add_argument("--images", required=True, help="a checkout of ouds-android")
    ap.add_argument("--fidelity", default="../shared/fidelity")
    ap.add_argument("--sbs", help="write side-by-side PNGs here")
    ap.add_argument("--only", help="only the entries whose name contains this")
    args = ap.parse_args()
    sys.path.insert(0, os.path.abspath(args.fidelity))
    import run  # the shared measurement
    from PIL import Image

    entries = json.load(open(os.path.join(HERE, "manifest.json")))["entries"]
    entries = [e for e in entries if not args.only or args.only in e["name"]]
    if args.sbs:
        os.makedirs(args.sbs, exist_ok=True)
    scores = []
    with tempfile.TemporaryDirectory(prefix="fidelity-extra-") as tmp:
        for e in entries:
            full = run.load_rgb(os.path.join(args.images, e["reference"]))
            crop = None
            if e["crop"] == "bands":  # six states: 48 dp caption bands, 16 dp below the last item
                crop = {"kind": "bands", "top": 144, "gap": 144, "item": (full.height - 912) // 6, "keep": list(range(6))}
            ref = run.crop_reference(full, crop)
            shot = run.load_rgb(run.render(args.listshot, os.path.join(HERE, e["spec"]), os.path.join(tmp, str(len(scores)))))
            size = shot.size
            if shot.size != ref.size:
                shot = shot.resize(ref.size, Image.LANCZOS)
            score = run.ssim_grey(ref, shot)
            scores.append(score)
            if args.sbs:
                run.side_by_side(ref, shot, os.path.join(args.sbs, e["name"].replace("/", "__") + ".png"))
            note = f"render {size[0]}x{size[1]} resized" if size != ref.size else ""
            print(f"{e['name']:82} {ref.size[0]:>5}x{ref.size[1]:<5} {score:6.3f}  {note}")
    print(f"mean SSIM extra: {sum(scores) / len(scores):.4f} over {len(scores)} references")


if __name__ == "__main__":
    main()
