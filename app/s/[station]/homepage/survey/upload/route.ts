// Video answers of surveys (question type 6, <= 10 MB, spec 2 §5). A route handler rather than a
// Server Action because Server Action bodies are capped at 1 MB by default.
import { toFailure } from "@/lib/actions/result";
import { storeSurveyVideo } from "@/lib/activities/research/commands";
import { SURVEY_VIDEO_MAX_BYTES } from "@/lib/activities/research/scoring";
import { memberRoute } from "@/lib/auth/guard";

export const POST = memberRoute(async ({ request, station, user }) => {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > SURVEY_VIDEO_MAX_BYTES + 64_000) {
    return Response.json({ message: "O vídeo deve ter no máximo 10 MB." }, { status: 413 });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a multipart form at all: a forged or broken request, refused as such.
    return Response.json({ message: "Envie um vídeo MP4, MOV ou WEBM." }, { status: 400 });
  }
  try {
    const file = form.get("file");
    if (!(file instanceof File)) return Response.json({ message: "Envie um vídeo MP4, MOV ou WEBM." }, { status: 422 });
    const key = await storeSurveyVideo(station.id, user.id, new Uint8Array(await file.arrayBuffer()));
    return Response.json({ key });
  } catch (error) {
    const failure = toFailure(error);
    return Response.json({ message: failure.message }, { status: 422 });
  }
});
