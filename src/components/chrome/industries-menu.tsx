"use client";

import Link from "next/link";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { NavLink } from "@/content/navigation";
import { clsx } from "clsx";
import { ChevronDownIcon } from "@/components/ui/icons";

export type IndustriesMenuProps = {
  label: string;
  links: readonly NavLink[];
  /** The link to the overview page, under the list. */
  overview: NavLink;
};

const HOVER_CLOSE_DELAY_MS = 160;

/**
 * The Industries dropdown, a WAI-ARIA disclosure: a button whose aria-expanded always matches
 * the panel. Hover opens it for mouse users; a click opens it (or keeps a hover-opened panel
 * open); a click outside, Escape, or focus leaving it closes it.
 */
export function IndustriesMenu({ label, links, overview }: IndustriesMenuProps) {
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
        className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-[0.9375rem] font-medium text-ink-700 transition-colors hover:bg-ink-50 hover:text-ink-900 aria-expanded:text-ink-900"
      >
        {label}
        <ChevronDownIcon
          className={clsx("size-4 transition-transform duration-200", open && "rotate-180")}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 z-50 w-[22rem] -translate-x-1/2 pt-3"
      >
        <div className="rounded-card border border-ink-100 bg-white p-2 shadow-lift motion-safe:animate-rise">
          <ul className="grid grid-cols-2 gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  prefetch={link.prefetch ? null : false}
                  onClick={close}
                  className="block rounded-lg px-3 py-2.5 text-sm font-medium text-ink-700 transition-colors hover:bg-bolt-50 hover:text-bolt-700"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            href={overview.href}
            prefetch={overview.prefetch ? null : false}
            onClick={close}
            className="mt-1 flex items-center justify-between rounded-lg bg-ink-50 px-3 py-2.5 text-sm font-semibold text-ink-900 hover:bg-bolt-50 hover:text-bolt-700"
          >
            {overview.label}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </div>
  );
}
