/**
 * Filling the `{slots}` of copy written with template() (content/schemas/template.ts). Imports
 * nothing, so an island can fill its words without the schemas.
 */

export const SLOT = /\{([^{}\s]*)\}/g;

/**
 * A template's text in pieces, each slot replaced by its value: the words between slots and the
 * string values around them joined into one string, so a value that is not a string (a link)
 * stands on its own.
 */
export function templateParts<Value>(
  text: string,
  values: Readonly<Record<string, string | Value>>,
): (string | Value)[] {
  const parts: (string | Value)[] = [];
  const add = (part: string | Value) => {
    const last = parts.at(-1);
    if (typeof part === "string" && typeof last === "string") parts[parts.length - 1] = last + part;
    else if (part !== "") parts.push(part);
  };
  let from = 0;
  for (const match of text.matchAll(SLOT)) {
    const [written, name = ""] = match;
    if (!Object.hasOwn(values, name)) throw new Error(`No value for ${written} in "${text}"`);
    add(text.slice(from, match.index));
    add(values[name] as string | Value);
    from = match.index + written.length;
  }
  add(text.slice(from));
  return parts;
}

export function fillTemplate(text: string, values: Readonly<Record<string, string | number>>) {
  return templateParts(text, values).join("");
}
