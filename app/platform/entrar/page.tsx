// Apex login for station owners ("Já tenho uma estação").
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentOwner } from "@/lib/auth/guard";
import { safeNextPath } from "@/lib/auth/safe-next";
import { env, publicOrigin } from "@/lib/env";
import { OwnerLoginForm } from "../_components/owner-auth-forms";
import { PlatformShell } from "../_components/platform-shell";

export const metadata: Metadata = { title: "Entrar | Estação" };

export default async function OwnerLoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const wanted = (await searchParams).next;
  const next = safeNextPath(typeof wanted === "string" ? wanted : null, "/criar-estacao", publicOrigin(env.ROOT_DOMAIN));
  if (await currentOwner()) redirect(next);
  return (
    <PlatformShell>
      <section aria-labelledby="login-title" className="w-full max-w-md rounded-3xl border border-line bg-white p-6 shadow-xl shadow-slate-900/10 sm:p-10">
        <h1 id="login-title" className="text-2xl font-bold text-ink sm:text-3xl">
          Entrar na Estação
        </h1>
        <p className="mt-2 text-ink-muted">Acesse sua conta de dono de estação.</p>
        <div className="mt-7">
          <OwnerLoginForm next={next} />
        </div>
      </section>
    </PlatformShell>
  );
}
