// The trophies' and lucky numbers' texts (pt-BR; the spec's where it gives them). Client-safe.
import { formatDate, formatTime } from "@/lib/format/dates";

export const TROPHIES_TITLE = "Meus troféus";
export const TROPHY_SEARCH_LABEL = "Pesquisar troféu";
/** The product's text for a member without trophies. */
export const MSG_NO_TROPHIES = "Você ainda não possui troféus";
/** The spec gives none for a search that finds nothing. */
export const MSG_NO_TROPHY_FOUND = "Nenhum troféu encontrado para essa pesquisa";

export function trophyToast(description: string): string {
  return `Você ganhou o troféu ${description}!`;
}

export const LUCKY_NUMBERS_TITLE = "Números da sorte";

/** "01/02/2023 às 16h" (or "às 16h30"), in São Paulo time. */
export function formatPublishAt(iso: string): string {
  const [hour, minute] = formatTime(iso).split(":");
  return `${formatDate(iso)} às ${hour}h${minute === "00" ? "" : minute}`;
}

/** The notice of /homepage/numeros-da-sorte (the date and time come from the station). */
export function luckyNumbersNotice(publishAt: string | null): string {
  return publishAt
    ? `Os números da sorte serão divulgados no site até ${formatPublishAt(publishAt)}.`
    : "Os números da sorte serão divulgados no site em breve.";
}
