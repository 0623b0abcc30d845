import type { ReactNode } from "react";

export type DialogProps = {
  id: string;
  labelledBy: string;
  placement: "centre" | "end";
  "data-exit-offer"?: string;
  children: ReactNode;
};

const placements = {
  centre: "m-auto max-h-none w-[min(32rem,calc(100vw-2rem))] backdrop:bg-transparent",
  end: "my-0 mr-0 ml-auto h-dvh max-h-none w-[min(24rem,88vw)] backdrop:bg-ink-950/60",
};

/**
 * A real modal on the browser's <dialog>: opened with showModal() (by a button with
 * `command="show-modal"`, or by script), it makes the page behind inert, moves focus in, closes
 * on Escape and on a tap on the backdrop (`closedby="any"`), and returns focus when it closes. A
 * button in a `<form method="dialog">` closes it too. dialogs.client.ts fills in for browsers
 * that lack a part of this.
 */
export function Dialog({ id, labelledBy, placement, children, ...data }: DialogProps) {
  return (
    <dialog
      id={id}
      aria-labelledby={labelledBy}
      closedby="any"
      data-dialog=""
      className={`max-w-none bg-transparent p-0 ${placements[placement]}`}
      {...data}
    >
      {children}
    </dialog>
  );
}

/** A button that opens a Dialog without any script (invoker commands). */
export function dialogInvoker(dialogId: string) {
  return { commandfor: dialogId, command: "show-modal", "aria-haspopup": "dialog" } as const;
}
