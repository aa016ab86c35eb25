// Two to four properties side by side (/nl/vergelijken/?id=12&id=34): price and price per m², the
// areas and rooms, the energy label, what a sale costs on top of its price and a month of its loan
// (or a rental's rent and charges), then the detail page's rows any of them has. Rendered on the
// server from the address (app/.server/catalog/compare), so it works without a script and a link
// shows the same comparison; the loan's share, rate and term are a GET form kept in the address.
// Not for search engines.
/* oxlint-disable jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must take the focus (WCAG 2.1.1) */

import { type CompareCell, compareView } from "../.server/catalog/compare/compare-view.ts";
import { pageContext } from "../.server/page-context.ts";
import { pageMeta, rootOrigin } from "../components/frame/page-meta.ts";
import { ResponsiveImage } from "../components/media/responsive-image.tsx";
import { Link } from "../components/ui/link.tsx";
import { brusselsDay } from "../domain/brussels-day.ts";
import { ID_PARAMETER } from "../domain/favourites.ts";
import { href } from "../i18n/links.ts";
import { FAVOURITES_MESSAGES } from "../i18n/messages/favourites.ts";
import type { Route } from "./+types/compare";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { language, settings } = await pageContext(context);
  const messages = FAVOURITES_MESSAGES[language];
  const view = await compareView(url.searchParams, messages, language, settings.fallback, brusselsDay(Date.now()));
  const m = messages.compare;
  return {
    view,
    messages: m,
    favouritesHref: href("favourites", language),
    seo: { title: `${m.title} | ${settings.agency.name}`, description: m.description, robots: "noindex" },
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(loaderData?.seo, rootOrigin(matches));
}

type Loaded = Route.ComponentProps["loaderData"];
type LoanField = keyof Loaded["view"]["loan"]["values"];

function Cell({ cell, notGiven }: { cell: CompareCell | null; notGiven: string }) {
  if (!cell) {
    return (
      <td className="compare-empty">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{notGiven}</span>
      </td>
    );
  }
  return (
    <td>
      {cell.energy ? (
        <span className="compare-energy">
          <span className={`energy-badge ${cell.energy.tone ?? "energy-typed"}`}>{cell.energy.label}</span>
          {cell.energy.figure ? <span>{cell.energy.figure}</span> : null}
        </span>
      ) : (
        cell.text
      )}
      {cell.note ? <span className="compare-cell-note">{cell.note}</span> : null}
    </td>
  );
}

function LoanField({ view, name, label }: { view: Loaded["view"]; name: LoanField; label: string }) {
  const note = view.loan.notes[name];
  return (
    <div className={`form-field${note ? " has-error" : ""}`}>
      <label htmlFor={`loan-${name}`}>{label}</label>
      <input
        id={`loan-${name}`}
        name={name}
        type="text"
        inputMode={name === "years" ? "numeric" : "decimal"}
        autoComplete="off"
        defaultValue={view.loan.values[name]}
        aria-invalid={note ? true : undefined}
        aria-describedby={note ? `loan-${name}-note` : undefined}
      />
      {note ? (
        <p className="field-error" id={`loan-${name}-note`}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { view, messages, favouritesHref } = loaderData;
  const { columns } = view;
  const span = columns.length + 1;
  return (
    <div className="container page-body compare-page">
      <h1 id="compare-title">{messages.title}</h1>
      {view.notes.map((note) => (
        <p key={note} className="favourites-notice">
          {note}
        </p>
      ))}
      {columns.length < 2 ? (
        <p className="lead">{messages.tooFew}</p>
      ) : (
        <>
          {/* A region that scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (WCAG 2.1.1). */}
          <section className="compare-scroll" aria-labelledby="compare-title" tabIndex={0}>
            <table className={`compare-table columns-${columns.length}`}>
              <caption className="visually-hidden">{messages.regionLabel}</caption>
              <thead>
                <tr>
                  <td>
                    <span className="visually-hidden">{messages.regionLabel}</span>
                  </td>
                  {columns.map((column) => (
                    <th key={column.id} scope="col">
                      {column.photoKey ? (
                        <ResponsiveImage
                          photoKey={column.photoKey}
                          alt=""
                          widths={[250, 400]}
                          sizes="(min-width: 1280px) 260px, 45vw"
                          width={column.photoWidth}
                          height={column.photoHeight}
                        />
                      ) : null}
                      <Link to={column.href} className="compare-title">
                        {column.title}
                      </Link>
                      <Link
                        to={column.withoutHref}
                        className="compare-remove"
                        aria-label={`${messages.remove}: ${column.title}`}
                      >
                        {messages.remove}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr className="compare-section">
                  <th scope="colgroup" colSpan={span}>
                    {messages.keyFigures}
                  </th>
                </tr>
                {view.keyRows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">
                      {row.label}
                      {row.note ? <span className="compare-row-note">{row.note}</span> : null}
                    </th>
                    {row.values.map((cell, index) =>
                      row.key === "costsOnTop" && cell && columns[index]?.calculatorHref ? (
                        <td key={columns[index]?.id}>
                          {cell.text}
                          {cell.note ? <span className="compare-cell-note">{cell.note}</span> : null}
                          <Link to={columns[index]?.calculatorHref ?? ""} className="compare-cell-link">
                            {messages.calculatorLink}
                          </Link>
                        </td>
                      ) : (
                        <Cell key={columns[index]?.id} cell={cell} notGiven={messages.notGiven} />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
              {view.sections.map((section) => (
                <tbody key={section.group}>
                  <tr className="compare-section">
                    <th scope="colgroup" colSpan={span}>
                      {section.title}
                    </th>
                  </tr>
                  {section.rows.map((row) => (
                    <tr key={row.key}>
                      <th scope="row">{row.label}</th>
                      {row.values.map((value, index) => (
                        <Cell
                          key={columns[index]?.id}
                          cell={value === null ? null : { text: value }}
                          notGiven={messages.notGiven}
                        />
                      ))}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </section>
          <form method="get" className="lead-form compare-loan">
            {view.ids.map((id) => (
              <input key={id} type="hidden" name={ID_PARAMETER} value={id} />
            ))}
            <fieldset className="form-section">
              <legend>{messages.loanLegend}</legend>
              <div className="form-grid">
                <LoanField view={view} name="share" label={messages.share} />
                <LoanField view={view} name="rate" label={messages.rate} />
                <LoanField view={view} name="years" label={messages.years} />
              </div>
            </fieldset>
            <button type="submit" className="btn btn-accent">
              {messages.recalculate}
            </button>
          </form>
        </>
      )}
      <p>
        <Link to={favouritesHref}>{messages.backToFavourites}</Link>
      </p>
    </div>
  );
}
