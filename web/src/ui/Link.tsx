// The app's in-app link: an <a> with the address React Router would give it, and a click that
// navigates inside the app (plain clicks only: a modified click or another target still opens
// the address as the browser would). React Router's own Link also carries its framework mode's
// prefetching, which pulls ~2 kB gzip into the first screen that no page of ours uses.
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** A full page load instead of an in-app navigation (the error page uses it). */
  reloadDocument?: boolean;
  replace?: boolean;
  /** Carried to the page opened (React Router's location state), e.g. where it was opened from. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

export function Link({ to, reloadDocument, replace, state, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target, state });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      data-discover="true"
      onClick={(event) => {
        onClick?.(event);
        if (!reloadDocument && !event.defaultPrevented) navigateOnClick(event);
      }}
    />
  );
}
