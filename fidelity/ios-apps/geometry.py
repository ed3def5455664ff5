"""The geometry of a list screen, measured from its pixels alone.

The same measurement runs on the real screenshot and on ListShot's render of the same configuration,
so that the two can be compared figure by figure (run.py prints them side by side). Nothing here knows
which picture it is looking at: it finds the page colour, the cards (grouped sections), the separators
inside them, the text above each card, switches, and the navigation title, from colours and runs of
pixels. Every figure is in points (pixels / scale).

Figures (None when the picture has no such thing):
  page            the page colour (the mode of the leftmost column)
  first_card_top  top of the first card
  card_inset      distance from the screen's leading edge to the first card
  card_radius     radius of a circle fitted to the first card's top-leading corner
  row_pitch       median distance between the separators of one card (else the height of the
                  one-row cards); pitches lists every row's height
  separator_leading / separator_trailing
                  distances from the card's edges to the first separator's ends
  separator_px    thickness of that separator in pixels
  header_gap      distance from the bottom of the first header's text (its baseline: the lowest row
                  with a quarter of the text's ink) to its card's top
  header_cap      height of that text from its top to that baseline (cap height for mixed-case and
                  upper-case text)
  header_x        the header text's leading edge, from the card's edge
  text_x          the first row's text leading edge, from the card's edge
  switch          width x height of the first switch track, and its trailing edge from the card's
  title_mid       vertical middle of the text above the first header (an inline or large title)
  title_cap       height of that text
"""
import numpy as np

TOLERANCE = 3  # a pixel within this of a colour (each channel) is that colour


def _near(pixels, colour, tol=TOLERANCE):
    return np.all(np.abs(pixels - np.asarray(colour, dtype=np.int32)) <= tol, axis=-1)


def _runs(flags):
    """(start, end) of every run of True, end exclusive."""
    runs, start = [], None
    for i, f in enumerate(flags):
        if f and start is None:
            start = i
        elif not f and start is not None:
            runs.append((start, i))
            start = None
    if start is not None:
        runs.append((start, len(flags)))
    return runs


def _mode(colours):
    values, counts = np.unique(colours.reshape(-1, 3), axis=0, return_counts=True)
    return tuple(int(v) for v in values[np.argmax(counts)])


