// A page's address to pass on: in the server's HTML the address in a field to copy by hand, an
// e-mail link and (where asked) a WhatsApp link, all plain links that work without a script and load
// nothing from elsewhere. Once the scripts run, one button: the device's share sheet where the
// browser has one (phones), else "copy link" to the clipboard, said in a status line that screen
// readers announce. Kept tiny: it is on the detail pages, whose scripts sit at the budget's edge.
import { useState } from "react";
import { useHydrated } from "../modules/use-media.ts";

export interface ShareLinkTexts {
  /** The address field's label. */
  link: string;
  copy: string;
  copied: string;
  email: string;
  /** With these two, the WhatsApp link and the share sheet's button are offered too. */
  whatsapp?: string;
  share?: string;
}

export function ShareLinks({
  fieldId,
  link,
  title,
  subject,
  texts,
}: {
  fieldId: string;
  link: string;
  /** What the share sheet and WhatsApp say before the address. */
  title: string;
  subject: string;
  texts: ShareLinkTexts;
}) {
  const hydrated = useHydrated();
  const [said, setSaid] = useState("");
  const sheet = hydrated && texts.share !== undefined && typeof navigator.share === "function";
  const clipboard = hydrated && navigator.clipboard !== undefined;
  // Where the browser refuses the clipboard, the address is selected in its field to copy by hand;
  // a share sheet the visitor closes is no error.
  const act = async () => {
    try {
      if (sheet) return await navigator.share({ title, url: link });
      await navigator.clipboard.writeText(link);
      setSaid(texts.copied);
    } catch {
      if (!sheet) (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <>
      <label htmlFor={fieldId}>{texts.link}</label>
      <div className="share-row">
        <input id={fieldId} type="text" readOnly value={link} />
        {sheet || clipboard ? (
          <button type="button" className="btn btn-outline" onClick={() => void act()}>
            {sheet ? texts.share : texts.copy}
          </button>
        ) : null}
        <a
          className="btn btn-outline"
          href={`mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(link)}`}
        >
          {texts.email}
        </a>
        {texts.whatsapp ? (
          <a
            className="btn btn-outline"
            href={`https://wa.me/?text=${encodeURIComponent(`${title} ${link}`)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {texts.whatsapp}
          </a>
        ) : null}
      </div>
      <output className="share-said">{said}</output>
    </>
  );
}
