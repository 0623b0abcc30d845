import { Button } from "@/components/ui/button";
import { buttonStyle } from "@/components/ui/button-styles";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import { CsrfField } from "@/inbox/components/shared/csrf-field";

export type ErasePersonProps = {
  /** An admin's account; a staff account is told erasing is an admin's. */
  allowed: boolean;
  email: string;
  action: string;
  /** Asked once already: the count to confirm, else the link that asks. */
  erasing: { leads: number } | undefined;
  copy: InboxCopy["erase"];
  /** What a staff account is told in place of the button. */
  adminOnly: string;
  csrf: string;
};

/** Erasing takes two steps, each plain HTML: a link that asks, then a form that does it. */
export function ErasePerson({
  allowed,
  email,
  action,
  erasing,
  copy,
  adminOnly,
  csrf,
}: ErasePersonProps) {
  if (!allowed) return <p className="text-sm text-ink-600">{adminOnly}</p>;
  if (!erasing) {
    return (
      <a
        href={`${action}?erase=confirm#erase`}
        className={buttonStyle("secondary", "sm", "text-red-700")}
      >
        {copy.button}
      </a>
    );
  }
  return (
    <form
      method="post"
      action={action}
      className="space-y-3 rounded-control border border-red-200 bg-red-50 p-4"
    >
      <CsrfField token={csrf} />
      <input type="hidden" name="action" value="erase" />
      <p className="font-semibold text-red-800">{copy.heading}</p>
      <p className="text-sm text-red-800">
        {fillTemplate(copy.body, { email, leads: erasing.leads })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" className="bg-red-700 shadow-none hover:bg-red-800">
          {copy.confirm}
        </Button>
        <a href={action} className={buttonStyle("secondary", "sm")}>
          {copy.cancel}
        </a>
      </div>
    </form>
  );
}
