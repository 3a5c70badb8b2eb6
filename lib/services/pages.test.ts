// The service areas and station news as a member meets them, through the guard (Host and session
// cookie as a browser sends them): demo has the four areas and its news; vitrine has none (menu
// and URLs); the areas' news pages for the infinite scroll; the hub's hours; station news.
import { and, eq } from "drizzle-orm";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { getDb, type Db } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { fakeRequest } from "@/lib/db/testing/next-headers";
import { signInAs, userIdByEmail } from "@/lib/db/testing/sessions";
import { memberNavItems } from "@/components/member/nav-items";
import { listStationNews } from "@/lib/news/queries";
import { news } from "@/lib/news/schema";
import { findStationByKey, type Station } from "@/lib/stations/queries";
import AccountingHub from "@/app/s/[station]/homepage/consultoria-contabil/page";
import LegalGuidance from "@/app/s/[station]/homepage/consultoria-juridica/orientacoes/page";
import LegalContact from "@/app/s/[station]/homepage/consultoria-juridica/contato/page";
import PoliticalInfo from "@/app/s/[station]/homepage/politico-sindical/informacoes/page";
import PoliticalVideos from "@/app/s/[station]/homepage/politico-sindical/cafe-com-politica/page";
import LegalNewsItem from "@/app/s/[station]/homepage/consultoria-juridica/noticias/[postId]/page";
import StationNews from "@/app/s/[station]/homepage/noticias/page";
import StationNewsItem from "@/app/s/[station]/homepage/noticias/[id]/page";
import { GET as legalNewsRoute } from "@/app/s/[station]/homepage/consultoria-juridica/noticias/pagina/route";
import LegalInfo from "@/app/s/[station]/homepage/consultoria-juridica/informacoes/page";
import { USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { ensureUser } from "@/lib/seed/demo";
import { startFakeWordPress } from "@/lib/adapters/news/fake-wordpress";
import { establishments, stations } from "@/lib/stations/schema";
import { readStationSettings, serviceModuleSchema } from "@/lib/stations/settings";
import { DEMO_NEWS_TAGS, SERVICE_E2E_MEMBERS } from "./areas-seed";
import { areaNewsPage } from "./news";

vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"));

// The WordPress station reads a fake WordPress on plain http and loopback, which the server fetches
// only because the operator trusts its origin (OUTBOUND_ALLOW_ORIGINS): a free port is taken and
// trusted before lib/env.ts is read.
const FAKE_WORDPRESS_PORT = await vi.hoisted(async () => (await import("@/lib/db/testing/trusted-port")).trustedLoopbackPort());

let db: Db;
let demo: Station;
let vitrine: Station;
let maria: number;
let vera: number;

beforeAll(async () => {
  db = await getDb();
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  await seedDemo(db);
  await seedDemo(db); // a restart: nothing is duplicated
  demo = (await findStationByKey(db, "demo"))!;
  vitrine = (await findStationByKey(db, "vitrine"))!;
  maria = await userIdByEmail(db, demo.id, "membro@demo.test");
  vera = await userIdByEmail(db, vitrine.id, SERVICE_E2E_MEMBERS.vitrine.email);
});

afterEach(() => {
  fakeRequest.host = "demo.localhost:3000";
  fakeRequest.cookies.clear();
});

const params = <T extends object>(p: T) => Promise.resolve(p);
const html = async (node: Promise<React.ReactNode> | React.ReactNode) => renderToStaticMarkup(createElement(Fragment, null, await node));
/** A page whose element is itself an async component (the area's news item): render what it resolves to. */
const resolved = async (page: Promise<React.ReactNode>) => {
  const element = (await page) as React.ReactElement<object, (props: object) => Promise<React.ReactNode>>;
  return html(element.type(element.props));
};
const outcome = (p: Promise<unknown>) => p.then(() => "rendered", (e: { digest?: string }) => String(e?.digest ?? e));
const newsPage = async (page: string) => {
  const response = await legalNewsRoute(new NextRequest(`http://demo.localhost:3000/homepage/consultoria-juridica/noticias/pagina?page=${page}`), { params: params({}) });
  return { status: response.status, body: (await response.json()) as { items?: { id: number; title: string; excerpt: string }[]; nextCursor?: string | null; message?: string } };
};

describe("menu", () => {
  it("demo shows the four areas and Notícias; vitrine none of them", () => {
    const hrefs = (s: Station) => memberNavItems(s).map((i) => i.href);
    expect(hrefs(demo)).toEqual(expect.arrayContaining(["/homepage/noticias", "/homepage/consultoria-contabil", "/homepage/servico-odontologico", "/homepage/consultoria-juridica", "/homepage/politico-sindical"]));
    expect(demo.hasNews).toBe(true);
    expect(vitrine.hasNews).toBe(false);
    expect(hrefs(vitrine).filter((h) => /noticias|consultoria|odontologico|politico/.test(h))).toEqual([]);
  });
});

describe("area pages", () => {
  it("the hub shows the area's hours in pt-BR and links every sub-page", async () => {
    await signInAs(db, maria, demo);
    const page = await html(AccountingHub({ params: params({ station: "demo" }) }));
    expect(page).toContain("Quinta-feira, 9h às 18h");
    for (const sub of ["orientacoes", "processos", "agendamentos", "contato", "noticias", "eventos", "informacoes"]) expect(page).toContain(`/homepage/consultoria-contabil/${sub}`);
  });

  it("legal guidance, contact, political information and videos read the station's settings", async () => {
    await signInAs(db, maria, demo);
    const guidance = await html(LegalGuidance({ params: params({ station: "demo" }) }));
    expect(guidance).toContain("Advogados: segunda, quarta e sexta-feira, 9h às 13h");
    expect(guidance).toContain("exclusivamente on-line");
    const contact = await html(LegalContact({ params: params({ station: "demo" }) }));
    expect(contact).toContain('href="tel:+551132223333"');
    expect(contact).toContain("(11) 3222-3333");
    expect(contact).toContain('href="mailto:juridico@demo.test"');
    expect(contact).toContain("Dr. Ricardo Moura");
    expect(contact).toContain(">CT<"); // Dra. Camila Torres has no photo: her initials
    expect(await html(PoliticalInfo({ params: params({ station: "demo" }) }))).toContain("pautas do Legislativo");
    const videos = await html(PoliticalVideos({ params: params({ station: "demo" }) }));
    expect(videos).toContain('src="https://www.youtube-nocookie.com/embed/demo-cafe-reforma"');
    expect(videos).toContain('loading="lazy"');
  });

  it("a station without the area answers 404 on every page; a visitor goes to the login", async () => {
    fakeRequest.host = "vitrine.localhost:3000";
    await signInAs(db, vera, vitrine);
    expect(await outcome(html(AccountingHub({ params: params({ station: "vitrine" }) })))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(await outcome(html(LegalGuidance({ params: params({ station: "vitrine" }) })))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    fakeRequest.cookies.clear();
    expect(await outcome(html(AccountingHub({ params: params({ station: "demo" }) })))).toMatch(/NEXT_REDIRECT.*\/login/);
  });
});

describe("an area's news for the infinite scroll", () => {
  it("page 1, then page 2 as the last, then nothing; each item opens on its own URL", async () => {
    await signInAs(db, maria, demo);
    const first = await newsPage("1");
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items![0]!.title).toBe("Ação coletiva sobre reajuste tem nova decisão");
    expect(first.body.nextCursor).toBe("2");
    const second = await newsPage("2");
    expect(second.body.items!.map((i) => i.title)).toEqual(["Cobranças indevidas em conta de luz", "Prazo para ações trabalhistas"]);
    expect(second.body.nextCursor).toBeNull();
    expect((await newsPage("x")).status).toBe(400);

    const item = await resolved(LegalNewsItem({ params: params({ station: "demo", postId: String(first.body.items![0]!.id) }) }));
    expect(item).toContain("Ação coletiva sobre reajuste tem nova decisão");
    // No such item of this area (another area's id, or none at all).
    expect(await outcome(resolved(LegalNewsItem({ params: params({ station: "demo", postId: "999999" }) })))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    const [dentalItem] = await db.select({ id: news.id }).from(news).where(and(eq(news.stationId, demo.id), eq(news.tagId, DEMO_NEWS_TAGS.dental))).limit(1);
    expect(await outcome(resolved(LegalNewsItem({ params: params({ station: "demo", postId: String(dentalItem!.id) }) })))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  it("refuses a visitor and a station without the area", async () => {
    expect((await newsPage("1")).status).toBe(401);
    fakeRequest.host = "vitrine.localhost:3000";
    await signInAs(db, vera, vitrine);
    const response = await legalNewsRoute(new NextRequest("http://vitrine.localhost:3000/homepage/consultoria-juridica/noticias/pagina?page=1"), { params: params({}) });
    expect(response.status).toBe(404);
  });
});

describe("station news", () => {
  it("lists demo's news as cards and opens one; another station's item is a 404; vitrine says there is none", async () => {
    await signInAs(db, maria, demo);
    const list = await html(StationNews({ params: params({ station: "demo" }) }));
    expect(list).toContain("Assembleia geral aprova pauta de reivindicações");
    const [first] = await listStationNews(db, demo.id);
    const item = await html(StationNewsItem({ params: params({ station: "demo", id: String(first!.id) }) }));
    expect(item).toContain(first!.title);
    expect(item).toContain("Associados votaram as prioridades");

    fakeRequest.host = "vitrine.localhost:3000";
    await signInAs(db, vera, vitrine);
    expect(await html(StationNews({ params: params({ station: "vitrine" }) }))).toContain("Não há notícias");
    expect(await outcome(html(StationNewsItem({ params: params({ station: "vitrine", id: String(first!.id) }) })))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});

/** Settings' services with only the legal area configured (the others at their defaults: off). */
const onlyLegal = (legal: object) => ({ ...readStationSettings({}).services, legal: serviceModuleSchema.parse(legal) });

describe("a station with its own WordPress and an area it wrote nothing for", () => {
  it("reads the area's news from its WordPress, says so when WordPress is down, and shows honest empty pages", async () => {
    const wp = await startFakeWordPress({ port: FAKE_WORDPRESS_PORT });
    try {
      const [row] = await db
        .insert(stations)
        .values({ slug: "sindtexto", name: "Sind Texto", settings: { wordpressUrl: wp.url, services: onlyLegal({ enabled: true, newsTagId: 13752 }) } })
        .returning({ id: stations.id });
      const [est] = await db.insert(establishments).values({ stationId: row!.id }).returning({ id: establishments.id });
      const member = await ensureUser(db, row!.id, est!.id, { email: "leitor@sindtexto.test", name: "Leo Leitor", typeId: USER_TYPE_PARTICIPANT });
      const station = (await findStationByKey(db, "sindtexto"))!;
      fakeRequest.host = "sindtexto.localhost:3000";
      await signInAs(db, member, station);
      const route = (page: string) => legalNewsRoute(new NextRequest(`http://sindtexto.localhost:3000/homepage/consultoria-juridica/noticias/pagina?page=${page}`), { params: params({}) });

      const first = (await (await route("1")).json()) as { items: { title: string }[]; nextCursor: string | null };
      expect(first.items[0]!.title).toBe("Jurídico – WordPress nº 1");
      expect(first.nextCursor).toBe("2");
      expect(wp.requests.some((r) => r.startsWith("/wp-json/wp/v2/posts?tags=13752&page=1"))).toBe(true);

      wp.failWith = 503;
      const down = await route("2");
      expect(down.status).toBe(502);
      expect(await down.json()).toMatchObject({ message: "Não foi possível carregar as notícias agora. Tente novamente em instantes." });
      wp.failWith = null;
      expect((await (await route("2")).json()) as object).toMatchObject({ nextCursor: null });

      // No information written, and only the legal area on.
      expect(await html(LegalInfo({ params: params({ station: "sindtexto" }) }))).toContain("A área ainda não publicou informações.");
      expect(await outcome(html(AccountingHub({ params: params({ station: "sindtexto" }) })))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    } finally {
      await wp.close();
    }
  });

  it("an area without a news tag has no news page to show (the list then says \"Não há notícias\")", async () => {
    await db.insert(stations).values({ slug: "sindvazio", name: "Sind Vazio", settings: { services: onlyLegal({ enabled: true }) } });
    expect(await areaNewsPage((await findStationByKey(db, "sindvazio"))!, "legal", 1)).toEqual({ items: [], nextCursor: null });
  });
});
