import { useLoaderData } from "react-router";
import { publicPageHeaders } from "../.server/cache-control.ts";
import { catalogTexts } from "../.server/catalog/catalog-texts.ts";
import { loadProjectList } from "../.server/catalog/projects/project-loader.ts";
import { languageContext } from "../.server/request-language.ts";
import { pageMeta } from "../components/frame/page-meta.ts";
import { useCatalogMessages } from "../components/listing/catalog-messages.ts";
import { ProjectGrid } from "../components/listing/project-card.tsx";
import { fill } from "../i18n/fill.ts";
import type { RootData } from "../shared/root-data.ts";
import type { Route } from "./+types/project-list";
export async function loader({ context }: Route.LoaderArgs) {
  const requestLanguage = context.get(languageContext);
  return { ...(await loadProjectList(requestLanguage)), ...catalogTexts(requestLanguage.language, ["projects"]) };
}

export const headers = publicPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!root || !loaderData) return [];
  const messages = loaderData.catalogTexts.projects;
  const agency = root.agency.name;
  return pageMeta({
    title: [messages.title, agency].filter(Boolean).join(" | "),
    description: fill(messages.description, { agency }),
  });
}

export default function ProjectList() {
  const { projects } = useLoaderData<typeof loader>();
  const messages = useCatalogMessages().projects;
  return (
    <div className="catalog-page">
      <h1>{messages.title}</h1>
      {projects.length === 0 ? (
        <p className="list-empty">{messages.none}</p>
      ) : (
        <ProjectGrid projects={projects} messages={messages} />
      )}
    </div>
  );
}
