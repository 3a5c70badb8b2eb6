// Video answers of surveys (question type 6, <= 10 MB, spec 2 §5). A route handler rather than a
// Server Action because Server Action bodies are capped at 1 MB by default.
import { toFailure } from "@/lib/actions/result";
import { storeSurveyVideo } from "@/lib/activities/research/commands";
import { SURVEY_VIDEO_MAX_BYTES } from "@/lib/activities/research/scoring";
import { getSessionUser } from "@/lib/auth/session";
import { stationFromParams } from "@/lib/stations/current";
import { SESSION_EXPIRED } from "@/lib/actions/result";

export async function POST(request: Request, { params }: { params: Promise<{ station: string }> }) {
  const station = await stationFromParams(params);
  const user = await getSessionUser(station.id);
  if (!user) return Response.json({ message: SESSION_EXPIRED }, { status: 401 });
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > SURVEY_VIDEO_MAX_BYTES + 64_000) {
    return Response.json({ message: "O vídeo deve ter no máximo 10 MB." }, { status: 413 });
  }
  try {
    const form = await request.formData();
    const file = form.get("file");
    if (!(file instanceof File)) return Response.json({ message: "Envie um vídeo MP4, MOV ou WEBM." }, { status: 422 });
    const key = await storeSurveyVideo(station.id, user.id, new Uint8Array(await file.arrayBuffer()));
    return Response.json({ key });
  } catch (error) {
    const failure = toFailure(error);
    return Response.json({ message: failure.message }, { status: 422 });
  }
}
