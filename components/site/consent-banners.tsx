"use client";
// Cookie consent banner and the optional over-18 gate, each remembered in localStorage. Rendered
// only after mount, as overlays (fixed position), so the page's HTML stays complete for crawlers
// and nothing shifts under the reader.
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

const COOKIE_KEY = "estacao.cookie-consent";
const AGE_KEY = "estacao.age-confirmed";

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}

function remember(key: string): void {
  try {
    window.localStorage.setItem(key, "1");
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
}

export function ConsentBanners({ ageGate, stationName }: { ageGate: boolean; stationName: string }) {
  const [state, setState] = useState<{ cookies: boolean; age: boolean; underage: boolean } | null>(null);

  useEffect(() => {
    // Reading storage has to wait for the browser; this is the mount-only sync the banners need.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ cookies: read(COOKIE_KEY), age: !ageGate || read(AGE_KEY), underage: false });
  }, [ageGate]);

  if (!state) return null;

  return (
    <>
      {!state.age && (
        <div className="fixed inset-0 z-[60] flex items-center justify-center bg-black/70 p-4">
          <div role="dialog" aria-modal="true" aria-labelledby="age-gate-title" className="w-full max-w-md rounded-3xl bg-white p-8 text-center shadow-2xl">
            <h2 id="age-gate-title" className="text-2xl font-bold text-ink">
              {state.underage ? "Acesso não permitido" : "Você tem 18 anos ou mais?"}
            </h2>
            <p className="mt-3 text-ink-muted">
              {state.underage
                ? `O conteúdo de ${stationName} é destinado apenas a maiores de 18 anos.`
                : `O conteúdo de ${stationName} é destinado a maiores de 18 anos. Confirme sua idade para continuar.`}
            </p>
            {!state.underage && (
              <div className="mt-6 flex justify-center gap-3">
                <Button variant="outline" onClick={() => setState({ ...state, underage: true })}>
                  Não
                </Button>
                <Button
                  autoFocus
                  onClick={() => {
                    remember(AGE_KEY);
                    setState({ ...state, age: true });
                  }}
                >
                  Sim, tenho 18 anos ou mais
                </Button>
              </div>
            )}
          </div>
        </div>
      )}
      {!state.cookies && (
        <section
          aria-label="Aviso de cookies"
          className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-3xl border border-line bg-white p-5 text-ink shadow-2xl sm:flex sm:items-center sm:gap-6"
        >
          <p className="text-sm text-ink-muted">
            Usamos cookies essenciais para manter você conectado e melhorar sua experiência. Saiba mais na nossa{" "}
            <a href="/politica-de-privacidade" className="font-bold text-brand-ink underline">
              Política de privacidade
            </a>
            .
          </p>
          <Button
            className="mt-4 w-full shrink-0 sm:mt-0 sm:w-auto"
            onClick={() => {
              remember(COOKIE_KEY);
              setState({ ...state, cookies: true });
            }}
          >
            Aceitar e fechar
          </Button>
        </section>
      )}
    </>
  );
}
