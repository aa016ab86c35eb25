import { useLoaderData } from "react-router";
import { publicPageHeaders } from "../.server/cache-control.ts";
import { loadProjectList } from "../.server/catalog/projects/project-loader.ts";
import { languageContext } from "../.server/request-language.ts";
import { siteData } from "../.server/site-settings.ts";
import { pageMeta } from "../components/frame/page-meta.ts";
import { useRootData } from "../components/frame/use-root-data.ts";
import { useCatalogMessages } from "../components/listing/catalog-messages.ts";
import { ProjectGrid } from "../components/listing/project-card.tsx";
import { fill } from "../i18n/fill.ts";
import { messagesFor } from "../i18n/messages.server.ts";
import type { Route } from "./+types/project-list";
export async function loader({ context }: Route.LoaderArgs) {
  const requestLanguage = context.get(languageContext);
  const { settings } = await siteData();
  const messages = messagesFor(requestLanguage.language).catalog.projects;
  const agency = settings.agency.name;
  return {
    ...(await loadProjectList(requestLanguage)),
    seo: {
      title: [messages.title, agency].filter(Boolean).join(" | "),
      description: fill(messages.description, { agency }),
    },
  };
}

export const headers = publicPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export default function ProjectList() {
  const { projects } = useLoaderData<typeof loader>();
  const messages = useCatalogMessages().projects;
  const { language } = useRootData();
  return (
    <div className="catalog-page">
      <h1>{messages.title}</h1>
      {projects.length === 0 ? (
        <p className="list-empty">{messages.none}</p>
      ) : (
        <ProjectGrid projects={projects} messages={messages} language={language} />
      )}
    </div>
  );
}
