import { useLayoutEffect, useRef } from "react";
import { usePageArrival } from "~/motion/page-arrival/page-arrivals";

/**
 * A project's image, on its card and in its page's header: as one page replaces the other,
 * the image flies between the two when both are in sight (flight.ts).
 */
export function FlyingImage({ id, children }: { id: number; children: React.ReactNode }) {
  const { arrivals } = usePageArrival();
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(
    () => (frame.current && arrivals ? arrivals.addImageFrame(id, frame.current) : undefined),
    [id, arrivals],
  );
  return (
    <div ref={frame} className="contents">
      {children}
    </div>
  );
}
