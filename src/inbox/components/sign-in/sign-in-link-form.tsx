import { Button } from "@/components/ui/button";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { CsrfField } from "@/inbox/components/shared/csrf-field";

export type SignInLinkFormProps = { token: string; next: string; csrf: string; button: string };

export function SignInLinkForm({ token, next, csrf, button }: SignInLinkFormProps) {
  return (
    <form method="post" action={INBOX_PATHS.signInLink}>
      <CsrfField token={csrf} />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="next" value={next} />
      <Button type="submit" size="lg" className="w-full">
        {button}
      </Button>
    </form>
  );
}
