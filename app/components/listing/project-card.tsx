import { fillCount } from "../../i18n/fill.ts";
import type { Language } from "../../i18n/languages.ts";
import type { ProjectCard as ProjectCardData } from "../../shared/listing-view.ts";
import { ResponsiveImage } from "../media/responsive-image.tsx";
import { Link } from "../ui/link.tsx";
import type { CatalogMessages } from "./catalog-messages.ts";
export function ProjectCard({
  project,
  messages,
  language,
  eager = false,
}: {
  project: ProjectCardData;
  messages: CatalogMessages["projects"];
  language: Language;
  /** A picture in the first screen: loaded at once, with priority (it is the largest paint). */
  eager?: boolean;
}) {
  return (
    <article className={`property-card project-card${project.soldOut ? " is-closed" : ""}`}>
      <div className="property-card-media">
        {project.photoKey ? (
          <ResponsiveImage
            photoKey={project.photoKey}
            alt=""
            widths={[250, 400, 600]}
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
            width={project.photoWidth}
            height={project.photoHeight}
            eager={eager}
          />
        ) : (
          <span className="property-card-nophoto" />
        )}
        {project.soldOut ? <span className="marquee marquee-sold">{messages.soldOut}</span> : null}
      </div>
      <div className="property-card-body">
        <h2 className="property-card-title">
          {project.external ? (
            // A project on another site links out (SPEC.md section 2).
            <a href={project.href} target="_blank" rel="noopener noreferrer">
              {project.title} <span className="visually-hidden">({messages.external})</span>
            </a>
          ) : (
            <Link to={project.href}>{project.title}</Link>
          )}
        </h2>
        <p className="property-card-city">
          {project.zip} {project.city}
        </p>
        {project.units > 0 ? (
          <p className="project-card-units">
            {fillCount(language, messages.unitsCount, project.units)}
            {project.soldOut ? null : <> · {fillCount(language, messages.availableCount, project.available)}</>}
          </p>
        ) : null}
        {project.priceRange && !project.soldOut ? <p className="property-card-price">{project.priceRange}</p> : null}
        {project.delivery ? (
          <p>
            {messages.delivery}: {project.delivery}
          </p>
        ) : null}
        {project.number ? (
          <p className="project-number">
            {messages.number}: {project.number}
          </p>
        ) : null}
      </div>
    </article>
  );
}

export function ProjectGrid({
  projects,
  messages,
  language,
}: {
  projects: ProjectCardData[];
  messages: CatalogMessages["projects"];
  language: Language;
}) {
  return (
    <ul className="listing-grid per-row-3">
      {/* The first row's pictures are in the first screen, as on the property lists. */}
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard project={project} messages={messages} language={language} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}
