import { startHeroVideo } from "@/components/sections/hero-video.client";
import { startCounters } from "@/components/ui/stat-counter.client";
import { enhanceDialogs } from "./dialogs.client";
import { planExitOffer } from "./exit-offer.client";
import { enhanceIndustriesMenu } from "./industries-menu.client";
import { startLightningAccents } from "./lightning.client";
import { startPageEffects } from "./page-effects.client";

// The site's own script on every page, a few kilobytes: the menus, dialogs and chrome are
// server-rendered HTML that works without it, and this adds what their patterns ask for. Each
// part finds its elements by data attribute and does nothing on a page without them.
startPageEffects();
enhanceIndustriesMenu();
enhanceDialogs();
planExitOffer();
startCounters();
startHeroVideo();
startLightningAccents();
