// A testimonial waits for the agency's review as a row of its own; its picture is checked and stored
// before the transaction, so a bad picture gives the form back without a lead, and a full picture
// queue gives it back with "busy" and when to send it again (Retry-After).
import { data } from "react-router";
import type { FormValue } from "../../domain/forms/form-schemas.ts";
import { testimonialSubmissions } from "../db/lead-schema.ts";
import { PICTURE_QUEUE_RETRY_AFTER_SECONDS } from "../images/picture-queue.ts";
import { commonSubmitOptions, type FormActionContext, mailContextOf } from "./form-action-context.ts";
import { agencyNotification } from "./lead-mails.ts";
import { submitForm } from "./submit-form.ts";
import { storeTestimonialImage } from "./testimonial-image.ts";

/** The picture may be up to 5 MB (testimonial-image.ts), more than the other forms' bodies. */
const MAX_TESTIMONIAL_BYTES = 6 * 1024 * 1024;

export async function testimonialFormAction(action: FormActionContext) {
  const answer = await submitForm<FormValue<"testimonial">, string | null>({
    ...commonSubmitOptions("testimonial", action),
    maxBytes: MAX_TESTIMONIAL_BYTES,
    facts: (value) => ({ name: value.name }),
    prepare: (value) => storeTestimonialImage(value.image),
    write: async (tx, lead) => {
      await tx.insert(testimonialSubmissions).values({
        leadId: lead.id,
        contactId: lead.contactId,
        language: action.page.language,
        name: lead.value.name,
        comment: lead.value.comment,
        website: lead.value.website ?? null,
        imageKey: lead.prepared,
      });
      return undefined;
    },
    // The agency sees the stored picture's key where the visitor's file was.
    mails: async ({ value, verified, prepared }) => [
      agencyNotification(
        mailContextOf("testimonial", action, { value: { ...value, image: prepared ?? undefined }, verified }),
        undefined,
      ),
    ],
  });
  if (answer instanceof Response || answer.data.notice !== "busy") return answer;
  const headers = new Headers(answer.init?.headers);
  headers.set("Retry-After", String(PICTURE_QUEUE_RETRY_AFTER_SECONDS));
  return data(answer.data, { ...answer.init, headers });
}
