/** Where Better Auth answers; the inbox serves only its passkey routes (./passkey-api.ts). */
export const AUTH_BASE_PATH = "/api/auth";

/** The passkey routes the inbox's scripts call, and the header of their CSRF token. */
export const PASSKEY_API = {
  authenticateOptions: `${AUTH_BASE_PATH}/passkey/generate-authenticate-options`,
  authenticate: `${AUTH_BASE_PATH}/passkey/verify-authentication`,
  registerOptions: `${AUTH_BASE_PATH}/passkey/generate-register-options`,
  register: `${AUTH_BASE_PATH}/passkey/verify-registration`,
} as const;

export const CSRF_HEADER = "x-csrf-token";

/** The CSRF token's field in every inbox form (the scripts send CSRF_HEADER instead). */
export const CSRF_FIELD = "csrf";
