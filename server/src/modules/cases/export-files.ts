import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { CaseExportFormat } from '@contracts/case.js';
import type ExcelJS from 'exceljs';
import { berlinOffset } from '../../db/values.js';
import { neutraliseFormula, type ExportColumn, type ExportedCase } from './export-columns.js';

/** A file being written from the rows as they come, in constant memory, with its type and extension. */
export interface ExportFile {
  body: Readable;
  contentType: string;
  extension: string;
}

const GERMAN_DECIMAL = new Intl.NumberFormat('de-DE', { useGrouping: false, maximumFractionDigits: 7 });

const pad = (n: number) => String(n).padStart(2, '0');

/** Berlin's wall clock at an instant, and its offset from UTC in minutes; null for a text that is no time. */
function berlinClock(iso: string): { clock: Date; offsetMinutes: number } | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const offset = berlinOffset(ms);
  return { clock: new Date(ms + offset), offsetMinutes: offset / 60_000 };
}

/** `28.11.2026 05:00`: Berlin time as German Excel and LibreOffice read a date with time when opening the file. */
function germanTime(iso: string): string {
  const berlin = berlinClock(iso);
  if (!berlin) return '';
  const { clock } = berlin;
  return `${pad(clock.getUTCDate())}.${pad(clock.getUTCMonth() + 1)}.${clock.getUTCFullYear()} ${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
}

/** `2026-11-28T05:00:00+01:00`: ISO 8601 with Berlin's offset, unambiguous in the hour the clocks go back. */
function isoTime(iso: string): string {
  const berlin = berlinClock(iso);
  if (!berlin) return '';
  const { clock, offsetMinutes } = berlin;
  const offset = `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${clock.toISOString().slice(0, 19)}${offset}`;
}

/** A CSV field as German spreadsheets read it: decimal comma, quoted when it must be. */
function csvField(column: ExportColumn, value: ExportedCase[keyof ExportedCase]): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (column.kind === 'date') text = germanTime(String(value));
  else if (column.kind === 'decimal') text = GERMAN_DECIMAL.format(Number(value));
  else if (column.kind === 'integer') text = String(value);
  else text = neutraliseFormula(String(value));
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

interface CsvColumn {
  header: string;
  field(row: ExportedCase): string;
}

/** Each column as it is, and after each time its instant in ISO 8601, which a program reads without guessing. */
const csvColumns = (columns: ExportColumn[]): CsvColumn[] =>
  columns.flatMap((column) => {
    const asIs = { header: column.header, field: (row: ExportedCase) => csvField(column, row[column.key]) };
    if (column.kind !== 'date') return [asIs];
    const iso = (row: ExportedCase) => {
      const value = row[column.key];
      return value === null || value === undefined ? '' : isoTime(String(value));
    };
    return [asIs, { header: `${column.header} (ISO 8601)`, field: iso }];
  });

/** Rows written to the answer at a time: one write per row would cost more than writing the rows. */
const ROWS_PER_CHUNK = 250;

/** The parts of a file, `ROWS_PER_CHUNK` rows joined to one chunk. */
async function* chunked(head: string, rows: AsyncIterable<ExportedCase>, part: (row: ExportedCase, index: number) => string, tail = '') {
  let chunk = head;
  let index = 0;
  for await (const row of rows) {
    chunk += part(row, index++);
    if (index % ROWS_PER_CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk + tail;
}

/** UTF-8 with BOM, `;` between fields, CRLF between lines: what Excel and LibreOffice open in German locales. */
function csvParts(columns: ExportColumn[], rows: AsyncIterable<ExportedCase>) {
  const fields = csvColumns(columns);
  return chunked(`\uFEFF${fields.map((c) => c.header).join(';')}\r\n`, rows, (row) => `${fields.map((c) => c.field(row)).join(';')}\r\n`);
}

/** RFC 7946: a FeatureCollection of points, longitude first, the columns as properties (times in ISO 8601). */
function geoJsonParts(columns: ExportColumn[], rows: AsyncIterable<ExportedCase>) {
  const propertyColumns = columns.filter((c) => c.key !== 'latitude' && c.key !== 'longitude');
  const feature = (row: ExportedCase, index: number) => {
    const properties = Object.fromEntries(propertyColumns.map((c) => [c.key, row[c.key]]));
    const json = JSON.stringify({ type: 'Feature', geometry: { type: 'Point', coordinates: [row.longitude, row.latitude] }, properties });
    return index === 0 ? json : `,${json}`;
  };
  return chunked('{"type":"FeatureCollection","features":[', rows, feature, ']}');
}

function xlsxValue(column: ExportColumn, value: ExportedCase[keyof ExportedCase]): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  // a date cell shows Berlin's wall-clock time: spreadsheets have no time zones
  if (column.kind === 'date') return berlinClock(String(value))?.clock ?? null;
  return column.kind === 'text' ? String(value) : Number(value);
}

/** Bytes waiting in the answer before the writer pauses for the client: a slow download must not fill memory. */
const XLSX_BUFFER_LIMIT = 1 << 20;
/** Bytes of sheet XML waiting for the zip before the writer pauses for the compression to catch up. */
const XLSX_SHEET_BACKLOG = 1 << 20;

interface SheetStream {
  pipes?: { _writableState?: { length?: number } }[];
}

let excelJs: Promise<typeof ExcelJS> | undefined;

/**
 * ExcelJS, loaded once on first use (about 0.1 s, up to a second on a cold machine): a test's app that writes no
 * spreadsheet does not pay for it, a production start loads it before its port opens (lazy-packages.ts).
 */
export function spreadsheetWriter(): Promise<typeof ExcelJS> {
  excelJs ??= import('exceljs').then(({ default: excel }) => excel);
  return excelJs;
}

/**
 * The bytes of sheet XML that ExcelJS has handed to its zip and the zip has not compressed yet. ExcelJS writes
 * the sheet into the zip's entry stream without waiting for it, so without looking a million rows piled up in
 * memory faster than the compression took them (700 MB in the bench). Not in ExcelJS's types (the entry is a
 * readable-stream PassThrough), so read defensively.
 */
function pendingSheetBytes(sheet: ExcelJS.Worksheet): number {
  const stream = (sheet as unknown as { stream?: SheetStream }).stream;
  return (stream?.pipes ?? []).reduce((sum, pipe) => sum + (pipe._writableState?.length ?? 0), 0);
}

/**
 * Typed cells (numbers, dates with the format yyyy.mm.dd hh:mm, text as text, so no formula runs) through
 * ExcelJS's streaming writer without shared strings, so memory stays flat however many rows there are.
 */
function xlsxStream(columns: ExportColumn[], rows: AsyncIterable<ExportedCase>): Readable {
  const out = new PassThrough();
  (async () => {
    const excel = await spreadsheetWriter();
    const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Fälle', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({
      header: c.header,
      key: c.key,
      width: c.key === 'description' ? 60 : c.kind === 'date' ? 17 : 14,
      style: c.kind === 'date' ? { numFmt: 'yyyy.mm.dd hh:mm' } : {},
    }));
    let written = 0;
    for await (const row of rows) {
      sheet.addRow(columns.map((c) => xlsxValue(c, row[c.key]))).commit();
      if (++written % ROWS_PER_CHUNK !== 0) continue;
      while (pendingSheetBytes(sheet) > XLSX_SHEET_BACKLOG) await new Promise((resolve) => setTimeout(resolve, 2));
      if (out.writableLength > XLSX_BUFFER_LIMIT) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

export function exportFile(format: CaseExportFormat, columns: ExportColumn[], rows: AsyncIterable<ExportedCase>): ExportFile {
  switch (format) {
    case 'csv':
      return { body: Readable.from(csvParts(columns, rows)), contentType: 'text/csv; charset=utf-8', extension: 'csv' };
    case 'geojson':
      return { body: Readable.from(geoJsonParts(columns, rows)), contentType: 'application/geo+json', extension: 'geojson' };
    case 'xlsx':
      return {
        body: xlsxStream(columns, rows),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        extension: 'xlsx',
      };
  }
}
