const ENTRY = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i;

export function parseUnicodeRange(value: string): Set<number> {
  const codes = new Set<number>();
  for (const entry of value.split(",").map((part) => part.trim())) {
    const match = ENTRY.exec(entry);
    if (!match?.[1]) throw new Error(`Not a unicode-range entry: "${entry}"`);
    const first = parseInt(match[1], 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    for (let code = first; code <= last; code++) codes.add(code);
  }
  return codes;
}

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");

export function formatUnicodeRange(codes: Iterable<number>): string {
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  const entries: string[] = [];
  for (let i = 0; i < sorted.length;) {
    const first = sorted[i]!;
    let last = first;
    while (sorted[i + 1] === last + 1) last = sorted[++i]!;
    entries.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
    i++;
  }
  return entries.join(", ");
}
