import { clsx } from "clsx";
import { CheckIcon } from "@/components/ui/icons";

export type CheckListProps = {
  items: readonly string[];
  className?: string;
  badged?: boolean;
};

/** Short points, each ticked in the health-and-success teal. Safe in client components. */
export function CheckList({ items, className, badged = false }: CheckListProps) {
  return (
    <ul className={clsx(badged ? "space-y-4" : "space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink-700">
          {badged ? (
            <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-teal-50 text-teal-700">
              <CheckIcon className="size-4" />
            </span>
          ) : (
            <CheckIcon className="mt-1 size-5 shrink-0 text-teal-600" />
          )}
          {item}
        </li>
      ))}
    </ul>
  );
}
