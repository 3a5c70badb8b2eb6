// The member-service areas (accounting, dental, legal, political-union) in one list:
// each area's route, title and sub-pages in menu order. A station turns an area on and configures
// it in its settings (`settings.services[module]`, lib/stations/settings.ts); the hub page, the
// area's sub-navigation and the member menu all read this list. Pure and client-safe.
import type { StationSettings } from "@/lib/stations/settings";

export type ServiceModule = keyof StationSettings["services"];

export type ServicePage =
  | "orientacoes"
  | "processos"
  | "agendamentos"
  | "contato"
  | "noticias"
  | "informacoes"
  | "eventos"
  | "videos"
  | "temas"
  | "cafe-com-politica"
  | "transforma";

export interface ServiceModuleEntry {
  /** Under /homepage, as in the spec. */
  slug: string;
  title: string;
  /** Sub-pages in the order the hub shows them, with the label each area gives them. */
  pages: readonly { page: ServicePage; label: string }[];
}

export const SERVICE_MODULES: Record<ServiceModule, ServiceModuleEntry> = {
  accounting: {
    slug: "consultoria-contabil",
    title: "Consultoria contábil",
    pages: [
      { page: "orientacoes", label: "Orientações" },
      { page: "processos", label: "Processos" },
      { page: "agendamentos", label: "Agendamentos" },
      { page: "contato", label: "Contato" },
      { page: "noticias", label: "Notícias" },
      { page: "eventos", label: "Eventos" },
      { page: "informacoes", label: "Informações" },
    ],
  },
  dental: {
    slug: "servico-odontologico",
    title: "Serviço odontológico",
    pages: [
      { page: "orientacoes", label: "Orientações" },
      { page: "agendamentos", label: "Agendamentos" },
      { page: "contato", label: "Contato" },
      { page: "noticias", label: "Notícias" },
      { page: "informacoes", label: "Informações" },
    ],
  },
  legal: {
    slug: "consultoria-juridica",
    title: "Consultoria jurídica",
    pages: [
      { page: "orientacoes", label: "Como usar" },
      { page: "processos", label: "Processos" },
      { page: "agendamentos", label: "Agendamentos" },
      { page: "contato", label: "Contato" },
      { page: "noticias", label: "Notícias" },
      { page: "videos", label: "Vídeos" },
      { page: "eventos", label: "Eventos" },
      { page: "informacoes", label: "Informações" },
    ],
  },
  political: {
    slug: "politico-sindical",
    title: "Político-sindical",
    pages: [
      { page: "temas", label: "Temas" },
      { page: "contato", label: "Contato" },
      { page: "noticias", label: "Notícias" },
      { page: "cafe-com-politica", label: "Café com Política" },
      { page: "transforma", label: "Transforma" },
      { page: "informacoes", label: "Informações" },
    ],
  },
};

export const SERVICE_MODULE_KEYS = Object.keys(SERVICE_MODULES) as ServiceModule[];

/** The route of an area's page: `/homepage/consultoria-juridica/processos`; no page: the hub. */
export function serviceHref(module: ServiceModule, page?: ServicePage): string {
  const base = `/homepage/${SERVICE_MODULES[module].slug}`;
  return page ? `${base}/${page}` : base;
}

/** The area whose slug this is (the route segment), or null. */
export function serviceModuleOfSlug(slug: string): ServiceModule | null {
  return SERVICE_MODULE_KEYS.find((m) => SERVICE_MODULES[m].slug === slug) ?? null;
}

export const WEEKDAY_NAMES = [
  "Domingo",
  "Segunda-feira",
  "Terça-feira",
  "Quarta-feira",
  "Quinta-feira",
  "Sexta-feira",
  "Sábado",
] as const;
