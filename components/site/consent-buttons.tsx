"use client";
// The interactive parts of the consent banners: remember an answer and mark <html> so CSS hides the
// banner at once; the over-18 gate's "Não" turns the question into the refusal.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { AGE_KEY, AGE_MARK } from "./consent-keys";

function remember(storageKey: string, mark: string): void {
  try {
    window.localStorage.setItem(storageKey, "1");
  } catch {
    // Private mode without storage: the answer holds for this page only.
  }
  document.documentElement.setAttribute(mark, "");
}

export function ConsentButton({
  storageKey,
  mark,
  className,
  children,
}: {
  storageKey: string;
  mark: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Button className={className} onClick={() => remember(storageKey, mark)}>
      {children}
    </Button>
  );
}

export function AgeGateContent({ stationName }: { stationName: string }) {
  const [underage, setUnderage] = useState(false);
  return (
    <>
      <h2 id="age-gate-title" className="text-2xl font-bold text-ink">
        {underage ? "Acesso não permitido" : "Você tem 18 anos ou mais?"}
      </h2>
      <p className="mt-3 text-ink-muted">
        {underage
          ? `O conteúdo de ${stationName} é destinado apenas a maiores de 18 anos.`
          : `O conteúdo de ${stationName} é destinado a maiores de 18 anos. Confirme sua idade para continuar.`}
      </p>
      {!underage && (
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <Button variant="outline" onClick={() => setUnderage(true)}>
            Não
          </Button>
          <Button autoFocus onClick={() => remember(AGE_KEY, AGE_MARK)}>
            Sim, tenho 18 anos ou mais
          </Button>
        </div>
      )}
    </>
  );
}
