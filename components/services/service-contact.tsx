// "Contato": the area's team (photo or initials, name, role) and the unit's phone and e-mail as links.
import { MailIcon, PhoneIcon, UsersIcon } from "lucide-react";
import { Card, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { formatPhone } from "@/lib/format";
import type { ServiceArea } from "@/lib/services/area";
import { StationImage } from "@/components/ui/station-image";

/** "Dra. Camila Torres" → "CT": titles ("Dr.", "Dra.") and particles ("de", "da") do not count. */
function initials(name: string): string {
  const parts = name.split(/\s+/).filter((p) => !p.endsWith(".") && /^[A-ZÀ-Ý]/.test(p));
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? parts.at(-1)![0] : "")).toUpperCase();
}

export function ServiceContact({ area }: { area: ServiceArea }) {
  const { team, contactPhone, contactEmail } = area.settings;
  const hasUnit = contactPhone || contactEmail;
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink md:text-3xl">Contato</h1>
      {!hasUnit && team.length === 0 && <EmptyState className="mt-5" icon={UsersIcon} text="A área ainda não publicou seus contatos." />}
      {hasUnit && (
        <Card className="mt-5">
          <CardTitle>Fale com a área</CardTitle>
          <ul className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-6">
            {contactPhone && (
              <li>
                <a href={`tel:+55${contactPhone}`} className="inline-flex items-center gap-2 font-semibold text-brand-ink underline-offset-4 hover:underline">
                  <PhoneIcon className="size-5" aria-hidden />
                  {formatPhone(contactPhone)}
                </a>
              </li>
            )}
            {contactEmail && (
              <li>
                <a href={`mailto:${contactEmail}`} className="inline-flex items-center gap-2 break-all font-semibold text-brand-ink underline-offset-4 hover:underline">
                  <MailIcon className="size-5 shrink-0" aria-hidden />
                  {contactEmail}
                </a>
              </li>
            )}
          </ul>
        </Card>
      )}
      {team.length > 0 && (
        <>
          <h2 className="mt-8 text-xl font-bold text-ink">Equipe</h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {team.map((person) => (
              <li key={person.name}>
                <Card className="flex items-center gap-4 p-5">
                  {person.photoUrl ? (
                    <StationImage src={person.photoUrl} alt="" width={64} height={64} className="size-16 shrink-0 rounded-full object-cover" />
                  ) : (
                    <span aria-hidden className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-soft text-lg font-bold text-brand-ink">
                      {initials(person.name)}
                    </span>
                  )}
                  <div className="min-w-0">
                    <p className="font-bold text-ink">{person.name}</p>
                    {person.role && <p className="text-sm text-ink-muted">{person.role}</p>}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
