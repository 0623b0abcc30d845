import { CardGrid } from "@/components/blocks/card-grid";
import { cn } from "@/components/ui/cn";
import { ArrowRightIcon } from "@/components/ui/icons";
import { Section, type SectionTone } from "@/components/ui/section";

export type TitledCard = { title: string; body: string; href?: string };

export type CardsSectionProps = {
  id: string;
  copy: { eyebrow: string; heading: string; intro?: string; items: readonly TitledCard[] };
  tone?: SectionTone;
  /** Show 01, 02, 03 on each card: for reasons or steps read in order. */
  numbered?: boolean;
};

/**
 * A headed section of titled cards: benefits, channels, pages to read next. A card with an href
 * is one link (its title names it; the whole card is the click target).
 */
export function CardsSection({ id, copy, tone, numbered = false }: CardsSectionProps) {
  return (
    <Section id={id} tone={tone} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro}>
      <CardGrid items={copy.items}>
        {(item, index) => (
          <li
            key={item.title}
            className={cn(
              "relative flex flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8",
              item.href && "transition-colors hover:border-bolt-300",
            )}
          >
            {numbered ? (
              <span
                aria-hidden="true"
                className="mb-6 grid size-11 place-items-center rounded-control bg-bolt-50 text-sm font-bold text-bolt-600 tabular-nums"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
            ) : null}
            <h3 className="text-xl font-bold tracking-tight text-ink-900">
              {item.href ? (
                <a
                  href={item.href}
                  className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-bolt-500"
                >
                  {item.title}
                </a>
              ) : (
                item.title
              )}
            </h3>
            <p className="mt-3 text-ink-600">{item.body}</p>
            {item.href ? (
              <span aria-hidden="true" className="mt-auto pt-5 text-bolt-600">
                <ArrowRightIcon className="size-5" />
              </span>
            ) : null}
          </li>
        )}
      </CardGrid>
    </Section>
  );
}
