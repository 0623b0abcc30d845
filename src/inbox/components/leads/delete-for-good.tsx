import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { SecondStep } from "@/inbox/components/shared/second-step";

export type DeleteForGoodProps = {
  /** The chosen ones still in the trash: what the button deletes. */
  ids: readonly string[];
  copy: InboxCopy["suspected"]["confirmDelete"];
  /** Where Keep them goes: back where it was asked. */
  cancelHref: string;
  csrf: string;
};

/** Delete for good's second step: how many it deletes, for good, and a button that does it. */
export function DeleteForGood({ ids, copy, cancelHref, csrf }: DeleteForGoodProps) {
  return (
    <SecondStep
      action={INBOX_PATHS.trash}
      fields={{ action: "delete-confirmed", lead: ids }}
      heading={copy.heading}
      body={ids.length === 1 ? copy.one : fillTemplate(copy.many, { count: ids.length })}
      confirm={copy.confirm}
      cancel={{ href: cancelHref, label: copy.cancel }}
      csrf={csrf}
    />
  );
}
