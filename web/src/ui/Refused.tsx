// What a page shows when the server refuses: the server's own words (never a code or a field
// name), and where the page has one, the way forward (sign in, try again, start your own).
// One component, so every refusal is announced the same way (role=alert) and reads the same
// in elder mode (its text follows the page's font scale).
import type { ReactNode } from 'react';

export interface RefusedProps {
  /** The server's words for why not (or the page's words when it could not ask). */
  message: string;
  /** A heading above the words, for a refusal that takes the place of the page's content. */
  title?: string;
  /** The page's look for it (its own colours and spacing). */
  className?: string;
  /** The way forward: a button or link the page offers. */
  children?: ReactNode;
}

export function Refused({ message, title, className, children }: RefusedProps) {
  const names = ['yz-refused', className].filter(Boolean).join(' ');
  if (!title && !children)
    return (
      <p className={names} role="alert">
        {message}
      </p>
    );
  return (
    <section className={names} role="alert">
      {title && <h2>{title}</h2>}
      <p>{message}</p>
      {children}
    </section>
  );
}
