export { captchaChallengeHandler as GET } from "@/lib/adapters/captcha/route";
