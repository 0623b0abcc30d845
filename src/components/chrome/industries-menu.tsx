import type { ReactNode } from "react";

export type IndustriesMenuProps = {
  label: string;
  icon: ReactNode;
  children: ReactNode;
};

const PANEL_ID = "industries-menu";

/**
 * The Industries dropdown, a disclosure on the browser's popover: the button opens and closes the
 * panel, Escape and a click outside close it and focus returns to the button, all before (and
 * without) any script. industries-menu.client.ts adds hover, pinning and aria-expanded. The panel
 * sits under its button by CSS anchor positioning (global.css).
 */
export function IndustriesMenu({ label, icon, children }: IndustriesMenuProps) {
  return (
    <div className="group/menu" data-industries-menu="">
      <button
        type="button"
        popoverTarget={PANEL_ID}
        aria-controls={PANEL_ID}
        className="industries-menu-button group inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-[0.9375rem] font-medium text-ink-700 transition-colors hover:bg-ink-50 hover:text-ink-900 aria-expanded:text-ink-900"
      >
        {label}
        {icon}
      </button>
      <div id={PANEL_ID} popover="auto" className="industries-menu-panel w-[22rem]">
        {children}
      </div>
    </div>
  );
}
