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
        // A neutral choice: the title is optional, and a radio once ticked cannot be unticked.
        { value: "none", label: titles.none },
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

/** A count, typed as text with a numeric keyboard (read by wholeNumber in form-fields.ts). */
function numberField(name: string): FieldSpec {
  return { name, type: "text", inputMode: "numeric", autoComplete: "off" };
}

/** An amount in euro: text, so "250.000" reaches the server as typed; the keyboard has the point. */
function amountField(name: string): FieldSpec {
  return { name, type: "text", inputMode: "decimal", autoComplete: "off" };
}

function siteContactSections(messages: FormMessages, choices: FormChoices): FormSection[] {
  return [
    you(messages),
    { fields: [{ name: "street", type: "text", autoComplete: "street-address", wide: true }, remark] },
    { fields: [contactTime(choices), newsletter] },
  ];
}

function contactMeSections(messages: FormMessages, choices: FormChoices): FormSection[] {
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

function projectContactSections(messages: FormMessages, choices: FormChoices): FormSection[] {
  return [you(messages), { fields: [remark, contactTime(choices), newsletter] }];
}

function documentsSections(messages: FormMessages): FormSection[] {
  return [you(messages), { fields: [remark, newsletter] }];
}

function valuationSections(messages: FormMessages, choices: FormChoices): FormSection[] {
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
}

function visitSections(messages: FormMessages, choices: FormChoices): FormSection[] {
  return [
    { fields: [{ name: "slot", type: "radios", options: choices.visitSlots }] },
    you(messages),
    { fields: [remark] },
  ];
}

function sendToFriendSections(): FormSection[] {
  return [
    {
      fields: [
        { name: "yourName", type: "text", autoComplete: "name" },
        { name: "yourEmail", type: "email", autoComplete: "email" },
        { name: "friendEmail", type: "email", autoComplete: "off" },
      ],
    },
  ];
}

function testimonialSections(): FormSection[] {
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
}

function newsletterSections(): FormSection[] {
  return [
    {
      fields: [
        { name: "email", type: "email", autoComplete: "email" },
        { name: "firstName", type: "text", autoComplete: "given-name" },
      ],
    },
  ];
}

function demandSections(messages: FormMessages, choices: FormChoices): FormSection[] {
  const search: FormSection = {
    legend: messages.sections.search,
    fields: [
      { name: "goal", type: "radios", options: goals(messages) },
      { name: "typeWebIds", type: "checkboxes", options: choices.propertyTypes },
      ...(choices.regionTree.length > 0
        ? [{ name: "regionZips", type: "regionTree", regions: choices.regionTree } satisfies FieldSpec]
        : []),
      { name: "regions", type: "text", wide: true },
      amountField("budgetMin"),
      amountField("budgetMax"),
      numberField("bedroomsMin"),
      numberField("bedroomsMax"),
      numberField("garagesMin"),
      numberField("parkingsMin"),
    ],
  };
  return [search, you(messages)];
}

function rentalApplicationSections(messages: FormMessages, choices: FormChoices): FormSection[] {
  return [
    you(messages),
    {
      legend: messages.sections.household,
      fields: [
        numberField("adults"),
        numberField("kids"),
        { name: "pets", type: "text" },
        { name: "moveDate", type: "date", min: choices.today },
        { name: "reason", type: "textarea" },
      ],
    },
    { legend: messages.sections.income, fields: [amountField("income1"), amountField("income2"), remark] },
    { fields: [{ name: "acceptConditions", type: "checkbox", hint: choices.terms.rentalConditions }] },
  ];
}

function purchaseOfferSections(messages: FormMessages, choices: FormChoices): FormSection[] {
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
        amountField("amount"),
        { name: "amountInWords", type: "text", wide: true },
        { name: "validFrom", type: "date", min: choices.today },
        { name: "validUntil", type: "date", min: choices.today },
        { name: "signPlace", type: "text", autoComplete: "address-level2" },
        { name: "signDate", type: "date" },
        remark,
      ],
    },
    {
      legend: messages.sections.financing,
      fields: [
        { name: "financing", type: "checkbox", wide: true },
        amountField("loanAmount"),
        numberField("financingTerm"),
        {
          name: "financingTermUnit",
          type: "radios",
          options: [
            { value: "weeks", label: messages.options.termUnits.weeks },
            { value: "days", label: messages.options.termUnits.days },
          ],
        },
      ],
    },
    { fields: [{ name: "acknowledgeAdvance", type: "checkbox", hint: choices.terms.advanceNotice }] },
  ];
}

const SECTIONS_OF: Record<FormKind, (messages: FormMessages, choices: FormChoices) => FormSection[]> = {
  "site-contact": siteContactSections,
  "contact-me": contactMeSections,
  "project-contact": projectContactSections,
  valuation: valuationSections,
  visit: visitSections,
  documents: documentsSections,
  "send-to-friend": sendToFriendSections,
  testimonial: testimonialSections,
  newsletter: newsletterSections,
  follow: newsletterSections,
  demand: demandSections,
  "rental-application": rentalApplicationSections,
  "purchase-offer": purchaseOfferSections,
};

export function formSections(kind: FormKind, messages: FormMessages, choices: FormChoices): FormSection[] {
  return SECTIONS_OF[kind](messages, choices);
}
