import { buttonStyle } from "@/components/ui/button-styles";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import { SecondStep } from "@/inbox/components/shared/second-step";

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
    <SecondStep
      action={action}
      fields={{ action: "erase" }}
      heading={copy.heading}
      body={fillTemplate(copy.body, { email, leads: erasing.leads })}
      confirm={copy.confirm}
      cancel={{ href: action, label: copy.cancel }}
      csrf={csrf}
    />
  );
}
