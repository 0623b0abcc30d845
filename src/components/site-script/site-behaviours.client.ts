import { startCounters } from "@/components/blocks/stat-counter.client";
import { afterLoadAndIdle } from "@/components/browser/after-load";
import { enhanceDialogs } from "./dialogs.client";
import { watchFormTyping } from "./form-typing.client";
import { holdEarlyTaps } from "./early-taps.client";
import { keepHashLinksOnTarget } from "./hash-landing.client";
import { enhanceIndustriesMenu } from "./industries-menu.client";
import { enhanceLeadForms } from "./lead-forms.client";
import { recordArrival, startPageEffects } from "./page-effects.client";

// The site's own script on every page, a few kilobytes: the menus, dialogs and chrome are
// server-rendered HTML that works without it, and this adds what their patterns ask for. Each
// part finds its elements by data attribute and does nothing on a page without them. What a
// visitor may use at once starts here; what can wait (idle-behaviours.client.ts) is fetched once
// the page has loaded and the browser is idle.

/** Lets the browser paint and answer a tap before the next step. */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  holdEarlyTaps();
  enhanceLeadForms();
  enhanceIndustriesMenu();
  enhanceDialogs();
  startPageEffects();
  keepHashLinksOnTarget();
  watchFormTyping();
  // At once: a counter on the first screen would otherwise show its figure, then restart at 0.
  startCounters();
  await nextTask();
  // Apart, as it opens the session's storage (slow the first time). Before any wait: a scheduler
  // link tapped early carries the visit's campaign too.
  const arrival = recordArrival();
  afterLoadAndIdle(() => {
    import("./idle-behaviours.client")
      .then(({ startIdleBehaviours }) => startIdleBehaviours(arrival))
      // A chunk that fails to load (offline, a deploy in between) costs only what it adds.
      .catch(() => {});
  });
}

void start();
