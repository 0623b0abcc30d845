import type { ReactNode } from "react";
import { Dialog, dialogInvoker } from "@/components/ui/dialog";

export type MobileMenuProps = {
  openLabel: string;
  icon: ReactNode;
  titleId: string;
  children: ReactNode;
};

const MENU_ID = "mobile-menu";

export function MobileMenu({ openLabel, icon, titleId, children }: MobileMenuProps) {
  return (
    <>
      <button
        type="button"
        {...dialogInvoker(MENU_ID)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink-900 hover:bg-ink-50 lg:hidden"
      >
        <span className="sr-only">{openLabel}</span>
        {icon}
      </button>
      <Dialog id={MENU_ID} labelledBy={titleId} placement="end">
        {children}
      </Dialog>
    </>
  );
}
