import { useId, type ReactNode } from 'react';
import './Card.css';

export interface CardProps {
  /** a heading makes the card a named region */
  title?: string;
  headingLevel?: 2 | 3;
  /** a fixed id for the heading, so an in-page link (SectionNav) can lead to it */
  headingId?: string;
  children: ReactNode;
}

export function Card({ title, headingLevel = 2, headingId: fixedId, children }: CardProps) {
  const generatedId = useId();
  const headingId = fixedId ?? generatedId;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="card" aria-labelledby={title ? headingId : undefined}>
      {title && (
        <Heading className="card__title" id={headingId}>
          {title}
        </Heading>
      )}
      {children}
    </section>
  );
}
