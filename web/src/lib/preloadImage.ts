// Ask for an image before the component that shows it renders: a `<link rel="preload">` in the
// head, once per address (what React DOM's `preload` does; the app does not depend on the
// renderer for it).
const asked = new Set<string>();

export function preloadImage(href: string): void {
  if (asked.has(href) || typeof document === 'undefined') return;
  asked.add(href);
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
