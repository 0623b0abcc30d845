import type { InboxCopy } from "@/content/schemas/copy/inbox";

export type ChooseAllProps = {
  copy: InboxCopy["chosen"];
  /** Every box on the page checked, as its address asked (`?all`), and the address that toggles it. */
  allChosen: boolean;
  chooseAllHref: string;
};

/** A list's choice box, beside each row and in ChooseAll. */
export const chooseBox = "mt-0.5 size-5 shrink-0 accent-bolt-600";

/**
 * Choosing every row of a list's page: a link that reloads the page with every box checked; with
 * the inbox's script, a box that checks them in place (inbox-keys.client.ts). Inside the list's
 * form (`data-chosen-form`).
 */
export function ChooseAll({ copy, allChosen, chooseAllHref }: ChooseAllProps) {
  return (
    <div className="text-sm font-semibold">
      <label data-choose-all="" hidden className="flex cursor-pointer items-center gap-4">
        <input type="checkbox" defaultChecked={allChosen} className={chooseBox} />
        {copy.chooseAll}
      </label>
      <a
        href={chooseAllHref}
        data-choose-all-link=""
        className="hover:text-bolt-800 text-bolt-700 underline underline-offset-2"
      >
        {allChosen ? copy.chooseNone : copy.chooseAll}
      </a>
    </div>
  );
}
