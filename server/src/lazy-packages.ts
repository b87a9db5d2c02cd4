import { pdfMaker } from './modules/case-reports/index.js';
import { spreadsheetWriter } from './modules/cases/index.js';

/**
 * The packages the app loads on first use (ExcelJS, pdfmake), loaded now. A production start calls this before its
 * port opens: loaded by a process's first spreadsheet while other first requests came in, ExcelJS held up every
 * request of that process for up to a second (the soak's start). Tests' apps leave them to first use.
 */
export async function loadLazyPackages(): Promise<void> {
  await Promise.all([spreadsheetWriter(), pdfMaker()]);
}
