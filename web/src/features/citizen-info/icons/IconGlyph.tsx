import { Icon } from 'lucide-react';
import { findIcon } from './icon-search.js';
import { ICONS } from './icon-set.js';

export interface IconGlyphProps {
  /** the kebab-case lucide name a category stores */
  name: string;
  size?: number;
}

/** Draws a category's icon; decorative (the name next to it says what it is), nothing for an unknown name. */
export function IconGlyph({ name, size = 20 }: IconGlyphProps) {
  const entry = findIcon(ICONS, name);
  if (!entry) return null;
  return <Icon icon={entry.node} size={size} aria-hidden="true" focusable="false" className="icon-glyph" />;
}
