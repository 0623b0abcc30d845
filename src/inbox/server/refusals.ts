import type { AstroGlobal } from "astro";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import { PAGE_BODY_LIMIT } from "@/server/http/request-body";

/** `admin-only`: a staff account asked for an admin's work (roles.ts), answered 403. */
export type RefusalStatus = 403 | "admin-only" | 404 | 411 | 413 | 429;

/** The words of a refusal, with its status (and Retry-After) set on the page's answer. */
export function refuse(
  response: AstroGlobal["response"],
  words: InboxCopy,
  status: RefusalStatus,
  retryAfterSeconds = 60,
): { title: string; heading: string; body: string } {
  response.status = status === "admin-only" ? 403 : status;
  if (status === "admin-only") return words.adminOnly;
  if (status === 403) return words.forbidden;
  if (status === 404) return words.notFound;
  if (status === 411 || status === 413) {
    return {
      ...words.tooLarge,
      body: fillTemplate(words.tooLarge.body, { kilobytes: PAGE_BODY_LIMIT / 1024 }),
    };
  }
  response.headers.set("retry-after", String(retryAfterSeconds));
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return { ...words.tooManyAttempts, body: fillTemplate(words.tooManyAttempts.body, { minutes }) };
}
