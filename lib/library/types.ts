// What the browser receives of a schedule (client-safe: no server imports).
export interface CalendarEvent {
  id: number;
  title: string;
  description: string;
  image: string | null;
  allDay: boolean;
  /** ISO instant; for an all-day event the São Paulo day "AAAA-MM-DD" (end exclusive). */
  start: string;
  end: string;
  /** The service area it belongs to, or null. */
  service: string | null;
}

/** A download as the list shows it. */
export interface DownloadSummary {
  id: number;
  name: string;
  description: string;
  fileName: string;
  contentType: string;
  size: number;
}

export const MSG_NO_DOWNLOADS = "Não há arquivos para download";
export const DOWNLOADS_TITLE = "Downloads";
export const CALENDAR_TITLE = "Calendário";
