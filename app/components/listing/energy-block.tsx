import type { EnergyBlockData } from "../../shared/detail-view.ts";
import type { CatalogMessages } from "./catalog-messages.ts";
/** The EPC label on its region's scale (or Luxembourg's text), the EPC figures and the renovation notice. */
export function EnergyBlock({ energy, messages }: { energy: EnergyBlockData; messages: CatalogMessages["detail"] }) {
  if (!energy.label && energy.rows.length === 0) return null;
  const label = energy.label;
  return (
    <section className="detail-section energy-block" aria-labelledby="energy-title">
      <h2 id="energy-title">{messages.energy}</h2>
      {label?.kind === "scale" ? (
        <div className="energy-scale">
          <p className="energy-current">
            {messages.epcLabel}: <span className={`energy-badge ${label.tone}`}>{label.text}</span>
          </p>
          <ol className="energy-steps" aria-hidden="true">
            {label.scale.map((step) => (
              <li key={step.label} className={`${step.tone}${step.current ? " is-current" : ""}`}>
                {step.text}
              </li>
            ))}
          </ol>
        </div>
      ) : label?.kind === "text" ? (
        <p className="energy-current">
          {label.luxembourg ? messages.luxembourgLabel : messages.epcLabel}: <strong>{label.text}</strong>
        </p>
      ) : null}
      {energy.rows.length > 0 ? (
        <dl className="attribute-list">
          {energy.rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {energy.renovationNotice ? <p className="energy-notice">{messages.renovationNotice}</p> : null}
    </section>
  );
}
