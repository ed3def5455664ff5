#!/usr/bin/env python3
"""Measures the outline of an iOS 26 card's top-leading corner on a reference render.

The card of ../shared/reference/renders/ios-apps/01-ha-listpicker-ios26/reference.png (iOS 26.0,
3x) starts at pixel (48, 457): its edge is found on every row and column of the corner as the
sub-pixel point where the grey of the page turns into the white of the card (the mean of the two,
interpolated between the two pixels around it). The points, in points from the corner, are
written to Tests/Fixtures/ios26-card-corner.json, which ContinuousCornerTests compares with
ListShot's continuous rounded rectangle.

    python3 scripts/measure-continuous-corner.py ../shared/reference/renders/ios-apps/01-ha-listpicker-ios26/reference.png
"""
import json
import sys

import numpy as np
from PIL import Image

CORNER = (48, 457)
SCALE = 3
SPAN = 150  # pixels of each side of the corner searched

image = np.asarray(Image.open(sys.argv[1]).convert("RGB")).astype(float).mean(axis=2)
x0, y0 = CORNER
page, card = image[y0 + 200, 10], image[y0 + 200, x0 + 200]
middle = (page + card) / 2


def crossing(values, start):
    for i in range(len(values) - 1):
        a, b = values[i], values[i + 1]
        if (a - middle) * (b - middle) <= 0 and a != b:
            return start + i + 0.5 + (middle - a) / (b - a)
    return None


points = []
for y in range(y0, y0 + SPAN):
    x = crossing(image[y, x0 - 5 : x0 + SPAN], x0 - 5)
    if x is not None:
        points.append(((x - x0) / SCALE, (y + 0.5 - y0) / SCALE))
for x in range(x0, x0 + SPAN):
    y = crossing(image[y0 - 5 : y0 + SPAN, x], y0 - 5)
    if y is not None:
        points.append(((x + 0.5 - x0) / SCALE, (y - y0) / SCALE))

json.dump(
    {
        "source": "shared/reference/renders/ios-apps/01-ha-listpicker-ios26/reference.png, iOS 26.0 at 3x, the first card's top-leading corner at pixel (48, 457)",
        "points": [[round(x, 4), round(y, 4)] for x, y in points],
    },
    open("Tests/Fixtures/ios26-card-corner.json", "w"),
    indent=1,
)
print(len(points), "points")
