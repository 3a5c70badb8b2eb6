"use client";
// Home carousel of featured activities: advances every 5 s and loops; pauses while
// hovered or focused, and for people who prefer reduced motion.
import Link from "next/link";
import { useEffect, useState } from "react";
import type { ActivityCard } from "@/lib/activities/queries";
import { cn } from "@/lib/utils/cn";
import { StationImage } from "@/components/ui/station-image";

export const CAROUSEL_INTERVAL_MS = 5000;

export function FeaturedCarousel({ cards }: { cards: ActivityCard[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (cards.length < 2 || paused) return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % cards.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [cards.length, paused]);
  if (cards.length === 0) return null;
  return (
    <section
      aria-roledescription="carrossel"
      aria-label="Atividades em destaque"
      className="relative overflow-hidden rounded-3xl bg-brand text-brand-fg shadow-sm"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="flex transition-transform duration-700 ease-out" style={{ transform: `translateX(-${index * 100}%)` }}>
        {cards.map((c, i) => (
          <div key={c.id} className="w-full shrink-0" aria-roledescription="slide" aria-label={`${i + 1} de ${cards.length}`} aria-hidden={i !== index}>
            <div className="grid items-center md:grid-cols-[1.1fr_1fr]">
              <div className="order-2 p-6 md:order-1 md:p-10">
                <span className="text-xs font-bold tracking-wider uppercase">{c.typeName}</span>
                <h2 className="mt-2 text-2xl leading-tight font-bold md:text-3xl">{c.name}</h2>
                {c.summary && <p className="mt-3 max-w-prose">{c.summary}</p>}
                <Link
                  href={c.redirectUrl ?? `/homepage/atividades/${c.id}`}
                  tabIndex={i === index ? 0 : -1}
                  className="mt-5 inline-flex h-11 items-center rounded-full bg-white px-6 font-bold text-ink hover:bg-white/90 focus-visible:outline-3"
                >
                  {c.clickMeLabel ?? "Participar"}
                </Link>
              </div>
              <div className="order-1 aspect-[16/9] md:order-2 md:aspect-auto md:h-full">
                {(c.featuredImage ?? c.image) && (
                  <StationImage src={c.featuredImage ?? c.image ?? ""} alt="" fill className="object-cover md:min-h-72" />
                )}
              </div>
            </div>
          </div>
        ))}
      </div>
      {cards.length > 1 && (
        <div className="absolute bottom-2 left-4 flex md:left-8">
          {cards.map((c, i) => (
            // A 24×24 px target (WCAG 2.5.8) around the small visible dot.
            <button
              key={c.id}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Ir para o destaque ${i + 1}`}
              aria-current={i === index}
              className="flex h-6 min-w-6 items-center justify-center rounded-full px-1"
            >
              <span aria-hidden className={cn("block h-2.5 rounded-full bg-current transition-all", i === index ? "w-7 opacity-100" : "w-2.5 opacity-50")} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
