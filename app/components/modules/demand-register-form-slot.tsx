import { EmbeddedLeadForm } from "../forms/embedded-lead-form.tsx";

/** The demand-register form ("keep me informed", SPEC.md section 3 "Forms"). */
export function DemandRegisterFormSlot() {
  return <EmbeddedLeadForm />;
}
