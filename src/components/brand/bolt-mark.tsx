import { boltMark, brandColors } from "@/config/brand";

export type BoltMarkProps = {
  className?: string;
  /** A pixel size, for generated images (which have no CSS). */
  size?: number;
};

export function BoltMark({ className, size }: BoltMarkProps) {
  return (
    <svg
      viewBox={boltMark.viewBox}
      width={size}
      height={size}
      aria-hidden="true"
      className={className}
    >
      <rect width="32" height="32" rx={boltMark.tileRadius} fill={brandColors.ink} />
      {boltMark.paths.map((path) => (
        <path key={path.d} d={path.d} fill={path.fill} />
      ))}
    </svg>
  );
}
