import type { FaqItem } from "@/content/schemas/records/faqs";
import { cn } from "@/components/ui/cn";
import { PlusIcon } from "@/components/ui/icons";
import { Markdown } from "@/components/ui/markdown";

export type FaqAccordionProps = { items: readonly FaqItem[]; className?: string };

/**
 * Questions as native disclosure widgets: keyboard and screen-reader support come from the
 * browser, and every answer is in the HTML (and works) without JavaScript.
 */
export function FaqAccordion({ items, className }: FaqAccordionProps) {
  return (
    <div
      className={cn(
        "divide-y divide-ink-100 rounded-card border border-ink-100 bg-white shadow-card",
        className,
      )}
    >
      {items.map((item) => (
        <details key={item.question} className="group px-6 sm:px-8">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-5 text-left text-base font-semibold text-ink-900 sm:text-lg [&::-webkit-details-marker]:hidden">
            {item.question}
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-ink-50 text-bolt-600 transition-transform duration-200 group-open:rotate-45"
            >
              <PlusIcon />
            </span>
          </summary>
          <Markdown as="p" html={item.answer} className="max-w-3xl pb-6 text-ink-600" />
        </details>
      ))}
    </div>
  );
}
