// The console's forms for the public landing (sections of the nine kinds and their items) and the
// about pages, shared by the client forms (zodResolver) and the Server Actions. Client-safe.
import { z } from "zod";
import { imageRef } from "@/lib/console/fields";
import { idSchema, messages } from "@/lib/validation";

/** What each of the nine landing section kinds shows, which fields it reads, and how many items it holds. */
export interface SectionKind {
  typeId: number;
  name: string;
  description: string;
  /** Reads the section's background (colour or image) and colours. */
  background: boolean;
  /** How many items the kind shows: 0 none (its content comes from elsewhere), 1 one, null many. */
  maxItems: 0 | 1 | null;
  /** Which item fields the kind renders. */
  itemFields: { text: boolean; image: boolean; video: boolean; link: boolean; imageSide: boolean };
  /** How the console names one item of this kind ("Cartão", "Passo"...). */
  itemName: string;
}

const NO_ITEMS = { text: false, image: false, video: false, link: false, imageSide: false };

export const SECTION_KINDS: SectionKind[] = [
  {
    typeId: 1,
    name: "Grade de cartões",
    description: "Cartões lado a lado, cada um com imagem, título, texto e botão. Bom para vantagens e destaques.",
    background: true,
    maxItems: null,
    itemFields: { text: true, image: true, video: false, link: true, imageSide: false },
    itemName: "Cartão",
  },
  {
    typeId: 2,
    name: "Blocos alternados",
    description: "Imagem ou vídeo de um lado e texto do outro, alternando a cada bloco. Bom para contar a história do programa.",
    background: true,
    maxItems: null,
    itemFields: { text: true, image: true, video: true, link: true, imageSide: true },
    itemName: "Bloco",
  },
  {
    typeId: 3,
    name: "Carrossel de cartões",
    description: "Cartões que deslizam para o lado, três por vez na tela grande. Bom para listas longas.",
    background: true,
    maxItems: null,
    itemFields: { text: true, image: true, video: false, link: true, imageSide: false },
    itemName: "Cartão",
  },
  {
    typeId: 4,
    name: "Blocos centralizados",
    description: "Blocos com ícone, título e texto centralizados: passos, números, \"como funciona\".",
    background: true,
    maxItems: null,
    itemFields: { text: true, image: true, video: false, link: true, imageSide: false },
    itemName: "Bloco",
  },
  {
    typeId: 5,
    name: "Atividades",
    description: "As atividades públicas da estação num carrossel. Não tem itens: mostra o que está publicado em Atividades.",
    background: true,
    maxItems: 0,
    itemFields: NO_ITEMS,
    itemName: "Item",
  },
  {
    typeId: 6,
    name: "Baixe o aplicativo",
    description: "Chamada com os botões das lojas de aplicativos e a imagem do celular. Aparece só quando a estação tem aplicativo.",
    background: false,
    maxItems: 1,
    itemFields: { text: false, image: true, video: false, link: false, imageSide: false },
    itemName: "Imagem do celular",
  },
  {
    typeId: 7,
    name: "Planos",
    description: "Os planos da estação com preço e benefícios. Os planos são cadastrados na seção Planos do painel.",
    background: true,
    maxItems: 0,
    itemFields: NO_ITEMS,
    itemName: "Item",
  },
  {
    typeId: 8,
    name: "Fale conosco",
    description: "O formulário de contato do site. As mensagens chegam no e-mail de contato da estação.",
    background: true,
    maxItems: 0,
    itemFields: NO_ITEMS,
    itemName: "Item",
  },
  {
    typeId: 9,
    name: "Imagem ou vídeo",
    description: "Uma imagem larga ou um vídeo do YouTube em destaque, sem texto em volta.",
    background: false,
    maxItems: 1,
    itemFields: { text: false, image: true, video: true, link: false, imageSide: false },
    itemName: "Mídia",
  },
];

export function sectionKind(typeId: number): SectionKind {
  return SECTION_KINDS.find((k) => k.typeId === typeId) ?? SECTION_KINDS[0]!;
}

const text = (max: number) => z.string({ error: messages.required }).trim().max(max, { error: messages.maxLength(max) });
const required = (max: number) => text(max).min(1, { error: messages.required });

