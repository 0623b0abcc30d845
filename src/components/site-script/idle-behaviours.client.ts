import { startHeroVideo } from "@/components/home/hero-video.client";
import { countVisit } from "@/visits/visit-beacon.client";
import { planExitOffer } from "./exit-offer.client";
import { startLightningAccents } from "@/components/lightning/lightning.client";
import type { Arrival } from "./page-effects.client";

/**
 * The parts of the site's script that can wait for the page to load and the browser to go idle
 * (site-behaviours.client.ts fetches them then): nothing here answers a tap, and each shows the
 * same as without scripts until it starts (the hero its poster, the bands no lightning).
 */
export function startIdleBehaviours({ attribution, entry }: Arrival): void {
  planExitOffer();
  startHeroVideo();
  startLightningAccents();
  countVisit(attribution, entry);
}
