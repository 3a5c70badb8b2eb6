// Video answers of surveys (question type 6, <= 10 MB). A route handler rather than a
// Server Action because Server Action bodies are capped at 1 MB by default.
import { receiveSurveyVideoUpload } from "@/lib/activities/research/upload";
import { memberRoute } from "@/lib/auth/guard";

export const POST = memberRoute(({ request, station, user }) => receiveSurveyVideoUpload(request, station, user.id));
