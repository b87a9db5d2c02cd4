import type { Kysely } from 'kysely';
import { ddl } from '../ddl.js';

/**
 * `defect_case.reporter_name`, `reporter_phone` and `media_url`: the name and phone number an Open311 client sends
 * for the reporter and the address of the reporter's photo (docs/decisions/open311-media-url.md). Until now they
 * were lines of the handover note, where the DSGVO erasure (retention and Art. 17) did not reach them and the
 * Art. 15 information left them out.
 *
 * The notes Open311 wrote are moved: such a note starts with "Gemeldet über Open311." and the lines below it came
 * in a fixed order ("Name: …", "Telefon: …", "Adresse: …", "Foto: …"). Only that block is read, line by line in
 * that order, so whatever staff added or changed below it stays in the note; the address stays there too, as the
 * staff's only view of it. A case whose reporter data was already erased keeps none of it. Done in TypeScript
 * over the rows, in pages, as SQLite and PostgreSQL split strings differently.
 */
const OPEN311_NOTE = 'Gemeldet über Open311.';
const LABELS = { name: 'Name: ', phone: 'Telefon: ', address: 'Adresse: ', media: 'Foto: ' } as const;
const PAGE = 500;

interface ReporterFields {
  reporter_name: string | null;
  reporter_phone: string | null;
  media_url: string | null;
}

/** The reporter's fields of an Open311 note and the note without them; null for any other note. */
function splitOpen311Note(note: string): { note: string; fields: ReporterFields } | null {
  const lines = note.split(/\r?\n/);
  if (lines[0] !== OPEN311_NOTE) return null;
  let next = 1;
  const take = (label: string, valid: (value: string) => boolean = (value) => value.trim() !== '') => {
    const line = lines[next];
    if (line === undefined || !line.startsWith(label) || !valid(line.slice(label.length))) return null;
    next += 1;
    return line.slice(label.length).trim();
  };
  const name = take(LABELS.name);
  const phone = take(LABELS.phone);
  const address = take(LABELS.address);
  const media = take(LABELS.media, (value) => /^https?:\/\/\S+$/i.test(value.trim()));
  if (name === null && phone === null && media === null) return null;
  const kept = [OPEN311_NOTE, ...(address === null ? [] : [`${LABELS.address}${address}`]), ...lines.slice(next)];
  return { note: kept.join('\n'), fields: { reporter_name: name, reporter_phone: phone, media_url: media } };
}

export async function up(db: Kysely<any>): Promise<void> {
  const { text } = ddl(db);
  await db.schema.alterTable('defect_case').addColumn('reporter_name', text).execute();
  await db.schema.alterTable('defect_case').addColumn('reporter_phone', text).execute();
  await db.schema.alterTable('defect_case').addColumn('media_url', text).execute();
  for (let after = 0; ; ) {
    const rows: { id: number; note: string; erased: string | null }[] = await db
      .selectFrom('defect_case')
      .select(['id', 'handover_note as note', 'reporter_data_erased_at as erased'])
      .where('handover_note', 'like', `${OPEN311_NOTE}%`)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const split = splitOpen311Note(row.note);
      if (split === null) continue;
      await db
        .updateTable('defect_case')
        .set({ handover_note: split.note, ...(row.erased === null ? split.fields : {}) })
        .where('id', '=', row.id)
        .execute();
    }
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Puts the fields back into the note where Open311 wrote them, so going down loses nothing: name and phone
 * below the first line, the photo below the address if the note still has it there.
 */
export async function down(db: Kysely<any>): Promise<void> {
  const rows: { id: number; note: string | null; name: string | null; phone: string | null; media: string | null }[] = await db
    .selectFrom('defect_case')
    .select(['id', 'handover_note as note', 'reporter_name as name', 'reporter_phone as phone', 'media_url as media'])
    .where((eb) => eb.or([eb('reporter_name', 'is not', null), eb('reporter_phone', 'is not', null), eb('media_url', 'is not', null)]))
    .execute();
  for (const row of rows) {
    const lines = row.note?.split('\n') ?? [];
    const rest = lines[0] === OPEN311_NOTE ? lines.slice(1) : lines;
    const address = rest[0]?.startsWith(LABELS.address) ? rest.splice(0, 1) : [];
    const note = [
      OPEN311_NOTE,
      row.name && `${LABELS.name}${row.name}`,
      row.phone && `${LABELS.phone}${row.phone}`,
      ...address,
      row.media && `${LABELS.media}${row.media}`,
      ...rest,
    ].filter((line) => typeof line === 'string');
    await db
      .updateTable('defect_case')
      .set({ handover_note: note.join('\n') })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.alterTable('defect_case').dropColumn('media_url').execute();
  await db.schema.alterTable('defect_case').dropColumn('reporter_phone').execute();
  await db.schema.alterTable('defect_case').dropColumn('reporter_name').execute();
}
