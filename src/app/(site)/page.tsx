import type { Metadata } from "next";
import { HomeHero } from "@/components/sections/home-hero";
import { site } from "@/config/site";
import { homeHero, homeMeta } from "@/content/home";
import { buildMetadata } from "@/lib/metadata";
import { fillSiteTokens } from "@/lib/site-tokens";

export const metadata: Metadata = buildMetadata(site, {
  path: "/",
  description: fillSiteTokens(homeMeta.description, site),
});

export default function HomePage() {
  return <HomeHero hero={homeHero} schedulerUrl={site.schedulerUrl} brand={site.name} />;
}
