import { brandColors } from "@/config/brand";
import { BoltMark } from "./bolt-mark";

export type ShareImageProps = {
  brand: string;
  heading: string;
  tagline: string;
  width: number;
  height: number;
};

/** The picture shown when a page is shared (1200 × 630), drawn by Satori at build time. */
export function ShareImage({ brand, heading, tagline, width, height }: ShareImageProps) {
  return (
    <div
      style={{
        width,
        height,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 80,
        color: "white",
        fontFamily: "Plus Jakarta Sans",
        backgroundColor: brandColors.ink,
        backgroundImage: `radial-gradient(circle at 88% 0%, ${brandColors.accent}8c, transparent 55%), radial-gradient(circle at 0% 100%, ${brandColors.teal}59, transparent 50%)`,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 40 }}>
        <BoltMark size={72} />
        {brand}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 72, lineHeight: 1.05, letterSpacing: -2, maxWidth: 960 }}>
          {heading}
        </div>
        <div style={{ fontSize: 30, color: brandColors.inkSoft }}>{tagline}</div>
      </div>
    </div>
  );
}
