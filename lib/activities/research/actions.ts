"use server";
// Server Actions of quizzes and surveys: the station comes from the Host header and the member from
// the session, never from the browser; the answers are parsed with the form's own schema.
import { runAction, type ActionResult } from "@/lib/actions/result";
import { requireSessionUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { requireStationFromRequest } from "@/lib/stations/current";
import { checkPlayerAnswer, submitSurvey, type PlayerVerdict, type SurveyResult } from "./commands";
import { playerAnswerSchema, submitSurveySchema } from "./schemas";

export async function submitSurveyAction(input: unknown): Promise<ActionResult<SurveyResult>> {
  const station = await requireStationFromRequest();
  const user = await requireSessionUser(station.id);
  return runAction(submitSurveySchema, input, async (data) =>
    submitSurvey(await getDb(), { stationId: station.id, userId: user.id, establishmentId: user.establishmentId }, data),
  );
}

export async function checkPlayerAnswerAction(input: unknown): Promise<ActionResult<PlayerVerdict>> {
  const station = await requireStationFromRequest();
  await requireSessionUser(station.id);
  return runAction(playerAnswerSchema, input, async (data) => checkPlayerAnswer(await getDb(), station.id, data));
}
