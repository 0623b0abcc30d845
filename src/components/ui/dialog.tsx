"use client";

import { useEffect, useRef, type ReactNode } from "react";

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the dialog. */
  labelledBy: string;
  /** A centred card over a clear backdrop, or a panel from the end edge over a dimmed one. */
  placement: "centre" | "end";
  children: ReactNode;
};

/**
 * A real modal built on <dialog>.showModal(): the page behind becomes inert, focus moves in,
 * Escape closes, a click on the backdrop or a followed link closes, and focus returns to where it
 * was. Its content may come from the server: a button in a `<form method="dialog">` closes it
 * natively, with no script of its own.
 */
const placements = {
  centre: "m-auto max-h-none w-[min(32rem,calc(100vw-2rem))] backdrop:bg-transparent",
  end: "my-0 mr-0 ml-auto h-dvh max-h-none w-[min(24rem,88vw)] backdrop:bg-ink-950/60",
};

export function Dialog({ open, onClose, labelledBy, placement, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      // Fired for Escape and for close() alike; keeps React state in step with the element.
      onClose={() => {
        onClose();
        returnFocusTo.current?.focus({ preventScroll: true });
        returnFocusTo.current = null;
      }}
      onClick={(event) => {
        const followedLink = event.target instanceof Element && event.target.closest("a[href]");
        if (event.target === event.currentTarget || followedLink) onClose();
      }}
      className={`max-w-none bg-transparent p-0 ${placements[placement]}`}
    >
      {children}
    </dialog>
  );
}
