import { clsx } from "clsx";
import { CheckIcon } from "./icons";

export type CheckListProps = { items: readonly string[]; className?: string };

/** Short points, each ticked in the health-and-success teal. Safe in client components. */
export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul className={clsx("space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink-700">
          <CheckIcon className="mt-1 size-5 shrink-0 text-teal-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
