import { imageUrl } from "~/lib/images";

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Images in the first screen load at once; everything else waits until near. */
  priority?: boolean;
  sizes?: string;
};

/** A content image with its intrinsic size, so nothing shifts when it arrives. */
export function Picture({ src, alt, width, height, className, priority = false, sizes }: Props) {
  return (
    <img
      src={imageUrl(src)}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
      className={className}
    />
  );
}
