// The hub of a service area: its hours, then one card per sub-page with what the member finds there.
import {
  BookOpenIcon,
  CalendarCheckIcon,
  CalendarDaysIcon,
  ChevronRightIcon,
  CoffeeIcon,
  FileTextIcon,
  InfoIcon,
  LightbulbIcon,
  NewspaperIcon,
  PhoneIcon,
  PlayCircleIcon,
  SparklesIcon,
  type LucideIcon,
} from "lucide-react";
import Link from "next/link";
import type { ServiceArea } from "@/lib/services/area";
import { serviceHref, type ServicePage } from "@/lib/services/modules";
import { HoursCard } from "./hours-card";

const PAGE_INFO: Record<ServicePage, { icon: LucideIcon; text: string }> = {
  orientacoes: { icon: BookOpenIcon, text: "Como funciona o atendimento e o que ele cobre." },
  processos: { icon: FileTextIcon, text: "Acompanhe as causas coletivas e as do seu CPF." },
  agendamentos: { icon: CalendarCheckIcon, text: "Peça um atendimento e acompanhe seus pedidos." },
  contato: { icon: PhoneIcon, text: "A equipe, o telefone e o e-mail da área." },
  noticias: { icon: NewspaperIcon, text: "As últimas notícias da área." },
  informacoes: { icon: InfoIcon, text: "Informações úteis sobre o serviço." },
  eventos: { icon: CalendarDaysIcon, text: "A agenda de eventos da área." },
  videos: { icon: PlayCircleIcon, text: "Vídeos com orientações e esclarecimentos." },
  temas: { icon: LightbulbIcon, text: "Os temas em debate, e sugira o seu." },
  "cafe-com-politica": { icon: CoffeeIcon, text: "Os episódios do Café com Política." },
  transforma: { icon: SparklesIcon, text: "Os vídeos do programa Transforma." },
};

export function ServiceHub({ area }: { area: ServiceArea }) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{area.entry.title}</h1>
      <HoursCard settings={area.settings} className="mt-5" />
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {area.entry.pages.map(({ page, label }) => {
          const { icon: Icon, text } = PAGE_INFO[page];
          return (
            <li key={page}>
              <Link
                href={serviceHref(area.module, page)}
                className="group flex h-full items-center gap-4 rounded-3xl border border-line bg-white p-5 shadow-sm transition-colors hover:border-brand focus-visible:outline-3"
              >
                <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-soft text-brand-ink">
                  <Icon className="size-6" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-bold text-ink">{label}</span>
                  <span className="mt-0.5 block text-sm text-ink-muted">{text}</span>
                </span>
                <ChevronRightIcon className="size-5 shrink-0 text-ink-muted group-hover:text-brand-ink" aria-hidden />
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