export const COLOR_MESSAGE = "Use uma cor no formato #RRGGBB";
const color = z.string().trim().refine((v) => v === "" || /^#[0-9a-fA-F]{6}$/.test(v), { error: COLOR_MESSAGE });

export const sectionSchema = z
  .object({
    typeId: z.coerce.number({ error: "Escolha o tipo da seção" }).int().min(1, { error: "Escolha o tipo da seção" }).max(9, { error: "Escolha o tipo da seção" }),
    title: text(120),
    subtitle: text(300),
    menuTitle: text(40),
    showInMenu: z.boolean(),
    titleColor: color,
    textColor: color,
    backgroundType: z.enum(["color", "image"]),
    backgroundColor: color,
    backgroundImage: imageRef,
  })
  .superRefine((v, ctx) => {
    if (v.backgroundType === "image" && !v.backgroundImage) {
      ctx.addIssue({ code: "custom", path: ["backgroundImage"], message: "Envie a imagem de fundo ou escolha uma cor" });
    }
  });
export type SectionInput = z.input<typeof sectionSchema>;
export type SectionData = z.output<typeof sectionSchema>;

export const createSectionSchema = sectionSchema;
export const updateSectionSchema = z.intersection(z.object({ id: idSchema }), sectionSchema);

export const EXTERNAL_LINK_MESSAGE = "Informe um endereço que comece com https://";
export const YOUTUBE_MESSAGE = "Cole o endereço do vídeo no YouTube ou o código dele";

/** The YouTube id from an address (watch?v=, youtu.be/, /embed/, /shorts/) or the bare 11-character id. */
export function youtubeId(value: string): string | null {
  const v = value.trim();
  if (/^[\w-]{11}$/.test(v)) return v;
  const m = /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/.exec(v);
  return m ? m[1]! : null;
}

export const LINK_TYPES = ["nolink", "external", "signup", "login", "additional"] as const;
export const LINK_TYPE_LABELS: Record<(typeof LINK_TYPES)[number], string> = {
  nolink: "Sem botão",
  external: "Endereço externo",
  signup: "Página de cadastro",
  login: "Página de entrada",
  additional: "Página Sobre",
};

export const itemSchema = z
  .object({
    sectionId: idSchema,
    name: text(120),
    description: text(600),
    image: imageRef,
    video: text(200).refine((v) => v === "" || youtubeId(v) !== null, { error: YOUTUBE_MESSAGE }),
    linkType: z.enum(LINK_TYPES),
    externalLink: text(500),
    buttonLabel: text(40),
    imageLeft: z.boolean(),
    aboutSectionId: z.union([z.literal(""), idSchema]),
  })
  .superRefine((v, ctx) => {
    if (v.linkType === "external" && !/^https?:\/\/[^\s"'<>]+\.[^\s"'<>]+$/.test(v.externalLink)) {
      ctx.addIssue({ code: "custom", path: ["externalLink"], message: EXTERNAL_LINK_MESSAGE });
    }
    if (v.linkType === "additional" && v.aboutSectionId === "") {
      ctx.addIssue({ code: "custom", path: ["aboutSectionId"], message: "Escolha a página Sobre" });
    }
    if (!v.name && !v.description && !v.image && !v.video) {
      ctx.addIssue({ code: "custom", path: ["name"], message: "Preencha o título, o texto, a imagem ou o vídeo" });
    }
  });
export type ItemInput = z.input<typeof itemSchema>;
export type ItemData = z.output<typeof itemSchema>;

export const updateItemSchema = z.intersection(z.object({ id: idSchema }), itemSchema);

export const idOnlySchema = z.object({ id: idSchema });
export const visibilitySchema = z.object({ id: idSchema, active: z.boolean() });

const ORDER_MESSAGE = "A ordem mudou em outra aba. Recarregue a página e tente de novo.";
/** The full new order of a list: every id once. */
export const orderSchema = z
  .array(idSchema, { error: ORDER_MESSAGE })
  .min(1, { error: ORDER_MESSAGE })
  .max(200, { error: ORDER_MESSAGE })
  .refine((ids) => new Set(ids).size === ids.length, { error: ORDER_MESSAGE });
export { ORDER_MESSAGE };
export const reorderSectionsSchema = z.object({ ids: orderSchema });
export const reorderItemsSchema = z.object({ sectionId: idSchema, ids: orderSchema });

/** An about page (/sobre/{id}): its menu name, its heading, its rich text. */
export const aboutSchema = z.object({
  menuTitle: required(40),
  name: required(120),
  htmlDescription: z.string().max(100_000, { error: "Texto longo demais: até 100 mil caracteres" }),
  image: imageRef,
  backgroundColor: color,
});
export type AboutInput = z.input<typeof aboutSchema>;
export const updateAboutSchema = z.intersection(z.object({ id: idSchema }), aboutSchema);
