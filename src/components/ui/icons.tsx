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

export function BoltIcon({ className = "size-6" }: IconProps) {
  return (
    <StrokeIcon viewBox="0 0 24 24" strokeWidth={1.8} className={className}>
      <path d="M13.5 3 5 14h6l-1 7 8.5-11h-6l1-7Z" />
    </StrokeIcon>
  );
}

export function ClockIcon({ className = "size-6" }: IconProps) {
  return (
    <StrokeIcon viewBox="0 0 24 24" strokeWidth={1.8} className={className}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </StrokeIcon>
  );
}

export function CalendarIcon({ className = "size-6" }: IconProps) {
  return (
    <StrokeIcon viewBox="0 0 24 24" strokeWidth={1.8} className={className}>
      <rect x="3.5" y="5" width="17" height="15" rx="3" />
      <path d="M3.5 10h17M8 3v4M16 3v4m-6.5 8 2 2 3.5-3.5" />
    </StrokeIcon>
  );
}

export function ShieldIcon({ className = "size-6" }: IconProps) {
  return (
    <StrokeIcon viewBox="0 0 24 24" strokeWidth={1.8} className={className}>
      <path d="M12 3 5 6v5.5c0 4.3 3 7.9 7 9.5 4-1.6 7-5.2 7-9.5V6l-7-3Z" />
      <path d="m9 12 2 2 4-4" />
    </StrokeIcon>
  );
}

export function PauseIcon({ className = "size-4" }: IconProps) {
  return (
    <StrokeIcon viewBox="0 0 16 16" strokeWidth={2} className={className}>
      <path d="M5.5 3.5v9M10.5 3.5v9" />
    </StrokeIcon>
  );
}

export function PlayIcon({ className = "size-4" }: IconProps) {
  return (
    <StrokeIcon viewBox="0 0 16 16" strokeWidth={1.8} className={className}>
      <path d="M5 3.2v9.6a.5.5 0 0 0 .76.43l7.6-4.8a.5.5 0 0 0 0-.86l-7.6-4.8A.5.5 0 0 0 5 3.2Z" />
    </StrokeIcon>
  );
}

/** A filled star, for ratings. */
export function StarIcon({ className = "size-4" }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={className} fill="currentColor">
      <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.7L10 14.8l-5.1 2.7 1-5.7-4.1-4 5.7-.8L10 1.8Z" />
    </svg>
  );
}
