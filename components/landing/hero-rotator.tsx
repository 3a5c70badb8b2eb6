"use client";
// The header's background images, rotating every 5 seconds. The first image is in the
// server HTML; the others mount only once rotation starts. Reduced-motion users keep the first.
import { useEffect, useState } from "react";
import { StationImage } from "@/components/ui/station-image";

const ROTATION_MS = 5000;

export function HeroRotator({ images }: { images: string[] }) {
  const [index, setIndex] = useState(0);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (images.length < 2) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => {
      setStarted(true);
      setIndex((i) => (i + 1) % images.length);
    }, ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [images.length]);

  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      {images.map((src, i) =>
        i === 0 || started ? (
          <StationImage
            key={src}
            src={src}
            alt=""
            width={1600}
            height={700}
            priority={i === 0}
            className="absolute inset-0 size-full object-cover transition-opacity duration-1000"
            style={{ opacity: i === index ? 1 : 0 }}
          />
        ) : null,
      )}
    </div>
  );
}
