// The amounts the offer and rental texts quote: the buyer's advance, and the conditions a candidate
// tenant reads before a visit or an application. Numbers are typed as Belgians type them ("7,5",
// "1.234,50") and read back beside the field where they are amounts or percentages.
import type { termsSettingsForm } from "../../../domain/admin-forms/terms-settings-form.ts";
import { AdminField } from "../admin-field.tsx";
import type { useAdminForm } from "../admin-form.ts";
import { useSettingsForm } from "./settings-fields.tsx";

type TermsFields = ReturnType<typeof useAdminForm<(typeof termsSettingsForm)["schema"]>>[1];

export function TermsForm({ fields }: { fields: TermsFields }) {
  const { f, kit } = useSettingsForm();
  const t = f.terms;
  return (
    <>
      <fieldset>
        <legend>{t.sale}</legend>
        <div className="admin-form-grid">
          <AdminField
            meta={fields.offerAdvancePercent}
            label={t.offerAdvancePercent}
            hint={t.offerAdvanceHint}
            kind="number"
            number="percentage"
            {...kit}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t.rent}</legend>
        <div className="admin-form-grid">
          <AdminField
            meta={fields.depositMonths}
            label={t.depositMonths}
            hint={t.depositHint}
            kind="number"
            number="count"
            {...kit}
          />
          {/* A multiple such as "2,5": a decimal keyboard, and no read-back (it is no amount). */}
          <AdminField
            meta={fields.incomeTimesRent}
            label={t.incomeTimesRent}
            hint={t.incomeHint}
            kind="text"
            inputMode="decimal"
            {...kit}
          />
          <AdminField
            meta={fields.maxPersons}
            label={t.maxPersons}
            hint={t.maxPersonsHint}
            kind="number"
            number="count"
            {...kit}
          />
          <AdminField
            meta={fields.tenantCosts}
            label={t.tenantCosts}
            hint={t.tenantCostsHint}
            kind="number"
            number="amount"
            {...kit}
          />
        </div>
      </fieldset>
    </>
  );
}
