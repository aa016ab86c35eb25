// The frame's element ids, named once: the root layout holds the first paint until the header has
// arrived (root.tsx), and the skip link leads to the page's main content.
export const ADMIN_FRAME_HEADER_ID = "admin-frame-header";
export const ADMIN_MAIN_ID = "admin-main";
