// The activity detail of the member area: image (not for 18), tabs,
// sanitised description, first video, then the body of the activity's type. Server component;
// the bodies are client components calling Server Actions.
import Link from "next/link";
import { ActivityPlayBody } from "@/components/activities/play";
import { ProductPicker } from "@/components/commerce/product-picker";
import { FeatureLink } from "@/components/member/feature-link";
import type { ActivityDetail } from "@/lib/activities/queries";
import { loadLottie } from "@/lib/activities/research/queries";
import { isDonationType, isInviteType, isPlayType, limitFollowUp } from "@/lib/activities/types";
import type { SessionUser } from "@/lib/auth/session";
import { sanitizeHtml } from "@/lib/security/sanitize";
import { getDb } from "@/lib/db/client";
import { formatStationCurrency } from "@/lib/format";
import { currencyOf } from "@/lib/activities/member-pages";
import { isFeatureOn } from "@/lib/stations/features";
import type { Station } from "@/lib/stations/queries";
import { ActivitySocial } from "@/components/social/activity-social";
import { activityLikes } from "@/lib/social/likes";
import { RichText } from "../rich-text";
import { AgreementBody } from "./agreement-body";
import { CouponBody } from "./coupon-body";
import { CourseBody } from "./course-body";
import { DeliveryBody } from "./delivery-body";
import { DetailTabs } from "./detail-tabs";
import { DonationBody } from "./donation-body";
import { FirstVideo } from "./first-video";
import { InviteBody } from "./invite-body";
import { ShareBody } from "./share-body";
import { ContentDoneButton, ExternalLinkBody } from "./simple-body";
import { StationImage } from "@/components/ui/station-image";

