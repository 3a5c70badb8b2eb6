// Sign-up with an invitation code in the route: "{code}" or "{code}-U{inviterId}-E{stationId}".
import type { Metadata } from "next";
import { SignupScreen } from "@/components/accounts/signup-screen";
import { stationFromParams } from "@/lib/stations/current";

export const metadata: Metadata = { title: "Cadastre-se" };

type Props = {
  params: Promise<{ station: string; code: string }>;
  searchParams: Promise<{ etapa?: string; email?: string; aviso?: string }>;
};

export default async function InvitedSignupPage({ params, searchParams }: Props) {
  const { code } = await params;
  return <SignupScreen station={await stationFromParams(params)} code={code} query={await searchParams} />;
}
