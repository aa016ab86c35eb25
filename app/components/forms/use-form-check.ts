// The browser's side of a visitor form, loaded when the visitor starts on it (a focus, a tap, a
// key): the form's zod schema (the same the server runs) and the proof-of-work captcha. A field is
// checked when it is left, and again at every change once it has been checked; a send checks every
// field. A send made before both have arrived waits for them, so a form goes out checked and with
// the captcha's answer. Without JavaScript the browser's own checks and the server's hold.
import { type FocusEvent, type FormEvent, useRef, useState } from "react";
import type { FormKind } from "../../domain/forms/form-kinds.ts";
import type { Language } from "../../i18n/languages.ts";
import type { FormActionData } from "../../shared/form-view.ts";
import { checkOfResult, type FormCheck } from "./form-fields.ts";

/** The errors of every field the schema finds wrong, by field name. */
export type Validator = (formData: FormData) => Record<string, string[]>;

/** How long a send waits at most for the captcha: if it never answers, the form goes without it. */
const CAPTCHA_WAIT_MS = 10_000;

/** The captcha of one answer of the server: settled once it has its solution, or has given up. */
interface CaptchaRun {
  settled: boolean;
  promise: Promise<void>;
  settle: () => void;
}

function captchaRun(): CaptchaRun {
  const run = { settled: false } as CaptchaRun;
  run.promise = new Promise<void>((done) => {
    run.settle = () => {
      run.settled = true;
      done();
    };
  });
  return run;
}

function isNamedField(target: EventTarget, form: HTMLFormElement): target is HTMLInputElement {
  return (
    (target instanceof HTMLInputElement ||
      target instanceof HTMLSelectElement ||
      target instanceof HTMLTextAreaElement) &&
    target.form === form &&
    target.name !== ""
  );
}

export function useFormCheck(options: {
  kind: FormKind;
  language: Language;
  /** The server's last answer; undefined while a send is under way. */
  result: FormActionData["result"] | undefined;
  /** Different for each answer of the server: each answer needs a new captcha solution. */
  answerKey: string;
}) {
  const { kind, language, result, answerKey } = options;
  // Started: the visitor has begun on the form, so its checks and the captcha load.
  const [started, setStarted] = useState(false);
  // A send waits for what it needs. The ref is what the handler reads: a send made again from a
  // wait's end runs before React has drawn the state, and must not find itself still waiting.
  const [waiting, setWaiting] = useState(false);
  const waitingNow = useRef(false);
  const [check, setCheck] = useState<{ result: typeof result; check: FormCheck }>(() => ({
    result,
    check: checkOfResult(result),
  }));
  // A new answer of the server replaces what the browser found.
  if (result && result !== check.result) setCheck({ result, check: checkOfResult(result) });

  const validator = useRef<Validator | undefined>(undefined);
  const checksLoading = useRef<Promise<void> | undefined>(undefined);
  // The schema has loaded (or could not be: then the server checks alone).
  const checksReady = useRef(false);
  // A new captcha run for each answer of the server.
  const [captchaOf, setCaptchaOf] = useState(() => ({ answerKey, run: captchaRun() }));
  if (captchaOf.answerKey !== answerKey) setCaptchaOf({ answerKey, run: captchaRun() });
  const captcha = captchaOf.run;

  /** Loads the schema and shows the captcha, once; resolves when the schema is there. */
  const start = (): Promise<void> => {
    if (checksLoading.current) return checksLoading.current;
    checksLoading.current = import("./client-validation.ts")
      .then(({ formValidator }) => {
        validator.current = formValidator(kind, language);
      })
      .catch(() => {
        // Without it the server's checks still hold.
      })
      .finally(() => {
        checksReady.current = true;
      });
    setStarted(true);
    return checksLoading.current;
  };

  /** Checks the form, marks `names` as checked and returns every error, if the schema is there. */
  const run = (form: HTMLFormElement, names: string[]): Record<string, string[]> | undefined => {
    const validate = validator.current;
    if (!validate) return undefined;
    const errors = validate(new FormData(form));
    setCheck((current) => {
      const validated = { ...current.check.validated };
      for (const name of names) validated[name] = true;
      return { result: current.result, check: { validated, errors } };
    });
    return errors;
  };

  const onFocus = () => void start();
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if (!isNamedField(event.target, form) || check.check.validated[event.target.name]) return;
    run(form, [event.target.name]);
  };
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    void start();
    const form = event.currentTarget;
    if (!isNamedField(event.target, form) || !check.check.validated[event.target.name]) return;
    run(form, [event.target.name]);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Sent before what it needs is there: wait for it, then send again.
    const resendAfter = (ready: Promise<unknown>) => {
      event.preventDefault();
      if (waitingNow.current) return;
      waitingNow.current = true;
      setWaiting(true);
      void ready.then(() => {
        waitingNow.current = false;
        setWaiting(false);
        const again = submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : undefined;
        if (form.isConnected) form.requestSubmit(again);
      });
    };
    const checks = start();
    if (!checksReady.current) return resendAfter(checks);
    const errors = run(form, fieldNames(form));
    const firstWrong = errors && firstInvalid(form, errors);
    if (firstWrong) {
      event.preventDefault();
      firstWrong.focus();
      return;
    }
    if (!captcha.settled) {
      const timeout = new Promise<void>((done) => setTimeout(done, CAPTCHA_WAIT_MS));
      resendAfter(Promise.race([captcha.promise, timeout]).then(captcha.settle));
    }
  };

  return {
    check: check.check,
    started,
    waiting,
    /** For the captcha widget: it has an answer, or it gave up. */
    captchaSettled: captcha.settle,
    formProps: { onFocus, onBlur, onInput, onSubmit, onPointerDown: onFocus },
  };
}

function fieldNames(form: HTMLFormElement): string[] {
  return [...form.elements].flatMap((element) => (isNamedField(element, form) ? [element.name] : []));
}

/** The first control in the page's order whose field is wrong. */
function firstInvalid(form: HTMLFormElement, errors: Record<string, string[]>): HTMLElement | undefined {
  return [...form.elements].find(
    (element): element is HTMLInputElement => isNamedField(element, form) && (errors[element.name]?.length ?? 0) > 0,
  );
}
