/**
 * A content file as the agency writes it, for tests: each field on its own line as YAML (a field
 * set to "" is left out), then the body.
 */
export function contentFile(fields: Record<string, string>, body: string): string {
  const yaml = Object.entries(fields)
    .filter(([, value]) => value !== "")
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return `---\n${yaml}\n---\n\n${body}`;
}
