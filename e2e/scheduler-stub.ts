import type { BrowserContext, Page, Route } from "@playwright/test";
import { parseSiteConfig } from "../src/config/schema";

/** The scheduler the tested server was built with (e2e/run.ts passes its environment). */
const site = parseSiteConfig(JSON.parse(process.env.E2E_SITE_ENV ?? "{}") as NodeJS.ProcessEnv);

export const SCHEDULER_URL = site.schedulerUrl;
export const WIDGET_SCRIPT_URL = site.schedulerWidgetScriptUrl;

/**
 * A stand-in for the provider's inline-widget script, which the browser cannot fetch here: like
 * the real one, it fills every `.calendly-inline-widget[data-url]` on the page with an iframe of
 * that URL when it runs, and offers `Calendly.initInlineWidget` for widgets added later.
 */
export const FAKE_WIDGET_SCRIPT = `(() => {
  const fill = (parent, url) => {
    const frame = document.createElement("iframe");
    frame.src = url;
    frame.width = "100%";
    frame.height = "100%";
    frame.style.border = "0";
    frame.style.display = "block";
    parent.append(frame);
  };
  window.Calendly = { initInlineWidget: ({ url, parentElement }) => fill(parentElement, url) };
  for (const widget of document.querySelectorAll(".calendly-inline-widget[data-url]")) {
    if (!widget.querySelector("iframe")) fill(widget, widget.dataset.url);
  }
})();`;

/** Its button tells the page embedding it of a booking, as Calendly's inline widget does. */
const BOOKING_PAGE = `<!doctype html><html lang="en"><head><title>Pick a time</title></head>
<body><main><h1>Pick a time</h1><p>Thursday 2:15 PM</p>
<button onclick="parent.postMessage({ event: 'calendly.event_scheduled', payload: {} }, '*')">Schedule Event</button>
</main></body></html>`;

/** How a test answers an intercepted request. */
export type RouteAnswer = (route: Route) => Promise<void>;

export const serveFakeWidget: RouteAnswer = (route) =>
  route.fulfill({ contentType: "text/javascript", body: FAKE_WIDGET_SCRIPT });

/**
 * Answers for the scheduler's hosts: the widget script (the fake one unless `answer` says
 * otherwise) and the booking page its iframe shows. Returns a count of script requests.
 */
export async function stubScheduler(
  target: Page | BrowserContext,
  answer: RouteAnswer = serveFakeWidget,
): Promise<{ scriptRequests: () => number }> {
  let requests = 0;
  await target.route(WIDGET_SCRIPT_URL, (route) => {
    requests += 1;
    return answer(route);
  });
  await target.route(`${new URL(SCHEDULER_URL).origin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: BOOKING_PAGE }),
  );
  return { scriptRequests: () => requests };
}
