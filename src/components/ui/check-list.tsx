import { clsx } from "clsx";
import { CheckIcon } from "./icons";

export type CheckListProps = {
  items: readonly string[];
  /** Spacing and text classes for the list. */
  className?: string;
};

/** Points with a teal tick: what a service, card or offer includes. */
export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul className={clsx("space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CheckIcon className="mt-1 size-5 shrink-0 text-teal-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
