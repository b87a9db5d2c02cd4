import { ComingSoon } from '../../components/ComingSoon.js';
import type { MessageKey } from '../../i18n/de.js';
import { useT } from '../../i18n/i18n.js';

/** The stand-in for a screen that a later issue builds. */
export function PlaceholderPage({ titleKey }: { titleKey: MessageKey }) {
  const t = useT();
  return <ComingSoon title={t(titleKey)} />;
}
