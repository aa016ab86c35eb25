// SLOT: the demand-register form ("keep me informed", SPEC.md section 3 "Forms") goes here; the
// lead-capture work builds it. Until then the page shows its title and intro only.
export function DemandRegisterFormSlot() {
  return null;
}
