// /criar-estacao on the apex: a would-be owner creates an account, then the owner wizard (steps 0-6)
// creates the station. An owner who already has one lands on the final screen.
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { getOwnerProfile } from "@/lib/accounts/owner-wizard";
import { OWNER_DRAFT_COOKIE, readOwnerDraft } from "@/lib/accounts/owner-wizard-draft";
import { IMAGE_LIMITS } from "@/lib/adapters/storage/images";
import { currentOwner } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { env, publicOrigin } from "@/lib/env";
import { ownedStationSummary } from "@/lib/wizard/create-station";
import { stationOrigin } from "@/lib/stations/current";
import { OwnerSignupForm } from "../_components/owner-auth-forms";
import { PlatformShell } from "../_components/platform-shell";
import { OwnerWizard } from "./_components/owner-wizard";

export const metadata: Metadata = { title: "Criar minha estação | Estação" };

export default async function CreateStationPage() {
  await connection();
  const user = await currentOwner();
  if (!user) {
    return (
      <PlatformShell>
        <section aria-labelledby="signup-title" className="w-full max-w-md rounded-3xl border border-line bg-white p-6 shadow-xl shadow-slate-900/10 sm:p-10">
          <p className="text-sm font-bold tracking-wide text-brand-ink uppercase">Comece grátis</p>
          <h1 id="signup-title" className="mt-1 text-2xl font-bold text-ink sm:text-3xl">
            Crie sua conta
          </h1>
          <p className="mt-2 text-ink-muted">Em poucos minutos sua estação estará no ar, com a sua marca e o seu endereço.</p>
          <div className="mt-7">
            <OwnerSignupForm />
          </div>
        </section>
      </PlatformShell>
    );
  }
  const db = await getDb();
  const profile = await getOwnerProfile(db, user.id);
  const summary = user.stationId ? await ownedStationSummary(db, user.stationId) : null;
  const station = summary ? { ...summary, address: stationOrigin(summary) } : null;
  // A reload resumes where the owner was (the draft cookie), never past unsaved personal data.
  const personalDataSaved = Boolean(profile?.cpf && profile.name && profile.tel && profile.birthday && profile.stateId);
  const draft = readOwnerDraft((await cookies()).get(OWNER_DRAFT_COOKIE)?.value, user.id, personalDataSaved);
  return (
    <PlatformShell email={user.email}>
      <OwnerWizard
        ownerId={user.id}
        draft={draft}
        originPattern={publicOrigin(`*.${env.ROOT_DOMAIN}`)}
        maxPhotoBytes={IMAGE_LIMITS.ownerPhoto}
        maxLogoBytes={IMAGE_LIMITS.logo}
        profile={profile!}
        station={station}
      />
    </PlatformShell>
  );
}
