import type { ArticleView } from "../../shared/module-data.ts";
import { ContentImage } from "../ui/content-image.tsx";
import { Icon } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { Heading, type HeadingLevel } from "./heading.tsx";

/** A news-style card (services, testimonials): picture if any, title linking to the article, summary, author. */
export function NewsCard({ item, level, readMore }: { item: ArticleView; level: HeadingLevel; readMore: string }) {
  const summary = item.summary || item.firstParagraph;
  return (
    <article className="news-card">
      {item.imageKey ? (
        <div className="news-card-media">
          <ContentImage
            imageKey={item.imageKey}
            alt=""
            ratio={[3, 2]}
            maxWidth={400}
            sizes="(min-width: 1280px) 390px, (min-width: 768px) 45vw, 100vw"
          />
        </div>
      ) : null}
      <div className="news-card-body">
        <Heading level={level} className="news-card-title">
          {/* The link covers the whole card (CSS), one tab stop per card. */}
          {item.href ? <Link to={item.href}>{item.title}</Link> : item.title}
        </Heading>
        {summary ? <p>{summary}</p> : null}
        {item.data.author ? <p className="news-card-author">{item.data.author}</p> : null}
        {item.href ? (
          <span className="news-card-more" aria-hidden="true">
            {readMore}
            <Icon name="chevron-right" size={18} />
          </span>
        ) : null}
      </div>
    </article>
  );
}
