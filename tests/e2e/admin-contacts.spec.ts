// One record per person: two requests sent on the site from one address (typed in two cases), with the
// phone typed two ways, are one contact in the back office, found by the phone typed a third way (a
// known phone alone never joins another address: contacts/lead-contact.ts); its page tells both
// requests, takes a note (an empty one refused next to its field) and the agent who follows the
// person, all without JavaScript; both pages pass axe. A proposed duplicate is merged once confirmed.
// A request is put with another contact from its own page, by keyboard and without JavaScript.
import { ADMIN_FORMS_NL } from "../../app/i18n/messages/admin-forms/nl.ts";
import { query } from "../support/e2e-database.ts";
import { signedInStaff } from "../support/staff-accounts.ts";
import { expect, expectNoAxeViolations, rememberDeclinedCookies, test } from "./fixtures.ts";

test("two requests typed with the phone two ways are one contact, with its history, notes and follower", async ({
  browser,
}) => {
  const run = `${Date.now()}${Math.floor(Math.random() * 1e3)}`;
  // A mobile number of this run's own: 0479 and six digits.
  const digits = run.slice(-6);
  const [a, b, c] = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 6)];
  const lastName = `Vermeulen ${run}`;
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  await rememberDeclinedCookies(visitor);
  const form = await visitor.newPage();
  for (const [email, phone, message] of [
    [`anneke-${run}@example.be`, `0479 ${a} ${b} ${c}`, "Is het huis nog vrij?"],
    [`Anneke-${run}@Example.BE`, `+32 479/${a}.${b}.${c}`, "Mag ik het huis bezoeken?"],
  ] as const) {
    await form.goto("/nl/contact/");
    await form.getByLabel("Mevr.").check();
    await form.getByLabel("Voornaam").fill("Anneke");
    await form.getByLabel("Familienaam").fill(lastName);
    await form.getByLabel("E-mailadres").fill(email);
    await form.getByLabel("Telefoonnummer").fill(phone);
    await form.getByLabel("Uw bericht").fill(message);
    await form.getByRole("button", { name: "Versturen" }).click();
    await expect(form).toHaveURL(/\/nl\/bedankt\/bericht\/\?receipt=[\w.-]+$/);
  }
  await visitor.close();

  // Without JavaScript: the search, the contact's page and its two forms.
  const context = await browser.newContext({ javaScriptEnabled: false });
  await rememberDeclinedCookies(context);
  const agent = await signedInStaff(context, "agent", `Agent ${run}`);
  const page = await context.newPage();
  await page.goto("/admin/");
  await page.getByRole("link", { name: "Contacten" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Contacten" })).toBeVisible();
  // The phone typed a third way, and the search sent from the keyboard.
  const search = page.getByLabel("Zoek op naam, e-mail, telefoon of straat");
  await search.fill(`0032 479 ${a}${b}`);
  await search.press("Enter");
  await expect(page).toHaveURL(/\/admin\/contacts\/\?q=/);
  await expect(page.getByText("1 contact", { exact: true })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(lastName) });
  await expect(row).toContainText(`anneke-${run}@example.be`);
  await expect(row).toContainText(`0479 ${a} ${b} ${c}`);
  await expect(row.getByRole("cell", { name: "2", exact: true })).toBeVisible();
  const listUrl = page.url();

  await row.getByRole("link", { name: `Anneke ${lastName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Contact: Anneke ${lastName}` })).toBeVisible();
  const contactUrl = page.url();
  await expect(page.locator(".admin-facts")).toContainText(`anneke-${run}@example.be`);
  const history = page.getByRole("list", { name: "Geschiedenis" });
  await expect(history.getByText("Aanvraag: Contact")).toHaveCount(2);
  await expect(history.getByRole("link", { name: /^Aanvraag \d+$/ })).toHaveCount(2);

  // An empty note is refused next to its field, in the staff member's language.
  await page.getByRole("button", { name: "Notitie toevoegen" }).click();
  const note = page.getByLabel("Nieuwe notitie");
  await expect(note).toHaveAttribute("aria-invalid", "true");
  await expect(note).toHaveAccessibleDescription(new RegExp(ADMIN_FORMS_NL.errors.required ?? "-"));
  await note.fill("Belt terug na de zomer.");
  await page.getByRole("button", { name: "Notitie toevoegen" }).click();
  await expect(page.getByText("De notitie is toegevoegd.")).toBeVisible();
  await expect(page.locator(".admin-notes")).toContainText("Belt terug na de zomer.");

  await page.getByLabel("Opgevolgd door").selectOption({ label: `${agent.name} (makelaar)` });
  await page.getByRole("button", { name: "Opvolger opslaan" }).click();
  await expect(page.getByText("De opvolger is opgeslagen.")).toBeVisible();
  await expect(page.locator(".admin-facts")).toContainText(agent.name);
  await context.close();

  // axe runs its checks as a script in the page: the same two pages, in a browser with JavaScript.
  const withScripts = await browser.newContext();
  await rememberDeclinedCookies(withScripts);
  await signedInStaff(withScripts, "agent", `Agent ${run} (2)`);
  const checked = await withScripts.newPage();
  await checked.goto(listUrl);
  await expect(checked.getByText("1 contact", { exact: true })).toBeVisible();
  await expectNoAxeViolations(checked);
  await checked.goto(contactUrl);
  await expect(checked.locator(".admin-notes")).toContainText("Belt terug na de zomer.");
  await expectNoAxeViolations(checked);
  await withScripts.close();
});