export async function ActivityDetailView({ station, user, activity, shareLink }: { station: Station; user: SessionUser; activity: ActivityDetail; shareLink: string }) {
  const currency = currencyOf(station);
  const a = activity;
  const play = isPlayType(a.typeId);
  const closed = a.window !== "open" || a.limitReached || a.blockedBy.length > 0;
  const feedback = {
    html: a.feedbackMessage ? sanitizeHtml(a.feedbackMessage) : null,
    lottie: await loadLottie(await getDb(), station.id, a.feedbackLottieId),
  };
  const rulesHtml = a.typeId !== 16 && a.hasRules && a.rules ? sanitizeHtml(a.rules) : null;
  const social = a.commentsAndLikesEnabled ? await activityLikes(await getDb(), station.id, a.id, user.id) : null;

  const general = (
    <div className="space-y-6">
      {a.description && (
        <RichText html={sanitizeHtml(a.description)} className="rounded-3xl border border-line bg-white p-6 text-ink shadow-sm" />
      )}
      {a.firstVideo && a.typeId !== 18 && (
        <div className="overflow-hidden rounded-3xl bg-black">
          <FirstVideo provider={a.firstVideo.provider} source={a.firstVideo.source} name={a.firstVideo.name} />
        </div>
      )}
      {!play && <Notices activity={a} />}
      {body()}
      {social && <ActivitySocial activityId={a.id} liked={social.liked} likes={social.likes} />}
    </div>
  );

  function body() {
    if (play) return <ActivityPlayBody station={station} activity={a} user={user} />;
    if (isInviteType(a.typeId)) return <InviteBody activityId={a.id} disabled={closed} />;
    if (isDonationType(a.typeId)) return <DonationBody activityId={a.id} currency={currency} feedback={feedback} disabled={closed} />;
    switch (a.typeId) {
      case 2:
        return null; // Signup reward: nothing in the authenticated detail.
      case 3:
        // A shop activity sells products through the cart, a coupon activity sells its coupon; one
        // activity may have both.
        return (
          <div className="space-y-6">
            {a.products.length > 0 && <ProductPicker typeId={a.typeId} products={a.products} disabled={closed} cartOff={!isFeatureOn(station, "cart")} />}
            <CouponBody activityId={a.id} name={a.name} coupons={a.coupons} vouchers={a.vouchers} currency={currency} disabled={closed} cartOff={!isFeatureOn(station, "cart")} />
          </div>
        );
      case 4:
        return <CourseBody activityId={a.id} name={a.name} brand={{ name: station.name, mainBrandImage: station.mainBrandImage, secondaryBrandImage: station.secondaryBrandImage }} courses={a.presentialCourses} vouchers={a.vouchers} disabled={closed} />;
      case 5:
        return <ShareBody activityId={a.id} link={shareLink} text={`${a.name} — ${station.name}`} disabled={closed} />;
      case 13: {
        const url = a.redirectLinks[0]?.url;
        return url ? (
          <ExternalLinkBody activityId={a.id} url={url} label={a.clickMeLabel ?? "Acessar"} currency={currency} feedback={feedback} canEarn={!closed} />
        ) : null;
      }
      case 14:
        return (
          <DeliveryBody
            activityId={a.id}
            user={{ name: user.name, cpf: user.cpf }}
            products={a.products}
            locations={a.deliveryLocations}
            discountDelivery={a.discountDelivery}
            disabled={closed}
          />
        );
      case 15:
        return a.agreement ? <AgreementBody activityId={a.id} agreement={a.agreement} currency={currency} feedback={feedback} disabled={closed} /> : null;
      case 16:
        return (
          <div className="space-y-4">
            {a.contents.map((c, i) => (
              <div key={i} className="rounded-3xl border border-line bg-white p-6 text-ink shadow-sm">
                <RichText html={sanitizeHtml(c.text)} />
                {c.link && (
                  <a href={c.link} target="_blank" rel="noopener noreferrer" className="mt-3 inline-block font-bold text-brand-ink underline">
                    Saiba mais
                  </a>
                )}
              </div>
            ))}
            {a.points > 0 && <ContentDoneButton activityId={a.id} currency={currency} feedback={feedback} hasDone={a.hasDone} disabled={closed} />}
          </div>
        );
      default:
        return null;
    }
  }

  return (
    <article className="mx-auto max-w-3xl">
      <nav aria-label="Você está em" className="mb-4 text-sm text-ink-muted">
        <Link href="/homepage/atividades" className="font-semibold text-brand-ink hover:underline">
          Atividades
        </Link>
        <span aria-hidden> / </span>
        <span>{a.typeName}</span>
      </nav>
      {a.typeId !== 18 && a.image && (
        <StationImage src={a.image} alt="" width={1600} height={900} priority className="mb-6 aspect-[16/9] w-full rounded-3xl object-cover shadow-sm" />
      )}
      <header className="mb-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-brand-soft px-3 py-1 text-xs font-bold tracking-wide text-brand-ink uppercase">{a.typeName}</span>
          {a.points > 0 && <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-900">+ {formatStationCurrency(a.points, currency)}</span>}
          {a.hasDone && <span className="rounded-full bg-emerald-100 px-3 py-1 text-xs font-bold text-emerald-900">Concluída</span>}
        </div>
        <h1 className="mt-3 text-2xl font-bold text-ink md:text-3xl">{a.name}</h1>
      </header>
      {a.typeId === 16 ? general : <DetailTabs general={general} rulesHtml={rulesHtml} />}
    </article>
  );
}

export function Notices({ activity: a }: { activity: ActivityDetail }) {
  if (a.window !== "open" && a.windowMessage) {
    return (
      <p role="status" className="rounded-3xl border border-amber-300 bg-amber-50 p-5 font-semibold text-amber-900" data-testid="window-message">
        {a.windowMessage}
      </p>
    );
  }
  if (a.limitReached && a.limitMessage) {
    return (
      <div role="status" className="flex flex-col gap-3 rounded-3xl border border-line bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="font-semibold text-ink">{a.limitMessage}</p>
        <FeatureLink feature={limitFollowUp(a.typeId).feature}>{limitFollowUp(a.typeId).label}</FeatureLink>
      </div>
    );
  }
  if (a.blockedBy.length > 0) {
    return (
      <div role="status" className="rounded-3xl border border-line bg-brand-soft p-5 text-ink">
        <p className="font-bold">Quase lá</p>
        <p className="mt-1">Para participar, conclua antes:</p>
        <ul className="mt-2 list-inside list-disc font-semibold">
          {a.prerequisites.filter((p) => !p.done).map((p) => (
            <li key={p.id}>
              <Link href={`/homepage/atividades/${p.id}`} className="underline">
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return null;
}
