import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { CSRF_HEADER, PASSKEY_API } from "@/inbox/auth/passkey-routes";

async function call(path: string, csrf: string, body?: unknown): Promise<unknown> {
  const answer = await fetch(path, {
    method: body === undefined ? "GET" : "POST",
    credentials: "same-origin",
    headers: {
      [CSRF_HEADER]: csrf,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  return answer.json();
}

/** Signs in with a passkey of this device; the answer sets the session's cookie. */
export async function signInWithPasskey(csrf: string): Promise<void> {
  const options = await call(PASSKEY_API.authenticateOptions, csrf);
  const response = await startAuthentication({
    optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
  });
  await call(PASSKEY_API.authenticate, csrf, { response });
}

/** Makes a passkey on this device for the signed-in account. */
export async function addPasskey(csrf: string): Promise<void> {
  const options = await call(PASSKEY_API.registerOptions, csrf);
  const response = await startRegistration({
    optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
  });
  await call(PASSKEY_API.register, csrf, { response });
}
