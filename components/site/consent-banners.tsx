// Cookie consent banner and the optional over-18 gate, each remembered in localStorage. Both are
// in the server HTML, so the page is complete on first paint and nothing appears late. A tiny
// inline script, run by the parser before the banners, marks <html> with the choices already made
// (data-cookies-ok, data-age-ok) and CSS hides what was answered: no flash for returning visitors,
// no hydration needed to show or hide them.
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";
import { AgeGateContent, ConsentButton } from "./consent-buttons";
import { AGE_KEY, AGE_MARK, COOKIE_KEY, COOKIE_MARK } from "./consent-keys";

const applyStoredChoices = `try{var s=localStorage,d=document.documentElement;if(s.getItem(${JSON.stringify(COOKIE_KEY)})==="1")d.setAttribute(${JSON.stringify(COOKIE_MARK)},"");if(s.getItem(${JSON.stringify(AGE_KEY)})==="1")d.setAttribute(${JSON.stringify(AGE_MARK)},"")}catch(e){}`;

export function ConsentBanners({ ageGate, stationName }: { ageGate: boolean; stationName: string }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: applyStoredChoices }} />
      {ageGate && (
        <div className="age-gate fixed inset-0 z-[60] flex items-center justify-center bg-black/70 p-4">
          <div role="dialog" aria-modal="true" aria-labelledby="age-gate-title" className="w-full max-w-md rounded-3xl bg-white p-8 text-center shadow-2xl">
            <AgeGateContent stationName={stationName} buttons={{ primary: cn(buttonVariants()), outline: cn(buttonVariants({ variant: "outline" })) }} />
          </div>
        </div>
      )}
      <section
        aria-label="Aviso de cookies"
        className="cookie-banner fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-3xl border border-line bg-white p-5 text-ink shadow-2xl sm:flex sm:items-center sm:gap-6"
      >
        <p className="text-sm text-ink-muted">
          Usamos cookies essenciais para manter você conectado e melhorar sua experiência. Saiba mais na nossa{" "}
          <a href="/politica-de-privacidade" className="font-bold text-brand-ink underline">
            Política de privacidade
          </a>
          .
        </p>
        <ConsentButton storageKey={COOKIE_KEY} mark={COOKIE_MARK} className={cn(buttonVariants(), "mt-4 w-full shrink-0 sm:mt-0 sm:w-auto")}>
          Aceitar e fechar
        </ConsentButton>
      </section>
    </>
  );
}
