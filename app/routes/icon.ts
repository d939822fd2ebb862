import sharp from "sharp";
import { ICON_SIZES, type IconName } from "~/lib/navigation/public-paths";
import { faviconSvg } from "~/lib/seo/favicon";
import type { Route } from "./+types/icon";

/** The PNG icons (home screens, apple-touch-icon), drawn at build time from the favicon. */
export async function loader({ params }: Route.LoaderArgs) {
  const size = ICON_SIZES[(params.name ?? "") as IconName] as number | undefined;
  if (!size) throw new Response("Not found", { status: 404 });
  const png = await sharp(Buffer.from(faviconSvg(__THEME_COLORS__)), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
