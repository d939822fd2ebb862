import { type ContentImage, contentImage } from "~/lib/content/images";

type Props = {
  src: string;
  alt: string;
  className?: string;
  /** Images in the first screen load at once with high priority; everything else waits until near. */
  priority?: boolean;
  /** How wide the image is shown, for the browser to pick a size (`sizes`). */
  sizes?: string;
  /** The image as the build made it, where the caller has it (a project page's own images); else looked up by `src`. */
  image?: ContentImage;
};

/**
 * A content image in AVIF or WebP at the size the screen needs, with its
 * intrinsic width and height so nothing shifts when it arrives.
 */
export function Picture({
  src,
  alt,
  className,
  priority = false,
  sizes = "100vw",
  image = contentImage(src),
}: Props) {
  const common = {
    width: image.width,
    height: image.height,
    loading: priority ? "eager" : "lazy",
    decoding: priority ? "sync" : "async",
    fetchPriority: priority ? "high" : "auto",
    className,
  } as const;
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img src={image.src} alt={alt} {...common} />
    </picture>
  );
}
