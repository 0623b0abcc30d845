import satori from "satori";
import sharp from "sharp";
import { site } from "@/config/site";
import { SHARE_IMAGE } from "@/lib/metadata";
import { ShareImage, type ShareImageProps } from "./share-image";
import { shareImageFont } from "./share-image-font";

export async function shareImageResponse(
  props: Omit<ShareImageProps, "brand" | "width" | "height">,
): Promise<Response> {
  const { width, height } = SHARE_IMAGE;
  const svg = await satori(ShareImage({ brand: site.name, width, height, ...props }), {
    width,
    height,
    fonts: [await shareImageFont()],
  });
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { "content-type": "image/png" } });
}
