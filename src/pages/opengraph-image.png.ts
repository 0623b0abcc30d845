import type { APIRoute } from "astro";
import satori from "satori";
import sharp from "sharp";
import { ShareImage } from "@/components/brand/share-image";
import { shareImageFont } from "@/components/brand/share-image-font";
import { site } from "@/config/site";
import { homePage } from "@/content/home";
import { SHARE_IMAGE } from "@/lib/metadata";

/** The share image every page names in its Open Graph tags, drawn once at build time. */
export const GET: APIRoute = async () => {
  const svg = await satori(
    ShareImage({
      brand: site.name,
      heading: homePage.hero.heading,
      tagline: site.tagline,
      ...SHARE_IMAGE,
    }),
    { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fonts: [await shareImageFont()] },
  );
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { "content-type": "image/png" } });
};
