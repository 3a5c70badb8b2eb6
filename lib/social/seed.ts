// Demo data of the wall (see lib/seed/demo.ts for the rules: idempotent, never overwrite): on
// demo, a dozen posts of the three kinds (text, photo, video) by several members, with likes,
// comments and replies; comments and likes turned on for one public activity. Created only while
// demo has no posts at all, so whatever members did to the wall afterwards stays.
import fs from "node:fs/promises";
import path from "node:path";
import { and, count, eq, sql } from "drizzle-orm";
import { USER_TYPE_PARTICIPANT } from "@/lib/accounts/schema";
import { activities } from "@/lib/activities/schema";
import { newKey, storage } from "@/lib/adapters/storage";
import type { Db } from "@/lib/db/client";
import { ensureUser, type DemoContext } from "@/lib/seed/support";
import { comments, likes, posts } from "./schema";

/** Members who write on demo's wall (password: the demo password), also used by e2e/wall.e2e.ts. */
export const WALL_MEMBERS = [
  { email: "ana.mural@demo.test", name: "Ana Paula Ribeiro" },
  { email: "bruno.mural@demo.test", name: "Bruno Costa" },
  { email: "carla.mural@demo.test", name: "Carla Mendes" },
] as const;

const ASSETS = path.join(process.cwd(), "lib/social/seed-assets");
const MEDIA = {
  cafe: { file: path.join(ASSETS, "cafe.jpg"), type: "image", ext: "jpg", contentType: "image/jpeg" },
  trilha: { file: path.join(ASSETS, "trilha.jpg"), type: "image", ext: "jpg", contentType: "image/jpeg" },
  evento: { file: path.join(ASSETS, "evento.png"), type: "image", ext: "png", contentType: "image/png" },
  video: { file: path.join(process.cwd(), "public/static/videos/boas-vindas.mp4"), type: "video", ext: "mp4", contentType: "video/mp4" },
} as const;

type Author = "maria" | "ana" | "bruno" | "carla";
type SeedPost = { by: Author; text: string; media?: keyof typeof MEDIA; hoursAgo: number; likedBy: Author[]; thread?: { by: Author; text: string; replies?: { by: Author; text: string }[] }[] };

const POSTS: SeedPost[] = [
  { by: "ana", text: "Bom dia, pessoal! Café tomado e pronta para a semana. ☕", media: "cafe", hoursAgo: 2, likedBy: ["maria", "bruno", "carla"], thread: [{ by: "bruno", text: "Bom dia, Ana! Que delícia.", replies: [{ by: "ana", text: "Vem tomar um com a gente na sede!" }] }] },
  { by: "bruno", text: "Alguém vai na trilha do sábado? A vista lá de cima vale cada passo.", media: "trilha", hoursAgo: 5, likedBy: ["ana", "carla"], thread: [{ by: "carla", text: "Eu vou! Saímos às 7h?" }, { by: "maria", text: "Conta comigo." }] },
  { by: "maria", text: "Acabei de trocar meus pontos por um voucher. Muito fácil!", hoursAgo: 9, likedBy: ["ana"] },
  { by: "carla", text: "Vídeo de boas-vindas para quem chegou agora no clube. Sejam bem-vindos!", media: "video", hoursAgo: 20, likedBy: ["ana", "bruno", "maria"], thread: [{ by: "ana", text: "Adorei!" }] },
  { by: "ana", text: "Dica: o regulamento completo está em https://www.exemplo.com.br/regulamento", hoursAgo: 26, likedBy: [] },
  { by: "bruno", text: "", media: "evento", hoursAgo: 30, likedBy: ["carla"] },
  { by: "carla", text: "Quem já fez o quiz desta semana? Acertei 8 de 10.", hoursAgo: 48, likedBy: ["bruno"], thread: [{ by: "bruno", text: "Só 6 aqui, vou tentar de novo.", replies: [{ by: "carla", text: "A pergunta 4 é pegadinha!" }] }] },
  { by: "maria", text: "Obrigada a todos pelo evento de ontem. Foi incrível!", hoursAgo: 60, likedBy: ["ana", "bruno", "carla"] },
  { by: "ana", text: "Saiu o calendário de cursos presenciais do mês.", hoursAgo: 75, likedBy: ["maria"] },
  { by: "bruno", text: "Primeira vez postando aqui. Olá, Clube Demo!", hoursAgo: 96, likedBy: ["ana", "maria"], thread: [{ by: "ana", text: "Seja bem-vindo, Bruno!" }] },
  { by: "carla", text: "Fim de semana de trilha registrado.", media: "trilha", hoursAgo: 120, likedBy: [] },
  { by: "maria", text: "Alguém sabe até quando vale a campanha de doação?", hoursAgo: 150, likedBy: ["carla"], thread: [{ by: "carla", text: "Até o fim do mês, pelo que vi na atividade." }] },
];

