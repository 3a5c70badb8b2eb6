"use server";
// Server Actions of the console's "Moderação": hide, restore, and dismiss the reports of a post or
// a comment of the wall. Owners and staff alike: moderating is day-to-day work, like support.
// Nothing here is on a cached public page (the wall is read live by members), so nothing expires.
import { consoleWrite, type ConsoleWriteResult } from "@/lib/console/write";
import { dismissReports, hidePiece, restorePiece, type ModerationChange } from "./commands";
import { moderationSchema } from "./schemas";

async function moderated(change: Promise<ModerationChange>): Promise<ConsoleWriteResult<{ changed: boolean }>> {
  const { audit } = await change;
  return { value: { changed: audit !== null }, audit, expires: [] };
}

export const hideAction = consoleWrite(moderationSchema, (tx, { actor, data }) => moderated(hidePiece(tx, actor, data)));

export const restoreAction = consoleWrite(moderationSchema, (tx, { actor, data }) => moderated(restorePiece(tx, actor, data)));

export const dismissReportsAction = consoleWrite(moderationSchema, (tx, { actor, data }) => moderated(dismissReports(tx, actor, data)));
