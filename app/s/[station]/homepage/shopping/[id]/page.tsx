// /homepage/shopping/{id}: buying one shop activity's products directly (the product names this
// screen but never showed it). Ours: the activity's header (image, name, cashback),
// the notice when it is closed to the member, and the product picker; adding opens the cart's
// checkout. The description and rules stay on /homepage/atividades/{id}, linked from here.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ShoppingCartIcon } from "lucide-react";
import { Notices } from "@/components/activities/detail/activity-detail";
import { ProductPicker } from "@/components/commerce/product-picker";
import { Button } from "@/components/ui/button";
import { loadActivityDetail } from "@/lib/activities/member-pages";
import { requireMemberPage } from "@/lib/auth/guard";
import { isShopType } from "@/lib/commerce/cart";
import { isFeatureOn, MEMBER_FEATURES } from "@/lib/stations/features";
import { StationImage } from "@/components/ui/station-image";

/** "pontos" when the station names no currency of its own. */
const currencyName = (station: { currencyName: string | null }) => station.currencyName?.trim() || "pontos";

type Props = { params: Promise<{ station: string; id: string }> };

async function load(params: Props["params"]) {
  const member = await requireMemberPage(params);
  if (!member) return null;
  const { station, user } = member;
  if (!isFeatureOn(station, "cart")) notFound();
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const activity = await loadActivityDetail(station.id, user.id, id);
  if (!activity || !isShopType(activity.typeId) || activity.products.length === 0) notFound();
  return { station, activity };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  return { title: loaded ? `Comprar: ${loaded.activity.name}` : "Comprar" };
}

export default async function ShoppingPage({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) return null;
  const { station, activity: a } = loaded;
  const closed = a.window !== "open" || a.limitReached || a.blockedBy.length > 0;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="flex items-center gap-4 rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-5">
        {a.image && (
          <StationImage src={a.image} alt="" width={96} height={96} priority className="size-20 shrink-0 rounded-2xl object-cover sm:size-24" />
        )}
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-bold text-ink sm:text-2xl">{a.name}</h1>
          {a.points > 0 && <p className="mt-1 text-sm font-semibold text-emerald-700">Compras aqui dão cashback em {currencyName(station)}</p>}
          <Link href={`/homepage/atividades/${a.id}`} className="mt-1 inline-block text-sm font-bold text-brand-ink hover:underline">
            Ver detalhes e regras
          </Link>
        </div>
        <Button asChild variant="outline" size="sm" className="hidden sm:inline-flex">
          <Link href={MEMBER_FEATURES.cart.route}>
            <ShoppingCartIcon className="size-4" aria-hidden /> Carrinho
          </Link>
        </Button>
      </header>
      <Notices activity={a} />
      <ProductPicker typeId={a.typeId} products={a.products} disabled={closed} />
    </div>
  );
}
