"use client";
// The landing's support form loads its code (form library, schema, captcha solver) only when the
// visitor scrolls near it, so the landing's first load stays light. The section's title and text
// are server-rendered around it; the placeholder keeps the space so nothing shifts.
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import type { SupportAction } from "@/components/site/support-form";

const SupportForm = dynamic(() => import("@/components/site/support-form").then((m) => m.SupportForm), {
  loading: () => <FormPlaceholder />,
});

function FormPlaceholder() {
  return <div aria-hidden="true" className="h-[520px] animate-pulse rounded-2xl bg-surface-muted motion-reduce:animate-none sm:h-[470px]" />;
}

export function LazySupportForm({ action }: { action: SupportAction }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return <div ref={ref}>{near ? <SupportForm action={action} /> : <FormPlaceholder />}</div>;
}
