// /homepage/perfil: avatar, first name, birth date and state (the
// photo opens the edit-profile dialog), the plan card (components/plans), the account shortcuts and "Privacidade e dados".
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProfileShortcuts } from "@/components/profile/profile-shortcuts";
import { ProfilePlanCard } from "@/components/plans/profile-plan-card";
import { ProfileSummary } from "@/components/profile/profile-summary";
import { PrivacyLink } from "@/components/profile/privacy-link";
import { getMemberProfile } from "@/lib/accounts/profile";
import { requireMemberPage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";

export const metadata: Metadata = { title: "Perfil" };

export default async function ProfilePage({ params }: { params: Promise<{ station: string }> }) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  const profile = await getMemberProfile(await getDb(), station.id, user.id);
  if (!profile) notFound();
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <ProfileSummary
        name={profile.name}
        firstName={profile.firstName}
        image={profile.image}
        birthday={profile.birthday}
        state={profile.state}
        initial={profile.form}
        readOnly={station.settings.profileReadOnly}
      />
      <ProfilePlanCard station={station} member={user} />
      <ProfileShortcuts station={station} />
      <PrivacyLink />
    </div>
  );
}
