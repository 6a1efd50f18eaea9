"""Suggest the nearest point inside the claimed county: python3 snap.py code:lat,lng ..."""
import math, sys
from build import boundaries, in_multipolygon
b = boundaries()
for arg in sys.argv[1:]:
    code, ll = arg.split(":")
    lat, lng = map(float, ll.split(","))
    found = None
    for r in range(1, 400):
        step = r * 0.001
        for k in range(0, 360, 10):
            y = lat + step * math.sin(math.radians(k)); x = lng + step * math.cos(math.radians(k)) / 0.87
            if in_multipolygon(x, y, b[code]):
                # nudge one more step further inside
                y2 = lat + (step + 0.002) * math.sin(math.radians(k)); x2 = lng + (step + 0.002) * math.cos(math.radians(k)) / 0.87
                if in_multipolygon(x2, y2, b[code]):
                    y, x = y2, x2
                found = (round(y, 4), round(x, 4), round(step * 111, 1)); break
        if found: break
    print(arg, "->", found)
