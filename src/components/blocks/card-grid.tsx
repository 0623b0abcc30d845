import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

export type CardGridProps<Item> = {
  items: readonly Item[];
  gap?: 5 | 6;
  /** Draws one item's card: an li, with its key. */
  children: (item: Item, index: number) => ReactNode;
};

const gaps = { 5: "gap-5", 6: "gap-6" };

/** One column on phones, then as many as there are cards, up to five (more wrap in threes). */
const columns: Record<number, string> = {
  2: "sm:grid-cols-2",
  3: "md:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  5: "sm:grid-cols-2 lg:grid-cols-5",
};

export function CardGrid<Item>({ items, gap = 6, children: card }: CardGridProps<Item>) {
  return (
    <ul className={cn("grid", gaps[gap], columns[items.length] ?? "md:grid-cols-3")}>
      {items.map(card)}
    </ul>
  );
}
