"use client";
// Relatórios' charts (recharts): bars that fill their box's width, so they shrink to a phone's.
// Each chart is drawn inside a <figure> whose caption and table, beside it on the page, carry the
// same numbers for whoever cannot see the bars. Colours are dark enough to read on white.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export const CHART_COLORS = { primary: "#0369a1", secondary: "#b45309" } as const;

const compact = new Intl.NumberFormat("pt-BR", { notation: "compact", maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat("pt-BR");
/** Hundredths as a number of units for the axes and tooltips (display only). */
const units = (hundredths: number) => hundredths / 100;

export function ActivitiesChart({ data }: { data: { name: string; participations: number }[] }) {
  return (
    <div className="h-64 w-full" data-chart="atividades">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16, top: 4, bottom: 4 }}>
          <CartesianGrid horizontal={false} stroke="#e2e8f0" />
          <XAxis type="number" allowDecimals={false} tickFormatter={(v: number) => compact.format(v)} tick={{ fill: "#334155", fontSize: 12 }} />
          <YAxis type="category" dataKey="name" width={110} tick={{ fill: "#334155", fontSize: 12 }} tickFormatter={(v: string) => (v.length > 16 ? `${v.slice(0, 15)}…` : v)} />
          <Tooltip formatter={(v) => [whole.format(Number(v)), "Participações"]} />
          <Bar dataKey="participations" name="Participações" fill={CHART_COLORS.primary} radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function PointsChart({ data }: { data: { label: string; issued: number; redeemed: number }[] }) {
  return (
    <div className="h-72 w-full" data-chart="pontos">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data.map((d) => ({ ...d, issued: units(d.issued), redeemed: units(d.redeemed) }))} margin={{ left: 0, right: 8, top: 4, bottom: 4 }}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fill: "#334155", fontSize: 12 }} minTickGap={16} />
          <YAxis width={48} tickFormatter={(v: number) => compact.format(v)} tick={{ fill: "#334155", fontSize: 12 }} />
          <Tooltip formatter={(v, name) => [decimal.format(Number(v)), name]} />
          <Legend wrapperStyle={{ fontSize: 13, color: "#334155" }} />
          <Bar dataKey="issued" name="Emitidos" fill={CHART_COLORS.primary} />
          <Bar dataKey="redeemed" name="Resgatados" fill={CHART_COLORS.secondary} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function RevenueChart({ data }: { data: { label: string; net: number }[] }) {
  return (
    <div className="h-64 w-full" data-chart="receita">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data.map((d) => ({ ...d, net: units(d.net) }))} margin={{ left: 0, right: 8, top: 4, bottom: 4 }}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fill: "#334155", fontSize: 12 }} />
          <YAxis width={56} tickFormatter={(v: number) => `R$ ${compact.format(v)}`} tick={{ fill: "#334155", fontSize: 12 }} />
          <Tooltip formatter={(v) => [`R$ ${decimal.format(Number(v))}`, "Líquido"]} />
          <Bar dataKey="net" name="Líquido" fill={CHART_COLORS.primary} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
