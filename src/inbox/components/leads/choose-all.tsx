import { clsx } from "clsx";
import { CheckIcon } from "@/components/ui/icons";
import type { InboxCopy } from "@/content/schemas/copy/inbox";

export type ChooseAllProps = {
  copy: InboxCopy["chosen"];
  /** Every box on the page checked, as its address asked (`?all`), and the address that toggles it. */
  allChosen: boolean;
  chooseAllHref: string;
  /**
   * In the head of a table's column of boxes: from md up the box alone, its words left to screen
   * readers; the link then drawn as a box too.
   */
  boxOnly?: boolean;
};

/** A list's choice box, beside each row and in ChooseAll. */
export const chooseBox = "mt-0.5 size-5 shrink-0 accent-bolt-600";

/**
 * Choosing every row of a list's page: a link that reloads the page with every box checked; with
 * the inbox's script, a box that checks them in place (inbox-keys.client.ts). Inside the list's
 * form (`data-chosen-form`).
 */
export function ChooseAll({ copy, allChosen, chooseAllHref, boxOnly = false }: ChooseAllProps) {
  const words = boxOnly ? "md:sr-only" : undefined;
  return (
    <div className="text-sm font-semibold">
      <label data-choose-all="" hidden className="flex cursor-pointer items-center gap-4">
        <input type="checkbox" defaultChecked={allChosen} className={chooseBox} />
        <span className={words}>{copy.chooseAll}</span>
      </label>
      <a
        href={chooseAllHref}
        data-choose-all-link=""
        className={clsx(
          "hover:text-bolt-800 text-bolt-700 underline underline-offset-2",
          boxOnly &&
            "md:-m-0.5 md:inline-flex md:p-0.5 md:focus-visible:outline-2 md:focus-visible:outline-bolt-500",
        )}
      >
        {boxOnly ? (
          <span
            aria-hidden="true"
            className={clsx(
              "hidden size-5 items-center justify-center rounded-[4px] border-2 md:inline-flex",
              allChosen ? "border-bolt-600 bg-bolt-600 text-white" : "border-ink-400 bg-white",
            )}
          >
            {allChosen ? <CheckIcon className="size-4" /> : null}
          </span>
        ) : null}
        <span className={words}>{allChosen ? copy.chooseNone : copy.chooseAll}</span>
      </a>
    </div>
  );
}
