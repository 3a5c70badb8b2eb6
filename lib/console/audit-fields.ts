// How Auditoria names and shows the fields an audit row holds: a pt-BR label for every field a
// console command records (station data, settings, activities and their parts, landing, plans,
// content), and each value in the form a person reads it: money in reais, points with two decimals,
// dates in São Paulo time, an activity type by its name, a long text by its size (the row keeps a
// fingerprint, never the text). Fields a person has no use for (ids, timestamps, fingerprints) are
// left out of the list.
import { ACTIVITY_TYPE_NAMES } from "@/lib/activities/types";
import { formatBRL, formatDateTime, formatPoints } from "@/lib/format";

export const AUDIT_FIELD_LABELS: Record<string, string> = {
  // Station data, brand and legal texts
  name: "Nome",
  description: "Descrição",
  domain: "Domínio próprio",
  contactMail: "E-mail de contato",
  supportPhone: "Telefone de suporte",
  address: "Endereço",
  socialUrlInstagram: "Instagram",
  socialUrlFacebook: "Facebook",
  socialUrlTiktok: "TikTok",
  socialUrlTwitter: "X (Twitter)",
  socialUrlLinkedin: "LinkedIn",
  hasApp: "Tem aplicativo",
  ios: "Aplicativo iOS",
  android: "Aplicativo Android",
  currencyName: "Nome da moeda",
  currencyMultiplier: "Multiplicador da moeda",
  currencyNamePosition: "Posição do nome da moeda",
  cnpj: "CNPJ",
  fullSocialName: "Razão social",
  addressZip: "CEP",
  addressLine1: "Endereço",
  addressLine2: "Complemento",
  addressCity: "Cidade",
  addressStateId: "Estado",
  public: "Estação pública",
  hasMajoritySecurity: "Segurança reforçada",
  maintenance: "Em manutenção",
  feedAccess: "Mural",
  eventsAccess: "Calendário",
  filesAccess: "Downloads",
  checkoutAccess: "Carrinho e loja",
  myAccountAccess: "Minha conta",
  mainBrandColor: "Cor da marca",
  font: "Fonte",
  mainBrandImage: "Logo principal",
  secondaryBrandImage: "Logo secundário",
  faviconImage: "Ícone da aba",
  backgroundImage: "Imagem de fundo",
  headerImages: "Imagens do cabeçalho",
  termsOfUseHtml: "Termos de uso",
  privacyPolicyHtml: "Política de privacidade",
  settings: "Configurações",
  // Settings (Acesso, recursos e variantes)
  loginIdentifier: "Entrada por",
  loginVariant: "Tela de entrada",
  signupVariant: "Tela de cadastro",
  requireRoster: "Cadastro só para a lista de afiliados",
  firstLoginPhotoOnly: "Primeiro acesso só com foto",
  showSupportPhoneOnSignup: "Telefone de suporte no cadastro",
  hideLoginButton: "Esconder o botão Entrar",
  adminPanelButton: "Botão \"Acessar Painel\"",
  externalTermsUrl: "Termos de uso externos",
  externalPrivacyUrl: "Política de privacidade externa",
  regulationUrl: "Regulamento externo",
  mobileBottomBar: "Barra inferior no celular",
  luckyNumbers: "Números da sorte",
  luckyNumbersPublishAt: "Divulgação dos números da sorte",
  fuelClub: "Clube de combustível",
  hiddenMenuItems: "Itens escondidos do menu",
  profileReadOnly: "Perfil só para leitura",
  hidePostVideo: "Esconder vídeos no mural",
  postReportThreshold: "Denúncias para ocultar um post",
  hidden: "Oculto do mural",
  openReports: "Denúncias em aberto",
  reserveTimeSeconds: "Tempo de reserva do carrinho (s)",
  inviteRewardLimit: "Limite de recompensas por convite",
  enterprisePlanCard: "Cartão do plano empresarial",
  bankTransfer: "Depósito bancário",
  uploadQuotaMegabytesPerDay: "Envio de arquivos por membro (MB por dia)",
  // Activities
  typeId: "Tipo",
  title: "Título",
  subtitle: "Subtítulo",
  image: "Imagem",
  points: "Pontos",
  additionalCashback: "Cashback adicional",
  isPublic: "Pública",
  featured: "Em destaque",
  featuredPrivate: "Destaque só para membros",
  featuredImage: "Imagem do destaque",
  internalImage: "Imagem interna",
  limitPerUser: "Limite por membro",
  pointsExpiryMonths: "Validade dos pontos (meses)",
  pointsExpiryReminders: "Aviso de vencimento por e-mail",
  participationStart: "Início da participação",
  participationEnd: "Fim da participação",
  publishedAt: "Publicada em",
  published: "Publicado",
  status: "Situação",
  rules: "Regulamento",
  hasRules: "Tem regulamento",
  feedbackMessage: "Mensagem de conclusão",
  feedbackLottieId: "Animação de conclusão",
  clickMeLabel: "Texto do botão",
  purchaseText: "Texto da compra",
  commentsAndLikesEnabled: "Comentários e curtidas",
  discountDelivery: "Desconto na entrega",
  digitalProduct: "Produto digital",
  onlyOneProduct: "Um produto por pedido",
  voucherValidityDays: "Validade do voucher (dias)",
  helperLabelField1: "Rótulo do campo 1",
  helperLabelField2: "Rótulo do campo 2",
  externalLink: "Link externo",
  position: "Posição",
  activityId: "Atividade",
  // Activity parts
  value: "Valor",
  discountValue: "Desconto",
  stock: "Estoque",
  limit: "Limite por pedido",
  newPrice: "Preço com desconto",
  price: "Preço",
  discountPrice: "Preço com desconto",
  code: "Código",
  date: "Data",
  pointsInviter: "Pontos de quem convida",
  pointsInvited: "Pontos de quem é convidado",
  text: "Texto",
  checkbox: "Caixa de aceite",
  button: "Botão",
  url: "Endereço",
  link: "Link",
  videoId: "Vídeo",
  videoUrl: "Endereço do vídeo",
  provider: "Origem do vídeo",
  required: "Obrigatório",
  delivery: "Faz entrega",
  cepRanges: "Faixas de CEP atendidas",
  cities: "Cidades atendidas",
  zipcode: "CEP",
  street: "Rua",
  streetNumber: "Número",
  number: "Número",
  question: "Pergunta",
  researchId: "Pesquisa",
  questions: "Perguntas",
  options: "Opções",
  ranges: "Faixas de resultado",
  activities: "Atividades",
  categoryId: "Categoria",
  journeyId: "Jornada",
  prerequisites: "Pré-requisitos",
  // Landing, about pages and plans
  menuTitle: "Título no menu",
  showInMenu: "Aparece no menu",
  backgroundColor: "Cor de fundo",
  backgroundType: "Tipo de fundo",
  textColor: "Cor do texto",
  titleColor: "Cor do título",
  buttonLabel: "Texto do botão",
  linkType: "Ação do botão",
  imageLeft: "Imagem à esquerda",
  aboutSectionId: "Página Sobre",
  sectionId: "Seção",
  htmlLength: "Texto",
  htmlDescription: "Texto",
  priceCents: "Preço",
  discountCents: "Desconto",
  days: "Duração (dias)",
  isHighlighted: "Em destaque",
  benefits: "Benefícios",
  highlights: "Destaques",
  // Content: news, downloads, agenda, services, fuel, trophies
  body: "Texto",
  bodyHtml: "Texto",
  tagId: "Categoria",
  fileName: "Arquivo",
  fileKey: "Arquivo",
  size: "Tamanho",
  contentType: "Tipo de arquivo",
  startsAt: "Começa em",
  endsAt: "Termina em",
  allDay: "Dia inteiro",
  kind: "Tipo",
  area: "Área",
  service: "Serviço",
  court: "Vara ou tribunal",
  cpf: "CPF",
  claimValueCents: "Valor da causa",
  collective: "Coletivo",
  filedOn: "Ajuizado em",
  stakeholders: "Partes",
  processes: "Processos",
  active: "Ativo",
  campaignId: "Campanha",
  fuelType: "Combustível",
  volumeMl: "Volume",
  valueCents: "Valor",
  threshold: "Quantidade",
  icon: "Ícone",
  color: "Cor",
  source: "Origem",
  partnerId: "Parceiro",
  externalId: "Código externo",
  actions: "Ações",
  read: "Lida",
  scheduledAt: "Agendado para",
  // Team
  email: "E-mail",
  role: "Acesso",
  userId: "Pessoa",
  from: "Copiada de",
  acesso: "Acesso",
  // Transfers and support
  amountCents: "Valor",
  reason: "Motivo",
  reply: "Resposta",
  // Privacy register
  answer: "Resposta ao membro",
};

