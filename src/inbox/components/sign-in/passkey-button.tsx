import { useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { KeyIcon } from "@/components/ui/icons";
import { Notice } from "@/inbox/components/shared/notice";

export type PasskeyButtonProps = {
  label: string;
  working: string;
  failed: string;
  /** What the ceremony does (./passkey-ceremony.ts); then the page moves to `doneUrl`. */
  ceremony: "sign-in" | "add";
  csrf: string;
  doneUrl: string;
  variant?: "primary" | "secondary";
};

/**
 * A passkey needs a script: before this one runs the button is disabled, and a browser with no
 * passkeys never enables it. The forms beside it work without.
 */
export function PasskeyButton({
  label,
  working,
  failed,
  ceremony,
  csrf,
  doneUrl,
  variant = "primary",
}: PasskeyButtonProps) {
  const [state, setState] = useState<"ready" | "working" | "failed">("ready");
  // False in the server's HTML and until this island runs; then whether the browser has passkeys.
  const awake = useSyncExternalStore(
    neverChanges,
    () => typeof window.PublicKeyCredential === "function",
    () => false,
  );

  async function run() {
    setState("working");
    try {
      const { addPasskey, signInWithPasskey } = await import("./passkey-ceremony");
      await (ceremony === "sign-in" ? signInWithPasskey(csrf) : addPasskey(csrf));
      window.location.assign(doneUrl);
    } catch {
      setState("failed");
    }
  }

  return (
    <div className="space-y-3">
      <Button
        variant={variant}
        className="w-full"
        disabled={!awake || state === "working"}
        onClick={() => void run()}
      >
        <KeyIcon />
        {state === "working" ? working : label}
      </Button>
      <div aria-live="polite">
        {state === "failed" ? <Notice tone="problem">{failed}</Notice> : null}
      </div>
    </div>
  );
}

const neverChanges = () => () => {};
