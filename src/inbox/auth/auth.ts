import { kyselyAdapter } from "@better-auth/kysely-adapter";
import { passkey } from "@better-auth/passkey";
import { APIError, betterAuth, type BetterAuthOptions } from "better-auth";
import { magicLink } from "better-auth/plugins/magic-link";
import type { Db, DbDialect } from "@/server/db/client";
import { recordAudit } from "@/server/audit-log";
import { errorKind, log } from "@/server/log";
import { AUTH_BASE_PATH } from "./passkey-routes";
import { hashingSessionTokens } from "./session-tokens";

/**
 * A session ends after `AuthSettings.idleMinutes` without a request, and this long after sign-in,
 * however busy (checked by `signedInStaff`).
 */
export const SESSION_LIMIT_MS = 12 * 60 * 60 * 1000;
/** A passkey is added this soon after signing in, or not at all: a session left open adds none. */
export const FRESH_SIGN_IN_SECONDS = 10 * 60;
/** How long an emailed or printed sign-in link works. */
export const SIGN_IN_LINK_SECONDS = 15 * 60;
/** `__Host-`: sent only over HTTPS (or to localhost), to this host alone, for every path. */
export const SESSION_COOKIE = "__Host-inbox-session";

/**
 * A sign-in link was asked for `email`; `token` goes in the link the staff member opens, and
 * `next`, the inbox page to return to, beside it.
 */
export type SignInLinkSender = (request: {
  email: string;
  token: string;
  next: string | null;
}) => Promise<void>;

export type AuthSettings = {
  db: Db;
  dialect: DbDialect;
  /** The site's own address: passkeys are bound to its host name. */
  siteUrl: string;
  brand: string;
  /** Signs the session cookie: made once and kept in the database (src/server/db/stored-secret). */
  secret: string;
  sendSignInLink: SignInLinkSender;
  /** A session ends after this long without a request (INBOX_IDLE_MINUTES). */
  idleMinutes: number;
};

/** Better Auth's tables and columns, named as the project's own (src/server/db/migrations.ts). */
const TABLES = {
  user: {
    modelName: "staff",
    fields: { emailVerified: "email_verified", createdAt: "created_at", updatedAt: "updated_at" },
    // The inbox's own (roles.ts); never taken from a request.
    additionalFields: {
      role: { type: "string", defaultValue: "staff", input: false },
    },
  },
  session: {
    modelName: "staff_sessions",
    fields: {
      userId: "staff_id",
      expiresAt: "expires_at",
      createdAt: "created_at",
      updatedAt: "updated_at",
      ipAddress: "ip_address",
      userAgent: "user_agent",
    },
  },
  account: {
    modelName: "staff_accounts",
    fields: {
      userId: "staff_id",
      accountId: "account_id",
      providerId: "provider_id",
      accessToken: "access_token",
      refreshToken: "refresh_token",
      idToken: "id_token",
      accessTokenExpiresAt: "access_token_expires_at",
      refreshTokenExpiresAt: "refresh_token_expires_at",
      createdAt: "created_at",
      updatedAt: "updated_at",
    },
  },
  verification: {
    modelName: "staff_verifications",
    fields: { expiresAt: "expires_at", createdAt: "created_at", updatedAt: "updated_at" },
  },
  passkey: {
    modelName: "staff_passkeys",
    fields: {
      publicKey: "public_key",
      userId: "staff_id",
      credentialID: "credential_id",
      deviceType: "device_type",
      backedUp: "backed_up",
      createdAt: "created_at",
    },
  },
} as const;

const authLog = log.child({ component: "sign-in" });

export function authOptions(settings: AuthSettings) {
  const { origin, hostname } = new URL(settings.siteUrl);
  return {
    appName: settings.brand,
    baseURL: settings.siteUrl,
    basePath: AUTH_BASE_PATH,
    secret: settings.secret,
    database: (options: BetterAuthOptions) =>
      hashingSessionTokens(kyselyAdapter(settings.db, { type: settings.dialect })(options)),
    telemetry: { enabled: false },
    // Its messages in the server's log; of what it passes along, only an error's kind, since the
    // rest may hold an address.
    logger: {
      level: "warn",
      log: (level, message, ...details: unknown[]) => {
        const error = details.find((detail) => detail instanceof Error);
        authLog[level](error ? { error: errorKind(error) } : {}, message);
      },
    },
    user: TABLES.user,
    account: TABLES.account,
    verification: TABLES.verification,
    session: {
      ...TABLES.session,
      expiresIn: settings.idleMinutes * 60,
      // Each request a minute apart or more moves the idle deadline on.
      updateAge: 60,
      // Every request reads the session row, so a signed-out or removed account stops at once.
      cookieCache: { enabled: false },
      // What Better Auth asks of a session before it adds a passkey.
      freshAge: FRESH_SIGN_IN_SECONDS,
    },
    databaseHooks: {
      session: {
        create: {
          // Every session is a sign-in: by a link or a passkey, as the route that made it says.
          after: async (session, context) => {
            const staff = await settings.db
              .selectFrom("staff")
              .select("email")
              .where("id", "=", session.userId)
              .executeTakeFirst();
            const method = context?.path.includes("passkey") ? "passkey" : "link";
            await recordAudit(
              settings.db,
              { actor: staff?.email ?? null, action: "signed-in", detail: method },
              context?.headers ?? null,
            );
          },
        },
      },
    },
    // Sign-in attempts are counted per address in the project's own limiter (./actions.ts).
    rateLimit: { enabled: false },
    emailAndPassword: { enabled: false },
    trustedOrigins: [origin],
    advanced: {
      useSecureCookies: false,
      cookiePrefix: "inbox",
      cookies: { session_token: { name: SESSION_COOKIE, attributes: { secure: true } } },
      defaultCookieAttributes: { secure: true },
      ipAddress: { disableIpTracking: true },
    },
    plugins: [
      magicLink({
        disableSignUp: true,
        storeToken: "hashed",
        expiresIn: SIGN_IN_LINK_SECONDS,
        sendMagicLink: ({ email, token, url }) =>
          settings.sendSignInLink({
            email,
            token,
            next: new URL(url).searchParams.get("callbackURL"),
          }),
      }),
      passkey({
        rpID: hostname,
        rpName: settings.brand,
        origin,
        schema: { passkey: TABLES.passkey },
        // The device's fingerprint, face or PIN every time, not its mere presence: a passkey on
        // a laptop left open signs no one in.
        authenticatorSelection: { userVerification: "required" },
        registration: {
          afterVerification: ({ verification }) => userVerified(verification.registrationInfo),
        },
        authentication: {
          afterVerification: ({ verification }) => userVerified(verification.authenticationInfo),
        },
      }),
    ],
  } satisfies BetterAuthOptions;
}

function userVerified(info: { userVerified: boolean } | undefined): undefined {
  if (!info?.userVerified) {
    throw new APIError("UNAUTHORIZED", { message: "The passkey did not verify its user." });
  }
  return undefined;
}

export function createAuth(settings: AuthSettings) {
  return betterAuth(authOptions(settings));
}

export type Auth = ReturnType<typeof createAuth>;
