import { boltMarkSvg } from "@/config/brand";

export const dynamic = "force-static";

/** The bolt mark as the site's SVG icon, drawn from the one definition of the mark. */
export function GET() {
  return new Response(boltMarkSvg(), {
    headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" },
  });
}
