import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles, type Import } from './import-graph.js';

/**
 * The web's layers (docs/architecture.md): app → features → (session, components, api, i18n). A feature never
 * imports another feature; the shared layers import no feature and not the shell; the public frames bundle
 * imports neither the shell, the features nor the session of the back office.
 */
const WEB = 'web/src';
const imports = sourceFiles(WEB).flatMap(importsOf);

const featureOf = (file: string): string | null => file.match(/^web\/src\/features\/([^/]+)\//)?.[1] ?? null;
const layerOf = (file: string): string | null => file.match(/^web\/src\/([^/]+)\//)?.[1] ?? null;
const shown = (i: Import) => `${i.from}:${i.line} imports ${i.to}`;

describe('web architecture', () => {
  it('keeps features apart: none imports another', () => {
    const crossing = imports.filter((i) => featureOf(i.from) && featureOf(i.to) && featureOf(i.from) !== featureOf(i.to));
    expect(crossing.map(shown)).toEqual([]);
  });

  it('keeps the shared layers below the features and the shell', () => {
    const shared = new Set(['session', 'components', 'api', 'i18n', 'test-support']);
    const upward = imports.filter((i) => shared.has(layerOf(i.from) ?? '') && ['features', 'app'].includes(layerOf(i.to) ?? ''));
    expect(upward.map(shown)).toEqual([]);
  });

  it('keeps the back office out of the public frames', () => {
    const backOffice = imports.filter((i) => layerOf(i.from) === 'frames' && ['app', 'features', 'session'].includes(layerOf(i.to) ?? ''));
    expect(backOffice.map(shown)).toEqual([]);
  });

  it('sees the imports it checks', () => {
    expect(imports.some((i) => layerOf(i.from) === 'features' && layerOf(i.to) === 'components')).toBe(true);
    expect(imports.some((i) => layerOf(i.from) === 'frames')).toBe(true);
  });
});
