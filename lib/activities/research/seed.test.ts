import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities } from "@/lib/activities/schema";
import { DEMO_ACTIVITIES, findDemoActivityId } from "@/lib/activities/seed";
import { activityVideos } from "@/lib/activities/videos/schema";
import { getDb } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { establishments, stations } from "@/lib/stations/schema";
import { users } from "@/lib/accounts/schema";
import type { DemoContext } from "@/lib/seed/demo";
import { getPublicResearch, firstResearchIdOfActivity, listPlayerQuizzes } from "./queries";
import { researches } from "./schema";
import { PLAY_DEMO_QUIZ, seedPlayDemo } from "./seed";

async function context(): Promise<DemoContext> {
  const db = await getDb();
  const pick = async (slug: string) => {
    const [station] = await db.select().from(stations).where(eq(stations.slug, slug));
    const [establishment] = await db.select().from(establishments).where(eq(establishments.stationId, station!.id));
    return { station: station!, establishment: establishment! };
  };
  const demo = await pick("demo");
  const [member] = await db.select({ id: users.id }).from(users).where(and(eq(users.stationId, demo.station.id), eq(users.email, "membro@demo.test")));
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, "dono@demo.test"));
  return { demo, vitrine: await pick("vitrine"), memberId: member!.id, ownerId: owner!.id };
}

describe("play demo seed", () => {
  it("gives every quiz, survey and the playlist their content, once", async () => {
    const db = await getDb();
    await seedDemo(db);
    const ctx = await context();
    await seedPlayDemo(db, ctx);
    await seedPlayDemo(db, ctx);

    const stationId = ctx.demo.station.id;
    for (const name of [DEMO_ACTIVITIES.quiz, DEMO_ACTIVITIES.contactSurvey, DEMO_ACTIVITIES.survey, DEMO_ACTIVITIES.poll, DEMO_ACTIVITIES.pollQuiz, DEMO_ACTIVITIES.checklistQuiz, DEMO_ACTIVITIES.personality, PLAY_DEMO_QUIZ]) {
      const activityId = await findDemoActivityId(db, "demo", name);
      expect(activityId, name).not.toBeNull();
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(researches).where(eq(researches.activityId, activityId!));
      expect(n, name).toBe(1);
      const research = await getPublicResearch(db, stationId, (await firstResearchIdOfActivity(db, stationId, activityId!))!, activityId!);
      expect(research!.questions.length, name).toBeGreaterThan(0);
    }
    // A phone user without a video can still finish the demo survey.
    const surveyId = (await findDemoActivityId(db, "demo", DEMO_ACTIVITIES.survey))!;
    const survey = (await getPublicResearch(db, stationId, (await firstResearchIdOfActivity(db, stationId, surveyId))!, surveyId))!;
    expect(survey.questions.map((q) => [q.typeId, q.required])).toEqual([[1, true], [2, true], [3, true], [6, false]]);
    const [extra] = await db.select({ n: count() }).from(activities).where(eq(activities.name, PLAY_DEMO_QUIZ));
    expect(extra?.n).toBe(1);
    const playlistId = await findDemoActivityId(db, "demo", DEMO_ACTIVITIES.playlist);
    const videos = await db.select().from(activityVideos).where(eq(activityVideos.activityId, playlistId!));
    expect(videos).toHaveLength(3);
    expect(videos.filter((v) => v.required)).toHaveLength(1);
    expect((await listPlayerQuizzes(db, stationId)).length).toBe(2);
  }, 120_000);
});
