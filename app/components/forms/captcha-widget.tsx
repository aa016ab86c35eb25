// The invisible proof-of-work captcha: it starts solving as soon as the form is shown and puts its
// answer in a hidden "altcha" field. Rendered only in the browser (it is a custom element with
// workers); a visitor without JavaScript sends the form without it, and the lead is kept unverified.
import { createElement, useEffect, useState } from "react";
import { CAPTCHA_FIELD } from "../../shared/form-view.ts";

export function CaptchaWidget(props: { language: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    import("./captcha-loader.ts")
      .then(({ loadCaptcha }) => loadCaptcha())
      .then(() => {
        if (live) setReady(true);
      })
      .catch(() => {
        // No captcha: the form still goes out, marked unverified.
      });
    return () => {
      live = false;
    };
  }, []);
  if (!ready) return null;
  return createElement("altcha-widget", {
    challenge: "/api/captcha",
    name: CAPTCHA_FIELD,
    auto: "onload",
    display: "invisible",
    language: props.language,
  });
}
