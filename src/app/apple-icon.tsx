import { ImageResponse } from "next/og";
import { BoltMark } from "@/components/brand/bolt-mark";
import { brandColors } from "@/config/brand";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

/** Home-screen icon: square (the system rounds it), so the tile's corners are filled in. */
export default function AppleIcon() {
  return new ImageResponse(
    <div style={{ display: "flex", width: "100%", height: "100%", background: brandColors.ink }}>
      <BoltMark size={size.width} />
    </div>,
    size,
  );
}