/** Fields a person reading the log has no use for. */
const HIDDEN = new Set(["id", "stationId", "createdAt", "updatedAt", "deletedAt", "seedKey", "htmlSha256", "slug"]);

const MONEY = new Set(["value", "discountValue", "newPrice", "price", "discountPrice", "discountDelivery", "priceCents", "discountCents", "claimValueCents", "valueCents", "amountCents"]);
const POINTS = new Set(["points", "additionalCashback", "pointsInviter", "pointsInvited"]);
const DATES = new Set(["participationStart", "participationEnd", "publishedAt", "startsAt", "endsAt", "scheduledAt", "filedOn", "date", "luckyNumbersPublishAt"]);

const ROLE_NAMES: Record<string, string> = { owner: "Dono", staff: "Equipe" };
const MAX_TEXT = 80;

/** The last part of a dotted field (settings.luckyNumbers, establishment.cnpj, headerImages.0). */
function baseName(field: string): string {
  const parts = field.split(".");
  const last = parts[parts.length - 1]!;
  return /^\d+$/.test(last) && parts.length > 1 ? parts[parts.length - 2]! : last;
}

export function isAuditFieldShown(field: string): boolean {
  return !HIDDEN.has(baseName(field));
}

export function auditFieldLabel(field: string): string {
  if (!field) return "";
  const parts = field.split(".");
  const last = parts[parts.length - 1]!;
  const label = AUDIT_FIELD_LABELS[baseName(field)] ?? field;
  return /^\d+$/.test(last) && parts.length > 1 ? `${label} ${Number(last) + 1}` : label;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A long text the row kept as { length, sha256 }. */
function isFingerprint(value: unknown): value is { length: number } {
  return isRecord(value) && typeof value.length === "number" && typeof value.sha256 === "string";
}

function shorten(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

function characters(n: number): string {
  return `texto de ${new Intl.NumberFormat("pt-BR").format(n)} ${n === 1 ? "caractere" : "caracteres"}`;
}

/** One value as a person reads it, by what the field holds; null for "nothing". */
export function auditFieldValue(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  const name = baseName(field);
  if (isFingerprint(value)) return characters(value.length);
  if (typeof value === "boolean") return value ? "sim" : "não";
  if (typeof value === "number") {
    if (MONEY.has(name)) return formatBRL(value);
    if (POINTS.has(name)) return formatPoints(value);
    if (name === "typeId") return ACTIVITY_TYPE_NAMES[value] ?? String(value);
    if (name === "htmlLength") return characters(value);
    if (name === "volumeMl") return `${new Intl.NumberFormat("pt-BR").format(value / 1000)} L`;
    return new Intl.NumberFormat("pt-BR").format(value);
  }
  if (typeof value === "string") {
    if (name === "role") return ROLE_NAMES[value] ?? value;
    if (DATES.has(name) && !Number.isNaN(Date.parse(value))) return value.length <= 10 ? value.split("-").reverse().join("/") : formatDateTime(value);
    return shorten(value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    return shorten(value.map((v) => auditFieldValue(name, v) ?? "—").join(", "));
  }
  if (isRecord(value)) {
    const parts = Object.entries(value)
      .filter(([key]) => isAuditFieldShown(key))
      .map(([key, v]) => `${auditFieldLabel(key)}: ${auditFieldValue(key, v) ?? "—"}`);
    return parts.length === 0 ? null : shorten(parts.join("; "));
  }
  return shorten(String(value));
}
