import { EmbeddedLeadForm } from "../forms/embedded-lead-form.tsx";
import { RegionPicker } from "../forms/region-picker.tsx";
import { RegionTreeControl, type RegionTreeProps } from "../forms/region-tree-control.ts";

const regionTree = (props: RegionTreeProps) => <RegionPicker {...props} />;

/** The demand-register form ("keep me informed", SPEC.md section 3 "Forms"), its regions as a tree. */
export function DemandRegisterFormSlot() {
  return (
    <RegionTreeControl.Provider value={regionTree}>
      <EmbeddedLeadForm />
    </RegionTreeControl.Provider>
  );
}
