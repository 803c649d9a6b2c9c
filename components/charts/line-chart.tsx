"use client";

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface LineSeries {
  key: string;
  dataKey: string;
  color: string;
  /** Dashed, without dots or a legend entry (e.g. a simulation beside the exact line). */
  dashed?: boolean;
}

/**
 * Percentages by turn as lines, drawn for the eye only: the table beside it carries the same
 * numbers for everyone else, so it takes no Tab stop. Loaded on its own (next/dynamic).
 */
export default function PercentLines({ data, xKey, lines }: { data: Record<string, number | string>[]; xKey: string; lines: LineSeries[] }) {
  return (
    <div aria-hidden="true" inert className="h-full w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey={xKey} />
          <YAxis domain={[0, 100]} unit="%" />
          <Tooltip />
          <Legend />
          {lines.map((l) =>
            l.dashed ? (
              <Line
                key={l.key}
                type="monotone"
                dataKey={l.dataKey}
                stroke={l.color}
                strokeDasharray="4 4"
                dot={false}
                legendType="none"
                isAnimationActive={false}
              />
            ) : (
              <Line key={l.key} type="monotone" dataKey={l.dataKey} stroke={l.color} isAnimationActive={false} />
            ),
          )}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
