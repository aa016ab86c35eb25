// A property's views per day as a line chart drawn on the server (SVG, no script), one line per
// source: the site and each portal that reports figures, told apart by colour and by dash so colour
// is not needed. The same figures stand in a table for screen readers.
//
// Only the lines stretch with the column. The axis labels are drawn in SVGs without a viewBox,
// placed in percentages, so they keep their size in CSS pixels: a chart scaled down to a phone's
// width would otherwise shrink its text to a few pixels.

import { formatNumber } from "../../i18n/format.ts";
import type { Language } from "../../i18n/languages.ts";
import { dayLabel } from "./owner-days.ts";

export interface ChartSeries {
  name: string;
  /** One per day; null for a day whose figure has not arrived (a gap, not a zero). */
  values: (number | null)[];
}

/** The plot's own units: 10 per day across, 100 from the top of the scale to 0. */
const DAY_WIDTH = 10;
const PLOT_HEIGHT = 100;
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

/**
 * The path of a line through the days that have a value: a missing day breaks it, and a day alone
 * between two missing ones is a dot (a segment of no length, drawn with round caps).
 */
export function linePath(values: readonly (number | null)[], top: number): string {
  const commands: string[] = [];
  let drawing = false;
  values.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    const point = `${index * DAY_WIDTH} ${(PLOT_HEIGHT - (value / top) * PLOT_HEIGHT).toFixed(2)}`;
    const alone = !drawing && (values[index + 1] ?? null) === null;
    commands.push(`${drawing ? "L" : "M"}${point}${alone ? "h0" : ""}`);
    drawing = true;
  });
  return commands.join(" ");
}

/**
 * Which days get a label: one a week counted back from today, so the last is today's. On a phone
 * only every other one is shown (`minor` ones are hidden), so none run into each other.
 */
export function dayTicks(count: number): { index: number; minor: boolean }[] {
  const ticks: { index: number; minor: boolean }[] = [];
  for (let back = 0; back < count; back += 7) ticks.push({ index: count - 1 - back, minor: (back / 7) % 2 === 1 });
  return ticks.reverse();
}

export function VisitsChart({
  days,
  series,
  labels,
  language,
}: {
  days: string[];
  series: ChartSeries[];
  labels: { caption: string; day: string; notYet: string };
  language: Language;
}) {
  const top = scaleTop(Math.max(0, ...series.flatMap((line) => line.values.filter((value) => value !== null))));
  const span = Math.max(1, days.length - 1);
  const share = (index: number) => `${((index / span) * 100).toFixed(3)}%`;
  return (
    <figure className="visits-chart">
      <div className="chart-frame">
        <svg className="chart-y" aria-hidden="true" focusable="false">
          {[1, 0.5, 0].map((part) => (
            <text key={part} x="100%" dx="-6" y={`${(1 - part) * 100}%`} className="chart-label" textAnchor="end">
              {formatNumber(Math.round(top * part), language, { maximumFractionDigits: 0 })}
            </text>
          ))}
        </svg>
        <svg
          className="chart-plot"
          viewBox={`0 0 ${span * DAY_WIDTH} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {[0, 0.5, 1].map((part) => (
            <line
              key={part}
              x1="0"
              x2={span * DAY_WIDTH}
              y1={part * PLOT_HEIGHT}
              y2={part * PLOT_HEIGHT}
              className="chart-grid"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {series.map((line, index) => {
            const style = STYLES[index % STYLES.length] ?? STYLES[0];
            return (
              <path
                key={line.name}
                d={linePath(line.values, top)}
                fill="none"
                stroke={style?.stroke}
                strokeWidth="2.5"
                strokeDasharray={style?.dash || undefined}
                strokeLinejoin="round"
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
              />
            );
          })}
        </svg>
        <svg className="chart-x" aria-hidden="true" focusable="false">
          {dayTicks(days.length).map(({ index, minor }) => {
            const day = days[index] ?? "";
            // Today's label ends at the chart's edge instead of running past it.
            const last = index === days.length - 1 && days.length > 1;
            return (
              <text
                key={day}
                x={share(index)}
                y="0"
                dy="1.6em"
                textAnchor={last ? "end" : "middle"}
                className={minor ? "chart-label chart-label-minor" : "chart-label"}
              >
                {dayLabel(day, language)}
              </text>
            );
          })}
        </svg>
      </div>
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
                <th scope="row">{dayLabel(day, language)}</th>
                {series.map((line) => {
                  const value = line.values[index] ?? null;
                  return <td key={line.name}>{value === null ? labels.notYet : value}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
