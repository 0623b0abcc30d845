import { Button } from "@/components/ui/button";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { CsrfField } from "@/inbox/components/shared/csrf-field";

export type SignInAgainProps = { label: string; csrf: string; next: string };

/** Signs this browser out and straight to sign-in, which returns to `next` afterwards. */
export function SignInAgain({ label, csrf, next }: SignInAgainProps) {
  return (
    <form method="post" action={INBOX_PATHS.signOut}>
      <CsrfField token={csrf} />
      <input type="hidden" name="again" value="1" />
      <input type="hidden" name="next" value={next} />
      <Button type="submit" variant="secondary">
        {label}
      </Button>
    </form>
  );
}
