import { Container } from "@/components/ui/container";
import { ArrowRightIcon, BoltIcon } from "@/components/ui/icons";

export type UrgencyBarProps = {
  copy: { text: string; link: string };
  href: `#${string}`;
};

export function UrgencyBar({ copy, href }: UrgencyBarProps) {
  return (
    <div data-urgency-bar="" className="border-b border-bolt-100 bg-bolt-50 text-ink-900">
      <Container className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 py-2.5 text-center text-sm sm:text-[0.9375rem]">
        <p className="inline-flex items-center gap-2 font-semibold">
          <BoltIcon className="size-4 shrink-0 text-bolt-600" />
          {copy.text}
        </p>
        <a
          href={href}
          className="inline-flex items-center gap-1 font-semibold text-bolt-700 underline decoration-bolt-700/30 underline-offset-4 hover:decoration-bolt-700"
          data-track="cta_click_primary"
          data-track-label="Claim a spot (landing urgency bar)"
        >
          {copy.link}
          <ArrowRightIcon className="size-3.5" />
        </a>
      </Container>
    </div>
  );
}
