import { ImageResponse } from "next/og";
import { BoltMark } from "@/components/brand/bolt-mark";

export const dynamic = "force-static";

const SIZE = 512;

/** A raster logo for structured data (search engines want one of at least 112 px). */
export function GET() {
  return new ImageResponse(<BoltMark size={SIZE} />, { width: SIZE, height: SIZE });
}
