import type { ReactNode } from 'react';

/** After the "@" and before each dot: where a reader expects an address to continue on the next line. */
const BREAK_POINTS = /(?<=@)|(?=\.)/;

/**
 * An e-mail address that may wrap only at its break points, never mid-name: its column stays narrow enough for
 * the table to fit, and the address stays readable. Copying it gives the address unchanged.
 */
export function EmailText({ email }: { email: string }) {
  const pieces: ReactNode[] = [];
  let offset = 0;
  for (const part of email.split(BREAK_POINTS)) {
    if (offset > 0) pieces.push(<wbr key={offset} />);
    pieces.push(part);
    offset += part.length;
  }
  return <>{pieces}</>;
}
