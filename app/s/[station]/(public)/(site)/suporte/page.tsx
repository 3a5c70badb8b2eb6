import type { Metadata } from "next";
import { SupportPage } from "@/components/site/support-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { stationFromParams, stationOrigin } from "@/lib/stations/current";
import { sendSupportMessage } from "./actions";
import { renderOnFirstRequest } from "@/lib/cache/public-pages";

type Props = { params: Promise<{ station: string }> };

export const revalidate = 60;
export const generateStaticParams = renderOnFirstRequest;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const station = await stationFromParams(params);
  return pageMetadata(station, stationOrigin(station), {
    path: "/suporte",
    title: "Fale Conosco",
    description: `Fale com a equipe de ${station.name}: dúvidas sobre cadastro, pontos e benefícios.`,
  });
}

export default async function SupportRoute({ params }: Props) {
  const station = await stationFromParams(params);
  return (
    <SupportPage
      station={station}
      kind="support"
      title="Fale Conosco"
      lead="Envie sua dúvida, sugestão ou reclamação. Nossa equipe responde pelo e-mail informado."
      action={sendSupportMessage}
    />
  );
}
