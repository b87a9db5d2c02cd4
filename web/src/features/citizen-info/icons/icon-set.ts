import type { LucideIconData } from 'lucide-react';
import type { IconEntry } from './icon-search.js';

export type LucideEntry = IconEntry<LucideIconData>;

/**
 * The whole lucide icon set as data, read from the package's one-module-per-icon build. Only lazily loaded
 * modules import this file, so the set (a few hundred kilobytes) never lands in the main bundle. Modules of
 * an old name only re-export the current one and carry no data of their own (so the modules are imported
 * whole, not by that export); they are skipped.
 */
const modules = import.meta.glob<{ __iconData?: LucideIconData }>('/node_modules/lucide-react/dist/esm/icons/*.mjs', { eager: true });

export const ICONS: readonly LucideEntry[] = Object.values(modules)
  .map((module) => module.__iconData)
  .filter((data): data is LucideIconData & { name: string } => Boolean(data?.name))
  .map((data) => ({ name: data.name, aliases: data.aliases ?? [], node: data }))
  .sort((a, b) => a.name.localeCompare(b.name));
