"use client";
// Plays a Bodymovin (lottie) animation with lottie-web's light SVG player, loaded only when shown.
// With prefers-reduced-motion the final frame is shown still; without JS nothing but the text.
import { useEffect, useRef } from "react";
import { cn } from "@/lib/utils/cn";

type Props = {
  /** Parsed animation JSON (from lottie_files) ... */
  data?: unknown;
  /** ... or a URL to fetch it from (public/static/lottie). */
  src?: string;
  loop?: boolean;
  className?: string;
};

export function LottieAnimation({ data, src, loop = false, className }: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = box.current;
    if (!container) return;
    let destroyed = false;
    let destroy: (() => void) | undefined;
    void (async () => {
      const animationData: unknown = data ?? (src ? await fetch(src).then((r) => (r.ok ? r.json() : null)).catch(() => null) : null);
      if (!animationData || destroyed) return;
      const { default: lottie } = await import("lottie-web/build/player/lottie_light");
      if (destroyed) return;
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const anim = lottie.loadAnimation({
        container,
        renderer: "svg",
        loop: reduced ? false : loop,
        autoplay: !reduced,
        animationData,
      });
      if (reduced) anim.addEventListener("DOMLoaded", () => anim.goToAndStop(anim.totalFrames - 1, true));
      destroy = () => anim.destroy();
    })();
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [data, src, loop]);

  return <div ref={box} aria-hidden="true" data-testid="lottie" className={cn("mx-auto size-32", className)} />;
}
