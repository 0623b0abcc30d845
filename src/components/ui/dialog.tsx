"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "./cn";

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the dialog. */
  labelledBy: string;
  className?: string;
  children: ReactNode;
};

/**
 * A real modal built on <dialog>.showModal(): the page behind becomes inert, focus moves in,
 * Escape closes, a click on the backdrop closes, and focus returns to where it was.
 */
export function Dialog({ open, onClose, labelledBy, className, children }: DialogProps) {
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
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        "m-0 max-h-none max-w-none bg-transparent p-0 backdrop:bg-transparent",
        className,
      )}
    >
      {children}
    </dialog>
  );
}
