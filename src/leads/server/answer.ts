import { paths } from "@/lib/paths";
import type { SiteConfig } from "@/config/schema";
import type { LeadFormsCopy } from "@/leads/copy/lead-forms";
import { confirmationId, RETURN_TO_FIELD } from "@/leads/fields";
import { schedulerAfterForm } from "@/leads/scheduler-lead";
import { HttpError, json } from "@/server/http/json";
import type { Accepted } from "./accept";
import { formProblemResponse } from "./problem-page";

export type AnswerDeps = {
  site: () => Pick<SiteConfig, "name" | "url" | "phone" | "phoneHref" | "schedulerUrl">;
  isSitePage: (path: string) => boolean;
  words: Pick<LeadFormsCopy, "problemPage">;
};

export const ALLOW = "OPTIONS, POST";

export function methodNotAllowed(): Response {
  return json(
    405,
    { ok: false, error: "This address accepts leads with POST only." },
    { allow: ALLOW },
  );
}

/** A path with an optional fragment: `/blog#ai-receptionist-playbook`, `/contact`. */
const PATH_AND_FRAGMENT = /^(\/[^#?\\]{0,200})(?:#([A-Za-z0-9_-]{1,100}))?$/;

/**
 * Only a page the site has, so no spelling of a path (`/.//evil.example`, `/%2F…`) leads
 * anywhere else.
 */
function formPlace(body: Record<string, unknown>, base: string, deps: AnswerDeps) {
  const [, path, anchor] = PATH_AND_FRAGMENT.exec(String(body[RETURN_TO_FIELD] ?? "")) ?? [];
  return path && deps.isSitePage(path) ? { page: `${base}${path}`, anchor } : null;
}

/** Where the form's script would have taken the visitor. */
function nextPage(
  { form, answers, id }: Accepted,
  deps: AnswerDeps,
  base: string,
  body: Record<string, unknown>,
): string {
  const scheduler = schedulerAfterForm(form, deps.site().schedulerUrl, answers, id);
  if (scheduler) return scheduler;
  const place = formPlace(body, base, deps);
  if (form !== "contact" && place?.anchor) return `${place.page}#${confirmationId(place.anchor)}`;
  return `${base}${paths.page("thank-you")}`;
}

function problemsOf(error: HttpError): string[] {
  const fields = error.extra.fields as Record<string, string[]> | undefined;
  return fields ? Object.values(fields).flat() : [error.message];
}

export function formProblem(
  error: HttpError,
  deps: AnswerDeps,
  base: string,
  body: Record<string, unknown> | null,
): Response {
  const site = deps.site();
  const place = body && formPlace(body, base, deps);
  return formProblemResponse(
    {
      // Answers to fix are a bad request of the visitor's, whatever the API calls them.
      status: error.status === 422 ? 400 : error.status,
      problems: problemsOf(error),
      backHref: place
        ? `${place.page}${place.anchor ? `#${place.anchor}` : ""}`
        : `${base || site.url}/`,
      site,
    },
    deps.words.problemPage,
    error.headers,
  );
}

/** `base`: the form's origin, or "" for the API's own. */
export function acceptedAnswer(
  accepted: Accepted,
  request: { fromForm: boolean; base: string; body: Record<string, unknown> },
  deps: AnswerDeps,
  cors: Record<string, string>,
): Response {
  if (!request.fromForm) return json(201, { ok: true, id: accepted.id }, cors);
  return new Response(null, {
    status: 303,
    headers: {
      location: nextPage(accepted, deps, request.base, request.body),
      "cache-control": "no-store",
    },
  });
}

export function refusal(
  error: HttpError,
  request: { fromForm: boolean; base: string; body: Record<string, unknown> | null },
  deps: AnswerDeps,
  cors: Record<string, string>,
): Response {
  return request.fromForm
    ? formProblem(error, deps, request.base, request.body)
    : json(
        error.status,
        { ok: false, error: error.message, ...error.extra },
        { ...cors, ...error.headers },
      );
}
