/**
 * A cell a spreadsheet could run as a formula: one that begins with = + - @, or with whitespace or
 * a line break before one (spreadsheets trim it), or with a tab or carriage return.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@])/;

/**
 * Text written as it is, unguarded: only for a value whose every character was checked against a
 * pattern no spreadsheet can run (a phone number: digits, spaces and `+ - ( ) .`), which the
 * guard would otherwise print as `'+1 312 555 0199`.
 */
export type VerbatimCell = { verbatim: string };

type Cell = string | null | VerbatimCell;

/** One CSV cell: quoted when needed, and a formula neutralised so a visitor's text stays text. */
function csvCell(value: Cell): string {
  if (value === null) return "";
  const safe =
    typeof value !== "string" ? value.verbatim : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180: a header line, then a line a row, CRLF after each. */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
