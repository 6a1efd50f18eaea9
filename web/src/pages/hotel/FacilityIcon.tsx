// Line icons of the facility keys (tools/data/SCHEMA.md), drawn on a 24 px grid with a
// round stroke so they read at 18–32 px and follow the text colour.

const PATHS: Record<string, string[]> = {
  wifi: ['M2.5 9a14 14 0 0 1 19 0', 'M5.5 12.5a9.5 9.5 0 0 1 13 0', 'M8.7 16a5 5 0 0 1 6.6 0', 'M12 19.5h.01'],
  parking: ['M4 3h16v18H4z', 'M9.5 17V7h3.5a3 3 0 0 1 0 6H9.5'],
  ev_charging: ['M13 2 5 14h6l-1 8 8-12h-6z'],
  breakfast: ['M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z', 'M16 10.5h1.5a2.5 2.5 0 0 1 0 5H16', 'M8 3.5v2.5M12 3.5v2.5'],
  restaurant: ['M7 2v20', 'M4 2v5a3 3 0 0 0 6 0V2', 'M18 22V2c-2.5 1.5-4 5-4 10h4'],
  pool: ['M9 14V5a2 2 0 0 1 4 0', 'M15 14V5', 'M9 8.5h6', 'M2 18c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5'],
  gym: ['M6.5 6.5v11', 'M17.5 6.5v11', 'M3.5 9v6', 'M20.5 9v6', 'M6.5 12h11'],
  spa: ['M12 21c-5 0-8.5-3.5-8.5-9 4.5 0 8.5 3 8.5 9z', 'M12 21c5 0 8.5-3.5 8.5-9-4.5 0-8.5 3-8.5 9z', 'M12 13c-2-2.5-2-6.5 0-10 2 3.5 2 7.5 0 10z'],
  meeting: ['M3 4h18v11H3z', 'M12 15v4', 'M7 21l5-2 5 2'],
  family_room: ['M11 7a3 3 0 1 1-6 0 3 3 0 0 1 6 0z', 'M19 9.5a2 2 0 1 1-4 0 2 2 0 0 1 4 0z', 'M2 20a6 6 0 0 1 12 0', 'M13.5 20a4 4 0 0 1 7.5-2'],
  pet: [
    'M8 9a2 2 0 1 1 0-4 2 2 0 0 1 0 4z',
    'M16 9a2 2 0 1 1 0-4 2 2 0 0 1 0 4z',
    'M4.5 13a1.8 1.8 0 1 1 0-3.6 1.8 1.8 0 0 1 0 3.6z',
    'M19.5 13a1.8 1.8 0 1 1 0-3.6 1.8 1.8 0 0 1 0 3.6z',
    'M12 12c-3 0-6 4.5-5 7s3.5 1 5 1 4 1.5 5-1-2-7-5-7z',
  ],
  accessible: ['M13 4a2 2 0 1 1-4 0 2 2 0 0 1 4 0z', 'M11 7v6h6l2 5', 'M11 10h5', 'M8 10.5a6 6 0 1 0 8.5 8'],
  elder_friendly: ['M12 4.5a2 2 0 1 1-4 0 2 2 0 0 1 4 0z', 'M10 8l-2 6 3 2.5V22', 'M10.5 9.5l4 3', 'M17 11v11', 'M17 11a2 2 0 0 0-2-2', 'M8 14l-2 8'],
  airport_shuttle: ['M2 13.5l20-6.5', 'M6.5 12l-2.5-5 2-.5 4 4', 'M11 9.5 14 3l2.5-.5-1 5.5', 'M11 15l2 5.5 2-.5-.5-6.5', 'M3 21h18'],
  luggage: ['M5 7h14v13H5z', 'M9 7V4h6v3', 'M9 11v5M15 11v5', 'M8 20v1.5M16 20v1.5'],
  laundry: ['M4 3h16v18H4z', 'M4 7h16', 'M7 5h.01', 'M16 14a4 4 0 1 1-8 0 4 4 0 0 1 8 0z'],
  view: ['M3 5h18v14H3z', 'M3 16l5-5 4 4 3-3 6 6', 'M16.5 9.5h.01'],
  garden: ['M12 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11z', 'M12 14v8', 'M8 22h8', 'M12 17l-3-2'],
  tea: ['M4.5 10h11v3.5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5z', 'M15.5 11h1.5a2.5 2.5 0 0 1 0 5h-1.5', 'M8 6.5c0-1.2 1.2-1.3 1.2-2.5', 'M11.5 6.5c0-1.2 1.2-1.3 1.2-2.5', 'M4 21h13'],
};

const FALLBACK = ['M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z', 'M8 12.5l2.5 2.5L16 9.5'];

/** The icon of a facility key (a check mark for keys without one). Decorative: the label names it. */
export function FacilityIcon({ name, size = 24 }: { name: string; size?: number }) {
  return (
    <svg className="facility-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      {(PATHS[name] ?? FALLBACK).map((d) => (
        <path key={d} d={d} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
      ))}
    </svg>
  );
}
