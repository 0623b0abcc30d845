"use client";

import { useState, type ReactNode } from "react";
import { Dialog } from "@/components/ui/dialog";

export type MobileMenuProps = {
  /** The menu button's name. */
  openLabel: string;
  /** The menu button's icon. */
  icon: ReactNode;
  /** Id of the drawer's title, inside `children`. */
  titleId: string;
  /** The drawer, rendered on the server (MobileMenuDrawer). */
  children: ReactNode;
};

/** The phone menu: a modal drawer over a backdrop; focus moves in, Escape closes, focus returns. */
export function MobileMenu({ openLabel, icon, titleId, children }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink-900 hover:bg-ink-50 lg:hidden"
      >
        <span className="sr-only">{openLabel}</span>
        {icon}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} placement="end">
        {children}
      </Dialog>
    </>
  );
}
