"""For points outside their claimed county: distance to the nearest vertex of that county's polygons."""
import json, math, sys
from build import boundaries, in_multipolygon
b = boundaries()
for arg in sys.argv[1:]:
    code, ll = arg.split(":")
    lat, lng = map(float, ll.split(","))
    best = None
    for poly in b[code]:
        for x, y in poly[0]:
            d = math.hypot((x - lng) * 0.87, y - lat) * 111
            if best is None or d < best[0]:
                best = (d, y, x)
    print(arg, "nearest vertex %.1f km at %.4f,%.4f" % best)
