import type { AdminMessages } from "../../i18n/messages/admin.ts";

/** A working manager or agent as the back office's choices of a person list them. */
export interface StaffChoice {
  id: string;
  name: string;
  role: keyof AdminMessages["roles"];
}

/** "Name (role)": two colleagues of one name are told apart by their role. */
export function staffChoiceLabel(member: StaffChoice, roles: AdminMessages["roles"]): string {
  return `${member.name} (${roles[member.role]})`;
}

/** The staff as `<option>`s of a plain select, after the select's own first choices. */
export function StaffOptions({ staff, roles }: { staff: readonly StaffChoice[]; roles: AdminMessages["roles"] }) {
  return staff.map((member) => (
    <option key={member.id} value={member.id}>
      {staffChoiceLabel(member, roles)}
    </option>
  ));
}
