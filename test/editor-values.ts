/**
 * Fields as the browser editor writes them: an empty optional field reads as null (a date, a
 * choice) or "" (a text), and the editor leaves it out of the file.
 */
export function asWritten(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asWritten);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) =>
      item === null || item === "" ? [] : [[key, asWritten(item)]],
    ),
  );
}
