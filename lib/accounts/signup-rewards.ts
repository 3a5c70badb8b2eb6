// Rewards for signing up, paid once per person inside the confirmation's transaction: the
// "Cadastro premiado" activity (type 2, paid once the signup is confirmed) and, through
// invitations.ts, the invitation's points. A person is one e-mail or one CPF on a station: the
// claim row (signup_rewards) keeps keyed hashes of both, so it survives the account's deletion.
import "server-only";
import { createHmac } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { activities, participations } from "@/lib/activities/schema";
import { participate, ParticipationError } from "@/lib/activities/participation";
import { authSecret } from "@/lib/security/secret";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { signupRewards } from "./auth-schema";
import { users } from "./schema";

export const SIGNUP_REWARD_TYPE = 2;

export type SignupRewardKind = "signup" | "invite";

function identityHash(kind: "email" | "cpf", value: string): string {
  return createHmac("sha256", authSecret()).update(`signup-identity:${kind}:${value}`).digest("base64url");
}

/** Keyed hashes of a person's e-mail (lower-cased) and CPF (digits), as claim rows store them. */
export function identityHashes(person: { email: string | null; cpf: string | null }): { emailHash: string | null; cpfHash: string | null } {
  const email = person.email?.trim().toLowerCase() || null;
  const cpf = person.cpf?.replace(/\D/g, "") || null;
  return { emailHash: email ? identityHash("email", email) : null, cpfHash: cpf ? identityHash("cpf", cpf) : null };
}

/**
 * Claims `kind` for the person behind `userId`. Returns the claim's id, or null when that e-mail or
 * CPF already claimed it on this station (ON CONFLICT covers both unique indexes; a racing claim
 * waits for the first one's transaction and then finds it).
 */
export async function claimSignupReward(
  tx: Tx,
  input: { stationId: number; userId: number; kind: SignupRewardKind; code?: string | null; activityId?: number | null },
): Promise<number | null> {
  const [person] = await tx
    .select({ email: users.email, cpf: users.cpf })
    .from(users)
    .where(and(eq(users.id, input.userId), eq(users.stationId, input.stationId)));
  if (!person) return null;
  const rows = await tx
    .insert(signupRewards)
    .values({
      stationId: input.stationId,
      kind: input.kind,
      ...identityHashes(person),
      userId: input.userId,
      code: input.code ?? null,
      activityId: input.activityId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: signupRewards.id });
  return rows[0]?.id ?? null;
}

/**
 * Pays the station's open "Cadastro premiado" activities to a member who just confirmed, as a
 * participation (so the activity shows done) with its ledger entry. Once per person: a retried
 * confirmation replays the same idempotency key, and a person deleted and signed up again finds
 * their claim. Returns the points paid now (hundredths).
 */
export async function paySignupReward(tx: Tx, input: { stationId: number; userId: number }): Promise<number> {
  const rewards = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.stationId, input.stationId), eq(activities.typeId, SIGNUP_REWARD_TYPE), eq(activities.active, true)))
    .orderBy(asc(activities.position), asc(activities.id));
  if (rewards.length === 0) return 0;
  const claim = await claimSignupReward(tx, { ...input, kind: "signup" });
  if (!claim) return 0;
  let paid = 0;
  for (const reward of rewards) {
    try {
      const result = await participate(tx, {
        stationId: input.stationId,
        userId: input.userId,
        activityId: reward.id,
        idempotencyKey: `signup-reward:${reward.id}:${input.userId}`,
        payload: { reason: "signup" },
        ledgerKind: "signup",
      });
      if (!result.replayed) paid += result.pointsAwarded;
    } catch (error) {
      // Closed, out of its window or behind a prerequisite: this one pays nothing, the others still do.
      if (!(error instanceof ParticipationError)) throw error;
    }
  }
  // Nothing was payable now: leave no claim, so it does not stand in for a reward never given.
  if (paid === 0) await tx.delete(signupRewards).where(eq(signupRewards.id, claim));
  return paid;
}

/** What the member earned from "Cadastro premiado" activities (hundredths), for the wizard's last screen. */
export async function signupRewardPoints(db: DbOrTx, stationId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`coalesce(sum(${participations.pointsAwarded}), 0)` })
    .from(participations)
    .innerJoin(activities, eq(activities.id, participations.activityId))
    .where(
      and(
        eq(participations.stationId, stationId),
        eq(participations.userId, userId),
        eq(participations.status, "done"),
        eq(activities.typeId, SIGNUP_REWARD_TYPE),
      ),
    );
  return Number(row?.total ?? 0);
}
