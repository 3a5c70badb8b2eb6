// The console sign-on link's page. Opening the link spends nothing and signs nobody in: the page
// says which account is about to enter which station's console, and its button posts the token to
// /entrar on this host. So a link someone else planted (an e-mail, a chat, an image) cannot put this
// browser in their session without a deliberate click on a page that names their account. A used,
// expired or unknown token goes straight to the page that says so.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { Button } from "@/components/ui/button";
import { previewConsoleSignOn } from "@/lib/console/sign-in";
import { getDb } from "@/lib/db/client";
import { ConsoleFrame } from "../../_components/console-frame";

export const metadata: Metadata = { title: "Entrar no painel" };

type Props = { params: Promise<{ token: string }> };

export default async function ConsoleSignOnPage({ params }: Props) {
  await connection();
  const { token } = await params;
  const preview = await previewConsoleSignOn(await getDb(), token);
  if (!preview) redirect("/link-invalido");
  return (
    <ConsoleFrame>
      <h1 className="text-2xl font-bold text-ink">Entrar no painel de {preview.stationName}?</h1>
      {preview.email ? (
        <p className="mt-3 text-ink-muted">
          Você vai entrar como <strong className="text-ink">{preview.email}</strong>.
        </p>
      ) : null}
      <form method="post" action="/entrar" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" size="lg" className="w-full">
          Entrar no painel
        </Button>
      </form>
      <p className="mt-4 text-sm text-ink-muted">
        Se não foi você quem tocou em <strong className="text-ink">Acessar Painel</strong> agora há pouco, feche esta página.
      </p>
    </ConsoleFrame>
  );
}
