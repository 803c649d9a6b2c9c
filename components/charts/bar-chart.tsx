"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface BarSeries {
  key: string;
  label: string;
  color: string;
}

/**
 * A stacked bar chart drawn for the eye only: its table beside it carries the same numbers
 * for everyone else, so it is hidden from assistive technology and takes no Tab stop.
 * Loaded on its own (next/dynamic) by the pages that show it.
 */
export default function StackedBars({ data, bars }: { data: Record<string, number | string>[]; bars: BarSeries[] }) {
  return (
    <div aria-hidden="true" inert className="h-44 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -20 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="x" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          {bars.length > 1 && <Legend />}
          {bars.map((b) => (
            <Bar key={b.key} dataKey={b.key} name={b.label} stackId="a" fill={b.color} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
