// The API's endpoints, listed once: the production server answers them before Astro
// (cli/serve.ts, through cli/fetch-bridge.ts) and Astro's routes answer the same under `astro dev`
// and on a serverless host (./astro-endpoints.ts), so neither has a path, or a setting, the other
// lacks. The inbox's say over new leads is handed in here: the rule that gives each its owner, and
// which staff get its email.
import {
  configuredSchedulerEventsDeps,
  SCHEDULER_EVENTS_PATH,
  schedulerEventsEndpoint,
} from "@/bookings/server/endpoint";
import type { SiteConfig } from "@/config/schema";
import type { EmailMaterialSource } from "@/leads/server/email-material";
import { configuredLeadDeps, leadEndpointsByPath } from "@/leads/server/endpoint";
import { configuredOutboxDeps, OUTBOX_PATH, outboxEndpoint } from "@/leads/server/outbox/endpoint";
import { oldestUndeliveredSeconds } from "@/leads/server/outbox/trouble";
import type { ServerWords } from "@/leads/server/words";
import { healthEndpointsByPath } from "@/server/http/health";
import { staffRecipients } from "@/inbox/server/lead-recipients";
import { assignByNewLeadRule } from "@/inbox/server/new-lead-rule";
import { housekeepingFromEnv } from "./retention";
import { VISITS_PATH } from "@/visits/paths";
import { configuredVisitsDeps, visitsEndpoint } from "@/visits/server/endpoint";

export type EndpointHandler = (request: Request) => Promise<Response>;

export type EndpointSetup = {
  site: SiteConfig;
  /** Whether a path is one of the site's pages: where a form returns to, or a visit counts. */
  isSitePage: (path: string) => boolean;
  words: ServerWords;
  /**
   * The build's documents and estimate labels, at hand, or read from the site that publishes them
   * the first time an email needs them (a host whose functions hold no build).
   */
  material: EmailMaterialSource;
};

/** Every endpoint by its path. */
export function apiEndpoints({
  site,
  isSitePage,
  words,
  material,
}: EndpointSetup): Readonly<Record<string, EndpointHandler>> {
  return {
    ...leadEndpointsByPath(
      configuredLeadDeps({
        site,
        isSitePage,
        words: words.leadForms,
        // A subject naming a download is matched with the documents at hand only: a lead is
        // never held up by reading them from the site.
        documents: typeof material === "function" ? undefined : material.documents,
        newLeadRule: assignByNewLeadRule,
      }),
    ),
    ...healthEndpointsByPath({ oldestUndeliveredSeconds }),
    [OUTBOX_PATH]: outboxEndpoint(
      configuredOutboxDeps(site, words.emails, material, housekeepingFromEnv, staffRecipients),
    ),
    [SCHEDULER_EVENTS_PATH]: schedulerEventsEndpoint(
      configuredSchedulerEventsDeps(assignByNewLeadRule),
    ),
    [VISITS_PATH]: visitsEndpoint(configuredVisitsDeps(site, isSitePage)),
  };
}

/** The handler of a path, if the table has one (never one of an object's own properties). */
export const endpointOf = (endpoints: Readonly<Record<string, EndpointHandler>>, path: string) =>
  Object.hasOwn(endpoints, path) ? endpoints[path] : undefined;
