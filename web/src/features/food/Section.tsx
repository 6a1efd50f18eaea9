import type { ReactNode } from 'react';
import './Section.css';

/** A white card with its own heading: the building block of the food pages. */
export function Section({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section className="cate-section" aria-labelledby={id}>
      <div className="cate-section__head">
        <h2 id={id} className="cate-section__title">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