def measure(rgb, scale=3.0, masks=()):
    """Geometry of an RGB picture (numpy array h x w x 3 or a PIL image)."""
    a = np.asarray(rgb.convert("RGB") if hasattr(rgb, "convert") else rgb).astype(np.int32)
    h, w, _ = a.shape
    pt = lambda px: None if px is None else round(px / scale, 2)
    out = {}
    page = _mode(a[:, :2])
    out["page"] = "#%02X%02X%02X" % page
    # The card colour: the commonest colour of the middle column that is not the page.
    middle = a[:, w // 2]
    not_page = middle[~_near(middle, page)]
    cards = []
    card = None
    if len(not_page):
        card = _mode(not_page)
        is_card = _near(a, card)
        for (x0, y0, x1, y1) in masks:  # masked rectangles count as card (they lie inside cards)
            is_card[int(y0 * scale):int(y1 * scale), int(x0 * scale):int(x1 * scale)] = True
        share = is_card.mean(axis=1)
        rows = share > 0.30
        runs = _runs(rows)
        # Separators inset on both sides leave only the margins: join runs split by a few rows.
        merged = []
        for r in runs:
            if merged and r[0] - merged[-1][1] <= 4:
                merged[-1] = (merged[-1][0], r[1])
            else:
                merged.append(r)
        for y0, y1 in merged:
            if y1 - y0 < 20 * scale:
                continue
            # Corners are cut: take the widest row of the card's middle half.
            band = is_card[y0 + (y1 - y0) // 4: y1 - (y1 - y0) // 4]
            xs = np.where(band.any(axis=0))[0]
            if not len(xs):
                continue
            cards.append({"y0": y0, "y1": y1, "x0": int(xs[0]), "x1": int(xs[-1]) + 1})
    # A plain list: rows on the page, no card.
    if len(cards) == 0 or (cards[0]["x0"] == 0 and cards[0]["x1"] == w):
        out["cards"] = 0
        return out
    out["cards"] = len(cards)
    first = cards[0]
    out["first_card_top"] = pt(first["y0"])
    out["card_inset"] = pt(first["x0"])
    out["card_radius"] = pt(_corner_radius(a, first, card, page))
    pitches, seps = [], []
    for c in cards:
        s = _separators(a, c, card)
        c["separators"] = s
        edges = [c["y0"]] + [y + t for y, t, _, _ in s] + [c["y1"]]
        c["rows"] = [edges[i + 1] - edges[i] for i in range(len(edges) - 1)]
        pitches += c["rows"]
        seps += s
    out["pitches"] = [pt(p) for p in pitches]
    out["row_pitch"] = pt(float(np.median(pitches))) if pitches else None
    if seps:
        y, t, sx0, sx1 = seps[0]
        owner = next(c for c in cards if c["y0"] <= y < c["y1"])
        out["separator_leading"] = pt(sx0 - owner["x0"])
        out["separator_trailing"] = pt(owner["x1"] - sx1)
        out["separator_px"] = t
    ink = ~_near(a, page, 24)
    header = _text_above(ink, first, cards)
    if header:
        top, base, x, inked = header
        out["header_gap"] = pt(first["y0"] - base)
        out["header_cap"] = pt(base - top)
        out["header_x"] = pt(x - first["x0"])
        title = _text_block(ink, 0, inked - 1, 0, w)
        if title:
            out["title_mid"] = pt((title[0] + title[1]) / 2)
            out["title_cap"] = pt(title[1] - title[0])
    else:
        title = _text_block(ink, 0, first["y0"] - 1, 0, w)
        if title:
            out["title_mid"] = pt((title[0] + title[1]) / 2)
            out["title_cap"] = pt(title[1] - title[0])
    out["text_x"] = pt(_first_text_x(a, first, card, scale))
    sw = _switch(a, cards, card, scale)
    if sw:
        out["switch"] = "%sx%s" % (pt(sw[2] - sw[0]), pt(sw[3] - sw[1]))
        owner = next(c for c in cards if c["y0"] <= sw[1] < c["y1"])
        out["switch_trailing"] = pt(owner["x1"] - sw[2])
    return out


def _corner_radius(a, c, card, page):
    """Fits x(y) = r - sqrt(r^2 - (r - dy)^2) to the leading edge of the card's top rows, the edge at
    half coverage between the page and the card colour."""
    page_v = np.asarray(page, dtype=np.float64)
    card_v = np.asarray(card, dtype=np.float64)
    span = card_v - page_v
    axis = int(np.argmax(np.abs(span)))
    if abs(span[axis]) < 4:
        return None
    x0 = c["x0"]
    ys, xs = [], []
    limit = min(c["y1"] - c["y0"], 60 * 3)
    for dy in range(limit):
        row = a[c["y0"] + dy, x0: x0 + limit + 4, axis].astype(np.float64)
        cov = (row - page_v[axis]) / span[axis]
        inside = np.where(cov >= 0.5)[0]
        if not len(inside):
            continue
        i = inside[0]
        # sub-pixel: interpolate the half-coverage crossing
        if i > 0:
            c0, c1 = cov[i - 1], cov[i]
            frac = (0.5 - c0) / (c1 - c0) if c1 != c0 else 0
            edge = i - 1 + frac + 0.5
        else:
            edge = 0.0
        if edge < 0.5:
            break
        ys.append(dy + 0.5)
        xs.append(edge)
    if len(ys) < 3:
        return 0.0
    ys, xs = np.asarray(ys), np.asarray(xs)
    best, best_err = 0.0, None
    for r in np.arange(1.0, 120 * 3, 0.25):
        d = np.clip(r - ys, -r, r)
        model = np.where(ys < r, r - np.sqrt(np.maximum(0, r * r - d * d)), 0)
        err = float(np.mean((model - xs) ** 2))
        if best_err is None or err < best_err:
            best, best_err = r, err
    return best


def _separators(a, c, card):
    """(y, thickness, x0, x1) of every horizontal line of one colour across at least half the card."""
    found = []
    width = c["x1"] - c["x0"]
    y = c["y0"] + 6
    while y < c["y1"] - 6:
        row = a[y, c["x0"]: c["x1"]]
        off = ~_near(row, card, 2)
        best = (0, 0, 0)
        for r0, r1 in _runs(off):
            if r1 - r0 > best[1] - best[0]:
                best = (r0, r1, 0)
        r0, r1, _ = best
        if r1 - r0 >= width * 0.5:
            seg = row[r0 + 2: r1 - 2]
            if len(seg) and np.all(np.abs(seg - seg[len(seg) // 2]) <= 3):
                t = 1
                while y + t < c["y1"]:
                    nxt = a[y + t, c["x0"] + r0 + 2: c["x0"] + r1 - 2]
                    if not np.all(~_near(nxt, card, 2)):
                        break
                    t += 1
                found.append((y, t, c["x0"] + r0, c["x0"] + r1))
                y += t
                continue
        y += 1
    return found


def _text_block(ink, y0, y1, x0, x1):
    """(top, baseline, leading x, first inked row) of the lowest block of text rows between y0 and y1:
    top is the first row with a quarter of the block's most inked row's ink (the cap height, not the
    anti-aliased rows above it), the baseline the last such row's bottom."""
    if y1 <= y0:
        return None
    region = ink[y0:y1, x0:x1]
    counts = region.sum(axis=1)
    counts[counts > 0.9 * (x1 - x0)] = 0  # a line across (a bar's edge, a separator) is not text
    rows = _runs(counts > 0)
    if not rows:
        return None
    top, bottom = rows[-1]
    # Join the block's lines (gaps shorter than its own height) going up.
    for r in reversed(rows[:-1]):
        if top - r[1] <= max(6, (bottom - top) // 3):
            top = r[0]
        else:
            break
    block = counts[top:bottom]
    strong = np.where(block >= 0.25 * block.max())[0]
    base = top + strong[-1] + 1
    cols = np.where(region[top:bottom].any(axis=0))[0]
    return (y0 + top + (strong[0] if len(strong) else 0), y0 + base, x0 + int(cols[0]), y0 + top)


def _text_above(ink, first, cards):
    """The header of the first card: the text just above it, on the page."""
    start = 0
    block = _text_block(ink, start, first["y0"] - 2, first["x0"], first["x1"])
    if not block:
        return None
    top, base, x, _ = block
    if first["y0"] - base > 40 * 3:  # too far above the card to be its header
        return None
    return block


def _first_text_x(a, c, card, scale):
    """Leading edge of the first row's content: the first column, past the card's rounded corner,
    with a pixel far from the card colour."""
    s = c.get("separators") or []
    y1 = s[0][0] if s else c["y1"]
    band = a[c["y0"] + int(4 * scale): y1 - int(4 * scale), c["x0"] + int(4 * scale): c["x1"]]
    off = np.any(np.abs(band - np.asarray(card)) > 60, axis=-1)
    cols = np.where(off.any(axis=0))[0]
    return None if not len(cols) else c["x0"] + int(4 * scale) + int(cols[0]) - c["x0"]


def _switch(a, cards, card, scale):
    """The bounding box of the first pill-shaped coloured blob at the trailing end of a row."""
    for c in cards:
        x0 = c["x1"] - int(95 * scale)
        region = a[c["y0"]: c["y1"], x0: c["x1"] - int(4 * scale)]
        sat = region.max(axis=-1) - region.min(axis=-1)
        grey = np.abs(region - np.asarray(card)).max(axis=-1)
        mask = (sat > 40) | ((grey > 25) & (grey < 90) & (sat < 12))
        rows = _runs(mask.sum(axis=1) > 20 * scale)
        for r0, r1 in rows:
            hgt = r1 - r0
            if not (20 * scale <= hgt <= 40 * scale):
                continue
            cols = np.where(mask[r0:r1].sum(axis=0) > hgt * 0.3)[0]
            if not len(cols):
                continue
            wid = cols[-1] + 1 - cols[0]
            if 40 * scale <= wid <= 75 * scale:
                return (x0 + int(cols[0]), c["y0"] + r0, x0 + int(cols[-1]) + 1, c["y0"] + r1)
    return None
