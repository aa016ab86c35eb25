// Who an account belongs to: the agency's staff (a manager runs the site, an agent works in it) or
// an owner following their properties. The database column, the back office's page table and the
// sign-in all read the roles from here.
export const USER_ROLES = ["manager", "agent", "owner"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles that work in the back office. */
export const STAFF_ROLES = ["manager", "agent"] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];
