import Link from "next/link";
import { notFound } from "next/navigation";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { Button } from "@/components/ui/button";
import { getStationByKey } from "@/lib/stations/queries";

type Props = { params: Promise<{ station: string }> };

const STEPS = [
  { title: "Cadastre-se", text: "Crie sua conta em poucos minutos e confirme com um código de 6 dígitos." },
  { title: "Participe", text: "Responda quizzes e pesquisas, assista vídeos, convide amigos e compartilhe." },
  { title: "Aproveite", text: "Acumule pontos e troque por produtos, cupons e serviços exclusivos." },
];

export default async function LandingPage({ params }: Props) {
  const station = await getStationByKey(decodeURIComponent((await params).station));
  if (!station) notFound();
  const hero = station.headerImages[0];
  return (
    <>
      <SiteHeader station={station} />
      <main id="conteudo">
        <section
          className="relative isolate overflow-hidden bg-brand text-brand-fg"
          style={hero ? { backgroundImage: `url(${hero})`, backgroundSize: "cover", backgroundPosition: "center" } : undefined}
        >
          <div className="mx-auto flex max-w-[1180px] flex-col gap-6 px-4 py-20 sm:px-6 md:py-28">
            <h1 className="max-w-2xl text-4xl leading-tight font-bold md:text-5xl">{station.name}</h1>
            {station.description && <p className="max-w-xl text-lg opacity-95">{station.description}</p>}
            <div className="flex flex-wrap gap-3">
              <Button asChild variant="light" size="lg">
                <Link href="/cadastrar">Quero participar</Link>
              </Button>
              {!station.settings.hideLoginButton && (
                <Button asChild variant="onBrand" size="lg">
                  <Link href="/login">Já tenho conta</Link>
                </Button>
              )}
            </div>
          </div>
        </section>
        <section aria-labelledby="como-funciona" className="mx-auto max-w-[1180px] px-4 py-16 sm:px-6">
          <h2 id="como-funciona" className="text-center text-3xl font-bold">
            Como funciona
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, i) => (
              <li key={step.title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand font-bold text-brand-fg">
                  {i + 1}
                </span>
                <h3 className="mt-4 text-xl font-bold">{step.title}</h3>
                <p className="mt-2 text-ink-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
      </main>
      <SiteFooter station={station} />
    </>
  );
}
