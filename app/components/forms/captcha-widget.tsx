// The invisible proof-of-work captcha: it starts solving as soon as it is shown (when the visitor
// starts on the form) and puts its answer in a hidden "altcha" field. Rendered only in the browser
// (it is a custom element with workers); a visitor without JavaScript sends the form without it, and
// the lead is kept unverified.
import { createElement, useEffect, useState } from "react";
import { CAPTCHA_FIELD } from "../../shared/form-view.ts";

/** The widget's states after which no answer is coming (or one is there). */
const SETTLED_STATES = new Set(["verified", "error", "expired"]);

/** `onSettled` is called once the widget has its answer, or has given up. */
export function CaptchaWidget(props: { language: string; onSettled: () => void }) {
  const { onSettled } = props;
  const [ready, setReady] = useState(false);
  const [widget, setWidget] = useState<HTMLElement | null>(null);
  useEffect(() => {
    let live = true;
    import("./captcha-loader.ts")
      .then(({ loadCaptcha }) => loadCaptcha())
      .then(() => {
        if (live) setReady(true);
      })
      .catch(() => {
        // No captcha: the form still goes out, marked unverified.
        if (live) onSettled();
      });
    return () => {
      live = false;
    };
  }, [onSettled]);
  useEffect(() => {
    if (!widget) return;
    const onState = (event: Event) => {
      const state = (event as CustomEvent<{ state?: string }>).detail?.state;
      if (state && SETTLED_STATES.has(state)) onSettled();
    };
    widget.addEventListener("statechange", onState);
    return () => widget.removeEventListener("statechange", onState);
  }, [widget, onSettled]);
  if (!ready) return null;
  return createElement("altcha-widget", {
    ref: setWidget,
    challenge: "/api/captcha",
    name: CAPTCHA_FIELD,
    auto: "onload",
    display: "invisible",
    language: props.language,
  });
}
