// Demo data: the contract that tests, the README and people trying the product rely on.
// Idempotent: existing rows are left as they are (whatever users changed stays), missing ones are
// created, so restarting never duplicates anything.
import { eq } from "drizzle-orm";
import { USER_TYPE_OWNER, USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { stationStaff } from "@/lib/console/schema";
import { establishments, stations, type NewStation } from "@/lib/stations/schema";
import { pointsLedger } from "@/lib/wallet/schema";
import { seedAccountsDemo } from "@/lib/accounts/seed";
import { seedProfileDemo } from "@/lib/accounts/profile-seed";
import { seedActivitiesDemo } from "@/lib/activities/seed";
import { seedPlayDemo } from "@/lib/activities/research/seed";
import { seedCommerceDemo } from "@/lib/commerce/seed";
import { seedPurchasesDemo } from "@/lib/commerce/purchases-seed";
import { seedContentDemo } from "@/lib/content/seed";
import { seedConsentsDemo } from "@/lib/consents/seed";
import { seedFuelDemo } from "@/lib/fuel/seed";
import { seedLibraryDemo } from "@/lib/library/seed";
import { seedPlansDemo } from "@/lib/plans/seed";
import { seedPrivacyDemo } from "@/lib/privacy/seed";
import { seedServiceAreasDemo } from "@/lib/services/areas-seed";
import { seedServicesDemo } from "@/lib/services/seed";
import { seedSocialDemo } from "@/lib/social/seed";
import { seedSupportDemo } from "@/lib/support/seed";
import { seedTrophiesDemo } from "@/lib/trophies/seed";
import { seedWalletDemo } from "@/lib/wallet/seed";
import type { Db } from "@/lib/db/client";
import { ensureUser, type DemoContext } from "./support";

export { DEMO_PASSWORD, ensureUser, type DemoContext } from "./support";

export const DEMO_STATIONS = {
  demo: {
    slug: "demo",
    name: "Clube Demo",
    description: "O programa de vantagens dos associados do Clube Demo: participe, ganhe pontos e troque por benefícios.",
    public: false,
    mainBrandColor: "#0057B8",
    mainBrandImage: "/static/demo/clube-demo-logo.svg",
    secondaryBrandImage: "/static/demo/clube-demo-logo-secondary.svg",
    faviconImage: "/static/demo/clube-demo-favicon.svg",
    headerImages: ["/static/demo/clube-demo-hero-1.svg", "/static/demo/clube-demo-hero-2.svg"],
    font: "Lato",
    address: "Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200",
    contactMail: "contato@clubedemo.test",
    supportPhone: "11999990000",
    hasApp: true,
    ios: "https://apps.apple.com/br/app/clube-demo/id000000000",
    android: "https://play.google.com/store/apps/details?id=br.estacao.clubedemo",
    currencyName: "Pontos Demo",
    currencyMultiplier: "1",
    currencyNamePosition: "after",
    socialUrlInstagram: "https://instagram.com/clubedemo",
    socialUrlFacebook: "https://facebook.com/clubedemo",
    socialUrlLinkedin: "https://linkedin.com/company/clubedemo",
    feedAccess: true,
    eventsAccess: true,
    filesAccess: true,
    checkoutAccess: true,
    myAccountAccess: true,
    settings: { loginIdentifier: "cpf", signupVariant: "multistep", requireRoster: true, adminPanelButton: true, enterprisePlanCard: true },
  },
  vitrine: {
    slug: "vitrine",
    name: "Vitrine Aberta",
    description: "Vitrine Aberta: atividades abertas a todos, com recompensas para quem participa.",
    public: true,
    mainBrandColor: "#C2185B",
    mainBrandImage: "/static/demo/vitrine-logo.svg",
    secondaryBrandImage: "/static/demo/vitrine-logo-secondary.svg",
    faviconImage: "/static/demo/vitrine-favicon.svg",
    headerImages: ["/static/demo/vitrine-hero-1.svg"],
    font: "Montserrat",
    address: "Rua da Consolação, 930 - Consolação, São Paulo - SP, 01302-000",
    contactMail: "contato@vitrine.test",
    hasApp: false,
    currencyName: null,
    currencyMultiplier: "1",
    currencyNamePosition: "after",
    socialUrlInstagram: "https://instagram.com/vitrineaberta",
    feedAccess: false,
    eventsAccess: false,
    filesAccess: false,
    checkoutAccess: true,
    myAccountAccess: true,
    // Points expire 12 months after their credit here (lib/wallet/lots.ts); Vera Validade's expire
    // within the month (lib/wallet/seed.ts), so the expiry job's first run e-mails her the 30-day reminder.
    pointsExpiryMonths: 12,
    pointsExpiryReminders: true,
    // A one-minute hold on a cart (the least a station may set): the reservation's expiry can be
    // watched in the demo and is proven end to end (e2e/checkout.e2e.ts).
    settings: { loginIdentifier: "email", signupVariant: "single", requireRoster: false, reserveTimeSeconds: 60,
      luckyNumbers: true, luckyNumbersPublishAt: "2023-02-01T16:00:00-03:00" },
  },
} satisfies Record<string, NewStation>;

const DEMO_ESTABLISHMENTS = {
  demo: {
    cnpj: "11222333000181",
    fullSocialName: "Clube Demo Associação de Vantagens Ltda.",
    addressLine1: "Av. Paulista, 1578",
    addressLine2: "Bela Vista",
    addressCity: "São Paulo",
    addressStateId: 35,
    addressZip: "01310200",
  },
  vitrine: {
    cnpj: "45723174000110",
    fullSocialName: "Vitrine Aberta Comunicação S.A.",
    addressLine1: "Rua da Consolação, 930",
    addressLine2: "Consolação",
    addressCity: "São Paulo",
    addressStateId: 35,
    addressZip: "01302000",
  },
} as const;

async function ensureStation(db: Db, key: keyof typeof DEMO_STATIONS) {
  const values = DEMO_STATIONS[key];
  await db.insert(stations).values(values).onConflictDoNothing({ target: stations.slug });
  const [station] = await db.select().from(stations).where(eq(stations.slug, values.slug));
  if (!station) throw new Error(`seed: station ${values.slug} missing`);
  await db
    .insert(establishments)
    .values({ stationId: station.id, ...DEMO_ESTABLISHMENTS[key] })
    .onConflictDoNothing({ target: establishments.stationId });
  const [establishment] = await db.select().from(establishments).where(eq(establishments.stationId, station.id));
  if (!establishment) throw new Error(`seed: establishment of ${values.slug} missing`);
  return { station, establishment };
}

export async function seedDemo(db: Db): Promise<void> {
  const demo = await ensureStation(db, "demo");
  const vitrine = await ensureStation(db, "vitrine");

  const memberId = await ensureUser(db, demo.station.id, demo.establishment.id, {
    email: "membro@demo.test",
    name: "Maria Membro",
    cpf: "52998224725",
    tel: "11987654321",
    birthday: "1990-05-17",
    stateId: 35,
    typeId: USER_TYPE_PARTICIPANT,
  });
  const ownerId = await ensureUser(db, demo.station.id, demo.establishment.id, {
    email: "dono@demo.test",
    name: "Diego Dono",
    cpf: "39053344705",
    tel: "11912345678",
    birthday: "1985-02-03",
    stateId: 35,
    typeId: USER_TYPE_OWNER,
  });

  // A staff account of the console (validation and support only): a member with the "staff" role.
  const staffId = await ensureUser(db, demo.station.id, demo.establishment.id, {
    email: "equipe@demo.test",
    name: "Eduarda Equipe",
    cpf: "47126583044",
    tel: "11955554444",
    birthday: "1992-08-21",
    stateId: 35,
    typeId: USER_TYPE_PARTICIPANT,
  });
  await db.insert(stationStaff).values({ stationId: demo.station.id, userId: staffId, role: "staff" }).onConflictDoNothing();

  // The member starts with a positive balance so the header and shop have something to show.
  await db
    .insert(pointsLedger)
    .values({
      stationId: demo.station.id,
      userId: memberId,
      amount: 150_000,
      kind: "seed",
      description: "Bônus de boas-vindas",
      idempotencyKey: "seed:welcome-bonus",
    })
    .onConflictDoNothing();

  // Each module seeds its own demo data, with the same "create what is missing" rule.
  const context: DemoContext = { demo, vitrine, memberId, ownerId };
  await seedAccountsDemo(db, context);
  await seedContentDemo(db, context);
  await seedActivitiesDemo(db, context);
  // Questions, quizzes and videos of the interactive types, on the activities just created.
  await seedPlayDemo(db, context);
  await seedCommerceDemo(db, context);
  await seedPurchasesDemo(db, context);
  await seedSocialDemo(db, context);
  await seedProfileDemo(db, context);
  await seedTrophiesDemo(db, context);
  await seedWalletDemo(db, context);
  await seedSupportDemo(db, context);
  await seedPlansDemo(db, context);
  // The areas' settings (hours, weekdays, texts, news) first: the cases and the calendar read them.
  await seedServiceAreasDemo(db, context);
  await seedServicesDemo(db, context);
  await seedFuelDemo(db, context);
  await seedLibraryDemo(db, context);
  await seedPrivacyDemo(db, context);
  // Last: every member above accepts the texts as they now stand.
  await seedConsentsDemo(db, [demo.station.id, vitrine.station.id]);
}
