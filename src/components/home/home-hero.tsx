import { DarkBand } from "@/components/sections/dark-band";
import { Container } from "@/components/ui/container";
import { SchedulerLink } from "@/components/ui/scheduler-link";
import { Eyebrow } from "@/components/ui/section";
import { StatList } from "@/components/blocks/stat-list";
import { heroMedia } from "@/config/hero-media";
import type { ChromeCopy } from "@/content/schemas/copy/chrome";
import type { HomePage } from "@/content/schemas/copy/home";
import { BookingPhoneMockup } from "@/components/sections/booking-phone-mockup";
import { HeroVideo } from "./hero-video";

export type HomeHeroProps = {
  hero: HomePage["hero"];
  schedulerUrl: string;
  mockup: ChromeCopy["phoneMockup"];
};

export function HomeHero({ hero, schedulerUrl, mockup }: HomeHeroProps) {
  return (
    <DarkBand>
      {/* Keeps the text at AA contrast over any frame of the loop (measured: 7:1 or better). */}
      <div aria-hidden="true" className="absolute inset-0 -z-20 bg-ink-950/60" />
      <Container className="grid items-center gap-14 pt-14 pb-16 sm:pt-20 lg:grid-cols-[1.15fr_0.85fr] lg:pt-24 lg:pb-24">
        <div>
          <Eyebrow dark>{hero.eyebrow}</Eyebrow>
          <h1 className="text-display font-bold text-balance">{hero.heading}</h1>
          <p className="mt-6 max-w-xl text-lead text-ink-200">{hero.intro}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <SchedulerLink schedulerUrl={schedulerUrl} size="lg" trackLabel="Book Demo (hero)">
              {hero.primaryCta}
            </SchedulerLink>
            <SchedulerLink
              schedulerUrl={schedulerUrl}
              size="lg"
              variant="outlineOnDark"
              trackLabel="See AI in Action (hero)"
              trackEvent="cta_click_view_solution"
            >
              {hero.secondaryCta}
            </SchedulerLink>
          </div>
          <StatList stats={hero.stats} className="mt-12 max-w-xl border-t border-white/10 pt-8" />
        </div>
        <BookingPhoneMockup copy={mockup} />
      </Container>
      <HeroVideo media={heroMedia} labels={hero.video}>
        {/* The loop's first frame: the page's largest image, so it is fetched first. It is drawn
            by scripts/assets/hero-video.ts and served as it is; no image optimizer is needed. */}
        <img
          src={heroMedia.poster}
          alt=""
          width={heroMedia.width}
          height={heroMedia.height}
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover"
        />
      </HeroVideo>
    </DarkBand>
  );
}
