import { Button } from "@/components/ui/button";
import { INBOX_PATHS } from "../paths";
import { CsrfField } from "./csrf-field";

export function SignOutEverywhere({ label, csrf }: { label: string; csrf: string }) {
  return (
    <form method="post" action={INBOX_PATHS.signOut}>
      <CsrfField token={csrf} />
      <input type="hidden" name="scope" value="everywhere" />
      <Button type="submit" variant="secondary">
        {label}
      </Button>
    </form>
  );
}
