import type { Metadata } from "next";
import { SupportPage } from "@/components/site/support-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { stationFromParams, stationOrigin } from "@/lib/stations/current";
import { sendSupportMessage } from "../suporte/actions";
import { renderOnFirstRequest } from "@/lib/cache/public-pages";

type Props = { params: Promise<{ station: string }> };

export const revalidate = 60;
export const generateStaticParams = renderOnFirstRequest;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const station = await stationFromParams(params);
  return pageMetadata(station, stationOrigin(station), {
    path: "/suporte-enterprise",
    title: "Plano Enterprise",
    description: `Fale com a equipe de ${station.name} sobre o plano Enterprise para a sua empresa.`,
  });
}

export default async function EnterpriseSupportRoute({ params }: Props) {
  const station = await stationFromParams(params);
  return (
    <SupportPage
      station={station}
      kind="enterprise"
      title="Plano Enterprise"
      lead="Conte um pouco sobre a sua empresa e o que você precisa. Um especialista entra em contato."
      defaultSubject="Plano Enterprise"
      action={sendSupportMessage}
    />
  );
}
