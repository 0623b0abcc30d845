import { CheckIcon } from "@/components/ui/icons";

export type HighlightCardsProps = { items: readonly string[] };

export function HighlightCards({ items }: HighlightCardsProps) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item}
          className="flex gap-4 rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8 lg:block"
        >
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-teal-50 text-teal-600">
            <CheckIcon className="size-5" />
          </span>
          <p className="text-lg leading-snug font-semibold text-ink-900 lg:mt-5">{item}</p>
        </li>
      ))}
    </ul>
  );
}
