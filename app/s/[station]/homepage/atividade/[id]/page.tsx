// Alias listed by the spec: /homepage/atividade/{id} is the same detail.
import { redirect } from "next/navigation";

export default async function ActivityAlias({ params }: { params: Promise<{ id: string }> }) {
  redirect(`/homepage/atividades/${encodeURIComponent((await params).id)}`);
}
