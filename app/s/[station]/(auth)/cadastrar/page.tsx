// /cadastrar: sign-up in the station's variant.
import type { Metadata } from "next";
import { SignupScreen } from "@/components/accounts/signup-screen";
import { stationFromParams } from "@/lib/stations/current";

export const metadata: Metadata = { title: "Cadastre-se" };

type Props = { params: Promise<{ station: string }>; searchParams: Promise<{ etapa?: string; email?: string; aviso?: string }> };

export default async function SignupPage({ params, searchParams }: Props) {
  return <SignupScreen station={await stationFromParams(params)} query={await searchParams} />;
}
