// The legal pages' content: the station's own HTML (sanitised) when it has one, otherwise the
// product's default pt-BR terms of use and privacy notice, filled with the station's data.
import { formatCnpj, formatDate } from "@/lib/format";

/**
 * The version of the product's default texts, recorded in the consent ledger when a member accepts
 * them (lib/consents/versions.ts). Bump the date of a text in the release that changes its wording:
 * every member of a station on the default text is then asked to accept it again.
 * lib/consents/versions.test.ts fails when a default text changes and its version does not.
 */
export const DEFAULT_LEGAL_TEXT_VERSIONS = { terms: "2026-11-28", privacy: "2026-11-28" } as const;

export interface LegalData {
  stationName: string;
  siteUrl: string;
  legalName: string;
  cnpj: string | null;
  /** Null when the station has none: the texts then leave the address sentence out. */
  address: string | null;
  createdAt: string;
  contactMail: string | null;
}

export interface LegalSection {
  title: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
  updatedLine: string;
}

/** What a legal page or dialog shows: the station's sanitised HTML, or the default document. */
export type LegalBody = { kind: "html"; html: string } | { kind: "default"; document: LegalDocument };

export function legalDataFromStation(
  station: {
    name: string;
    address: string | null;
    contactMail: string | null;
    createdAt: string;
    establishment: { cnpj: string | null; fullSocialName: string | null; addressLine1: string | null; addressLine2: string | null; addressCity: string | null } | null;
  },
  siteUrl: string,
): LegalData {
  const e = station.establishment;
  const composed = [e?.addressLine1, e?.addressLine2, e?.addressCity].filter(Boolean).join(", ");
  return {
    stationName: station.name,
    siteUrl,
    legalName: e?.fullSocialName ?? station.name,
    cnpj: e?.cnpj ?? null,
    address: station.address?.trim() || composed || null,
    createdAt: station.createdAt,
    contactMail: station.contactMail,
  };
}

/** The operator, with only the facts the station has: no CNPJ or address sentence without them. */
function who(d: LegalData): string {
  const cnpj = d.cnpj ? `, inscrita no CNPJ sob o nº ${formatCnpj(d.cnpj)}` : "";
  const address = d.address ? `, com sede em ${d.address}` : "";
  return `${d.legalName}${cnpj}${address}`;
}

function contact(d: LegalData): string {
  return d.contactMail
    ? `pelo formulário "Fale Conosco" em ${d.siteUrl}/suporte ou pelo e-mail ${d.contactMail}`
    : `pelo formulário "Fale Conosco" em ${d.siteUrl}/suporte`;
}

export function defaultTermsOfUse(d: LegalData): LegalDocument {
  return {
    title: "Termos de uso",
    intro: `Estes Termos de uso regulam a participação no programa ${d.stationName}, disponível em ${d.siteUrl}, operado por ${who(d)} ("Operadora"). Ao se cadastrar, o participante declara que leu, entendeu e aceita estas condições.`,
    sections: [
      {
        title: "1. Adesão ao programa",
        paragraphs: [
          "A adesão ao programa é gratuita e voluntária, e está aberta aos afiliados que possuam CPF válido e sejam maiores de 18 anos.",
          "O cadastro é feito pelo próprio participante, que é responsável pela veracidade, exatidão e atualização dos dados informados.",
          "A informação de dados falsos, incompletos ou de terceiros leva ao bloqueio imediato da conta, sem direito a qualquer compensação ou indenização, inclusive dos pontos acumulados.",
          "A conta é pessoal e intransferível. O participante deve manter sua senha em sigilo e comunicar à Operadora qualquer uso não autorizado.",
        ],
      },
      {
        title: "2. Pontos e resgates",
        paragraphs: [
          "Os pontos são concedidos pela realização das atividades do programa, conforme as regras de cada atividade, e não têm valor monetário fora do programa.",
          "O resgate em dinheiro exige uma conta corrente ativa de titularidade do próprio participante. Não são aceitas contas-salário nem contas de terceiros.",
          "O saldo mínimo para solicitar o resgate é de R$ 200,00 (duzentos reais).",
          "O resgate é concluído em até 7 (sete) dias úteis, contados da solicitação aprovada.",
          "Em caso de encerramento do programa, os participantes terão 30 (trinta) dias, contados da comunicação do encerramento, para solicitar o resgate do saldo disponível.",
        ],
      },
      {
        title: "3. Uso adequado da plataforma",
        paragraphs: [
          "É proibido o uso de robôs, scripts ou quaisquer meios automatizados para acessar, copiar ou extrair dados da plataforma (scraping), bem como para realizar atividades em nome do participante.",
          "É proibido usar a plataforma para fins ilícitos, para enviar conteúdo ofensivo ou para prejudicar outros participantes ou a Operadora.",
        ],
      },
      {
        title: "4. Prevenção a fraudes",
        paragraphs: [
          "A Operadora pode suspender ou cancelar contas, a qualquer tempo, quando houver suspeita de fraude ou de uso contrário a estes Termos.",
          "Transações atípicas podem ter o resgate bloqueado até a conclusão de uma análise. Nesse caso, a Operadora poderá solicitar documentos autenticados que comprovem a identidade e a titularidade da conta do participante.",
        ],
      },
      {
        title: "5. Alterações do programa",
        paragraphs: [
          "A Operadora pode alterar, incluir ou retirar funcionalidades, atividades e benefícios do programa, bem como estes Termos, mediante publicação da nova versão nesta página. O uso continuado da plataforma após a publicação indica a concordância com a nova versão.",
        ],
      },
      {
        title: "6. Contato",
        paragraphs: [`Dúvidas sobre estes Termos podem ser enviadas ${contact(d)}.`],
      },
    ],
    updatedLine: `Programa ${d.stationName} disponível desde ${formatDate(d.createdAt)}.`,
  };
}

