"use client";
// The interactive parts of the consent banners: remember an answer and mark <html> so CSS hides the
// banner at once; the over-18 gate's "Não" turns the question into the refusal. Button classes
// come from the server (consent-banners.tsx), so the kit's class merging stays off the public
// site's JavaScript.
import { useState } from "react";
import { AGE_KEY, AGE_MARK } from "./consent-keys";

/** The kit's button classes, computed on the server: the primary and the outline button. */
export interface ButtonClasses {
  primary: string;
  outline: string;
}

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
  className: string;
  children: React.ReactNode;
}) {
  return (
    <button type="button" data-slot="button" className={className} onClick={() => remember(storageKey, mark)}>
      {children}
    </button>
  );
}

export function AgeGateContent({ stationName, buttons }: { stationName: string; buttons: ButtonClasses }) {
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
          <button type="button" data-slot="button" className={buttons.outline} onClick={() => setUnderage(true)}>
            Não
          </button>
          <button type="button" data-slot="button" className={buttons.primary} autoFocus onClick={() => remember(AGE_KEY, AGE_MARK)}>
            Sim, tenho 18 anos ou mais
          </button>
        </div>
      )}
    </>
  );
}