test("a proposed duplicate is merged only once confirmed, keeping its requests", async ({ browser }) => {
  const run = `${Date.now()}${Math.floor(Math.random() * 1e3)}`;
  const contact = async (name: string, email: string | null) => {
    const [row] = await query<{ id: number }>("insert into contacts (name, email) values ($1, $2) returning id", [
      name,
      email,
    ]);
    return row?.id ?? 0;
  };
  // The same person written twice, the words of the name in another order: known by name alone (a
  // testimonial she signed), and from her address. Two addresses of one name are not proposed.
  const kept = await contact(`Merel Claes ${run}`, null);
  const twin = await contact(`CLAES ${run}, Merel`, `merel-${run}@werk.example.be`);
  await query(
    `insert into leads (kind, language, email, name, fields, verified, submission_key, contact_id)
     values ('site-contact', 'nl', $1, $2, '{}', true, $3, $4)`,
    [`merel-${run}@werk.example.be`, "Merel Claes", `merge-${run}`, twin],
  );

  // The proposal passes axe (a script: in a browser with JavaScript).
  const withScripts = await browser.newContext();
  await rememberDeclinedCookies(withScripts);
  await signedInStaff(withScripts, "agent", `Agent ${run}`);
  const checked = await withScripts.newPage();
  await checked.goto(`/admin/contacts/${kept}/`);
  await expect(checked.getByRole("heading", { level: 2, name: "Mogelijk dezelfde persoon" })).toBeVisible();
  await expectNoAxeViolations(checked);
  await withScripts.close();

  const context = await browser.newContext({ javaScriptEnabled: false });
  await rememberDeclinedCookies(context);
  await signedInStaff(context, "agent", `Agent ${run} (2)`);
  const page = await context.newPage();
  await page.goto(`/admin/contacts/${kept}/`);
  const proposals = page.getByRole("region", { name: "Mogelijk dezelfde persoon" });
  await expect(proposals).toContainText(`merel-${run}@werk.example.be`);
  await expect(proposals).toContainText("zelfde naam");
  // Not ticked: refused next to the box, nothing merged.
  await proposals.getByRole("button", { name: "Samenvoegen met deze fiche" }).click();
  const box = page.getByLabel(`CLAES ${run}, Merel is dezelfde persoon`);
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toHaveAccessibleDescription("Vink eerst aan dat het dezelfde persoon is.");
  await box.check();
  await page.getByRole("button", { name: "Samenvoegen met deze fiche" }).click();
  await expect(page.getByText("Samengevoegd: alles van de andere fiche staat nu hier.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Geschiedenis" }).getByText("Aanvraag: Contact")).toHaveCount(1);
  await expect(page.locator(".admin-facts")).toContainText(`merel-${run}@werk.example.be`);
  expect((await page.request.get(`/admin/contacts/${twin}/`)).status()).toBe(404);
  await context.close();
});

