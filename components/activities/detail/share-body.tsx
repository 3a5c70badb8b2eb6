"use client";
// Type 5: share buttons with the member's tracking link; the reward comes when a friend signs up
// through it. Each share is recorded (limitPerUser applies).
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { recordShareAction } from "@/lib/activities/actions";
import { useParticipation } from "./use-participation";

export function ShareBody({ activityId, link, text, disabled }: { activityId: number; link: string; text: string; disabled: boolean }) {
  const { run, busy } = useParticipation();
  // The networks' own colours, taken to the shade where white text reads at 4.5:1 (Facebook's
  // #1877F2 gave 4.23, WhatsApp's #128C4B 4.30).
  const targets = [
    { network: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`, cls: "bg-[#0866FF] text-white" },
    { network: "x", label: "X (Twitter)", href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(link)}`, cls: "bg-black text-white" },
    { network: "whatsapp", label: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`, cls: "bg-[#0F7A41] text-white" },
  ] as const;
  const share = async (network: string) => {
    const r = await run(recordShareAction, { activityId, network });
    if (r) toast("Obrigado por compartilhar.");
  };
  return (
    <div className="rounded-3xl border border-line bg-white p-6 shadow-sm">
      <p className="font-bold text-ink">Compartilhe com seus amigos</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {targets.map((t) => (
          <a
            key={t.network}
            href={disabled ? undefined : t.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-disabled={disabled || busy}
            onClick={(e) => {
              if (disabled || busy) return e.preventDefault();
              void share(t.network);
            }}
            className={`inline-flex h-11 items-center rounded-full px-5 font-bold focus-visible:outline-3 aria-disabled:opacity-50 ${t.cls}`}
          >
            {t.label}
          </a>
        ))}
        <Button
          variant="outline"
          disabled={disabled || busy}
          onClick={async () => {
            await navigator.clipboard?.writeText(link).catch(() => undefined);
            await share("copy");
          }}
        >
          Copiar link
        </Button>
      </div>
      <p className="mt-4 break-all text-sm text-ink-muted">{link}</p>
    </div>
  );
}
