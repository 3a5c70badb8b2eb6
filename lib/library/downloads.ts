// The station's file library (/homepage/downloads): list, detail and the
// file itself, all scoped by station. Files sit in storage under a private key; the member route
// streams them with the original name as an attachment.
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { newKey, storage } from "@/lib/adapters/storage";
import type { OpenedFile } from "@/lib/adapters/storage/drivers";
import { sniffImage } from "@/lib/adapters/storage/images";
import type { DbOrTx } from "@/lib/db/client";
import { downloads } from "./schema";
import type { DownloadSummary } from "./types";

/** The kinds a station may offer, by extension, with the signature the bytes must carry. */
const FILE_KINDS: Record<string, { contentType: string; magic?: (b: Uint8Array) => boolean }> = {
  pdf: { contentType: "application/pdf", magic: (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]) },
  docx: { contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", magic: isZip },
  xlsx: { contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", magic: isZip },
  pptx: { contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation", magic: isZip },
  odt: { contentType: "application/vnd.oasis.opendocument.text", magic: isZip },
  ods: { contentType: "application/vnd.oasis.opendocument.spreadsheet", magic: isZip },
  zip: { contentType: "application/zip", magic: isZip },
  doc: { contentType: "application/msword", magic: isOle },
  xls: { contentType: "application/vnd.ms-excel", magic: isOle },
  jpg: { contentType: "image/jpeg", magic: (b) => sniffImage(b)?.ext === "jpg" },
  png: { contentType: "image/png", magic: (b) => sniffImage(b)?.ext === "png" },
  txt: { contentType: "text/plain; charset=utf-8" },
  csv: { contentType: "text/csv; charset=utf-8" },
};

function startsWith(b: Uint8Array, head: number[]): boolean {
  return head.every((byte, i) => b[i] === byte);
}
function isZip(b: Uint8Array): boolean {
  return startsWith(b, [0x50, 0x4b, 0x03, 0x04]);
}
function isOle(b: Uint8Array): boolean {
  return startsWith(b, [0xd0, 0xcf, 0x11, 0xe0]);
}

export const UNSUPPORTED_FILE = "Formato de arquivo não suportado.";

export interface NewDownload {
  name: string;
  description?: string;
  title: string;
  subtitle?: string | null;
  body?: string | null;
  fileName: string;
  bytes: Uint8Array;
}

/** Stores the file under a private key of the station and records the download. */
export async function createDownload(db: DbOrTx, stationId: number, input: NewDownload): Promise<{ id: number }> {
  const ext = input.fileName.slice(input.fileName.lastIndexOf(".") + 1).toLowerCase();
  const kind = FILE_KINDS[ext];
  if (!kind || input.bytes.length === 0 || (kind.magic && !kind.magic(input.bytes))) throw new Error(UNSUPPORTED_FILE);
  const key = newKey(stationId, "private/downloads", ext);
  await storage().put(key, input.bytes, kind.contentType);
  const [row] = await db
    .insert(downloads)
    .values({
      stationId,
      name: input.name,
      description: input.description ?? "",
      title: input.title,
      subtitle: input.subtitle ?? null,
      body: input.body ?? null,
      fileKey: key,
      fileName: input.fileName,
      contentType: kind.contentType,
      size: input.bytes.length,
    })
    .returning({ id: downloads.id });
  return row!;
}

const summary = {
  id: downloads.id,
  name: downloads.name,
  description: downloads.description,
  fileName: downloads.fileName,
  contentType: downloads.contentType,
  size: downloads.size,
};

/** The station's downloads, newest first. */
export async function listDownloads(db: DbOrTx, stationId: number): Promise<DownloadSummary[]> {
  return db.select(summary).from(downloads).where(eq(downloads.stationId, stationId)).orderBy(desc(downloads.createdAt), desc(downloads.id));
}

export interface DownloadDetail extends DownloadSummary {
  title: string;
  subtitle: string | null;
  /** Station HTML as stored: sanitise before render. */
  body: string | null;
}

/** One download of the station, or null (another station's id is no download here). */
export async function getDownload(db: DbOrTx, stationId: number, id: number): Promise<DownloadDetail | null> {
  const [row] = await db
    .select({ ...summary, title: downloads.title, subtitle: downloads.subtitle, body: downloads.body })
    .from(downloads)
    .where(and(eq(downloads.stationId, stationId), eq(downloads.id, id)));
  return row ?? null;
}

/** The file of one of the station's downloads, opened as a stream, or null. */
export async function openDownloadFile(db: DbOrTx, stationId: number, id: number): Promise<(OpenedFile & { fileName: string }) | null> {
  const [row] = await db
    .select({ key: downloads.fileKey, fileName: downloads.fileName, contentType: downloads.contentType })
    .from(downloads)
    .where(and(eq(downloads.stationId, stationId), eq(downloads.id, id)));
  if (!row) return null;
  const file = await storage().open(row.key);
  return file ? { ...file, contentType: row.contentType, fileName: row.fileName } : null;
}

/**
 * `attachment` with the original name: an ASCII fallback for old clients and the exact UTF-8 name
 * in `filename*` (RFC 6266 / 8187), so "Convenção coletiva 2026.pdf" keeps its accents.
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** "245 KB", "1,2 MB": the size beside a file in the list. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;
}
