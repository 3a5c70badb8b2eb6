// A station's picture (logo, banner, activity or product photo, a member's avatar, a QR code): any
// upload the station stored, on any host and in any format (SVG included), served as it was stored,
// so next/image's optimiser is not used. The page must not move when it arrives: either `width` and
// `height` give the browser its proportions (CSS may still size it), or `fill` makes it cover a box
// that is already sized (an aspect-ratio or fixed-size parent). `alt` is always written; an empty
// one marks a decorative picture. Pictures load lazily, except those above the fold (`priority`).
// Classes are joined with clsx, not merged: client components of the public site draw it, and
// tailwind-merge would add 10 KB to every landing's JavaScript for a join that needs no merging.
import { clsx } from "clsx";

type Size = { width: number; height: number; fill?: never } | { fill: true; width?: never; height?: never };

export type StationImageProps = Omit<React.ComponentProps<"img">, "src" | "alt" | "width" | "height" | "loading" | "fetchPriority"> &
  Size & {
    src: string;
    /** What the picture shows, in pt-BR; "" for a decorative picture beside text that says it. */
    alt: string;
    /** On screen as the page opens (a hero, the header logo): load at once, ahead of other pictures. */
    priority?: boolean;
  };

export function StationImage({ src, alt, width, height, fill, priority = false, className, ...props }: StationImageProps) {
  return (
    // The kit's one <img>: the rules above (a reserved box, alt, lazy below the fold) are kept here.
    <img
      data-slot="station-image"
      src={src}
      alt={alt}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={clsx(fill && "size-full", className)}
      {...props}
    />
  );
}
