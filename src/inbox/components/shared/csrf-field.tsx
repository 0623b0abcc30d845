import { CSRF_FIELD } from "../../auth/passkey-routes";

/** Every inbox form carries it: the server refuses a form without this browser's token. */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token} />;
}
