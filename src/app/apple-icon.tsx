import { ImageResponse } from "next/og";
import { BoltGlyph } from "@/server/brand-image";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

export default function AppleIcon() {
  return new ImageResponse(
    <div style={{ width: "100%", height: "100%", display: "flex", background: "#0b1b33" }}>
      <BoltGlyph size={180} />
    </div>,
    size,
  );
}
