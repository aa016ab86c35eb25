// sharp (with libvips, a native library of its own) is loaded the first time a picture is made, not
// when the server starts: a server that only answers from its page and image caches never needs it,
// and leaving it out keeps an idle process smaller. libvips' operation cache is turned off: each
// variant is made once and then kept on disk, so the cache would only hold memory.
export type Sharp = typeof import("sharp").default;

let loading: Promise<Sharp> | undefined;

export function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
