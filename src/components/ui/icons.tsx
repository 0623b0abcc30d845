import type { ReactNode } from "react";

export type IconProps = { className?: string };

/** Stroke icons drawn in currentColor; decorative, so hidden from assistive technology. */
function StrokeIcon({
  viewBox,
  strokeWidth,
  className,
  children,
}: IconProps & { viewBox: string; strokeWidth: number; children: ReactNode }) {
  return (
    <svg
      viewBox={viewBox}
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function CloseIcon({ className = "size-6" }: IconProps) {
  return (
    <StrokeIcon viewBox="0 0 24 24" strokeWidth={1.8} className={className}>
      <path d="m6 6 12 12M18 6 6 18" />
    </StrokeIcon>
  );
}

export function MenuIcon({ className = "size-6" }: IconProps) {
  return (
    <StrokeIcon viewBox="0 0 24 24" strokeWidth={1.8} className={className}>
      <path d="M4 7h16M4 12h16M4 17h10" />
    </StrokeIcon>
  );
}

export function CheckIcon({ className = "size-5" }: IconProps) {
  return (
    <StrokeIcon viewBox="0 0 20 20" strokeWidth={2.2} className={className}>
      <path d="m5 10.5 3 3 7-7" />
    </StrokeIcon>
  );
}

export function PlusIcon({ className = "size-4" }: IconProps) {
  return (
    <StrokeIcon viewBox="0 0 16 16" strokeWidth={2} className={className}>
      <path d="M8 3v10M3 8h10" />
    </StrokeIcon>
  );
}

export function ChevronDownIcon({ className = "size-4" }: IconProps) {
  return (
    <StrokeIcon viewBox="0 0 16 16" strokeWidth={1.8} className={className}>
      <path d="m4 6 4 4 4-4" />
    </StrokeIcon>
  );
}

export function PhoneIcon({ className = "size-5" }: IconProps) {
  return (
    <StrokeIcon viewBox="0 0 24 24" strokeWidth={1.8} className={className}>
      <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </StrokeIcon>
  );
}

export function ArrowIcon({
  className = "size-5",
  direction = "right",
}: IconProps & { direction?: "left" | "right" }) {
  return (
    <StrokeIcon viewBox="0 0 20 20" strokeWidth={1.9} className={className}>
      <path d={direction === "right" ? "M4 10h12m-5-5 5 5-5 5" : "M16 10H4m5-5-5 5 5 5"} />
    </StrokeIcon>
  );
}

export function PauseIcon({ className = "size-4" }: IconProps) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className={className} fill="currentColor">
      <rect x="3.5" y="2.5" width="3" height="11" rx="1" />
      <rect x="9.5" y="2.5" width="3" height="11" rx="1" />
    </svg>
  );
}

export function PlayIcon({ className = "size-4" }: IconProps) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className={className} fill="currentColor">
      <path d="M4.5 2.8v10.4a.8.8 0 0 0 1.2.7l8.3-5.2a.8.8 0 0 0 0-1.4L5.7 2.1a.8.8 0 0 0-1.2.7Z" />
    </svg>
  );
}

export function BoltIcon({ className = "size-4" }: IconProps) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className={className} fill="currentColor">
      <path d="M9.4 1 3 9.2h4.1L6.2 15l6.6-8.6H8.6L9.4 1Z" />
    </svg>
  );
}
