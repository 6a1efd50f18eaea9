"""Tell which county a GCJ-02 point falls in: python3 where.py lat,lng [lat,lng ...]"""
import sys
from build import boundaries, in_multipolygon
from common import COUNTY
b = boundaries()
for arg in sys.argv[1:]:
    lat, lng = map(float, arg.split(","))
    hit = [c for c, mp in b.items() if in_multipolygon(lng, lat, mp)]
    print(arg, [(c, COUNTY.get(c)) for c in hit])
