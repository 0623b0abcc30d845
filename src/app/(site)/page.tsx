import { HomeHero } from "@/components/sections/home-hero";
import { site } from "@/config/site";
import { chrome } from "@/content/chrome";
import { homePage } from "@/content/home";
import { getLiveRoute } from "@/content/routes";
import { buildMetadata } from "@/lib/metadata";

export const metadata = buildMetadata(site, getLiveRoute("/"));

export default function HomePage() {
  return (
    <HomeHero hero={homePage.hero} schedulerUrl={site.schedulerUrl} mockup={chrome.phoneMockup} />
  );
}
