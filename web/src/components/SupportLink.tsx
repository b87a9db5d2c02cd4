import type { ReactNode } from 'react';

export const SUPPORT_MAIL = 'support@buergerportal.example';

/** A mail link to the platform's support; shows the address unless given another text. */
export function SupportLink({ children }: { children?: ReactNode }) {
  return <a href={`mailto:${SUPPORT_MAIL}`}>{children ?? SUPPORT_MAIL}</a>;
}
