// sharp (with libvips, a native library of its own) is loaded the first time a picture is made, not
// when the server starts: a server that only answers from its page and image caches never needs it,
// and leaving it out keeps an idle process smaller.
type Sharp = typeof import("sharp").default;

let loading: Promise<Sharp> | undefined;

export function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
