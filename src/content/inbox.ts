import { z } from "zod";
import { copy } from "./fields";
import { template } from "./template";

const refusal = z.object({ title: copy, heading: copy, body: copy });

/** The agency's inbox at /inbox: sign-in, the account's passkeys, and its answers to mistakes. */
export const inboxSchema = z.object({
  /** The tab's title: {page} is the page's own title. */
  documentTitle: template("page", "brand"),
  skipLink: copy,
  brandSuffix: copy,
  nav: z.object({ label: copy, leads: copy, account: copy }),
  signOut: copy,
  backToInbox: copy,
  signIn: z.object({
    title: copy,
    heading: copy,
    intro: template("brand"),
    passkey: copy,
    passkeyWorking: copy,
    passkeyFailed: copy,
    passkeyNeedsScript: copy,
    or: copy,
    emailLabel: copy,
    emailHint: copy,
    emailSubmit: copy,
    invalidEmail: copy,
    sent: z.object({ heading: copy, body: template("minutes") }),
    noMailServer: copy,
    linkInvalid: copy,
    signedOut: copy,
    signedOutEverywhere: copy,
    ended: copy,
  }),
  link: z.object({ title: copy, heading: copy, body: template("brand"), button: copy }),
  account: z.object({
    title: copy,
    heading: copy,
    signedInAs: template("name", "email"),
    passkeys: z.object({
      heading: copy,
      intro: copy,
      none: copy,
      added: template("date"),
      unnamed: copy,
      add: copy,
      adding: copy,
      addedNow: copy,
      addFailed: copy,
      needsScript: copy,
      remove: copy,
      removed: copy,
    }),
    sessions: z.object({ heading: copy, intro: copy, signOutEverywhere: copy }),
  }),
  tooManyAttempts: refusal.extend({ body: template("minutes") }),
  forbidden: refusal,
  notFound: refusal,
});

export type InboxCopy = z.output<typeof inboxSchema>;
