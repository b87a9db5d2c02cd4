/** The one place where booleans and timestamps cross between TypeScript and the database. */
export const toBool = (value: unknown): boolean => value === 1 || value === true || value === '1';
export const fromBool = (value: boolean | null | undefined): number => (value ? 1 : 0);
export const now = (): string => new Date().toISOString();
export const isoPlus = (ms: number, from: Date = new Date()): string =>
  new Date(from.getTime() + ms).toISOString();

const berlin = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The specification's `*Formatted` form: Europe/Berlin, yyyy.MM.dd HH:mm. */
export function formatBerlin(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const parts = Object.fromEntries(berlin.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}.${parts.month}.${parts.day} ${parts.hour}:${parts.minute}`;
}
