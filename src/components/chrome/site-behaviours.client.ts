import { startHeroVideo } from "@/components/home/hero-video.client";
import { startCounters } from "@/components/ui/stat-counter.client";
import { enhanceDialogs } from "./dialogs.client";
import { holdEarlyTaps } from "./early-taps.client";
import { planExitOffer } from "./exit-offer.client";
import { keepHashLinksOnTarget } from "./hash-landing.client";
import { enhanceIndustriesMenu } from "./industries-menu.client";
import { enhanceLeadForms } from "./lead-forms.client";
import { startLightningAccents } from "./lightning.client";
import { recordArrival, startPageEffects } from "./page-effects.client";

// The site's own script on every page, a few kilobytes: the menus, dialogs and chrome are
// server-rendered HTML that works without it, and this adds what their patterns ask for. Each
// part finds its elements by data attribute and does nothing on a page without them.

/** Lets the browser paint and answer a tap before the next step. */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Together the parts make one long task on a slow phone, so they start in three.
async function start(): Promise<void> {
  holdEarlyTaps();
  enhanceLeadForms();
  enhanceIndustriesMenu();
  enhanceDialogs();
  startPageEffects();
  keepHashLinksOnTarget();
  await nextTask();
  planExitOffer();
  startCounters();
  startHeroVideo();
  startLightningAccents();
  await nextTask();
  // Last, as it opens the session's storage (slow the first time): once the visit's attribution
  // is stored, every other part has started.
  recordArrival();
}

void start();