test("a request is put with another contact, found by name from the request's page, by keyboard and without JavaScript", async ({
  browser,
  page,
}) => {
  const run = `${Date.now()}${Math.floor(Math.random() * 1e3)}`;
  const contact = async (name: string, email: string) => {
    const [row] = await query<{ id: number }>("insert into contacts (name, email) values ($1, $2) returning id", [
      name,
      email,
    ]);
    return row?.id ?? 0;
  };
  // A colleague typed the request from the wrong address: it went to Jef, it is Jolien's.
  const jef = await contact(`Jef Wouters ${run}`, `jef-${run}@example.be`);
  const jolien = await contact(`Jolien Maes ${run}`, `jolien-${run}@example.be`);
  const [request] = await query<{ id: number }>(
    `insert into leads (kind, language, email, name, fields, verified, submission_key, contact_id)
     values ('site-contact', 'nl', $1, $2, '{}', true, $3, $4) returning id`,
    [`jef-${run}@example.be`, `Jolien Maes ${run}`, `move-${run}`, jef],
  );
  const leadPath = `/admin/leads/${request?.id}/`;

  // With JavaScript, by keyboard: open the part, search, choose (the first found is chosen), move.
  await signedInStaff(page.context(), "agent", `Agent ${run}`);
  await page.goto(leadPath);
  const person = page.getByRole("region", { name: "Persoon" });
  await expect(person).toContainText(`Jef Wouters ${run}`);
  await person.getByText("Bij een ander contact zetten").focus();
  await page.keyboard.press("Enter");
  const search = person.getByLabel("Zoek het contact");
  await search.fill(`Maes ${run}`);
  await search.press("Enter");
  await expect(page).toHaveURL(/\?contact=/);
  const found = person.getByRole("group", { name: "Gevonden contacten" });
  await expect(found.getByRole("radio")).toHaveCount(1);
  await expect(found.getByRole("radio", { name: new RegExp(`Jolien Maes ${run}`) })).toBeChecked();
  await expectNoAxeViolations(page);
  await person.getByRole("button", { name: "Aanvraag naar dit contact verplaatsen" }).press("Enter");
  await expect(page.getByText("De aanvraag staat nu bij het gekozen contact.", { exact: true })).toBeVisible();
  await expect(person).toContainText(`Jolien Maes ${run}`);
  expect(
    (await query<{ contact_id: number }>("select contact_id from leads where id = $1", [request?.id]))[0]?.contact_id,
  ).toBe(jolien);

  // Without JavaScript, back to Jef; a search that finds nobody says so.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  await rememberDeclinedCookies(plain);
  await signedInStaff(plain, "agent", `Agent ${run} (2)`);
  const noScript = await plain.newPage();
  await noScript.goto(`${leadPath}?contact=${encodeURIComponent(`Niemand ${run}`)}`);
  await expect(noScript.getByText(`Geen ander contact gevonden voor “Niemand ${run}”.`)).toBeVisible();
  await noScript.getByLabel("Zoek het contact").fill(`Wouters ${run}`);
  await noScript.getByRole("button", { name: "Zoeken", exact: true }).click();
  await noScript.getByRole("button", { name: "Aanvraag naar dit contact verplaatsen" }).click();
  await expect(noScript.getByText("De aanvraag staat nu bij het gekozen contact.", { exact: true })).toBeVisible();
  await noScript.goto(`/admin/contacts/${jef}/`);
  await expect(noScript.getByRole("list", { name: "Geschiedenis" }).getByText("Aanvraag: Contact")).toHaveCount(1);
  await plain.close();
});