export function defaultPrivacyPolicy(d: LegalData): LegalDocument {
  return {
    title: "Política de privacidade",
    intro: `Esta Política de privacidade explica como ${who(d)} ("Controladora") trata os dados pessoais dos participantes do programa ${d.stationName}, disponível em ${d.siteUrl}, em conformidade com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018).`,
    sections: [
      {
        title: "1. Dados coletados",
        paragraphs: [
          "Dados de cadastro: nome, CPF, e-mail, telefone, data de nascimento, estado e cidade, e foto de perfil quando enviada.",
          "Dados de participação: atividades realizadas, respostas a quizzes e pesquisas, pontos, resgates, pedidos e convites enviados.",
          "Dados técnicos: endereço IP, data e hora de acesso, tipo de navegador e de dispositivo.",
        ],
      },
      {
        title: "2. Finalidades",
        paragraphs: [
          "Criar e manter a conta do participante, confirmar sua identidade e permitir o acesso à plataforma.",
          "Registrar as atividades, creditar pontos, processar resgates, pedidos e entregas de benefícios.",
          "Enviar comunicações sobre o programa, prevenir fraudes, garantir a segurança da plataforma e cumprir obrigações legais e regulatórias.",
        ],
      },
      {
        title: "3. Compartilhamento",
        paragraphs: [
          "Os dados podem ser compartilhados com parceiros responsáveis pela entrega de produtos, cupons e serviços resgatados, com prestadores de serviços de tecnologia, pagamento e envio de mensagens, sempre na medida necessária para essas finalidades, e com autoridades públicas quando exigido por lei.",
          "A Controladora não vende dados pessoais.",
        ],
      },
      {
        title: "4. Direitos do titular",
        paragraphs: [
          "O participante pode, a qualquer momento, confirmar a existência de tratamento, acessar, corrigir, anonimizar, bloquear ou eliminar seus dados, solicitar a portabilidade, obter informações sobre o compartilhamento e revogar consentimentos, nos termos da LGPD.",
        ],
      },
      {
        title: "5. Biometria",
        paragraphs: [
          "Quando o participante usa o aplicativo, a impressão digital e a foto do rosto podem ser usadas exclusivamente para identificá-lo e para registrar um novo dispositivo. Esses dados são tratados com medidas reforçadas de segurança e não são usados para outras finalidades.",
        ],
      },
      {
        title: "6. Crianças e adolescentes",
        paragraphs: [
          "O programa é destinado a maiores de 18 anos. Menores de 18 anos somente podem participar com o consentimento dos pais ou responsáveis legais, e o consentimento de menores de 16 anos depende de representação por eles.",
        ],
      },
      {
        title: "7. Registros de acesso e segurança",
        paragraphs: [
          "Os registros de acesso à aplicação são guardados pelo prazo mínimo de seis meses, conforme o Marco Civil da Internet (Lei nº 12.965/2014).",
          "A Controladora adota medidas técnicas e administrativas para proteger os dados pessoais contra acessos não autorizados, perda ou alteração.",
        ],
      },
      {
        title: "8. Contato",
        paragraphs: [`Solicitações sobre dados pessoais e dúvidas sobre esta Política podem ser enviadas ${contact(d)}.`],
      },
    ],
    updatedLine: `Programa ${d.stationName} disponível desde ${formatDate(d.createdAt)}.`,
  };
}
