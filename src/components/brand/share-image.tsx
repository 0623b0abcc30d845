import { brandColors } from "@/config/brand";
import { BoltMark } from "./bolt-mark";

export type ShareImageProps = {
  brand: string;
  eyebrow?: string;
  heading: string;
  tagline: string;
  figure?: { value: string; label: string };
  width: number;
  height: number;
};

/** The picture shown when a page is shared (1200 × 630), drawn by Satori at build time. */
export function ShareImage({
  brand,
  eyebrow,
  heading,
  tagline,
  figure,
  width,
  height,
}: ShareImageProps) {
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
      <div style={{ display: "flex", alignItems: "flex-end", gap: 56 }}>
        <div style={{ display: "flex", flexDirection: "column", gap: 24, flex: 1 }}>
          {eyebrow ? (
            <div
              style={{
                fontSize: 26,
                letterSpacing: 3,
                textTransform: "uppercase",
                color: "#8fb0ff",
              }}
            >
              {eyebrow}
            </div>
          ) : null}
          <div
            style={{
              fontSize: figure || heading.length > 48 ? 60 : 72,
              lineHeight: 1.05,
              letterSpacing: -2,
              maxWidth: 960,
            }}
          >
            {heading}
          </div>
          <div style={{ fontSize: 30, color: brandColors.inkSoft }}>{tagline}</div>
        </div>
        {figure ? (
          <div
            style={{
              display: "flex",
              flexDirection: "column",
              alignItems: "flex-end",
              maxWidth: 330,
              textAlign: "right",
            }}
          >
            <div
              style={{
                fontSize: figure.value.length > 4 ? 104 : 136,
                lineHeight: 1,
                letterSpacing: -4,
                color: "#8fb0ff",
              }}
            >
              {figure.value}
            </div>
            <div style={{ fontSize: 28, marginTop: 12, color: brandColors.inkSoft }}>
              {figure.label}
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
