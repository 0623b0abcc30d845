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
