import { lazy, type ReactNode, Suspense } from "react";
import type { BannerView } from "../../shared/module-data.ts";
import { useRootData } from "../frame/use-root-data.ts";
import { ContentImage } from "../ui/content-image.tsx";
import { BannerVideo } from "./banner-video.tsx";
import { Slideshow } from "./slideshow.tsx";

// A banner's platform video is rare. Its player, which a property's videos and tours use too, is
// fetched for a banner that has one: imported here, it went into the content modules' file, and a
// property's page loaded all of that (4.3 KB compressed) for the player (0.8 KB). Rendered on the
// server as ever; in the browser its HTML stays as it came until the player's file is there.
const ClickToLoad = lazy(() =>
  import("../listing/media-players.tsx").then((module) => ({ default: module.ClickToLoad })),
);

export interface BannerProps {
  banner: BannerView;
  /** hero: the tall home banner; page: the lower banner of the other pages. */
  variant: "hero" | "page";
  /** Extra content under the title (the home hero's search box). */
  children?: ReactNode;
}

function BannerMedia({ banner }: { banner: BannerView }) {
  const m = useRootData().messages.media;
  const [first] = banner.images;
  if (banner.type === "video" && banner.video) return <BannerVideo src={banner.video} poster={first ?? null} m={m} />;
  if (banner.type === "gallery" && banner.images.length > 1) return <Slideshow images={banner.images} m={m} />;
  // A platform's video plays in the content below (BannerEmbed); its poster is the banner's picture.
  if ((banner.type === "image" || banner.type === "gallery" || banner.type === "video") && first) {
    // The first picture is the page's largest paint: no lazy loading.
    return (
      <ContentImage
        className="banner-image"
        imageKey={first}
        alt=""
        ratio={[16, 9]}
        maxWidth={1920}
        sizes="100vw"
        eager
      />
    );
  }
  return null;
}

/**
 * A banner video on a platform (YouTube, Vimeo, Facebook): its poster with a play button naming the
 * platform; the platform's frame loads only with the visitor's consent to social media.
 */
function BannerEmbed({ banner }: { banner: BannerView }) {
  const m = useRootData().messages.media;
  const [first] = banner.images;
  if (banner.type !== "video" || !banner.embed) return null;
  return (
    <div className="banner-embed">
      <Suspense fallback={null}>
        <ClickToLoad
          kind="video"
          src={banner.embed.embedUrl}
          link={banner.embed.url}
          platform={banner.embed.platform}
          title={banner.title}
          frameTitle={`${banner.title}: ${m.playVideo}`}
          poster={first ? { key: first, width: null, height: null, caption: "", alt: "" } : undefined}
        />
      </Suspense>
    </div>
  );
}

/** The page's banner, with its title as the page's h1. */
export function Banner({ banner, variant, children }: BannerProps) {
  const tone = banner.tone ? ` tone-bg-${banner.tone}` : "";
  const hasMedia = banner.type !== "color";
  return (
    <section className={`banner banner-${variant}${hasMedia ? " has-media" : tone}`} aria-labelledby="page-title">
      <div className="container banner-content">
        <h1 id="page-title" className="banner-title">
          {banner.title}
        </h1>
        {banner.description ? <p className="banner-description">{banner.description}</p> : null}
        <BannerEmbed banner={banner} />
        {children}
      </div>
      {/* After the text in the document, though drawn behind it: the title and the search box come
          first to a keyboard and a screen reader, the slideshow's controls after them. */}
      {hasMedia ? (
        <div className="banner-media">
          <BannerMedia banner={banner} />
        </div>
      ) : null}
    </section>
  );
}
