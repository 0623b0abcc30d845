"use client";

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";

export type IndustriesMenuProps = {
  label: string;
  /** The button's icon; it turns with the button's aria-expanded (a `group` class). */
  icon: ReactNode;
  /** The panel's links, rendered on the server (IndustriesMenuPanel). */
  children: ReactNode;
};

const HOVER_CLOSE_DELAY_MS = 160;

/**
 * The Industries dropdown, a WAI-ARIA disclosure: a button whose aria-expanded always matches
 * the panel. Hover opens it for mouse users; a click opens it (or keeps a hover-opened panel
 * open); a click outside, Escape, focus leaving it or a followed link closes it.
 */
export function IndustriesMenu({ label, icon, children }: IndustriesMenuProps) {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        cancelClose();
        if (!open) {
          openedByHover.current = true;
          setOpen(true);
        }
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse" || !openedByHover.current) return;
        closeTimer.current = window.setTimeout(close, HOVER_CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest("a[href]")) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // A click on a hover-opened panel pins it open. The ref, not `open`, says so: the
          // hover's state update may not have rendered yet when the click arrives.
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else if (open) {
            close();
          } else {
            setOpen(true);
          }
        }}
        className="group inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-[0.9375rem] font-medium text-ink-700 transition-colors hover:bg-ink-50 hover:text-ink-900 aria-expanded:text-ink-900"
      >
        {label}
        {icon}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 z-50 w-[22rem] -translate-x-1/2 pt-3"
      >
        {children}
      </div>
    </div>
  );
}
