import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import type { SignInView } from "@/inbox/auth/sign-in-pages";
import { SIGN_IN_LINK_SECONDS } from "@/inbox/auth/auth";
import { Notice } from "@/inbox/components/shared/notice";

export type SignInNoticeProps = {
  view: Exclude<SignInView, { kind: "too-many" }>;
  copy: InboxCopy["signIn"];
};

/** What the sign-in page says above its forms: what just happened, if anything. */
export function SignInNotice({ view, copy }: SignInNoticeProps) {
  if (view.kind === "no-mail-server") return <Notice tone="problem">{copy.noMailServer}</Notice>;
  if (view.kind !== "form" || !view.notice) return null;
  switch (view.notice) {
    case "sent":
      return (
        <Notice tone="done">
          <strong className="block font-semibold">{copy.sent.heading}</strong>
          {fillTemplate(copy.sent.body, { minutes: SIGN_IN_LINK_SECONDS / 60 })}
        </Notice>
      );
    case "link-invalid":
      return <Notice tone="problem">{copy.linkInvalid}</Notice>;
    case "signed-out":
      return <Notice tone="info">{copy.signedOut}</Notice>;
    case "signed-out-everywhere":
      return <Notice tone="info">{copy.signedOutEverywhere}</Notice>;
    case "ended":
      return <Notice tone="info">{copy.ended}</Notice>;
    case "held":
      return (
        <Notice tone="info">
          <strong className="block font-semibold">{copy.held.heading}</strong>
          {copy.held.body}
        </Notice>
      );
    case "again":
      return <Notice tone="info">{copy.again}</Notice>;
  }
}
