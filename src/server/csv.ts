/**
 * A cell a spreadsheet could run as a formula: one that begins with = + - @, or with whitespace or
 * a line break before one (spreadsheets trim it), or with a tab or carriage return.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@])/;

/** One CSV cell: quoted when needed, and a formula neutralised so a visitor's text stays text. */
function csvCell(value: string | null): string {
  if (value === null) return "";
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180: a header line, then a line a row, CRLF after each. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | null)[])[],
): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
