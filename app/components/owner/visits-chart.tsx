// The last 30 days of a property's views as a line chart drawn on the server (SVG, no script), one
// line per source: the site and each portal that reports figures, told apart by colour and by dash
// so colour is not needed. The same figures stand in a table for screen readers.

import { dateTimeFormat } from "../../i18n/format.ts";
import type { Language } from "../../i18n/languages.ts";

export interface ChartSeries {
  name: string;
  values: number[];
}

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { left: 44, right: 12, top: 12, bottom: 34 };
const STYLES = [
  { stroke: "#a8481f", dash: "" },
  { stroke: "#16343a", dash: "6 4" },
  { stroke: "#6b5b12", dash: "2 3" },
  { stroke: "#5b3a8a", dash: "10 3 2 3" },
];

/** A round top for the scale: 1, 2 or 5 times a power of ten, at least the highest value. */
export function scaleTop(max: number): number {
  if (max <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= max) ?? max;
}

export function VisitsChart({
  days,
  series,
  labels,
  language,
}: {
  days: string[];
  series: ChartSeries[];
  labels: { caption: string; day: string };
  language: Language;
}) {
  const top = scaleTop(Math.max(0, ...series.flatMap((line) => line.values)));
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (days.length > 1 ? (index / (days.length - 1)) * innerWidth : 0);
  const y = (value: number) => PAD.top + innerHeight - (value / top) * innerHeight;
  const short = dateTimeFormat(language, { day: "numeric", month: "short", timeZone: "UTC" });
  const dayText = (day: string) => short.format(new Date(`${day}T12:00:00Z`));
  return (
    <figure className="visits-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(top * share)} y2={y(top * share)} className="chart-grid" />
            <text x={PAD.left - 6} y={y(top * share) + 4} textAnchor="end" className="chart-label">
              {Math.round(top * share)}
            </text>
          </g>
        ))}
        {days.map((day, index) =>
          // A label each week, counted back from today so the last one is today's and none overlap.
          (days.length - 1 - index) % 7 === 0 ? (
            // Today's label ends at the chart's edge instead of running past it.
            <text
              key={day}
              x={x(index)}
              y={HEIGHT - 10}
              textAnchor={index === days.length - 1 ? "end" : "middle"}
              className="chart-label"
            >
              {dayText(day)}
            </text>
          ) : null,
        )}
        {series.map((line, index) => {
          const style = STYLES[index % STYLES.length] ?? STYLES[0];
          return (
            <polyline
              key={line.name}
              points={line.values.map((value, day) => `${x(day).toFixed(1)},${y(value).toFixed(1)}`).join(" ")}
              fill="none"
              stroke={style?.stroke}
              strokeWidth="2.5"
              strokeDasharray={style?.dash || undefined}
              strokeLinejoin="round"
            />
          );
        })}
      </svg>
      <figcaption>
        <ul className="chart-legend">
          {series.map((line, index) => {
            const style = STYLES[index % STYLES.length] ?? STYLES[0];
            return (
              <li key={line.name}>
                <svg width="28" height="10" aria-hidden="true" focusable="false">
                  <line
                    x1="0"
                    x2="28"
                    y1="5"
                    y2="5"
                    stroke={style?.stroke}
                    strokeWidth="3"
                    strokeDasharray={style?.dash || undefined}
                  />
                </svg>
                {line.name}
              </li>
            );
          })}
        </ul>
      </figcaption>
      {/* A table keeps its own width even when clipped: the wrapper is what is hidden. */}
      <div className="visually-hidden">
        <table>
          <caption>{labels.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.day}</th>
              {series.map((line) => (
                <th key={line.name} scope="col">
                  {line.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{dayText(day)}</th>
                {series.map((line) => (
                  <td key={line.name}>{line.values[index] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
