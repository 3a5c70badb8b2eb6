// The member home's own blocks, above and around the activity rows: the balance with the way to the
// statement, the lucky-numbers banner where the station has them, and shortcuts to what the station
// offers besides activities (its service areas and the fuel club's "Abastecimento"). Each shows
// only where its feature is on, so a station's home offers what it has and nothing else.
import Link from "next/link";
import { ChevronRightIcon, CloverIcon, FuelIcon, WalletIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { formatStationCurrency, type StationCurrency } from "@/lib/format";
import { SERVICE_MODULE_KEYS, SERVICE_MODULES, serviceHref } from "@/lib/services/modules";
import { isFeatureOn, MEMBER_FEATURES } from "@/lib/stations/features";
import type { Station } from "@/lib/stations/queries";
import { luckyNumbersNotice } from "@/lib/trophies/texts";
import type { NextExpiry } from "@/lib/wallet/lots";
import { ExpiryNotice } from "@/components/wallet/expiry-notice";
import { NavIcon } from "./nav-icon";

const SERVICE_ICONS = { accounting: "accounting", dental: "dental", legal: "legal", political: "political" } as const;

export function HomeSummary({ station, balance, expiry, currency }: { station: Station; balance: number; expiry: NextExpiry | null; currency: StationCurrency }) {
  const statement = isFeatureOn(station, "statement");
  const lucky = isFeatureOn(station, "luckyNumbers");
  return (
    <div className={lucky ? "grid gap-4 md:grid-cols-2" : "grid gap-4"}>
      <Card className="flex items-center gap-4 p-5" data-testid="home-balance">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-brand-ink" aria-hidden>
          <WalletIcon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-ink-muted">Seu saldo</p>
          <p className="text-2xl font-bold text-ink tabular-nums">{formatStationCurrency(balance, currency)}</p>
          <ExpiryNotice expiry={expiry} currency={currency} className="mt-1" />
        </div>
        {statement && (
          <Link href={MEMBER_FEATURES.statement.route} className="shrink-0 text-sm font-bold text-brand-ink hover:underline">
            Ver extrato
          </Link>
        )}
      </Card>
      {lucky && (
        <Link href={MEMBER_FEATURES.luckyNumbers.route} className="group rounded-3xl focus-visible:outline-3" data-testid="home-lucky-numbers">
          <Card className="flex h-full items-center gap-4 bg-brand p-5 text-brand-fg">
            <CloverIcon className="size-8 shrink-0" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="font-bold">Números da sorte</p>
              <p className="text-sm">{luckyNumbersNotice(station.settings.luckyNumbersPublishAt)}</p>
            </div>
            <ChevronRightIcon className="size-5 shrink-0" aria-hidden />
          </Card>
        </Link>
      )}
    </div>
  );
}

/** Shortcuts to the station's service areas and fuel club; nothing when it has neither. */
export function StationShortcuts({ station }: { station: Station }) {
  const services = SERVICE_MODULE_KEYS.filter((key) => station.settings.services[key].enabled);
  const fuel = isFeatureOn(station, "fuelClub");
  if (services.length === 0 && !fuel) return null;
  return (
    <section aria-labelledby="home-shortcuts">
      <h2 id="home-shortcuts" className="mb-4 text-xl font-bold text-ink">
        Serviços para você
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {fuel && (
          <li>
            <Shortcut href={MEMBER_FEATURES.fuelClub.route} title="Abastecimento" text="Gere seu voucher de combustível" icon={<FuelIcon className="size-6" aria-hidden />} />
          </li>
        )}
        {services.map((key) => (
          <li key={key}>
            <Shortcut href={serviceHref(key)} title={SERVICE_MODULES[key].title} text="Orientações, agendamentos e contato" icon={<NavIcon name={SERVICE_ICONS[key]} className="size-6" />} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Shortcut({ href, title, text, icon }: { href: string; title: string; text: string; icon: React.ReactNode }) {
  return (
    <Link href={href} className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm hover:shadow-md focus-visible:outline-3">
      <span className="flex size-11 items-center justify-center rounded-2xl bg-brand-soft text-brand-ink">{icon}</span>
      <span>
        <span className="block font-bold text-ink">{title}</span>
        <span className="block text-sm text-ink-muted">{text}</span>
      </span>
    </Link>
  );
}