export async function seedSocialDemo(db: Db, context: DemoContext): Promise<void> {
  const { station, establishment } = context.demo;
  const [existing] = await db.select({ n: count() }).from(posts).where(eq(posts.stationId, station.id));
  if ((existing?.n ?? 0) > 0) return;

  const ids: Record<Author, number> = { maria: context.memberId, ana: 0, bruno: 0, carla: 0 };
  for (const [i, member] of WALL_MEMBERS.entries()) {
    const id = await ensureUser(db, station.id, establishment.id, { ...member, typeId: USER_TYPE_PARTICIPANT });
    ids[(["ana", "bruno", "carla"] as const)[i]!] = id;
  }

  // Each media file once in storage, shared by the posts that show it.
  const keys = new Map<keyof typeof MEDIA, string>();
  for (const post of POSTS) {
    if (!post.media || keys.has(post.media)) continue;
    const media = MEDIA[post.media];
    const key = newKey(station.id, `posts/u${ids[post.by]}`, media.ext);
    await storage().put(key, new Uint8Array(await fs.readFile(/*turbopackIgnore: true*/ media.file)), media.contentType);
    keys.set(post.media, key);
  }

  for (const post of POSTS) {
    const at = sql`now() - ${`${post.hoursAgo} hours`}::interval`;
    const [row] = await db
      .insert(posts)
      .values({
        stationId: station.id,
        userId: ids[post.by],
        description: post.text,
        mediaType: post.media ? MEDIA[post.media].type : null,
        mediaKey: post.media ? keys.get(post.media)! : null,
        createdAt: at,
      })
      .returning({ id: posts.id });
    const postId = row!.id;
    if (post.likedBy.length > 0) await db.insert(likes).values(post.likedBy.map((who) => ({ stationId: station.id, userId: ids[who], postId })));
    let minutes = post.hoursAgo * 60 - 5;
    for (const c of post.thread ?? []) {
      const [comment] = await db
        .insert(comments)
        .values({ stationId: station.id, userId: ids[c.by], postId, description: c.text, createdAt: sql`now() - ${`${minutes} minutes`}::interval` })
        .returning({ id: comments.id });
      minutes -= 5;
      for (const r of c.replies ?? []) {
        await db.insert(comments).values({ stationId: station.id, userId: ids[r.by], postId, commentId: comment!.id, description: r.text, createdAt: sql`now() - ${`${minutes} minutes`}::interval` });
        minutes -= 5;
      }
      await db.insert(likes).values({ stationId: station.id, userId: ids[post.by], commentId: comment!.id }).onConflictDoNothing();
    }
  }

  // One public activity shows the activity variant: likes and a short thread.
  const [activity] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.stationId, station.id), eq(activities.isPublic, true)))
    .orderBy(activities.position, activities.id)
    .limit(1);
  if (activity) {
    await db.update(activities).set({ commentsAndLikesEnabled: true }).where(eq(activities.id, activity.id));
    await db.insert(likes).values([ids.ana, ids.bruno].map((userId) => ({ stationId: station.id, userId, activityId: activity.id }))).onConflictDoNothing();
    const [c] = await db.insert(comments).values({ stationId: station.id, userId: ids.ana, activityId: activity.id, description: "Muito útil, obrigada!" }).returning({ id: comments.id });
    await db.insert(comments).values({ stationId: station.id, userId: ids.carla, activityId: activity.id, commentId: c!.id, description: "Também gostei." });
  }
}
