// Which fields each form shows, in which order and group (the schemas say what is valid; this says
// how it looks). Choices that come from data (contact time slots, property types, visit slots)
// arrive from the page's loader.
import type { FormKind } from "../../domain/forms/form-kinds.ts";
import type { FormMessages } from "../../i18n/messages/forms-nl.ts";
import type { FormChoices, Option } from "../../shared/form-view.ts";
import type { FieldSpec } from "./field-control.tsx";
import type { FormSection } from "./lead-form.tsx";

function you(messages: FormMessages, withAddress = false): FormSection {
  const titles = messages.options.titles;
  const fields: FieldSpec[] = [
    {
      name: "title",
      type: "radios",
      options: [
        { value: "mr", label: titles.mr },
        { value: "ms", label: titles.ms },
        { value: "miss", label: titles.miss },
      ],
    },
    { name: "firstName", type: "text", autoComplete: "given-name" },
    { name: "lastName", type: "text", autoComplete: "family-name" },
    { name: "email", type: "email", autoComplete: "email" },
    { name: "phone", type: "tel", autoComplete: "tel" },
  ];
  if (withAddress)
    fields.push(
      { name: "street", type: "text", autoComplete: "street-address", wide: true },
      { name: "zip", type: "text", autoComplete: "postal-code", inputMode: "numeric" },
      { name: "city", type: "text", autoComplete: "address-level2" },
    );
  return { legend: messages.sections.you, fields };
}

const remark: FieldSpec = { name: "remark", type: "textarea" };
const newsletter: FieldSpec = { name: "newsletter", type: "checkbox" };

function contactTime(choices: FormChoices): FieldSpec {
  return {
    name: "timeSlots",
    type: "checkboxes",
    options: choices.timeSlots.map((slot) => ({ value: slot, label: slot })),
  };
}

function goals(messages: FormMessages): Option[] {
  return [
    { value: "sale", label: messages.options.goals.sale },
    { value: "rent", label: messages.options.goals.rent },
  ];
}

export function formSections(kind: FormKind, messages: FormMessages, choices: FormChoices): FormSection[] {
  const money = (name: string): FieldSpec => ({ name, type: "number", inputMode: "numeric", min: "0" });
  switch (kind) {
    case "site-contact":
      return [
        you(messages),
        { fields: [{ name: "street", type: "text", autoComplete: "street-address", wide: true }, remark] },
        { fields: [contactTime(choices), newsletter] },
      ];
    case "contact-me": {
      const requests = messages.options.requests;
      const request: FieldSpec = {
        name: "request",
        type: "radios",
        options: [
          { value: "question", label: requests.question },
          { value: "visit", label: requests.visit },
        ],
      };
      return [{ fields: [request] }, you(messages), { fields: [remark, contactTime(choices), newsletter] }];
    }
    case "project-contact":
    case "documents":
      return [
        you(messages),
        { fields: kind === "documents" ? [remark, newsletter] : [remark, contactTime(choices), newsletter] },
      ];
    case "valuation":
      return [
        you(messages, true),
        {
          fields: [
            { name: "propertyType", type: "select", options: choices.propertyTypes },
            { name: "goal", type: "radios", options: goals(messages), label: messages.fields.valuationGoal },
            remark,
            contactTime(choices),
            newsletter,
          ],
        },
      ];
    case "visit":
      return [
        { fields: [{ name: "slot", type: "radios", options: choices.visitSlots }] },
        you(messages),
        { fields: [remark] },
      ];
    case "send-to-friend":
      return [
        {
          fields: [
            { name: "yourName", type: "text", autoComplete: "name" },
            { name: "yourEmail", type: "email", autoComplete: "email" },
            { name: "friendEmail", type: "email", autoComplete: "off" },
            { name: "message", type: "textarea" },
          ],
        },
      ];
    case "testimonial":
      return [
        {
          fields: [
            { name: "name", type: "text", autoComplete: "name" },
            { name: "website", type: "url", autoComplete: "url" },
            { name: "comment", type: "textarea" },
            { name: "image", type: "file", accept: "image/jpeg,image/png,image/webp", wide: true },
          ],
        },
      ];
    case "newsletter":
      return [
        {
          fields: [
            { name: "email", type: "email", autoComplete: "email" },
            { name: "firstName", type: "text", autoComplete: "given-name" },
          ],
        },
      ];
    case "demand":
      return [
        {
          legend: messages.sections.search,
          fields: [
            { name: "goal", type: "radios", options: goals(messages) },
            { name: "typeWebIds", type: "checkboxes", options: choices.propertyTypes },
            { name: "regions", type: "text", wide: true },
            money("budgetMin"),
            money("budgetMax"),
            money("bedroomsMin"),
            money("bedroomsMax"),
            money("garagesMin"),
            money("parkingsMin"),
          ],
        },
        {
          legend: messages.sections.you,
          fields: you(messages).fields.map((field) => field),
        },
      ];
    case "rental-application":
      return [
        you(messages),
        {
          legend: messages.sections.household,
          fields: [
            money("adults"),
            money("kids"),
            { name: "pets", type: "text" },
            { name: "moveDate", type: "date" },
            { name: "reason", type: "textarea" },
          ],
        },
        { legend: messages.sections.income, fields: [money("income1"), money("income2"), remark] },
        { fields: [{ name: "acceptConditions", type: "checkbox", hint: messages.ui.rentalConditions }] },
      ];
    case "purchase-offer":
      return [
        you(messages, true),
        {
          legend: messages.sections.secondBuyer,
          fields: [
            { name: "secondFirstName", type: "text", autoComplete: "off" },
            { name: "secondLastName", type: "text", autoComplete: "off" },
          ],
        },
        {
          legend: messages.sections.offer,
          fields: [
            money("amount"),
            { name: "amountInWords", type: "text", wide: true },
            { name: "validFrom", type: "date" },
            { name: "validUntil", type: "date" },
            { name: "signPlace", type: "text", autoComplete: "address-level2" },
            { name: "signDate", type: "date" },
            remark,
          ],
        },
        { fields: [{ name: "acknowledgeAdvance", type: "checkbox", hint: messages.ui.advanceNotice }] },
      ];
  }
}
