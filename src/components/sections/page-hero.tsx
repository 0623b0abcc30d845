import type { ReactNode } from "react";
import { DarkBand } from "./dark-band";
import { CallToAction, type CallToActionTarget } from "@/components/ui/call-to-action";
import { cn } from "@/components/ui/cn";
import { Container } from "@/components/ui/container";
import { CheckIcon } from "@/components/ui/icons";
import { Eyebrow } from "@/components/ui/section";

export type PageHeroProps = {
  eyebrow: string;
  heading: string;
  intro: string;
  actions?: readonly CallToActionTarget[];
  children?: ReactNode;
  highlights?: readonly string[];
  aside?: ReactNode;
};

/** The dark opening band of an inner page, with the page's one h1 and the lightning accent. */
export function PageHero({
  eyebrow,
  heading,
  intro,
  actions,
  children,
  highlights,
  aside,
}: PageHeroProps) {
  return (
    <DarkBand>
      <Container
        className={cn(
          "py-16 sm:py-24",
          aside && "grid items-center gap-14 lg:grid-cols-[1.15fr_0.85fr] lg:py-20",
        )}
      >
        <div className="max-w-3xl">
          <Eyebrow dark>{eyebrow}</Eyebrow>
          <h1 className="text-[clamp(2.25rem,1.7rem+2.4vw,3.5rem)] leading-[1.08] font-bold tracking-[-0.03em] text-balance">
            {heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lead text-ink-200">{intro}</p>
          {actions?.length || children ? (
            <div className="mt-9 flex flex-wrap gap-3">
              {actions?.map((action) => (
                <CallToAction
                  key={"book" in action ? action.book : action.href}
                  action={action}
                  size="lg"
                />
              ))}
              {children}
            </div>
          ) : null}
          {highlights?.length ? (
            <ul className="mt-10 flex flex-wrap gap-x-8 gap-y-3 border-t border-white/10 pt-8 text-[0.9375rem] text-ink-200">
              {highlights.map((highlight) => (
                <li key={highlight} className="flex items-center gap-2.5">
                  <CheckIcon className="size-5 shrink-0 text-teal-300" />
                  {highlight}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {aside}
      </Container>
    </DarkBand>
  );
}
