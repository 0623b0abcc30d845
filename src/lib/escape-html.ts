/** Escapes text for HTML written by hand (a standalone document, an email body). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
