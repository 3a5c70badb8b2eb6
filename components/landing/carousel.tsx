"use client";
// A light carousel: native horizontal scroll with snap points (touch and trackpad work for free),
// plus previous/next buttons that scroll by one page. Slides are server-rendered children; how many
// show per view is the slides' own width classes.
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";

export function Carousel({ label, children }: { label: string; children: React.ReactNode }) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 4, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 4 });
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    update();
    el.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      el.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [update]);

  const move = (dir: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: dir * el.clientWidth, behavior: reduce ? "auto" : "smooth" });
  };

  const buttonClass =
    "flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-sm transition-colors hover:bg-brand-soft hover:text-brand-ink disabled:opacity-40";
  return (
    <div role="region" aria-roledescription="carrossel" aria-label={label}>
      <ul
        ref={track}
        className="-mx-2 flex snap-x snap-mandatory overflow-x-auto scroll-smooth pb-2 [scrollbar-width:none] motion-reduce:scroll-auto [&::-webkit-scrollbar]:hidden"
      >
        {children}
      </ul>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className={buttonClass} onClick={() => move(-1)} disabled={edges.start}>
          <span className="sr-only">Anterior</span>
          <ChevronLeftIcon aria-hidden className="size-5" strokeWidth={2.5} />
        </button>
        <button type="button" className={buttonClass} onClick={() => move(1)} disabled={edges.end}>
          <span className="sr-only">Próximo</span>
          <ChevronRightIcon aria-hidden className="size-5" strokeWidth={2.5} />
        </button>
      </div>
    </div>
  );
}
