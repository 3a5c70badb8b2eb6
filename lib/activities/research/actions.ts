"use server";
// Server Actions of quizzes and surveys, behind the member gate: the station comes from the Host
// header and the member from the session, never from the browser; the answers are parsed with the
// form's own schema.
import { memberAction } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { checkPlayerAnswer, submitSurvey, type PlayerVerdict, type SurveyResult } from "./commands";
import { playerAnswerSchema, submitSurveySchema } from "./schemas";

export const submitSurveyAction = memberAction(
  submitSurveySchema,
  async ({ station, user, data }): Promise<SurveyResult> =>
    submitSurvey(await getDb(), { stationId: station.id, userId: user.id, establishmentId: user.establishmentId }, data),
);

export const checkPlayerAnswerAction = memberAction(
  playerAnswerSchema,
  async ({ station, data }): Promise<PlayerVerdict> => checkPlayerAnswer(await getDb(), station.id, data),
);
