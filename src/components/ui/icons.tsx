import { createElement, type ReactElement } from "react";

export type IconProps = { className?: string };

/**
 * An icon drawn in currentColor on a square of `side` units, stroked `stroke` wide or filled, at
 * `size` unless given a class; decorative, so hidden from assistive technology.
 */
function icon(
  side: 16 | 20 | 24,
  stroke: number | "fill",
  size: string,
  ...shapes: ReactElement[]
) {
  const paint =
    stroke === "fill"
      ? { fill: "currentColor" }
      : ({
          fill: "none",
          stroke: "currentColor",
          strokeWidth: stroke,
          strokeLinecap: "round",
          strokeLinejoin: "round",
        } as const);
  return function Icon({ className = size }: IconProps) {
    // Each shape a child of its own, as in the table: not a list, so React asks for no keys.
    return createElement(
      "svg",
      { viewBox: `0 0 ${side} ${side}`, "aria-hidden": "true", className, ...paint },
      ...shapes,
    );
  };
}

// The icons as one table, a line each (one declaration, which prettier-ignore keeps so); each is
// its own export, so an island's bundle takes only the icons it draws.
// prettier-ignore
export const
  CloseIcon = icon(24, 1.8, "size-6", <path d="m6 6 12 12M18 6 6 18" />),
  MenuIcon = icon(24, 1.8, "size-6", <path d="M4 7h16M4 12h16M4 17h10" />),
  CheckIcon = icon(20, 2.2, "size-5", <path d="m5 10.5 3 3 7-7" />),
  PlusIcon = icon(16, 2, "size-4", <path d="M8 3v10M3 8h10" />),
  ChevronDownIcon = icon(16, 1.8, "size-4", <path d="m4 6 4 4 4-4" />),
  PhoneIcon = icon(24, 1.8, "size-5", <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />),
  ArrowRightIcon = icon(16, 1.8, "size-4", <path d="M3 8h10M9 4l4 4-4 4" />),
  ArrowLeftIcon = icon(16, 1.8, "size-4", <path d="M13 8H3m4-4L3 8l4 4" />),
  SearchIcon = icon(20, 1.8, "size-5", <circle cx="8.75" cy="8.75" r="5.75" />, <path d="m13.2 13.2 4.05 4.05" />),
  ClockIcon = icon(20, 1.7, "size-4", <circle cx="10" cy="10" r="7.25" />, <path d="M10 6v4.2l2.6 1.6" />),
  VideoIcon = icon(20, 1.7, "size-4", <rect x="2.5" y="5" width="10.5" height="10" rx="2" />, <path d="m13 9 4.5-2.5v7L13 11" />),
  GlobeIcon = icon(20, 1.7, "size-4", <circle cx="10" cy="10" r="7.25" />, <path d="M2.75 10h14.5M10 2.75c2 2 3 4.4 3 7.25s-1 5.25-3 7.25c-2-2-3-4.4-3-7.25s1-5.25 3-7.25" />),
  ShieldIcon = icon(24, 1.7, "size-6", <path d="M12 3 5 5.8v5.4c0 4.4 3 8.2 7 9.8 4-1.6 7-5.4 7-9.8V5.8z" />, <path d="m9 12 2.2 2.2L15.5 10" />),
  TargetIcon = icon(24, 1.7, "size-6", <circle cx="12" cy="12" r="8.5" />, <circle cx="12" cy="12" r="4.5" />, <path d="M12 12 20 4M16.5 4H20v3.5" />),
  BrowserIcon = icon(24, 1.7, "size-6", <rect x="3" y="4.5" width="18" height="15" rx="2.5" />, <path d="M3 9h18M6.5 6.75h.01M9 6.75h.01M7 13h6M7 16h4" />),
  FollowUpIcon = icon(24, 1.7, "size-6", <path d="M4 6.5A2.5 2.5 0 0 1 6.5 4h8A2.5 2.5 0 0 1 17 6.5v5a2.5 2.5 0 0 1-2.5 2.5H10l-4 3v-3h0a2 2 0 0 1-2-2z" />, <path d="M17 9.5h.5A2.5 2.5 0 0 1 20 12v4.5a2 2 0 0 1-2 2v2.5l-3.3-2.5H12a2.5 2.5 0 0 1-2.2-1.3" />),
  MegaphoneIcon = icon(24, 1.8, "size-6", <path d="M4 10v4a1 1 0 0 0 1 1h2l9 5V4L7 9H5a1 1 0 0 0-1 1Z" />, <path d="M7 15l1.5 5h2.5L10 16" />, <path d="M19.5 9.5a3.5 3.5 0 0 1 0 5" />),
  CaptureIcon = icon(24, 1.8, "size-6", <rect x="3" y="4" width="18" height="13" rx="2" />, <path d="M7 9h6M7 12.5h3" />, <path d="m14 13 6 2.5-2.6 1 1.6 3-1.4.7-1.6-3-2 1.8Z" />),
  BoltIcon = icon(24, 1.8, "size-6", <path d="M13.5 2.5 5 13.5h6.5l-1 8 8.5-11h-6.5l1-8Z" />),
  ChatIcon = icon(24, 1.8, "size-6", <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4A8 8 0 1 1 20 12Z" />, <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />),
  SendIcon = icon(24, 1.8, "size-6", <path d="M21 3 3 10.5l7 2.5 2.5 7L21 3Z" />, <path d="m10 13 4.5-4.5" />),
  CalendarCheckIcon = icon(24, 1.8, "size-6", <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />, <path d="M3.5 10h17M8 3v4M16 3v4" />, <path d="m9 15 2 2 4-4" />),
  ChartIcon = icon(24, 1.8, "size-6", <path d="M4 4v16h16" />, <path d="M8 16v-4M12 16V9M16 16v-6" />, <path d="m7.5 8.5 4-3 3 2 4.5-3.5" />),
  PauseIcon = icon(16, "fill", "size-4", <rect x="3.5" y="2.5" width="3" height="11" rx="1" />, <rect x="9.5" y="2.5" width="3" height="11" rx="1" />),
  PlayIcon = icon(16, "fill", "size-4", <path d="M4.5 2.8v10.4a.8.8 0 0 0 1.2.7l8.3-5.2a.8.8 0 0 0 0-1.4L5.7 2.1a.8.8 0 0 0-1.2.7Z" />),
  CalendarIcon = icon(24, 1.8, "size-6", <rect x="3.5" y="5" width="17" height="15" rx="3" />, <path d="M3.5 10h17M8 3v4M16 3v4m-6.5 8 2 2 3.5-3.5" />),
  MailIcon = icon(24, 1.8, "size-6", <rect x="3" y="5" width="18" height="14" rx="2.5" />, <path d="m4 7 8 6 8-6" />),
  KeyIcon = icon(20, 1.8, "size-5", <circle cx="7" cy="12.5" r="3.5" />, <path d="m9.5 10 7-7M14 5.5l2 2M12 7.5l1.5 1.5" />),
  MapPinIcon = icon(24, 1.8, "size-6", <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />, <circle cx="12" cy="9.5" r="2.5" />);
