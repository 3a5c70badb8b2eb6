"use client";
// A news card's picture, or the newspaper mark when there is none or it does not load (a WordPress
// image removed since, or refused by the page's image policy).
import { NewspaperIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { StationImage } from "@/components/ui/station-image";

export function NewsThumb({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (src && !failed) {
    return <StationImage ref={ref} src={src} alt="" fill className="object-cover" onError={() => setFailed(true)} />;
  }
  return (
    <div className="grid size-full min-h-24 place-items-center text-brand-ink">
      <NewspaperIcon className="size-8 sm:size-10" strokeWidth={1.6} aria-hidden />
    </div>
  );
}
