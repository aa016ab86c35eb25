import type { ArticleView } from "../../shared/module-data.ts";
import { ContentImage } from "../ui/content-image.tsx";
import { ArticleBody } from "./article-body.tsx";
import { Heading, type HeadingLevel } from "./heading.tsx";

/** One article: its picture beside the text on wide screens, the title, the body. */
export interface ArticleModuleProps {
  article: ArticleView;
  level: HeadingLevel;
  showTitle: boolean;
  showSummary: boolean;
}

export function ArticleModule({ article, level, showTitle, showSummary }: ArticleModuleProps) {
  return (
    <div className={article.imageKey ? "article-block has-image" : "article-block"}>
      {article.imageKey ? (
        <ContentImage
          className="article-block-image"
          imageKey={article.imageKey}
          alt=""
          ratio={[4, 3]}
          maxWidth={600}
          sizes="(min-width: 1280px) 560px, (min-width: 768px) 45vw, 100vw"
        />
      ) : null}
      <div className="article-block-text">
        {showTitle ? <Heading level={level}>{article.title}</Heading> : null}
        {article.summary && showSummary ? <p className="lead">{article.summary}</p> : null}
        <ArticleBody html={article.html} />
      </div>
    </div>
  );
}
