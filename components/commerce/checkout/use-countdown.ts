"use client";
// Seconds left until a moment, updated every second; `onEnd` runs once when it reaches zero.
import { useEffect, useRef, useState } from "react";

export function useCountdown(deadline: number | null, onEnd?: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  const ended = useRef<number | null>(null);
  const endRef = useRef(onEnd);
  useEffect(() => {
    endRef.current = onEnd;
  });

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline && ended.current !== deadline) {
        ended.current = deadline;
        endRef.current?.();
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return deadline === null ? null : Math.max(0, (deadline - now) / 1000);
}
