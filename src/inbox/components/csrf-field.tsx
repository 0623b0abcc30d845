/** Every inbox form carries it: the server refuses a form without this browser's token. */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}
