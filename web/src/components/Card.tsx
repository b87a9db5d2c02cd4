import { useId, type ReactNode } from 'react';
import './Card.css';

export interface CardProps {
  /** a heading makes the card a named region */
  title?: string;
  headingLevel?: 2 | 3;
  children: ReactNode;
}

export function Card({ title, headingLevel = 2, children }: CardProps) {
  const headingId = useId();
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
