import { ImageResponse } from "next/og";
import { BoltMark } from "@/components/brand/bolt-mark";
import { brandColors } from "@/config/brand";
import { site } from "@/config/site";
import { homePage } from "@/content/home";
import { brandImageFont } from "@/server/brand-font";

export const alt = `${site.name}: ${site.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The default share image, generated at build time. */
export default async function OpenGraphImage() {
  const font = await brandImageFont();
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
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
        {site.name}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 72, lineHeight: 1.05, letterSpacing: -2, maxWidth: 960 }}>
          {homePage.hero.heading}
        </div>
        <div style={{ fontSize: 30, color: brandColors.inkSoft }}>{site.tagline}</div>
      </div>
    </div>,
    { ...size, fonts: [font] },
  );
}
