import { DarkBand } from "./dark-band";
import { Container } from "@/components/ui/container";
import { SchedulerLink } from "@/components/ui/scheduler-link";
import { Eyebrow } from "@/components/ui/section";
import { StatCounter } from "@/components/ui/stat-counter";
import type { ChromeCopy } from "@/content/chrome";
import type { HomePage } from "@/content/home";
import { BookingPhoneMockup } from "./booking-phone-mockup";

export type HomeHeroProps = {
  hero: HomePage["hero"];
  schedulerUrl: string;
  mockup: ChromeCopy["phoneMockup"];
};

export function HomeHero({ hero, schedulerUrl, mockup }: HomeHeroProps) {
  return (
    <DarkBand>
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
            >
              {hero.secondaryCta}
            </SchedulerLink>
          </div>
          <dl className="mt-12 grid max-w-xl grid-cols-2 gap-x-8 gap-y-6 border-t border-white/10 pt-8 sm:grid-cols-4">
            {hero.stats.map((stat) => (
              <div key={stat.slug} className="flex flex-col gap-1">
                <dt className="order-last text-sm leading-snug text-ink-300">{stat.label}</dt>
                <dd className="text-3xl font-bold tracking-tight text-white">
                  <StatCounter type={stat.type} value={stat.value} suffix={stat.suffix} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <BookingPhoneMockup copy={mockup} />
      </Container>
    </DarkBand>
  );
}
