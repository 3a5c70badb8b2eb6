// Activity kinds by type_id, safe to import on the client. The spec has two numberings
// for invitations (1 and 19) and donations (17 and 20); both are accepted everywhere.
import { truncate } from "@/lib/format/text";

export const ACTIVITY_TYPE_NAMES: Record<number, string> = {
  1: "Indique e ganhe",
  2: "Cadastro premiado",
  3: "Loja ou cupom",
  4: "Curso presencial",
  5: "Compartilhamento",
  6: "Quiz",
  7: "Pesquisa de contato",
  8: "Pesquisa",
  9: "Enquete",
  10: "Enquete quiz",
  11: "Checklist quiz",
  12: "Teste de personalidade",
  13: "Link externo",
  14: "Pedido de entrega",
  15: "Termo de adesão",
  16: "Conteúdo",
  17: "Doação",
  18: "Playlist de vídeos",
  19: "Indique e ganhe",
  20: "Doação",
};

export function activityTypeName(typeId: number): string {
  return ACTIVITY_TYPE_NAMES[typeId] ?? "Atividade";
}

export const isInviteType = (typeId: number): boolean => typeId === 1 || typeId === 19;
export const isDonationType = (typeId: number): boolean => typeId === 17 || typeId === 20;
/** Types whose body the "play" module renders (quiz, surveys, playlists). */
export const isPlayType = (typeId: number): boolean => (typeId >= 6 && typeId <= 12) || typeId === 18;

/** Donation range in cents (0,50 to 10.000,00). */
export const DONATION_MIN_CENTS = 50;
export const DONATION_MAX_CENTS = 1_000_000;
export const MAX_INVITE_EMAILS = 5;
export const DEFAULT_PRODUCT_LIMIT = 10;

/** Card truncation lengths. */
export const TRUNCATE_NAME = 62;
export const TRUNCATE_CARD = 70;
export const TRUNCATE_SUMMARY = 82;

/**
 * A card's summary as sent to the browser, cut where the featured carousel shows it (the longest
 * cut of any screen), instead of shipping whole descriptions in every list's payload. The carousel
 * shows it as it is; a card cuts it further to TRUNCATE_CARD.
 */
export function cardSummary(descriptionText: string): string {
  return truncate(descriptionText, TRUNCATE_SUMMARY);
}

/**
 * The call to action of an activity's public page, for a visitor: a signup reward signs up
 * ("Cadastrar"), a shop buys ("Comprar", to its purchase screen, which asks a visitor to sign in
 * first and brings them back), anything else takes part after signing up ("Participar").
 */
export function publicCallToAction(typeId: number, activityId: number): { label: string; href: string } {
  if (typeId === 2) return { label: "Cadastrar", href: "/cadastrar" };
  if (typeId === 3) return { label: "Comprar", href: `/homepage/shopping/${activityId}` };
  return { label: "Participar", href: "/cadastrar" };
}

/**
 * Where the per-member limit message sends a member: to what their participations left them — a
 * course's vouchers, a coupon's purchases, an invitation's list — or, for everything that only paid
 * points (quizzes, surveys, playlists...), to the statement that shows them. (A survey answered once
 * used to offer "Ver meus vouchers", where it left nothing.)
 */
export function limitFollowUp(typeId: number): { feature: "vouchers" | "purchases" | "invitations" | "statement"; label: string } {
  if (typeId === 4) return { feature: "vouchers", label: "Ver meus vouchers" };
  if (typeId === 3) return { feature: "purchases", label: "Ver minhas compras" };
  if (isInviteType(typeId)) return { feature: "invitations", label: "Ver meus convites" };
  return { feature: "statement", label: "Ver meu extrato" };
}
