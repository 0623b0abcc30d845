import { ImageResponse } from "next/og";
import { site } from "@/config/site";
import { homeHero } from "@/content/home";
import { BoltGlyph, brandImageFont } from "@/server/brand-image";

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
        backgroundColor: "#0b1b33",
        backgroundImage:
          "radial-gradient(circle at 88% 0%, rgba(42,92,242,0.55), transparent 55%), radial-gradient(circle at 0% 100%, rgba(15,127,117,0.35), transparent 50%)",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 40 }}>
        <BoltGlyph size={72} />
        {site.name}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 72, lineHeight: 1.05, letterSpacing: -2, maxWidth: 960 }}>
          {homeHero.heading}
        </div>
        <div style={{ fontSize: 30, color: "#a9b6cb" }}>{site.tagline}</div>
      </div>
    </div>,
    { ...size, fonts: [font] },
  );
}
